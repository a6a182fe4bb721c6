/**
 * `npm run urls -- --write`: adds the pages of build/ to the committed list of public URLs
 * (src/data/public-urls.txt). Listed URLs stay listed: a page that moved keeps its old URL as a
 * redirect (src/data/redirects.ts). Without `--write`, prints what the list lacks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { redirects } from '../src/data/redirects';
import { ROOT } from '../tooling/content/files';
import {
  builtUrls,
  checkPublicUrls,
  formatPublicUrls,
  PUBLIC_URLS_FILE,
  readPublicUrls,
} from '../tooling/content/publicUrls';

const file = path.join(ROOT, PUBLIC_URLS_FILE);
const listed = fs.existsSync(file) ? readPublicUrls(file) : [];
const { dropped, added } = checkPublicUrls(listed, builtUrls(path.join(ROOT, 'build')), redirects);
for (const problem of dropped) console.error(problem);
if (process.argv.includes('--write')) {
  fs.writeFileSync(file, formatPublicUrls([...listed, ...added]));
  console.log(`${PUBLIC_URLS_FILE}: ${added.length} URL(s) added, ${listed.length + added.length} in all`);
} else {
  for (const url of added) console.log(`not listed: ${url}`);
  console.log(`${added.length} built page(s) missing from ${PUBLIC_URLS_FILE}; add them with npm run urls -- --write`);
}
process.exit(dropped.length > 0 ? 1 : 0);
