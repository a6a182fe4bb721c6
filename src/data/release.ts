/**
 * `release.json`, in each locale's root of a build: the main script the pages of that build start
 * with. Written by scripts/postbuild.ts, read by src/clientModules/newRelease.ts to notice that a
 * newer release has been published.
 */
export const RELEASE_FILE = 'release.json';

export interface ReleaseFile {
  /** URL path of the main script, e.g. `/zh-tw/assets/js/main.59d80d63.js`. */
  script: string;
}
