import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DocSet } from '../../src/data/docSets';

/** A small, valid doc-set row for tests that build broken variants of it. */
export const sampleSet: DocSet = {
  id: 'alpha',
  kind: 'manual',
  path: 'Alpha',
  minPages: 1,
  routeBasePath: 'Alpha',
  landing: 'Intro',
  label: { en: 'Alpha', 'zh-tw': 'Alpha' },
  description: { en: 'A.', 'zh-tw': '甲。' },
  family: 'edge',
  placement: { menu: 'none' },
};

const scratchFolders: string[] = [];
// Each test file runs in its own process: its scratch folders go when it exits.
process.on('exit', () => {
  for (const folder of scratchFolders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A scratch folder holding the given files (path -> content), removed when the test process exits. */
export function scratch(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  scratchFolders.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}
