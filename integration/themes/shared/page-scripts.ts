/** The browser scripts of every docs page, in both themes: each enhances the markup it finds and does nothing without it. */
import '../../client/theme-toggle.ts';
import '../../client/languages.ts';
import '../../client/menu.ts';
import '../../client/navigation.ts';
import '../../client/search.ts';
import '../../client/scroll-spy.ts';
import '../../client/try-it-out.ts';
