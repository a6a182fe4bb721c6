/**
 * `tsx scripts/api-pages.ts <set id> <locale>`: the generated pages of one reference in one locale,
 * by its kind's outside generator (`generateLocale` of tooling/references/kind.ts). `npm run gen-api`
 * starts one per reference and locale, side by side, and shows the generator's output only when it
 * fails; a process of its own also keeps the generators' module state (the GraphQL printer keeps the
 * schema it printed) apart.
 */
import { locales, referenceSets, type Locale } from '../src/data/docSets';
import { referenceKind } from '../tooling/references/kinds';

const [setId, locale] = process.argv.slice(2);
const set = referenceSets.find((candidate) => candidate.id === setId);
const generateLocale = set && referenceKind(set).generateLocale;
if (!set || !generateLocale || !locales.includes(locale as Locale)) {
  console.error(`usage: tsx scripts/api-pages.ts <id of a reference with an outside generator> <${locales.join('|')}>`);
  process.exit(2);
}
generateLocale(set, locale as Locale).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
