/**
 * `npm run serve:prod`: build/ served by Debian's nginx with the production configuration
 * (deploy/nginx/), on http://127.0.0.1:$PORT (default 8080), in the foreground; Ctrl+C stops it
 * and removes its temporary prefix.
 *
 * Usage: tsx scripts/serve-prod.ts [--port 8080] [--root build] [--fallback]
 *   --fallback  without nginx installed, serve with the preview server (npm run serve) instead
 *               of failing: what `npm run preview` does on a machine without nginx.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../tooling/content/files';
import { nginxInstalled, preparePrefix, spawnNginx, unservable } from '../tooling/serving/nginx';
import { startPreviewServer } from '../tooling/serving/previewServer';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    root: { type: 'string', default: 'build' },
    fallback: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const root = path.resolve(ROOT, values.root);

if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`--port ${values.port} is not a TCP port.`);
  process.exit(2);
}

if (!nginxInstalled() && values.fallback) {
  console.log('nginx is not installed: serving with the preview server instead (no production headers).');
  startPreviewServer({ root, port });
} else {
  const problem = unservable(root);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const prefix = preparePrefix({ root, port });
  const nginx = spawnNginx(prefix);
  console.log(
    `nginx serves ${path.relative(ROOT, root) || '.'} at http://127.0.0.1:${port}/ (Ctrl+C stops it; prefix ${prefix})`,
  );
  const stop = (): void => {
    nginx.kill('SIGQUIT');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('exit', (code, signal) => {
    fs.rmSync(prefix, { recursive: true, force: true });
    process.exit(signal === 'SIGQUIT' || signal === null ? (code ?? 0) : 1);
  });
}
