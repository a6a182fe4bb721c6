import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import {
  deadEndProblems,
  depthProblems,
  frontMatterProblems,
  median,
  translationProblems,
} from '../../../tooling/content/content';
import { docFileFor } from '../../../tooling/content/files';
import { sampleSet as set, scratch } from '../fixtures';

const words = (count: number): string => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

test('a bad front-matter field is reported with the file and the allowed fields', () => {
  const root = scratch({ 'a.md': '---\ntitle: A\ndescription: B\nsidebar_positon: 2\n---\n# A\n' });
  const [problem] = frontMatterProblems(path.join(root, 'a.md'), 'Alpha/a.md');
  assert.equal(problem?.file, 'Alpha/a.md');
  assert.match(
    problem?.message ?? '',
    /front matter field "sidebar_positon" is not allowed \(allowed: title, description/,
  );
});

test('front matter needs a title and a description of the right types', () => {
  const root = scratch({ 'a.md': '---\ntitle: A\nsidebar_position: first\n---\n' });
  const messages = frontMatterProblems(path.join(root, 'a.md'), 'a.md').map((p) => p.message);
  assert.deepEqual(messages, [
    'front matter field "description" is required and must be a non-empty string',
    'front matter field "sidebar_position" must be a number',
  ]);
});

test('front matter that is not YAML is reported, not thrown', () => {
  const root = scratch({ 'a.md': '---\ntitle: Setting: organization: name\n---\n' });
  assert.match(frontMatterProblems(path.join(root, 'a.md'), 'a.md')[0]?.message ?? '', /not valid YAML/);
});

test('the translation check lists pages without a zh-tw twin and orphan translations', () => {
  const root = scratch({
    'Alpha/Intro.md': 'x',
    'Alpha/Guide/Setup.md': 'x',
    'i18n/zh-tw/docusaurus-plugin-content-docs-alpha/current/Intro.md': 'x',
    'i18n/zh-tw/docusaurus-plugin-content-docs-alpha/current/Old.md': 'x',
  });
  const messages = translationProblems(set, root).map((p) => `${p.file}: ${p.message}`);
  assert.deepEqual(messages, [
    'Alpha/Guide/Setup.md: has no Traditional Chinese translation: create i18n/zh-tw/docusaurus-plugin-content-docs-alpha/current/Guide/Setup.md',
    'i18n/zh-tw/docusaurus-plugin-content-docs-alpha/current/Old.md: translates a page that does not exist (Alpha/Old.md); move or delete it',
    'i18n/zh-tw/docusaurus-plugin-content-docs-alpha/current.json: is missing: it translates the version label and sidebar categories (run npm run write-translations)',
  ]);
});

test('landing pages resolve through the folder-index convention', () => {
  const root = scratch({ 'Intro/Intro.md': 'x', 'Quick/Start.md': 'x' });
  assert.equal(docFileFor(root, 'Intro'), 'Intro/Intro.md');
  assert.equal(docFileFor(root, 'Quick/Start'), 'Quick/Start.md');
  assert.equal(docFileFor(root, 'Missing'), undefined);
});

test('a translation whose headings drifted from the English page is reported', () => {
  const root = scratch({
    'Alpha/Intro.md': '# Intro\n\n## Install {#install}\n\n## Verify {#verify}\n',
    'i18n/zh-tw/docusaurus-plugin-content-docs-alpha/current/Intro.md': '# 簡介\n\n## 安裝 {#install}\n',
    'i18n/zh-tw/docusaurus-plugin-content-docs-alpha/current.json': '{}',
  });
  assert.deepEqual(
    translationProblems(set, root).map((p) => `${p.file}: ${p.message}`),
    [
      'i18n/zh-tw/docusaurus-plugin-content-docs-alpha/current/Intro.md: heading ids differ from Alpha/Intro.md (English: install, verify): the translation drifted',
    ],
  );
});

test('a heading without an explicit id is reported', () => {
  const root = scratch({
    'Alpha/Intro.md': '# Intro\n\n## Install\n\n```bash\n## not a heading\n```\n',
    'i18n/zh-tw/docusaurus-plugin-content-docs-alpha/current/Intro.md': '# 簡介\n\n## 安裝\n',
    'i18n/zh-tw/docusaurus-plugin-content-docs-alpha/current.json': '{}',
  });
  assert.deepEqual(
    translationProblems(set, root).map((p) => p.message),
    ['heading "## Install" has no explicit id: add {#some-id}'],
  );
});

test('a thin page and a thin manual are reported with the file and what to do', () => {
  const root = scratch({
    'Alpha/Intro.md': `---\ntitle: Intro\ndescription: D\n---\n# Intro\n\n${words(120)}\n\n\`\`\`bash\n${words(500)}\n\`\`\`\n`,
    'Alpha/Short.md': `---\ntitle: Short\ndescription: D\n---\n# Short\n\n${words(40)}\n`,
  });
  assert.deepEqual(
    depthProblems(set, root).map((p) => `${p.file}: ${p.message.split(';')[0]}`),
    ['Alpha/Short.md: has 41 words of prose', 'Alpha/: the median page has 81 words of prose'],
  );
});

test('median of an odd and an even list', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 10]), 3.5);
  assert.equal(median([]), 0);
});

test('a page that links to no other page is a dead end; a link inside a code block or to the web does not count', () => {
  const page = (shown: string, text: string) => ({ shown, text });
  const problems = deadEndProblems([
    page('a.md', 'See [alarms](/EdgeHub/Data_Management/Alarm_Settings#notify).'),
    page(
      'b.md',
      'Read the [vendor manual](https://example.com/manual) and [below](#steps).\n\n```md\n[x](/EdgeHub/A)\n```\n',
    ),
    page('c.md', 'Next: <Link to="/EdgeLink/Introduction">EdgeLink</Link>.'),
    page('d.md', 'Relative: [the next step](./Next_Step.md).'),
    page('e.md', '<DocCardList />'),
  ]);
  assert.deepEqual(
    problems.map((p) => p.file),
    ['b.md'],
  );
  assert.match(problems[0]?.message ?? '', /links to no other page/);
});
