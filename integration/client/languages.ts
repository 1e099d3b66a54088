/** The example-request language: one choice for the whole site, remembered in localStorage. */
const root = document.documentElement;

export function setLanguage(language: string): void {
  root.dataset.lang = language;
  try {
    localStorage.setItem('docgen-language', language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const tab of document.querySelectorAll<HTMLElement>('[data-lang-tab]')) {
    tab.setAttribute('aria-pressed', String(tab.dataset.langTab === language));
  }
  for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-lang-select]')) {
    if ([...select.options].some((o) => o.value === language)) select.value = language;
  }
}

document.addEventListener('click', (event) => {
  const tab = (event.target as HTMLElement).closest<HTMLElement>('[data-lang-tab]');
  if (!tab?.dataset.langTab) return;
  // Keep the clicked tab where it is on screen while every other block switches too.
  const before = tab.getBoundingClientRect().top;
  setLanguage(tab.dataset.langTab);
  window.scrollBy(0, tab.getBoundingClientRect().top - before);
});
document.addEventListener('change', (event) => {
  const select = event.target as HTMLSelectElement;
  if (select.matches?.('select[data-lang-select]')) setLanguage(select.value);
});
if (root.dataset.lang) setLanguage(root.dataset.lang);
