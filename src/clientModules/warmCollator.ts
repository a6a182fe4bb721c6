/**
 * The first `String.prototype.localeCompare` of a page creates the browser's collator: 85 ms on a
 * phone (Chromium at 4x CPU slowdown), against nothing for every later call. Docusaurus makes that
 * first call while hydrating, in the breadcrumbs (`useActivePlugin` sorts the docs plugins by path),
 * inside hydration's longest task. Made here in a task of its own, right after `main.js` has been
 * evaluated and while the page's own chunks are still arriving, it no longer lengthens hydration.
 */
if (typeof window !== 'undefined') {
  setTimeout(() => 'a'.localeCompare('b'), 0);
}

export {};
