/**
 * Content check run before every production build and in `npm test`:
 * the doc-set table, front matter of every page in both locales,
 * translation coverage (pages, diagrams, source hashes), Taiwan terminology and
 * Traditional characters (tooling/i18n/terminology.ts), content depth (words per page), the examples
 * of the manuals against each reference's spec (its kind's `contentCheck`) and the release
 * calendar (nothing shipped is called upcoming, see tooling/content/releaseCalendar.ts). Exits 1
 * with one line per problem, naming the file (and line).
 */
import path from 'node:path';
import { docSets, referenceSets, type DocSet } from '../src/data/docSets';
import {
  categoryTranslationProblems,
  deadEndProblems,
  depthProblems,
  formatProblems,
  frontMatterProblems,
  translationProblems,
  validateDocSets,
  type Problem,
} from '../tooling/content/content';
import { ROOT, manualTexts, pluginI18nDir } from '../tooling/content/files';
import { byKind } from '../tooling/references/kinds';
import { releaseCalendarProblems, type CalendarPage } from '../tooling/content/releaseCalendar';
import { CONTENT_AS_OF } from '../src/data/site';
import {
  conceptPairProblems,
  glossaryBlockProblems,
  treeTerminologyProblems,
  treeVariantPairProblems,
} from '../tooling/i18n/terminology';
import { diagramProblems, sourceHashProblems } from '../tooling/i18n/translationStatus';

const sections: Array<[string, Problem[]]> = [];

sections.push(['Documentation-set table', validateDocSets(docSets)]);

const pages = manualTexts(docSets);
const frontMatter: Problem[] = pages.flatMap((page) => frontMatterProblems(page.file, page.shown));
sections.push(['Front matter', frontMatter]);

sections.push([
  'Traditional Chinese translation',
  docSets.flatMap((set: DocSet) => [
    ...translationProblems(set),
    ...categoryTranslationProblems(set),
    ...sourceHashProblems(set),
  ]),
]);

sections.push(['Diagrams (a zh-tw twin for every diagram, shown on the zh-tw pages)', diagramProblems(docSets)]);

sections.push([
  'Terminology (src/data/glossary.ts) and Traditional characters',
  [
    ...glossaryBlockProblems(),
    ...treeTerminologyProblems().map(({ file, line, message }) => ({ file: `${file}:${line}`, message })),
  ],
]);

// A zh-tw page beside its English source: the same set, the same path below the set's folder.
const englishOf = new Map(
  pages
    .filter((page) => page.locale === 'en')
    .map((page) => [`${page.set.id}:${path.relative(path.join(ROOT, page.set.path), page.file)}`, page]),
);
const pagePairs = pages.flatMap((page) => {
  if (page.locale === 'en') return [];
  const key = `${page.set.id}:${path.relative(path.join(pluginI18nDir(page.set), 'current'), page.file)}`;
  const english = englishOf.get(key);
  return english ? [{ file: page.shown, text: page.text, english: english.text, englishFile: english.shown }] : [];
});
sections.push([
  'Variant pairs (one concept written two ways in zh-tw; src/data/glossary.ts)',
  [...treeVariantPairProblems(), ...conceptPairProblems(pagePairs)].map(({ file, line, message }) => ({
    file: `${file}:${line}`,
    message,
  })),
]);

sections.push(['Content depth', docSets.flatMap((set: DocSet) => depthProblems(set))]);
sections.push(['Pages that link nowhere (both locales)', deadEndProblems(pages)]);

const calendarPages: CalendarPage[] = pages.map((page) => ({ file: page.shown, set: page.set.id, text: page.text }));
sections.push([
  `Release calendar (as of ${CONTENT_AS_OF})`,
  releaseCalendarProblems(calendarPages, CONTENT_AS_OF).map(({ file, line, message }) => ({
    file: `${file}:${line}`,
    message,
  })),
]);

/** The manuals' examples against the specs, by each reference kind's check (tooling/references/kind.ts). */
async function referenceSections(): Promise<Array<[string, Problem[]]>> {
  const checked = [];
  for (const [kind, sets] of byKind(referenceSets)) {
    if (kind.contentCheck)
      checked.push([kind.contentCheck.title, await kind.contentCheck.problems(sets, pages)] as [string, Problem[]]);
  }
  return checked;
}

async function report(): Promise<void> {
  sections.push(...(await referenceSections()));
  let failed = false;
  for (const [name, problems] of sections) {
    if (problems.length === 0) {
      console.log(`ok    ${name}`);
      continue;
    }
    failed = true;
    console.error(`FAIL  ${name}: ${problems.length} problem(s)\n${formatProblems(problems)}`);
  }
  if (failed) {
    console.error('\nContent check failed: fix the files listed above.');
    process.exit(1);
  }
}

report().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
