/**
 * A tab opened on one release keeps working after the next one is published. The release layout
 * (deploy/release.ts) keeps the previous releases' hashed scripts, so the old tab can still load
 * what it knows; this module makes its next navigation land on the new release. On each route
 * change it asks the server which main script the site now starts with (`release.json`, written by
 * `npm run build`, served no-cache); when that is not the script this tab runs, the page is loaded
 * afresh. Offline, in `npm start`, or with no release file, nothing happens.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import { RELEASE_FILE, type ReleaseFile } from '../data/release';

function runningScript(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[src*="/assets/js/main."]');
  return script ? new URL(script.src).pathname : undefined;
}

async function publishedScript(): Promise<string | undefined> {
  try {
    const response = await fetch(`${siteConfig.baseUrl}${RELEASE_FILE}`, { cache: 'no-cache' });
    if (!response.ok) return undefined;
    const release = (await response.json()) as Partial<ReleaseFile>;
    return typeof release.script === 'string' ? release.script : undefined;
  } catch {
    return undefined;
  }
}

let reloading = false;

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!ExecutionEnvironment.canUseDOM || reloading || !previousLocation) return;
    // Offline (reading saved pages) there is no server to ask.
    if (!navigator.onLine) return;
    if (location.pathname === previousLocation.pathname) return;
    const running = runningScript();
    if (running === undefined) return;
    void publishedScript().then((published) => {
      if (published === undefined || published === running || reloading) return;
      reloading = true;
      window.location.reload();
    });
  },
};

export default clientModule;
