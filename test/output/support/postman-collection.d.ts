/** The small part of the postman-collection SDK the tests use (the package ships no types). */
declare module 'postman-collection' {
  interface Url {
    getPath(unresolved?: boolean): string;
  }
  interface Request {
    method: string;
    url: Url;
  }
  interface Item {
    name: string;
    request: Request;
  }
  class Collection {
    constructor(definition: object);
    forEachItem(callback: (item: Item) => void): void;
    toJSON(): object;
  }
  const sdk: { Collection: typeof Collection };
  export default sdk;
}
