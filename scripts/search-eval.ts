/**
 * `npm run search:eval`: recall at 8, MRR and the empty-answer rate of the search, per class and
 * locale, over the cases of tests/search (the held-out fifth reported apart), and the identifier
 * sweep (every error code, schema, GraphQL type and MQTT topic of the specs, searched alone). Reads
 * `build/`; `-- --check` fails below the floors (npm test), `-- --root DIR --build DIR` evaluates
 * another checkout's build with its own query code, `-- --json FILE` writes the figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '../src/data/locales';
import { queryClasses, type SearchCase } from '../tests/search/cases';
import { searchCases } from '../tests/search/queries';
import { ROOT } from '../tooling/content/files';
import {
  identifierSweep,
  loadSearchEngine,
  runCases,
  scores,
  specIdentifiers,
  type CaseOutcome,
  type Scores,
} from '../tooling/search/searchEval';

/** The floors `npm test` holds the search to (issue 37). */
export const FLOORS: Readonly<Record<Locale, { recallAt8: number; emptyRate: number }>> = {
  en: { recallAt8: 0.95, emptyRate: 0.02 },
  'zh-tw': { recallAt8: 0.9, emptyRate: 0.02 },
};

const option = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const root = path.resolve(option('root') ?? ROOT);
const buildDir = path.resolve(option('build') ?? path.join(root, 'build'));
const check = process.argv.includes('--check');

const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;
const row = (label: string, s: Scores): string =>
  `| ${label} | ${s.count} | ${percent(s.recallAt8)} | ${s.mrr.toFixed(3)} | ${percent(s.emptyRate)} |`;

function table(title: string, outcomes: readonly CaseOutcome[]): void {
  console.log(`\n${title}\n\n| Class | Queries | Recall at 8 | MRR | Empty answers |\n| --- | --- | --- | --- | --- |`);
  for (const queryClass of queryClasses) {
    const mine = outcomes.filter((outcome) => outcome.searchCase.class === queryClass);
    if (mine.length > 0) console.log(row(queryClass, scores(mine)));
  }
  console.log(row('**all**', scores(outcomes)));
}

async function main(): Promise<void> {
  const site = { root, buildDir };
  const engine = await loadSearchEngine(site);
  const identifiers = specIdentifiers(ROOT);
  const figures: Record<string, unknown> = {};
  const failures: string[] = [];
  for (const locale of locales) {
    const started = performance.now();
    const cases: readonly SearchCase[] = searchCases[locale];
    const outcomes = await runCases(engine, locale, cases);
    const tuning = outcomes.filter((outcome) => !outcome.searchCase.heldOut);
    const heldOut = outcomes.filter((outcome) => outcome.searchCase.heldOut);
    console.log(`\n## ${locale}: ${buildDir}`);
    table(`Cases written for tuning (${tuning.length})`, tuning);
    table(`Held-out cases (${heldOut.length}; never tuned on)`, heldOut);
    table(`All cases (${outcomes.length})`, outcomes);
    const missed = tuning.filter((outcome) => outcome.rank < 0);
    if (missed.length > 0) {
      console.log(`\nTuning cases without an answer in the first 8 (held-out misses are not listed):`);
      for (const outcome of missed) {
        console.log(
          `- [${outcome.searchCase.class}] "${outcome.searchCase.q}" from ${outcome.searchCase.from}: ` +
            `${outcome.pages.slice(0, 3).join(', ') || 'no results'}; wants ${outcome.searchCase.answers.join(' or ')}`,
        );
      }
    }
    const sweep = await identifierSweep(engine, site, locale, identifiers);
    const kinds = [...new Set(identifiers.map((identifier) => identifier.kind))];
    console.log(
      `\nIdentifier sweep: ${sweep.searches} searches of ${identifiers.length} identifiers, ${sweep.misses.length} without a page that contains them in the first 8`,
    );
    console.log('\n| Kind | Identifiers | Misses (home / search page / product) |\n| --- | --- | --- |');
    for (const kind of kinds) {
      const misses = sweep.misses.filter((miss) => miss.identifier.kind === kind);
      const count = (origin: (miss: (typeof misses)[number]) => boolean): number => misses.filter(origin).length;
      console.log(
        `| ${kind} | ${identifiers.filter((identifier) => identifier.kind === kind).length} | ` +
          `${count((m) => m.origin === 'home')} / ${count((m) => m.origin === 'search')} / ${count((m) => m.origin.startsWith('/'))} |`,
      );
    }
    for (const miss of sweep.misses.slice(0, 20)) {
      console.log(
        `- ${miss.identifier.kind} ${miss.identifier.name} from ${miss.origin}: ${miss.pages.slice(0, 3).join(', ') || 'no results'}`,
      );
    }
    console.log(`\n(${locale} evaluated in ${((performance.now() - started) / 1000).toFixed(1)} s)`);

    const all = scores(outcomes);
    figures[locale] = {
      all,
      heldOut: scores(heldOut),
      byClass: Object.fromEntries(
        queryClasses.map((queryClass) => [
          queryClass,
          scores(outcomes.filter((outcome) => outcome.searchCase.class === queryClass)),
        ]),
      ),
      sweep: { searches: sweep.searches, misses: sweep.misses.length },
    };
    const floor = FLOORS[locale];
    if (all.recallAt8 < floor.recallAt8) {
      failures.push(
        `${locale}: recall at 8 is ${percent(all.recallAt8)}, below the floor of ${percent(floor.recallAt8)}`,
      );
    }
    if (all.emptyRate > floor.emptyRate) {
      failures.push(
        `${locale}: ${percent(all.emptyRate)} of the queries get no answer, above ${percent(floor.emptyRate)}`,
      );
    }
    if (sweep.misses.length > 0) {
      failures.push(`${locale}: ${sweep.misses.length} identifier searches find no page that contains the identifier`);
    }
  }
  const json = option('json');
  if (json) fs.writeFileSync(json, `${JSON.stringify(figures, null, 2)}\n`);
  if (check && failures.length > 0) {
    console.error(
      `\nsearch:eval failed:\n${failures.map((failure) => `  ${failure}`).join('\n')}\n` +
        'A case that is wrong goes to tests/search/queries; a search that misses is fixed in plugins/search ' +
        '(index) or patches/ (query side): see src/theme/README.md.',
    );
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
