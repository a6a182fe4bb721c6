/**
 * The zh-tw strings of an OpenAPI or AsyncAPI document against its overlay (openapi/zh-tw/<file>),
 * as `npm run gen-api` reports them: missing strings and orphans are errors, stale ones warnings.
 */
import path from 'node:path';
import { ROOT } from '../content/files';
import {
  compareTranslation,
  describeProblems,
  extractStrings,
  readSpec,
  readTranslation,
  type TranslationReport,
} from '../openapi/apiStrings';

/** Prints the report's problems and its summary line; resolves to the number of errors. */
export function printTranslationReport(
  file: string,
  report: TranslationReport,
  translation: { errors: string[]; warnings: string[] },
  what = 'strings',
): number {
  for (const line of translation.errors) console.error(`error  ${line}`);
  for (const line of translation.warnings) console.warn(`stale  ${line}`);
  console.log(
    `${file}: ${report.strings.length - report.missing.length} of ${report.strings.length} ${what} translated to zh-tw` +
      (report.stale.length > 0 ? ` (${report.stale.length} stale: see npm run i18n:status)` : ''),
  );
  return translation.errors.length;
}

/** An OpenAPI or AsyncAPI document's strings against `openapi/zh-tw/<file>`; the number of errors. */
export function checkSpecTranslation(file: string): number {
  const specFile = path.resolve(ROOT, file);
  const report = compareTranslation(extractStrings(readSpec(specFile)), readTranslation(specFile));
  return printTranslationReport(file, report, describeProblems(specFile, report));
}
