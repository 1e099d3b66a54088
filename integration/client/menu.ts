/** The sidebar on small screens: a menu button opens it; following a link closes it. */
const button = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
const sidebar = document.getElementById('sidebar');
if (button && sidebar) {
  const set = (open: boolean) => {
    document.body.classList.toggle('menu-open', open);
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', () => set(!document.body.classList.contains('menu-open')));
  sidebar.addEventListener('click', (event) => {
    if ((event.target as HTMLElement).closest('a')) set(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') set(false);
  });
}
