/**
 * `npm run serve`: build/ on http://127.0.0.1:3000 (or --port, $PORT) through serve-handler, for a
 * quick look without nginx (tooling/serving/previewServer.ts says what it does and does not do).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../tooling/content/files';
import { startPreviewServer } from '../tooling/serving/previewServer';

const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '3000' } } });
startPreviewServer({ root: path.join(ROOT, 'build'), port: Number(values.port) });
