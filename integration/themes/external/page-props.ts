/**
 * What an external renderer's `Page.astro` (in its folder under `themes/external/`) is given: the spec's URL, its
 * element's attributes, and the spec itself for a renderer that is handed it in the page. It writes the page's
 * body: its element, the renderer's bundle (the default slot, so the bundle's scripts come after the element they
 * find) and anything the renderer needs after them.
 */
export interface RendererPageProps {
  specUrl: string;
  attributes: Record<string, string>;
  /** The spec the docs show (as served at specUrl); made only when a renderer asks for it. */
  openApiSpec: () => Promise<object>;
}
