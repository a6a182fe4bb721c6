import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Precompressed copies of the built text files, for nginx's gzip_static and brotli_static
 * (deploy/nginx/portal.conf): `x.js` gets `x.js.gz` and `x.js.br`. Files under 1 KB are left alone
 * (nginx sends them as they are).
 *
 * Brotli's top quality (11) is 12–17 % smaller than quality 5 on our scripts and indexes but about
 * 60 times slower (0.6 MB/s per core): it is spent on the large shared bundles every page loads
 * (scripts and style sheets of 100 KB and more, about 3 MB per build); everything else, the 2,300
 * pages and route chunks and the search indexes, gets quality 5, which nginx's on-the-fly gzip
 * level could not match anyway.
 */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|xml|svg|txt|ya?ml|md|map|webmanifest)$/;
export const MIN_BYTES = 1024;
const SHARED_BUNDLE = { pattern: /\.(js|css)$/, minBytes: 100_000 };

function brotliQuality(file: string, bytes: number): number {
  return SHARED_BUNDLE.pattern.test(file) && bytes >= SHARED_BUNDLE.minBytes ? 11 : 5;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface CompressionTotals {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** Writes .gz and .br beside every compressible file of a folder; returns the totals. */
export async function precompress(dir: string): Promise<CompressionTotals> {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => COMPRESSIBLE.test(name) && !name.split(path.sep).some((part) => part.startsWith('.')))
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).size >= MIN_BYTES);
  const totals: CompressionTotals = { files: files.length, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  // zlib runs on libuv's thread pool: a few files at a time keep every core busy.
  const queue = [...files];
  const worker = async (): Promise<void> => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const data = await fs.promises.readFile(file);
      const [gz, br] = await Promise.all([
        gzip(data, { level: 9 }),
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file, data.length),
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)]);
      totals.bytes += data.length;
      totals.gzipBytes += gz.length;
      totals.brotliBytes += br.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}
