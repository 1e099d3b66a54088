/**
 * Descriptions of URL parameters inferred from the URI, worded as Scribe words them:
 * `/users/{id}` → "The ID of the user.", `{user_id}` → "The ID of the user.",
 * `/posts/{slug}` → "The slug of the post.", `categories/{category}` → "The category.".
 */
import { singular } from '../../../inflect.ts';

/** The singular "thing" before a parameter: `animals/cats/{id}` → `cat`, `side_projects/{id}` → `side project`. */
export function nameOfUrlThing(uri: string, paramName: string): string | undefined {
  const parts = uri.replace(/^\/+/, '').split('/');
  if (parts.length === 1) return undefined;
  const index = parts.findIndex((part) => part === `{${paramName}}` || part === `{${paramName}?}`);
  if (index <= 0) return undefined;
  return singular(parts[index - 1]!).replace(/[_-]/g, ' ');
}

export function inferUrlParamDescription(uri: string, paramName: string): string {
  for (const [key, friendly] of [['id', 'ID'], ['slug', 'slug']] as const) {
    if (paramName === key) {
      const thing = nameOfUrlThing(uri, paramName);
      if (thing) return `The ${friendly} of the ${thing}.`;
    } else if (paramName.endsWith(`_${key}`) && paramName.length > key.length + 1) {
      const thing = paramName.slice(0, -(key.length + 1)).replace(/[_-]/g, ' ');
      return `The ${friendly} of the ${thing}.`;
    }
  }
  const thing = nameOfUrlThing(uri, paramName);
  if (thing !== undefined && thing === paramName) return `The ${thing}.`;
  return '';
}
