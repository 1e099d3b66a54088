// The command-line bundle made ASCII (scripts/build-lib.mjs writes lib/cli.cjs through it).
import { parse as parseScript } from 'acorn';

/**
 * The command-line bundle in ASCII: V8 holds an ASCII source in one byte per character (one other character makes
 * it two bytes for each of the 2.5 MB, read at every start of every command). esbuild escapes what strings hold;
 * what it leaves as written — the doc comments of class members, regular expression literals of packages — is
 * escaped here where a JavaScript tokenizer finds it. Anything else non-ASCII (a tagged template's raw text) is
 * left as written, and the bundle then loads as two bytes per character, as before.
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
    console.error(`docgen: the command-line bundle is left with its non-ASCII text (${error.message}); V8 holds it in two bytes per character.`);
    return code;
  }
  let out = '';
  let at = 0;
  for (const [start, end] of places.sort((a, b) => a[0] - b[0])) {
    out += code.slice(at, start) + escapeNonAscii(code.slice(start, end));
    at = end;
  }
  out += code.slice(at);
  if (/[^\x00-\x7f]/.test(out)) console.error('docgen: the command-line bundle holds non-ASCII text outside comments and regular expressions; V8 holds it in two bytes per character.');
  return out;
}

/** Each non-ASCII UTF-16 unit as `\uXXXX`, which a comment, a regular expression or a string reads as the same character; one escaped by a backslash (`\é` in a regular expression) keeps the escape. */
function escapeNonAscii(text) {
  return text.replace(/(\\*)([^\x00-\x7f])/g, (_whole, slashes, char) => {
    const escape = `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    return (slashes.length % 2 === 1 ? slashes.slice(1) : slashes) + escape;
  });
}
