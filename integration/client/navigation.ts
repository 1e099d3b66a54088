/**
 * The table of contents of a group's page lists only that page's groups: the others come from the navigation
 * document the pages share (one fetch, cached by the browser like any page), put in their place around the
 * page's own entries, which keep their state (expanded, current). If the document cannot be loaded, the link to
 * the index (which lists every group) stays.
 */
const list = document.querySelector<HTMLElement>('[data-nav-src]');
if (list?.dataset.navSrc) {
  fetch(list.dataset.navSrc)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
    .then((html) => {
      const shared = new DOMParser().parseFromString(html, 'text/html');
      const own = new Map<string, HTMLElement>();
      for (const item of list.querySelectorAll<HTMLElement>(':scope > [data-group]')) own.set(item.dataset.group ?? '', item);
      const items = [...shared.querySelectorAll<HTMLElement>('[data-toc] [data-group]')].map(
        (item) => own.get(item.dataset.group ?? '') ?? (document.importNode(item, true) as HTMLElement),
      );
      if (items.length === 0) return;
      for (const item of list.querySelectorAll(':scope > [data-group], :scope > [data-nav-fallback]')) item.remove();
      list.append(...items);
    })
    .catch(() => {
      // Offline or blocked: the fallback link to the index stays.
    });
}
