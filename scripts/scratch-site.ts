/**
 * `npm run scratch-site`: builds the scratch site that the new-set test and the release test read
 * (tooling/testing/scratchSite.ts). `npm test` runs it once, fresh; `--reuse` keeps a copy built from the
 * same sources.
 */
import { makeScratchSite } from '../tooling/testing/scratchSite';

makeScratchSite({ fresh: !process.argv.includes('--reuse') }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
