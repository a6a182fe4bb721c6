import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import YAML from 'yaml';
import { docSets } from '../../../src/data/docSets';
import { wedaAgent } from '../../../src/data/facts/wedaAgent';
import { ROOT, manualPages } from '../../../tooling/content/files';

const wedaSpec = YAML.parse(fs.readFileSync(path.join(ROOT, 'openapi/weda.yaml'), 'utf8')) as {
  components: {
    schemas: {
      AgentSettings: {
        properties: { heartbeat: { properties: { interval: { minimum: number; maximum: number; example: number } } } };
      };
    };
  };
};

/**
 * Sentences that state when a WEDA device goes offline with a number of seconds typed by hand
 * (the rule is src/data/facts/wedaAgent.ts, shown in "Device lifecycle"). Release notes are
 * history and keep the values of their release.
 */
function handWrittenOfflineTimes(text: string): string[] {
  return text
    .split(/(?<=[.。])\s+|(?<=。)|\n/)
    .filter((sentence) => /offline|heartbeat|離線|心跳/i.test(sentence))
    .filter((sentence) => /\b\d+\s*(?:s\b|sec|seconds?\b)|\d+\s*秒/.test(sentence))
    .map((sentence) => sentence.trim());
}

test('the heartbeat interval of the WEDA agent facts is the AgentSettings schema of the WEDA spec', () => {
  const interval = wedaSpec.components.schemas.AgentSettings.properties.heartbeat.properties.interval;
  assert.equal(wedaAgent.heartbeatSeconds.min, interval.minimum);
  assert.equal(wedaAgent.heartbeatSeconds.max, interval.maximum);
  assert.equal(wedaAgent.heartbeatSeconds.default, interval.example);
  assert.equal(wedaAgent.offlineAfterSeconds.default, wedaAgent.heartbeatSeconds.default * wedaAgent.missedHeartbeats);
});

test('a WEDA page that states the offline time by hand is caught', () => {
  assert.equal(
    handWrittenOfflineTimes('Offline means no heartbeat for 90 seconds, not that the network is down.').length,
    1,
  );
  assert.equal(handWrittenOfflineTimes('| **Offline** | No heartbeat for 90 s | Online |').length, 1);
  assert.equal(handWrittenOfflineTimes('Offline（離線）表示 90 秒內沒有收到心跳，不代表網路中斷。').length, 1);
  assert.deepEqual(
    handWrittenOfflineTimes(
      'The device shows **Offline** after {wedaAgent.offlineAfterSeconds.default} s. The device returns to **Online** within 30 seconds.',
    ),
    [],
  );
});

test('the WEDA manual states the offline rule only through the facts file, in both locales', () => {
  const weda = docSets.filter((set) => set.id === 'weda');
  const found = manualPages(weda)
    .filter((page) => !page.shown.includes('Release_Notes'))
    .flatMap((page) =>
      handWrittenOfflineTimes(fs.readFileSync(page.file, 'utf8')).map((sentence) => `${page.shown}: ${sentence}`),
    );
  assert.deepEqual(
    found,
    [],
    'quote src/data/facts/wedaAgent.ts or link /weda/docs/Introduction/Key_Concepts#offline-detection',
  );
});

test('Device lifecycle shows the offline rule from the facts file, in both locales', () => {
  const pages = manualPages(docSets.filter((set) => set.id === 'weda')).filter((page) =>
    page.shown.endsWith(path.join('Introduction', 'Key_Concepts.mdx')),
  );
  assert.equal(pages.length, 2, 'Key_Concepts.mdx in English and Traditional Chinese');
  for (const page of pages) {
    const text = fs.readFileSync(page.file, 'utf8');
    assert.match(text, /\{#offline-detection\}/, page.shown);
    assert.match(text, /\{wedaAgent\.offlineAfterSeconds\.default\}/, page.shown);
  }
});
