import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { defaultLocale, locales, type Locale } from '@site/src/data/locales';

/** The locale of the page being rendered, as a key of the `Localized` strings of src/data. */
export function useLocale(): Locale {
  const { i18n } = useDocusaurusContext();
  return locales.find((locale) => locale === i18n.currentLocale) ?? defaultLocale;
}
