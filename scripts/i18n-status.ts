/**
 * `npm run i18n:status`: how complete and how current the Traditional Chinese
 * translation is, per documentation set and API reference, for diagrams and for
 * API strings. Stale items (the English changed after the translation) are
 * listed with the date of the English change and the hash to record once the
 * translation is updated (see tooling/i18n/translationStatus.ts).
 *
 * Exits 0 even with stale items (the build reports, not fails, on them);
 * `--strict` exits 1 when anything is missing or stale.
 */
import { docSets, manualSets, referenceSets } from '../src/data/docSets';
import { ROOT } from '../tooling/content/files';
import { referenceKind } from '../tooling/references/kinds';
import {
  diagramStatus,
  englishChangeDate,
  pageStatus,
  type StaleItem,
  type StatusRow,
} from '../tooling/i18n/translationStatus';

function printTable(title: string, unit: string, rows: readonly StatusRow[]): void {
  const header = [title, `English ${unit}`, 'translated', 'missing', 'stale'];
  const total: StatusRow = {
    name: 'total',
    english: rows.reduce((sum, row) => sum + row.english, 0),
    translated: rows.reduce((sum, row) => sum + row.translated, 0),
    missing: rows.reduce((sum, row) => sum + row.missing, 0),
    stale: rows.flatMap((row) => row.stale),
  };
  const cells = [...rows, total].map((row) => [
    row.name,
    String(row.english),
    String(row.translated),
    String(row.missing),
    String(row.stale.length),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...cells.map((row) => (row[column] as string).length)),
  );
  const line = (row: readonly string[]): string =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] as number) : cell.padStart(widths[column] as number))).join(' | ')} |`;
  console.log(`\n${line(header)}`);
  console.log(
    `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const row of cells) console.log(line(row));
}

const pages = manualSets().map((set) => pageStatus(set));
const diagrams = diagramStatus(docSets);
const strings = referenceSets.map((set) => referenceKind(set).translationStatus(set, ROOT));

console.log('Traditional Chinese translation status (zh-tw)');
printTable('Documentation set', 'pages', pages);
printTable('Diagrams', 'diagrams', diagrams);
printTable('API reference', 'strings', strings);

const stale: StaleItem[] = [...pages, ...diagrams, ...strings].flatMap((row) => row.stale);
if (stale.length > 0) {
  console.log(`\nStale translations (${stale.length}): the English changed after they were made.`);
  console.log('Update each one, then record the hash shown (source_hash, source-hash comment or hash).');
  const dates = new Map<string, string>();
  for (const item of stale) {
    if (!dates.has(item.source)) dates.set(item.source, englishChangeDate(item.source));
    console.log(
      `- ${item.translation}\n    English ${item.source} changed ${dates.get(item.source)}; new hash ${item.hash}`,
    );
  }
} else {
  console.log('\nNo stale translations.');
}
const missing = [...pages, ...diagrams, ...strings].reduce((sum, row) => sum + row.missing, 0);
if (missing > 0) console.log(`\n${missing} missing translation(s): npm run check-content lists them.`);
if (process.argv.includes('--strict') && (missing > 0 || stale.length > 0)) process.exit(1);
