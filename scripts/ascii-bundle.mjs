// The command-line bundle made ASCII (scripts/build-lib.mjs writes lib/cli.cjs through it).
import { parse as parseScript } from 'acorn';

/**
 * The command-line bundle in ASCII: its loader (src/code-cache.ts) reads an ASCII file as Latin-1, a copy, where
 * UTF-8 is decoded character by character (2.5 MB at every start of every command), and V8 then holds the source
 * in one byte per character. esbuild escapes what strings hold; what it leaves as written — the doc comments of
 * class members, regular expression literals of packages — is escaped here where a JavaScript tokenizer finds
 * it. Anything else non-ASCII (a tagged template's raw text) is left, and the bundle is then read as UTF-8.
 */
export function asciiOnly(code) {
  if (!/[^\x00-\x7f]/.test(code)) return code;
  const places = [];
  try {
    parseScript(code, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowReturnOutsideFunction: true,
      onComment: (_block, _text, start, end) => places.push([start, end]),
      onToken: (token) => {
        if (token.type.label === 'regexp') places.push([token.start, token.end]);
      },
    });
  } catch (error) {
    console.error(`docgen: the command-line bundle is left with its non-ASCII text (${error.message}); it loads as UTF-8.`);
    return code;
  }
  let out = '';
  let at = 0;
  for (const [start, end] of places.sort((a, b) => a[0] - b[0])) {
    out += code.slice(at, start) + escapeNonAscii(code.slice(start, end));
    at = end;
  }
  out += code.slice(at);
  if (/[^\x00-\x7f]/.test(out)) console.error('docgen: the command-line bundle holds non-ASCII text outside comments and regular expressions; it loads as UTF-8.');
  return out;
}

/** Each non-ASCII UTF-16 unit as `\uXXXX`, which a comment, a regular expression or a string reads as the same character; one escaped by a backslash (`\é` in a regular expression) keeps the escape. */
function escapeNonAscii(text) {
  return text.replace(/(\\*)([^\x00-\x7f])/g, (_whole, slashes, char) => {
    const escape = `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    return (slashes.length % 2 === 1 ? slashes.slice(1) : slashes) + escape;
  });
}
