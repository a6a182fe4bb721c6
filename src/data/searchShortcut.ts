/**
 * The keys that open search (the search plugin's `searchBarShortcutKeymap`). Its own module so that
 * the navbar's search box (src/theme/SearchBar, in every page's main bundle) shows the hint without
 * bundling the plugin options of src/data/search.ts, which read the whole documentation-set table.
 */
export const SEARCH_BAR_SHORTCUT_KEYMAP = 'mod+k';
