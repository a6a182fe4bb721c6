/**
 * `tsx scripts/api-pages.ts <set id> <locale>`: the generated pages of one OpenAPI or GraphQL
 * reference in one locale (tooling/openapi/pageGenerator.ts, tooling/graphql/pageGenerator.ts).
 * `npm run gen-api` starts one per reference and locale, side by side, and shows the generator's
 * output only when it fails; a process of its own also keeps the generators' module state (the
 * GraphQL printer keeps the schema it printed) apart.
 */
import { docSets, locales, type Locale } from '../src/data/docSets';
import { generateGraphqlPages } from '../tooling/graphql/pageGenerator';
import { generateOpenapiPages } from '../tooling/openapi/pageGenerator';

const [setId, locale] = process.argv.slice(2);
const set = docSets.find((candidate) => candidate.id === setId);
if (!set || !(set.openapi || set.graphql) || !locales.includes(locale as Locale)) {
  console.error(`usage: tsx scripts/api-pages.ts <id of an OpenAPI or GraphQL set> <${locales.join('|')}>`);
  process.exit(2);
}
(set.openapi ? generateOpenapiPages : generateGraphqlPages)(set, locale as Locale).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
