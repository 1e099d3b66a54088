/**
 * Search box: full text through the Pagefind index written at build time (endpoints and guides,
 * with links to the matching section). Where there is no index (`astro dev`), it filters the
 * table of contents instead, as Scribe's search does.
 */
interface PagefindResult {
  url: string;
  meta: { title?: string };
  excerpt: string;
  sub_results?: Array<{ url: string; title: string; excerpt: string }>;
}
interface Pagefind {
  options?(options: { baseUrl?: string }): Promise<void>;
  search(query: string): Promise<{ results: Array<{ data(): Promise<PagefindResult> }> }>;
}

const input = document.querySelector<HTMLInputElement>('[data-search-input]');
const output = document.querySelector<HTMLElement>('[data-search-results]');
let pagefind: Promise<Pagefind | null> | undefined;

/**
 * The index is loaded from the exact file path the page names (`data-search-index`), which the framework
 * output rewrites to where it serves assets (`/vendor/docgen/docs/pagefind/pagefind.js`); results still
 * link to the docs pages (`data-search-base`), wherever the index is served from.
 */
function loadPagefind(): Promise<Pagefind | null> {
  const index = input?.dataset.searchIndex;
  if (!index) return Promise.resolve(null);
  pagefind ??= import(/* @vite-ignore */ index).then(
    async (module: Pagefind) => {
      await module.options?.({ baseUrl: `${input?.dataset.searchBase ?? ''}/` });
      return module;
    },
    () => null,
  );
  return pagefind;
}

/** Pagefind's excerpts mark hits with <mark>; everything else in them is escaped text. */
function safeExcerpt(excerpt: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const [index, part] of excerpt.split(/<\/?mark>/).entries()) {
    const text = document.createTextNode(part.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&'));
    if (index % 2 === 1) {
      const mark = document.createElement('mark');
      mark.append(text);
      fragment.append(mark);
    } else {
      fragment.append(text);
    }
  }
  return fragment;
}

function filterToc(query: string): void {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  for (const item of document.querySelectorAll<HTMLLIElement>('[data-toc] li')) {
    const text = item.textContent?.toLowerCase() ?? '';
    item.hidden = words.length > 0 && !words.every((w) => text.includes(w));
  }
}

async function run(query: string): Promise<void> {
  if (!input || !output) return;
  const engine = await loadPagefind();
  if (input.value !== query) return;
  if (!engine) {
    filterToc(query);
    return;
  }
  output.replaceChildren();
  if (!query.trim()) {
    output.hidden = true;
    return;
  }
  const found = await engine.search(query);
  const results = await Promise.all(found.results.slice(0, 8).map((r) => r.data()));
  if (input.value !== query) return;
  output.hidden = false;
  if (!results.length) {
    const none = document.createElement('p');
    none.className = 'search-empty';
    none.textContent = `No results for “${query}”.`;
    output.append(none);
    return;
  }
  const list = document.createElement('ul');
  for (const result of results) {
    const subs = result.sub_results?.length ? result.sub_results.slice(0, 3) : [{ url: result.url, title: result.meta.title ?? result.url, excerpt: result.excerpt }];
    for (const sub of subs) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = sub.url;
      const title = document.createElement('strong');
      title.textContent = sub.title;
      const excerpt = document.createElement('span');
      excerpt.className = 'search-excerpt';
      excerpt.append(safeExcerpt(sub.excerpt));
      link.append(title, excerpt);
      item.append(link);
      list.append(item);
    }
  }
  output.append(list);
}

if (input && output) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(input.value), 120);
  });
  input.addEventListener('focus', () => void loadPagefind(), { once: true });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      input.value = '';
      void run('');
    }
  });
}
