/**
 * Serves build/ the way the production host must: clean URLs (`/x.html` and
 * `/x/index.html` redirect to `/x`), no trailing slash, and the not-found
 * page of the reader's locale (`/zh-tw/...` gets build/zh-tw/404.html).
 *
 * Usage: tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { translatedLocales } from '../src/data/docSets';
import { indexFileContext } from '../tooling/searchIndexFiles';

const root = path.resolve(__dirname, '..', 'build');
const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? (args[index + 1] as string) : fallback;
};
const port = Number(option('port', process.env.PORT ?? '3000'));
const host = option('host', '127.0.0.1');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The file that answers a clean URL path, if any. */
export function resolveFile(urlPath: string): string | undefined {
  const clean = path.posix.normalize(decodeURIComponent(urlPath));
  const candidates = [clean, `${clean}.html`, path.posix.join(clean, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Where a non-canonical URL path must redirect to, or undefined when it is canonical. */
export function canonicalPath(urlPath: string): string | undefined {
  let target = urlPath.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  if (target.length > 1 && target.endsWith('/')) target = target.replace(/\/+$/, '');
  if (target === '') target = '/';
  return target === urlPath ? undefined : target;
}

function notFoundPage(urlPath: string): string {
  const locale = translatedLocales.find((l) => urlPath === `/${l}` || urlPath.startsWith(`/${l}/`));
  return path.join(root, locale ?? '', '404.html');
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}`);
  const redirect = canonicalPath(url.pathname);
  if (redirect) {
    response.writeHead(301, { Location: `${redirect}${url.search}` });
    response.end();
    return;
  }
  const file = resolveFile(url.pathname);
  const status = file ? 200 : 404;
  const body = file ?? notFoundPage(url.pathname);
  response.writeHead(status, {
    'Content-Type': types[path.extname(body)] ?? 'application/octet-stream',
    'Cache-Control':
      body.includes(`${path.sep}assets${path.sep}`) || indexFileContext(path.basename(body)) !== undefined
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
  });
  fs.createReadStream(body).pipe(response);
});

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error('build/ is empty: run npm run build first.');
  process.exit(1);
}
server.listen(port, host, () => console.log(`Serving build/ at http://${host}:${port}/`));
