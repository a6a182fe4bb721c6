import fs from 'node:fs';
import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { docSets, type DocSet } from '../src/data/docSets';

/**
 * An API reference's sidebar: the one the OpenAPI generator wrote next to the
 * pages (grouped by tag), under the set id.
 */
export function generatedApiSidebar(setId: string): SidebarsConfig {
  const set = docSets.find((candidate: DocSet) => candidate.id === setId);
  if (!set?.openapi) throw new Error(`sidebars: "${setId}" is not an API reference in src/data/docSets.ts`);
  const file = path.join(__dirname, '..', set.path, 'sidebar.ts');
  if (!fs.existsSync(file)) {
    throw new Error(`${set.path}/sidebar.ts is missing: run "npm run gen-api" (npm start and npm run build run it).`);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the file is generated at build time
  const generated = require(file) as { default: SidebarsConfig[string] };
  return { [setId]: generated.default };
}
