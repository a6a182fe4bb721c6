/**
 * The AsyncAPI kind of reference (tooling/references/kind.ts): an AsyncAPI 3 document validated by
 * @asyncapi/parser with every example checked against its payload schema, its pages written here
 * (mqttReference.ts) in both locales. EdgeHub's document also writes the connection facts the
 * manuals quote (mqttSpec.ts); `npm run check-mqtt` runs its programs on a broker.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { apiPagesDir, GENERATED_DIR, locales, manualSets } from '../../src/data/docSets';
import { manualTexts, ROOT } from '../content/files';
import { apiStringStatus } from '../i18n/translationStatus';
import type { ReferenceKind } from '../references/kind';
import { copyForDownload, reportPages } from '../references/generation';
import { checkSpecTranslation } from '../references/translation';
import { asyncapiValueFields } from './valueFields';

export const asyncapiReference: ReferenceKind = {
  requestPanel: false,
  // Generated pages: no last-updated line; the sidebar comes from the generator's folders.
  docsOptions: () => ({ showLastUpdateTime: false }),

  async validate(set) {
    const { exampleProblems, writeFactsModule } = await import('./mqttSpec');
    try {
      // The document is also the source of the facts the manuals quote (generated/facts/).
      const spec = await writeFactsModule(ROOT, set);
      const problems = exampleProblems(spec);
      for (const line of problems) console.error(`error  ${line}`);
      if (problems.length > 0) return problems.length;
      console.log(`${set.spec}: valid AsyncAPI, every example matches its payload schema`);
    } catch (error) {
      console.error(`error  ${(error as Error).message}`);
      return 1;
    }
    return checkSpecTranslation(set.spec);
  },

  /**
   * Both locales: the English pages from the document, the zh-tw pages from a copy with the
   * overlay's strings merged in (next to the zh-tw specs its `$ref`s then reach), and the document
   * for download.
   */
  async generate(set) {
    const [{ loadMqttSpec }, { referencedSpecs, writeReference }, { writeZhSpec }] = await Promise.all([
      import('./mqttSpec'),
      import('./mqttReference'),
      import('../openapi/apiTranslations'),
    ]);
    const specFile = path.join(ROOT, set.spec);
    const zhDir = path.join(ROOT, GENERATED_DIR, 'asyncapi-zh-tw', set.id);
    fs.rmSync(zhDir, { recursive: true, force: true });
    fs.mkdirSync(zhDir, { recursive: true });
    const zhFile = path.join(zhDir, path.basename(set.spec));
    writeZhSpec(specFile, zhFile);
    // The document's `$ref`s into other specs of openapi/ resolve to their zh-tw versions.
    for (const other of referencedSpecs(set, ROOT))
      writeZhSpec(path.join(ROOT, other), path.join(zhDir, path.basename(other)));
    const english = await loadMqttSpec(specFile);
    const zh = await loadMqttSpec(zhFile);
    for (const locale of locales)
      writeReference(locale === 'en' ? english : zh, set, locale, path.join(ROOT, apiPagesDir(set, locale)));
    copyForDownload(set);
    reportPages(set);
  },

  async writeFacts(set) {
    const { factsModuleFile, writeFactsModule } = await import('./mqttSpec');
    await writeFactsModule(ROOT, set);
    return factsModuleFile(set);
  },

  translationStatus: (set, root) => apiStringStatus(set, root),

  contentCheck: {
    title: 'MQTT payloads and topics (validated against openapi/*.asyncapi.yaml)',
    async problems(sets, pages) {
      const [{ loadMqttSpec, PayloadValidator }, { checkMqttPage }] = await Promise.all([
        import('./mqttSpec'),
        import('./mqttExamples'),
      ]);
      const references = await Promise.all(
        sets.map(async (set) => {
          const spec = await loadMqttSpec(path.join(ROOT, set.spec));
          return { spec, validator: new PayloadValidator(spec), routeBasePath: set.routeBasePath };
        }),
      );
      return pages.flatMap((page) =>
        checkMqttPage(page.text, page.shown, references).map(({ file, line, message }) => ({
          file: `${file}:${line}`,
          message,
        })),
      );
    },
  },

  // Topics, not URL paths.
  apiPaths: () => [],

  /**
   * Every example of the document and the manuals' payloads for it on a broker, from the side that
   * sends each; for EdgeHub's document also its gateway programs and configuration limits.
   */
  async checkBroker(set) {
    const [
      { hasEdgehubProfile, loadMqttSpec },
      { mqttPayloadExamples },
      { checkDocumentOnBroker },
      { checkEdgehubBroker },
    ] = await Promise.all([
      import('./mqttSpec'),
      import('./mqttExamples'),
      import('./brokerCheck'),
      import('./edgehubBrokerCheck'),
    ]);
    const spec = await loadMqttSpec(path.join(ROOT, set.spec));
    // The payloads of the manuals on this document's channels; the same on an English page and its
    // translation once.
    const pages = manualTexts(manualSets());
    const examples = [
      ...new Map(
        pages
          .flatMap((page) => mqttPayloadExamples(page.text, page.shown).examples)
          .filter((example) => spec.channels.some((channel) => channel.id === example.channel))
          .map((example) => [
            `${example.channel}:${example.message ?? ''}:${JSON.stringify(example.payload)}`,
            example,
          ]),
      ).values(),
    ];
    const checks = [await checkDocumentOnBroker(spec, examples)];
    if (hasEdgehubProfile(spec)) checks.push(await checkEdgehubBroker(set, spec));
    return { problems: checks.flatMap((check) => check.problems), summaries: checks.map((check) => check.summary) };
  },

  valueFields: (set, root) => asyncapiValueFields(path.join(root, set.spec)),

  searchIdentifiers(set, root) {
    const document = YAML.parse(fs.readFileSync(path.join(root, set.spec), 'utf8')) as {
      channels: Record<string, { address: string }>;
    };
    return [{ kind: 'MQTT topic', names: Object.values(document.channels).map((channel) => channel.address) }];
  },
};
