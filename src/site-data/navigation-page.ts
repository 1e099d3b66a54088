/**
 * The shared navigation document of a site of several pages: one page holding the table of contents of every
 * group, which the other pages load instead of each repeating it (client/navigation.ts). Its slug cannot be a
 * group's (group slugs never start with `_`).
 */
export const NAVIGATION_SLUG = '_navigation';
