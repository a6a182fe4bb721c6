import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parseGitLog, readLastUpdates } from '../../../tooling/content/lastUpdate';
import { scratch } from '../fixtures';

const gitIn =
  (cwd: string, date: string) =>
  (...args: string[]): string =>
    execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });

function repoWithHistory(): string {
  const root = scratch({ 'docs/a.md': 'A\n', 'docs/b.md': 'B\n' });
  const init = gitIn(root, '2026-01-02T03:04:05Z');
  init('init', '-q');
  init('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '.');
  init('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'first');
  fs.writeFileSync(path.join(root, 'docs/b.md'), 'B, revised\n');
  const later = gitIn(root, '2026-03-04T05:06:07Z');
  later('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qam', 'second');
  return fs.realpathSync(root);
}

test('each file gets the date of the newest commit that touched it', () => {
  const root = repoWithHistory();
  const { byFile, shallow } = readLastUpdates(path.join(root, 'docs'));
  assert.equal(shallow, false);
  assert.equal(new Date(byFile.get(path.join(root, 'docs/a.md')) ?? 0).toISOString(), '2026-01-02T03:04:05.000Z');
  assert.equal(new Date(byFile.get(path.join(root, 'docs/b.md')) ?? 0).toISOString(), '2026-03-04T05:06:07.000Z');
});

test('a file git has never seen has no date; a folder outside git has none at all', () => {
  const root = repoWithHistory();
  fs.writeFileSync(path.join(root, 'docs/new.md'), 'New\n');
  assert.equal(readLastUpdates(root).byFile.has(path.join(root, 'docs/new.md')), false);
  assert.equal(readLastUpdates(scratch({ 'x.md': 'x' })).byFile.size, 0);
});

test('the git log parser keeps the first (newest) time of each path and rejects garbage', () => {
  const log = '\x001700000000\n\na.md\nb.md\n\x001600000000\n\nb.md\nc.md\n';
  const byFile = parseGitLog(log, '/repo');
  assert.deepEqual(Object.fromEntries(byFile), {
    '/repo/a.md': 1700000000000,
    '/repo/b.md': 1700000000000,
    '/repo/c.md': 1600000000000,
  });
  assert.throws(() => parseGitLog('\x00not-a-time\na.md\n', '/repo'), /unexpected commit line/);
});

test('outside a git repository nothing is dated and the site says so', () => {
  const outside = readLastUpdates(scratch({ 'docs/a.md': 'A\n' }));
  assert.equal(outside.available, false);
  assert.equal(readLastUpdates(repoWithHistory()).available, true);
});
