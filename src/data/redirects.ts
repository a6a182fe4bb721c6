/**
 * Old documentation URLs and where they lead now. Devices, apps and printed manuals carry
 * documentation URLs for years: a page that moves or goes keeps its old URL as a redirect.
 *
 * Paths are below the locale prefix and apply to every locale (`/zh-tw` is added for the
 * translation). Both the static host and nginx redirect them: `@docusaurus/plugin-client-redirects`
 * writes a redirect page at each old path (docusaurus.config.ts), and `npm run build` writes the
 * same list as permanent (301) redirects for nginx (`build/.nginx/redirects.conf`,
 * tooling/content/publicUrls.ts). `src/data/public-urls.txt` lists every URL the portal has published;
 * the build fails when one of them is neither a page nor a redirect (WRITING.md, *Moving a page*).
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
