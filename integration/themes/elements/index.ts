/** The elements theme: docgen's own pages laid out after Stoplight Elements (a panel per endpoint). */
import type { PageTheme } from '../theme.ts';
import { elementsEndpointHtml } from './endpoint-html.ts';

export const elementsTheme: PageTheme = { folder: 'elements', endpointHtml: elementsEndpointHtml };
