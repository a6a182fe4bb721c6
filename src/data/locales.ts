/**
 * The locales the site ships, the default first. Its own module so that browser code that only needs
 * the locale (src/hooks/useLocale.ts) does not bundle the documentation-set table;
 * src/data/docSets.ts re-exports it.
 */
export const locales = ['en', 'zh-tw'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = locales[0];
