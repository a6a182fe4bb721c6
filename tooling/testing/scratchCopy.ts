import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../content/files';

/**
 * A copy of the repository as a writer's checkout has it (the files git tracks and the untracked
 * ones it does not ignore) in `dest`, with node_modules linked, not copied. `extra` names ignored
 * folders to copy as well (e.g. the generated API pages, to build without regenerating them; a link
 * would not do: Docusaurus resolves it and the pages' ids no longer match).
 */
export function scratchCopy(dest: string, extra: readonly string[] = []): void {
  for (const file of scratchFiles()) {
    fs.mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(dest, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dest, 'node_modules'), 'dir');
  for (const folder of extra) fs.cpSync(path.join(ROOT, folder), path.join(dest, folder), { recursive: true });
}

/** The files of a writer's checkout (tracked, and untracked but not ignored), relative to the root. */
export function scratchFiles(): string[] {
  return spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .stdout.split('\0')
    .filter((file) => file && fs.existsSync(path.join(ROOT, file)));
}
