import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { docSets, type DocSet } from '../../../src/data/docSets';
import { edgehubMqtt } from '../../../src/data/facts/edgehubMqtt';
import { ROOT, pluginI18nDir } from '../../../tooling/content/files';

/** The raw-MQTT guide in both locales: its programs are run by `npm run check-mqtt`. */
function guides(): string[] {
  const set = docSets.find((candidate) => candidate.id === 'edgehub') as DocSet;
  const file = path.join('Edge_SDK', 'Raw_MQTT_Client.mdx');
  return [path.join(ROOT, set.path, file), path.join(pluginI18nDir(set), 'current', file)];
}

function program(text: string, language: 'python' | 'js'): string {
  const match = new RegExp('```' + language + ' run=mqtt[^\\n]*\\n([\\s\\S]*?)\\n```').exec(text);
  assert.ok(match, `no ${language} run=mqtt program`);
  return match[1] as string;
}

function constant(source: string, name: string): number {
  const match = new RegExp(`^(?:const )?${name} = ([\\d_.]+)`, 'm').exec(source);
  assert.ok(match, `${name} is not set`);
  return Number((match[1] as string).replace(/_/g, ''));
}

test('the raw-MQTT programs reconnect with the default values of the reconnect rule, in both locales', () => {
  const { firstDelaySeconds, multiplier, maxDelaySeconds, jitterPercent } = edgehubMqtt.reconnect;
  for (const file of guides()) {
    const text = fs.readFileSync(file, 'utf8');
    const python = program(text, 'python');
    const js = program(text, 'js');
    const shown = path.relative(ROOT, file);
    assert.equal(constant(python, 'FIRST_DELAY_SECONDS'), firstDelaySeconds.default, shown);
    assert.equal(constant(python, 'MULTIPLIER'), multiplier.default, shown);
    assert.equal(constant(python, 'MAX_DELAY_SECONDS'), maxDelaySeconds.default, shown);
    assert.equal(constant(python, 'JITTER'), jitterPercent.default / 100, shown);
    assert.equal(constant(python, 'RESET_AFTER_SECONDS'), edgehubMqtt.reconnectResetSeconds, shown);
    assert.equal(constant(js, 'FIRST_DELAY_MS'), firstDelaySeconds.default * 1000, shown);
    assert.equal(constant(js, 'MULTIPLIER'), multiplier.default, shown);
    assert.equal(constant(js, 'MAX_DELAY_MS'), maxDelaySeconds.default * 1000, shown);
    assert.equal(constant(js, 'JITTER'), jitterPercent.default / 100, shown);
    assert.equal(constant(js, 'RESET_AFTER_MS'), edgehubMqtt.reconnectResetSeconds * 1000, shown);
  }
});

test('the raw-MQTT programs are the same in both locales', () => {
  const [english, chinese] = guides().map((file) => fs.readFileSync(file, 'utf8'));
  for (const language of ['python', 'js'] as const) {
    assert.equal(program(chinese as string, language), program(english as string, language), language);
  }
});
