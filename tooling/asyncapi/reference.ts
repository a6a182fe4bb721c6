/**
 * The AsyncAPI kind of reference (tooling/references/kind.ts): an AsyncAPI 3 document validated by
 * @asyncapi/parser with every example checked against its payload schema, its pages written here
 * (mqttReference.ts) in both locales. EdgeHub's document also writes the connection facts the
 * manuals quote (mqttSpec.ts); `npm run check-mqtt` runs its programs on a broker.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { apiPagesDir, GENERATED_DIR, locales } from '../../src/data/docSets';
import { ROOT } from '../content/files';
import { apiStringStatus } from '../i18n/translationStatus';
import type { ReferenceKind } from '../references/kind';
import { copyForDownload, reportPages } from '../references/generation';
import { checkSpecTranslation } from '../references/translation';

export const asyncapiReference: ReferenceKind = {
  specName: 'AsyncAPI document',
  requestPanel: false,
  // Generated pages: no last-updated line; the sidebar comes from the generator's folders.
  docsOptions: () => ({ showLastUpdateTime: false }),

  async validate(set) {
    const { exampleProblems, loadMqttSpec, MQTT_SPEC_FILE, writeFactsModule } = await import('./mqttSpec');
    try {
      // EdgeHub's document is also the source of the connection facts the manuals quote.
      const spec =
        set.spec === MQTT_SPEC_FILE ? await writeFactsModule(ROOT) : await loadMqttSpec(path.join(ROOT, set.spec));
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

  translationStatus: (set, root) => apiStringStatus(set, root),

  contentCheck: {
    title: 'MQTT payloads and topics (validated against openapi/*.asyncapi.yaml)',
    async problems(sets, pages) {
      const [{ loadMqttSpec, PayloadValidator }, { checkMqttPage }] = await Promise.all([
        import('./mqttSpec'),
        import('./mqttExamples'),
      ]);
      const problems = [];
      for (const set of sets) {
        const spec = await loadMqttSpec(path.join(ROOT, set.spec));
        const validator = new PayloadValidator(spec);
        for (const page of pages) {
          for (const { file, line, message } of checkMqttPage(page.text, page.shown, spec, validator))
            problems.push({ file: `${file}:${line}`, message });
        }
      }
      return problems;
    },
  },

  // Topics, not URL paths.
  apiPaths: () => [],

  searchIdentifiers(set, root) {
    const document = YAML.parse(fs.readFileSync(path.join(root, set.spec), 'utf8')) as {
      channels: Record<string, { address: string }>;
    };
    return [{ kind: 'MQTT topic', names: Object.values(document.channels).map((channel) => channel.address) }];
  },
};
