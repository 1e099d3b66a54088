/** Lines joined with one space, blank lines dropped (a comment's or a docblock string's text as one sentence). */
export function joinLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
}
