/**
 * `tsx scripts/graphql-pages.ts <set id> <locale>`: the GraphQL reference pages of one set in one
 * locale (tooling/graphql/pageGenerator.ts). `npm run gen-api` starts one per locale, side by side:
 * the generator keeps the schema it printed in module state, so each locale has a process of its own.
 */
import { docSets, locales, type Locale } from '../src/data/docSets';
import { generateGraphqlPages } from '../tooling/graphql/pageGenerator';

const [setId, locale] = process.argv.slice(2);
const set = docSets.find((candidate) => candidate.id === setId && candidate.graphql !== undefined);
if (!set || !locales.includes(locale as Locale)) {
  console.error(`usage: tsx scripts/graphql-pages.ts <id of a GraphQL set> <${locales.join('|')}>`);
  process.exit(2);
}
generateGraphqlPages(set, locale as Locale).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
