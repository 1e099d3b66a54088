/** The default theme: three columns in the spirit of Scribe's (sidebar, content, dark code column). */
import type { PageTheme } from '../theme.ts';
import { endpointHtml } from './endpoint-html.ts';

export const defaultTheme: PageTheme = { folder: 'default', endpointHtml };
