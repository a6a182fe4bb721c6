/**
 * The request panel of the OpenAPI theme takes the reader's values of its API (issue 42). The theme
 * keeps its server and token in session storage under keys that every spec shares (`server`,
 * `bearerAuth`; docusaurus-openapi-docs issue 1238), read when an operation page renders. Before a
 * route of a reference with a panel renders, this writes that API's values there, and removes what
 * another API left, so WEDA's host and token never appear on an EdgeHub page. The storage contract
 * is listed in src/theme/README.md and tested in tests/e2e/readerValues.spec.ts.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
// The stored values only, not the store: this module is in every page's main.js.
import { storedValues } from '../components/ReaderValues/stored';

/** Route base → product, from the doc-set table (docusaurus.config.ts customFields). */
const routes = (siteConfig.customFields?.requestPanelProducts ?? []) as ReadonlyArray<readonly [string, string]>;

/** The theme's keys (the `bearerAuth` scheme is the one both specs name), and whose values they hold. */
export const PANEL_SERVER_KEY = 'server';
export const PANEL_TOKEN_KEY = 'bearerAuth';
export const PANEL_OWNER_KEY = 'portal.values.panel';

export function syncPanel(pathname: string): void {
  const path = `/${pathname.slice(siteConfig.baseUrl.length)}`;
  const product = routes.find(([base]) => path.startsWith(base))?.[1];
  if (!product) return;
  const storage = window.sessionStorage;
  if (storage.getItem(PANEL_OWNER_KEY) !== product) {
    storage.removeItem(PANEL_SERVER_KEY);
    storage.removeItem(PANEL_TOKEN_KEY);
  }
  storage.setItem(PANEL_OWNER_KEY, product);
  const values = storedValues(product)?.values;
  if (!values) return;
  if (values.serverUrl) {
    const variables = Object.fromEntries(
      Object.entries(values)
        .filter(([key]) => key.startsWith('var.'))
        .map(([key, value]) => [key.slice('var.'.length), { default: value }]),
    );
    storage.setItem(PANEL_SERVER_KEY, JSON.stringify({ url: values.serverUrl, variables }));
  }
  if (values.accessToken) storage.setItem(PANEL_TOKEN_KEY, JSON.stringify({ token: values.accessToken }));
}

const clientModule: ClientModule = {
  onRouteUpdate({ location }) {
    if (!ExecutionEnvironment.canUseDOM) return;
    try {
      syncPanel(location.pathname);
    } catch {
      // Storage refused (private mode, quota): the panel keeps its own defaults.
    }
  },
};

export default clientModule;
