/** Light/dark switch, remembered; the early inline script applied the saved or system choice. */
const root = document.documentElement;

function syncPressed(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    button.setAttribute('aria-pressed', String(root.dataset.theme === 'dark'));
  }
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
  button.addEventListener('click', () => {
    root.dataset.theme = root.dataset.theme === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem('docgen-theme', root.dataset.theme);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    syncPressed();
  });
}
syncPressed();
