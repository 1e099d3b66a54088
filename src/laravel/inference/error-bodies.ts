/**
 * The JSON bodies Laravel's exception handler writes for a request that wants JSON with debug off: every HTTP
 * exception becomes `{"message": <its message>}` (an `abort(403)` without a message gives an empty one), an
 * authentication failure "Unauthenticated.", an authorization failure "This action is unauthorized.", a missing
 * model "No query results for model [Class] id", and a validation failure `message` plus `errors` by field.
 */

export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const UNAUTHORIZED_MESSAGE = 'This action is unauthorized.';

export function messageBody(message: string): string {
  return JSON.stringify({ message });
}

/** ModelNotFoundException's message: the class, then the ids looked for, or a full stop when there were none. */
export function modelNotFoundMessage(modelClass: string, ids: unknown[]): string {
  const base = `No query results for model [${modelClass}]`;
  return ids.length > 0 ? `${base} ${ids.map(String).join(', ')}` : `${base}.`;
}

/**
 * The body of a ValidationException: Laravel 8 says "The given data was invalid."; from Laravel 9 the message
 * is the first error, with "(and N more error[s])" when there are more.
 */
export function validationBody(errors: Array<[string, string]>, laravelMajor: number | undefined): string {
  let message = 'The given data was invalid.';
  if (laravelMajor === undefined || laravelMajor >= 9) {
    const [first] = errors;
    const more = errors.length - 1;
    message = first ? first[1] + (more > 0 ? ` (and ${more} more error${more === 1 ? '' : 's'})` : '') : message;
  }
  return JSON.stringify({ message, errors: Object.fromEntries(errors.map(([field, text]) => [field, [text]])) });
}
