/**
 * JSON text of a document some of whose values are made elsewhere as text (kept from an earlier run): the
 * document is written with a stand-in string for each such value, then each stand-in is replaced by its text.
 * A pretty-printed value's lines are indented as `JSON.stringify` would indent them at that place, so the result
 * is byte for byte what stringifying the whole document would give. Stand-ins carry a random nonce: no string of
 * the document can be mistaken for one.
 */
import { randomBytes } from 'node:crypto';
import type { TextParts } from './text-parts.ts';

export class JsonSplice {
  private readonly nonce = randomBytes(12).toString('hex');
  private count = 0;

  /** A stand-in for the value numbered by the returned index, to be placed in the document. */
  standIn(): { marker: string; index: number } {
    const index = this.count++;
    return { marker: `\u0000splice-${this.nonce}-${index}`, index };
  }

  /** `JSON.stringify(document, null, 4)` with each stand-in replaced by `text(index, indent)`. */
  pretty(document: unknown, text: (index: number, indent: string) => string | Uint8Array): TextParts {
    return this.spliced(JSON.stringify(document, null, 4), text);
  }

  private spliced(json: string, text: (index: number, indent: string) => string | Uint8Array): TextParts {
    // JSON.stringify writes the stand-in's NUL as the six characters `\u0000`.
    const opening = `"\\u0000splice-${this.nonce}-`;
    const parts: TextParts = [];
    let last = 0;
    for (let at = json.indexOf(opening); at >= 0; at = json.indexOf(opening, last)) {
      const closing = json.indexOf('"', at + opening.length);
      const index = Number(json.slice(at + opening.length, closing));
      // What precedes the stand-in on its line: for an item of a list, alone on its line, the line's indent.
      const indent = json.slice(json.lastIndexOf('\n', at) + 1, at);
      parts.push(json.slice(last, at), text(index, indent));
      last = closing + 1;
    }
    parts.push(json.slice(last));
    return parts;
  }
}

/** Pretty JSON text indented to sit at `indent` (its first line placed after the indent by the caller). */
export function indentedJson(value: unknown, indent: string): string {
  const text = JSON.stringify(value, null, 4);
  // Pretty JSON has no raw line break inside a string: every one is between values.
  return indent ? text.replaceAll('\n', `\n${indent}`) : text;
}
