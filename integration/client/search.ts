/**
 * Search box: full text through the Pagefind index written at build time — one result per endpoint
 * (its method and path beside the title), and the pages' own sections for the introduction and the
 * guides. `/` or Ctrl/⌘-K puts the cursor in it. Where there is no index (`astro dev`), it filters
 * the table of contents instead, as Scribe's search does.
 */
interface PagefindResult {
  url: string;
  meta: { title?: string; kind?: string; method?: string; path?: string };
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
    const endpoint = result.meta.kind === 'endpoint';
    const subs = !endpoint && result.sub_results?.length ? result.sub_results.slice(0, 3) : [{ url: result.url, title: result.meta.title ?? result.url, excerpt: result.excerpt }];
    for (const sub of subs) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = sub.url;
      const title = document.createElement('strong');
      title.textContent = sub.title;
      if (endpoint && result.meta.method) {
        const route = document.createElement('span');
        route.className = 'search-route';
        route.textContent = `${result.meta.method} ${result.meta.path ?? ''}`;
        title.append(' ', route);
      }
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

/** `/` (outside a text field) and Ctrl/⌘-K focus the search box, as on most documentation sites. */
function typing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
}

function focusSearch(): void {
  if (!input) return;
  // On a phone the box is inside the closed menu: open it first.
  if (!input.offsetParent) document.querySelector<HTMLElement>('[data-menu-toggle]')?.click();
  input.focus();
  input.select();
}

document.addEventListener('keydown', (event) => {
  if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey) && !event.altKey) {
    event.preventDefault();
    focusSearch();
  } else if (event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !typing(event.target)) {
    event.preventDefault();
    focusSearch();
  }
});

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
