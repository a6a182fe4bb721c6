import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import serveHandler from 'serve-handler';
import { translatedLocales } from '../src/data/docSets';

/**
 * `npm run serve`: a quick look at build/ without nginx, on serve-handler (the library behind
 * `docusaurus serve`), which does the serving: clean URLs, no trailing slash, HEAD, ranges, 400 for
 * a malformed URL. Why a wrapper and not `docusaurus serve` itself: that listens on every network
 * interface, and its not-found page is always the English one. Here the server listens on
 * loopback only and a `/zh-tw/...` request that finds nothing gets zh-tw's page, by pointing
 * serve-handler's error-page lookup at the locale's file. Production headers, caching and
 * compression are nginx's (`npm run serve:prod`), not this server's.
 */
export function startPreviewServer(options: { root: string; port: number; host?: string }): http.Server {
  const { root, port, host = '127.0.0.1' } = options;
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root} holds no built site: run npm run build first.`);
  }
  const rootNotFound = path.join(root, '404.html');
  const server = http.createServer((request, response) => {
    // serve-handler hands a decoded NUL to the file system, which throws (a 500): refuse it first.
    if (/%00/i.test(request.url ?? '')) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Bad Request\n');
      return;
    }
    const locale = translatedLocales.find((name) => (request.url ?? '').startsWith(`/${name}/`));
    const notFound = locale ? path.join(root, locale, '404.html') : rootNotFound;
    const errorPage = (file: string): string => (file === rootNotFound ? notFound : file);
    serveHandler(
      request,
      response,
      { public: root, cleanUrls: true, trailingSlash: false, directoryListing: false },
      // serve-handler 6.1.8 awaits lstat (its @types still describe the callback form).
      {
        lstat: (file: string) => fs.promises.lstat(errorPage(file)),
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
