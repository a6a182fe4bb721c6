import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import serveHandler from 'serve-handler';
import { translatedLocales } from '../../src/data/docSets';

/** A path's dot segments resolved as a browser resolves them; null when they climb above the root. */
function resolveDots(pathname: string): string | null {
  const segments: string[] = [];
  for (const segment of pathname.split(/\/+/).slice(1)) {
    if (segment === '..') {
      if (segments.pop() === undefined) return null;
    } else if (segment !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * Where a non-canonical request goes, in one step: a path of this site (one leading `/`, each
 * segment percent-encoded); undefined when the request is canonical (serve it), null when its
 * path climbs above the root (a 400). serve-handler redirects too, but by steps (`//index.html` to
 * `/index`, then to `/`; `/%2E%2E.html` to `/..`), reading `\` and `%2F` as `/`. This goes where it
 * would end, on the decoded path as serve-handler reads it: runs of separators are one `/`, dot
 * segments are resolved, every ending a clean URL drops goes (`/index.html`, `.html`, `/index`,
 * slashes), and a translated locale's home keeps its slash. nginx has the same rules in
 * deploy/nginx/http.conf; tests/e2e/hostileUrls.spec.ts checks both.
 */
export function canonicalTarget(requestTarget: string): string | null | undefined {
  // An absolute-form target (`GET http://host/path`) names the path after its authority.
  const target = requestTarget.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?\\]*/i, '');
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);
  if (!rawPath.startsWith('/') && !rawPath.startsWith('\\')) return undefined; // serve-handler's 400
  let decoded: string;
  try {
    // serve-handler's url.parse reads a raw `\` as `/`; a decoded `%5C` stays a character of the name.
    decoded = decodeURIComponent(rawPath.replace(/\\/g, '/'));
  } catch {
    return undefined; // a malformed escape: serve-handler answers 400
  }
  let clean: string | null = decoded;
  for (let previous = ''; clean !== previous; ) {
    previous = clean;
    clean = resolveDots(clean.replace(/(?:\/index\.html|\.html|\/index|\/)$/, ''));
    if (clean === null) return null;
  }
  if (translatedLocales.some((locale) => clean === `/${locale}`)) clean += '/';
  if (clean === decoded) return undefined;
  return `${clean.split('/').map(encodeURIComponent).join('/')}${query}`;
}

/**
 * `npm run serve`: a quick look at build/ without nginx, on serve-handler (the library behind
 * `docusaurus serve`), which does the serving: clean URLs, HEAD, ranges, 400 for a malformed URL.
 * Why a wrapper and not `docusaurus serve` itself: that listens on every network interface, its
 * not-found page is always the English one, and its redirects take several steps. Here the server
 * listens on loopback only, redirects in one step to a path of this site (canonicalTarget), and a
 * `/zh-tw/...` request that finds nothing gets zh-tw's page, by pointing serve-handler's
 * error-page lookup at the locale's file. Production headers, caching and
 * compression are nginx's (`npm run serve:prod`), not this server's.
 */
export function startPreviewServer(options: { root: string; port: number; host?: string }): http.Server {
  const { root, port, host = '127.0.0.1' } = options;
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root} holds no built site: run npm run build first.`);
  }
  const rootNotFound = path.join(root, '404.html');
  const server = http.createServer((request, response) => {
    // 400 for a path above the root, and for a NUL, which serve-handler would hand to the file
    // system decoded (a 500).
    const canonical = canonicalTarget(request.url ?? '/');
    if (/%00/i.test(request.url ?? '') || canonical === null) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Bad Request\n');
      return;
    }
    if (canonical !== undefined) {
      response.writeHead(301, { Location: canonical });
      response.end();
      return;
    }
    const locale = translatedLocales.find((name) => (request.url ?? '').startsWith(`/${name}/`));
    const notFound = locale ? path.join(root, locale, '404.html') : rootNotFound;
    const errorPage = (file: string): string => (file === rootNotFound ? notFound : file);
    serveHandler(
      request,
      response,
      // No trailingSlash: canonicalTarget has redirected already, and serve-handler's own rule would
      // send the locale's home `/zh-tw/` to `/zh-tw`.
      { public: root, cleanUrls: true, directoryListing: false },
      // serve-handler 6.1.8 awaits lstat (its @types still describe the callback form).
      {
        // A name too long for the file system is a file that is not there (a 404), not a 500.
        lstat: (file: string) =>
          fs.promises.lstat(errorPage(file)).catch((error: NodeJS.ErrnoException) => {
            throw error.code === 'ENAMETOOLONG' ? Object.assign(error, { code: 'ENOENT' }) : error;
          }),
        createReadStream: (file: string, streamOptions?: { start?: number; end?: number }) =>
          fs.createReadStream(errorPage(file), streamOptions),
      } as unknown as Parameters<typeof serveHandler>[3],
    ).catch((error: unknown) => {
      // serve-handler answers every error itself; this is the last line against a crash.
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}/`));
  return server;
}
