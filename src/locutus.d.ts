// Types of the locutus functions docgen uses (locutus 2 ships none). locutus 2 is used rather than 3
// because 3 needs Node 22, and docgen supports Node 20.6 and later.
declare module 'locutus/php/datetime/strtotime.js' {
  export default function strtotime(text: string, now?: number): number | false;
}
declare module 'locutus/php/strings/sprintf.js' {
  export default function sprintf(format: string, ...args: Array<string | number>): string | false;
}
declare module 'locutus/php/strings/number_format.js' {
  export default function number_format(number: number | string, decimals?: number, decPoint?: string, thousandsSep?: string): string;
}
