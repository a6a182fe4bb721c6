/**
 * `npm run deploy:local -- <dir>`: publishes build/ as the new current release of a release layout
 * in <dir> (tooling/content/release.ts), keeping the hashed files of the previous releases so that open
 * tabs keep working. Point nginx's `root` at <dir>/current and its CSP include at
 * <dir>/current/.nginx/csp.conf; reload nginx after publishing (`nginx -s reload`) so that it
 * reads the new release's CSP.
 */
import path from 'node:path';
import { ROOT } from '../tooling/content/files';
import { publish } from '../tooling/content/release';

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('usage: npm run deploy:local -- <dir>   (the folder that holds releases/ and current)');
  process.exit(2);
}
try {
  publish(path.join(ROOT, 'build'), path.resolve(dir));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
