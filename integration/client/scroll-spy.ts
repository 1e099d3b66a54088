/**
 * The sidebar follows the reading: the link of the section in view is marked (`aria-current="location"`)
 * and kept scrolled into view inside the sidebar. The section in view is the last heading that a link of
 * the table of contents points to and whose top has passed the upper fifth of the window (at the end of
 * the page, the last one on screen).
 */
const toc = document.querySelector<HTMLElement>('[data-toc]');
const scroller = document.getElementById('sidebar');

if (toc && scroller) {
  const entries = [...toc.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')]
    .map((link) => {
      const url = new URL(link.href, location.href);
      const onThisPage = url.pathname === location.pathname;
      const target = onThisPage ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
      return target ? { link, target } : undefined;
    })
    .filter((entry): entry is { link: HTMLAnchorElement; target: HTMLElement } => entry !== undefined);
  let current: HTMLAnchorElement | undefined;
  let scheduled = false;

  const update = () => {
    scheduled = false;
    // At the end of the page the last sections cannot reach the top: the lowest heading on screen counts.
    const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    const line = atEnd ? window.innerHeight - 40 : window.innerHeight / 5;
    let found: HTMLAnchorElement | undefined;
    for (const { link, target } of entries) {
      if (target.getBoundingClientRect().top <= line) found = link;
      else break;
    }
    found ??= entries[0]?.link;
    if (found === current) return;
    current?.removeAttribute('aria-current');
    current = found;
    if (!current) return;
    current.setAttribute('aria-current', 'location');
    // Keep it visible in the sidebar without moving the page.
    const box = current.getBoundingClientRect();
    const frame = scroller.getBoundingClientRect();
    if (box.top < frame.top + 40) scroller.scrollTop -= frame.top + 40 - box.top + frame.height / 3;
    else if (box.bottom > frame.bottom - 40) scroller.scrollTop += box.bottom - frame.bottom + 40 + frame.height / 3;
  };

  // Entries in document order, so the loop can stop at the first heading below the line.
  entries.sort((a, b) => (a.target.compareDocumentPosition(b.target) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(update);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  update();
}
