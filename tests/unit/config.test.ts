import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import type { Config } from '@docusaurus/types';
import { ROOT } from '../../tooling/content/files';
import { grammarImports } from '../../plugins/code-highlighting/remark';
import { sampleLanguages } from '../../tooling/openapi/codeSamples';
import { pageHeadTags } from '../../plugins/page-head-tags';

const loaded = new Map<string, Config>();

/**
 * The site config as Docusaurus sees it under the given environment. Each load is
 * a fresh process: the config reads its switches once, when it is evaluated.
 */
function loadConfig(env: Record<string, string | undefined>): Config {
  const key = JSON.stringify(env);
  const cached = loaded.get(key);
  if (cached) return cached;
  const script = `import(${JSON.stringify(path.join(ROOT, 'docusaurus.config.ts'))}).then((m) => {
    const config = m.default.default ?? m.default;
    process.stdout.write(JSON.stringify(config));
  });`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: ROOT,
    env: childEnv,
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stderr);
  const config = JSON.parse(result.stdout) as Config;
  loaded.set(key, config);
  return config;
}

interface PresetOptions {
  googleTagManager?: { containerId: string };
}
const presetOptions = (config: Config): PresetOptions => {
  const [, options] = (config.presets ?? [])[0] as [string, PresetOptions];
  return options;
};

test('no tag manager without a container id, nor with the {key} placeholder', () => {
  for (const id of [undefined, '{key}']) {
    const config = loadConfig({ TAG_MANAGER_CONTAINER_ID: id, DOCS_WITHOUT_FASTER: undefined });
    assert.equal(presetOptions(config).googleTagManager, undefined, `TAG_MANAGER_CONTAINER_ID=${String(id)}`);
    assert.equal(config.customFields?.tagManagerContainerId, '{key}');
  }
});

test('the tag-manager container id comes from TAG_MANAGER_CONTAINER_ID', () => {
  const config = loadConfig({ TAG_MANAGER_CONTAINER_ID: ' GTM-TEST123 ' });
  assert.deepEqual(presetOptions(config).googleTagManager, { containerId: 'GTM-TEST123' });
  assert.equal(config.customFields?.tagManagerContainerId, 'GTM-TEST123');
});

test('build safety, Faster and code highlighting are configured as SPEC §4 and §9 ask', () => {
  const config = loadConfig({ TAG_MANAGER_CONTAINER_ID: undefined, DOCS_WITHOUT_FASTER: undefined });
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'throw');
  assert.equal(config.trailingSlash, false);
  assert.deepEqual(config.markdown?.hooks, { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn' });
  // Every future flag named, each on: no shortcut that would take a later release's new flags untested.
  const future = config.future as { v4: Record<string, boolean>; experimental_faster: Record<string, boolean> };
  for (const group of [future.v4, future.experimental_faster]) {
    assert.equal(typeof group, 'object', 'future flags are named one by one, not `true`');
    for (const [flag, on] of Object.entries(group)) assert.equal(on, true, `future flag ${flag}`);
  }
  assert.ok(future.experimental_faster.rspackBundler, 'Faster (Rspack) builds the site');
  // Grammars come with the pages whose code blocks name them (plugins/code-highlighting), not with every page.
  const prism = (config.themeConfig as { prism: { additionalLanguages?: string[] } }).prism;
  assert.deepEqual(prism.additionalLanguages ?? [], []);
  // SPEC §9: csharp, and the languages of the API code samples (the list the samples are built from).
  for (const language of ['csharp', ...sampleLanguages.map((lang) => lang.highlight)]) {
    assert.ok(grammarImports(language).length > 0, `a page with ${language} code imports its Prism grammar`);
  }
});

test('no inline script of the head carries the announcement: publishing one keeps the policy', () => {
  const config = loadConfig({});
  // The page's head tags come from a plugin (plugins/page-head-tags), not from the config's headTags.
  const headTags = [...(config.headTags ?? []), ...pageHeadTags] as Array<{
    tagName: string;
    attributes?: Record<string, string>;
    innerHTML?: string;
  }>;
  const id = (config.themeConfig as { announcementBar?: { id?: string } }).announcementBar?.id ?? '';
  assert.ok(id.length > 0);
  const scripts = headTags.filter((tag) => tag.tagName === 'script' && tag.innerHTML);
  assert.ok(scripts.length > 0);
  for (const script of scripts) assert.ok(!script.innerHTML?.includes(id), script.innerHTML);
  // The id reaches the page in a meta element before the script that reads it.
  const metaAt = headTags.findIndex((tag) => tag.tagName === 'meta' && tag.attributes?.content === id);
  const readerAt = headTags.findIndex((tag) =>
    tag.innerHTML?.includes(`meta[name="${headTags[metaAt]?.attributes?.name}"]`),
  );
  assert.ok(metaAt >= 0 && readerAt > metaAt, 'a meta element with the id, then the script that reads it');
});
