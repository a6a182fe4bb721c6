/**
 * Old documentation URLs and where they lead now. Devices, apps and printed manuals carry
 * documentation URLs for years: a page that moves or goes keeps its old URL as a redirect. Paths are
 * below the locale prefix and apply to every locale. A static host gets redirect pages
 * (docusaurus.config.ts), nginx 301s (tooling/content/publicUrls.ts); the build fails when a URL of
 * src/data/public-urls.txt is neither a page nor a redirect (WRITING.md, *Moving a page*).
 */
import { docSets, landingUrl } from './docSets';

export interface Redirect {
  /** The old path, without the locale prefix: `/EdgeHub/General/Old_Name`. */
  readonly from: string;
  /** Where it leads now: a page of this build, without the locale prefix. */
  readonly to: string;
}

/** Pages that moved or were merged into another: add a row when you rename or remove a page. */
export const movedPages: readonly Redirect[] = [];

/**
 * A set's base path is the short URL printed on labels and in quick-start cards
 * (`docs.example.com/EdgeHub`): it leads to the set's landing page.
 */
export const basePathRedirects: readonly Redirect[] = docSets.map((set) => ({
  from: `/${set.routeBasePath}`,
  to: landingUrl(set),
}));

export const redirects: readonly Redirect[] = [...movedPages, ...basePathRedirects];
