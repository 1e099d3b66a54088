/**
 * English singular and plural of a word, remembered per word: pluralize tries a hundred-odd patterns on each call,
 * and an app names the same few resources on every one of its routes.
 */
import pluralize from 'pluralize';

const singulars = new Map<string, string>();
const plurals = new Map<string, string>();

function remembered(known: Map<string, string>, word: string, inflect: (word: string) => string): string {
  let result = known.get(word);
  if (result === undefined) {
    result = inflect(word);
    known.set(word, result);
  }
  return result;
}

export function singular(word: string): string {
  return remembered(singulars, word, pluralize.singular);
}

export function plural(word: string): string {
  return remembered(plurals, word, pluralize.plural);
}
