/**
 * The Introduction and Authentication sections as Markdown, with Scribe's wording
 * (`intro.md`, `auth.md` and `lang/scribe.php`).
 */
import { DEFAULT_AUTH_PLACEHOLDER } from '../../config/defaults.ts';
import type { DocgenConfig } from '../../config/types.ts';

export function introductionMarkdown(config: Pick<DocgenConfig, 'description' | 'intro_text'>, baseUrl: string): string {
  const parts = [config.description.trim(), `<aside>\n    <strong>Base URL</strong>: <code>${escapeForHtml(baseUrl)}</code>\n</aside>`];
  if (config.intro_text.trim()) parts.push(config.intro_text.trim());
  return parts.filter(Boolean).join('\n\n');
}

export function authenticationMarkdown(auth: DocgenConfig['auth']): string {
  if (!auth.enabled) return 'This API is not authenticated.';
  const placeholder = auth.placeholder || DEFAULT_AUTH_PLACEHOLDER;
  const name = auth.name ?? '';
  const instruction = {
    query: `To authenticate requests, include a query parameter **\`${name}\`** in the request.`,
    body: `To authenticate requests, include a parameter **\`${name}\`** in the body of the request.`,
    bearer: `To authenticate requests, include an **\`Authorization\`** header with the value **\`"Bearer ${placeholder}"\`**.`,
    basic:
      'To authenticate requests, include an **`Authorization`** header in the form **`"Basic {credentials}"`**.\n' +
      'The value of `{credentials}` should be your username/id and your password, joined with a colon (:),\n' +
      'and then base64-encoded.',
    header: `To authenticate requests, include a **\`${name}\`** header with the value **\`"${placeholder}"\`**.`,
  }[auth.in ?? 'bearer'];
  const details = 'All authenticated endpoints are marked with a `requires authentication` badge in the documentation below.';
  return [instruction, details, auth.extra_info.trim()].filter(Boolean).join('\n\n');
}

function escapeForHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
