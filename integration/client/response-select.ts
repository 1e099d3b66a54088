/** The elements theme's response example switcher: one `<select>` per endpoint shows one example. */
document.addEventListener('change', (event) => {
  const select = event.target as HTMLSelectElement;
  if (!select.matches?.('select[data-response-select]')) return;
  const block = select.closest('[data-response-switch]');
  for (const example of block?.querySelectorAll<HTMLElement>('[data-response-index]') ?? []) {
    example.hidden = example.dataset.responseIndex !== select.value;
  }
});
