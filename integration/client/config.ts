/** The page's settings for the client scripts (a JSON block written by the layout). */
export interface ClientConfig {
  tryItOut: { enabled: boolean; baseUrl: string; useCsrf: boolean; csrfUrl: string };
  docsUrl: string;
  languages: string[];
}

export function clientConfig(): ClientConfig {
  const block = document.getElementById('docgen-client-config');
  return JSON.parse(block?.textContent || '{}') as ClientConfig;
}
