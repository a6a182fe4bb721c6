/**
 * A Stoplight Prism mock of an OpenAPI file on 127.0.0.1, for `npm run check-samples` and the
 * request-panel e2e test. Prism validates every request against the spec (body, parameters,
 * security) and answers 4xx when it does not fit; `--errors` also turns a response that does not
 * fit its own schema into an error.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../testing/ports';

export interface PrismMock {
  readonly url: string;
  readonly log: readonly string[];
  stop(): void;
}

/** The `prism` command as the package declares it (its `bin`), run with this Node. */
const PRISM_CLI = ((): string => {
  const manifest = require.resolve('@stoplight/prism-cli/package.json');
  const { bin } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { bin: string | Record<string, string> };
  return path.join(path.dirname(manifest), typeof bin === 'string' ? bin : (bin.prism ?? ''));
})();

/** Starts the mock and resolves once it answers (at most 60 s). */
export async function startPrismMock(specFile: string): Promise<PrismMock> {
  const port = await freePort();
  const log: string[] = [];
  const child: ChildProcess = spawn(
    process.execPath,
    [PRISM_CLI, 'mock', '--host', '127.0.0.1', '--port', String(port), '--errors', specFile],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const keep = (chunk: Buffer): void => {
    log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = (): void => {
    if (child.exitCode === null) child.kill();
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`Prism exited (${child.exitCode}) for ${specFile}:\n${log.join('\n')}`);
    try {
      await fetch(url);
      return { url, log, stop };
    } catch {
      if (Date.now() > deadline) {
        stop();
        throw new Error(`Prism did not answer within 60 s for ${specFile}:\n${log.join('\n')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
