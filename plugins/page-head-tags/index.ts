/**
 * The page's own head tags: the announcement reader, the search-page fix and the fonts. This plugin
 * injects them (`injectHtmlTags`, the plugin API) instead of the config's `headTags`: Docusaurus
 * ships the whole site config to the browser in main.js, where these tags, already in every page's
 * HTML, would only add weight (0.4 KB gzipped).
 */
import type { HtmlTagObject, Plugin } from '@docusaurus/types';
import { announcement, ANNOUNCEMENT_META } from '../../src/data/site';

export const pageHeadTags: HtmlTagObject[] = [
  // A new announcement id must show even to readers who dismissed the previous one, from the
  // first page they load (the theme's own early script only looks at the dismissal flag). The id
  // travels in a meta element that the script reads: the script's text, and with it its hash in
  // the Content-Security-Policy, stays the same when a new announcement is published, so a page
  // of the new release sent with the old policy still runs it (tests/e2e/release.spec.ts).
  { tagName: 'meta', attributes: { name: ANNOUNCEMENT_META, content: announcement.id } },
  {
    tagName: 'script',
    attributes: {},
    innerHTML: `(function(){try{var m=document.querySelector('meta[name="${ANNOUNCEMENT_META}"]');var k='docusaurus.announcement.';if(m&&localStorage.getItem(k+'id')!==m.content){localStorage.setItem(k+'dismiss','false');document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false');}}catch(e){}})();`,
  },
  // Every set has one version, indexed at the site root. The search page would look for the index
  // of any other `version` under that path, find none and wait forever; before the page hydrates,
  // drop the parameter so that it searches the current documentation.
  {
    tagName: 'script',
    attributes: {},
    innerHTML: `(function(){try{var u=new URL(location.href);if(/\\/search\\/?$/.test(u.pathname)&&u.searchParams.get('version')){u.searchParams.delete('version');history.replaceState(history.state,'',u.pathname+u.search+u.hash);}}catch(e){}})();`,
  },
  // Fonts come from a third-party font service. The stylesheet is fetched as a
  // low-priority, non-blocking resource: the page renders in system fonts first
  // and without any network at all.
  { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.googleapis.com' } },
  {
    tagName: 'link',
    attributes: { rel: 'preconnect', href: 'https://fonts.gstatic.com', crossorigin: 'anonymous' },
  },
  {
    tagName: 'link',
    attributes: {
      rel: 'stylesheet',
      href: 'https://fonts.googleapis.com/css2?family=Inter:wght@400;600;700&family=Noto+Sans+TC:wght@400;700&display=swap',
      media: 'print',
      id: 'portal-fonts',
    },
  },
  // ...and applied once loaded. A script, not an `onload` attribute: the Content-Security-Policy
  // (tooling/serving/csp.ts) allows inline scripts by hash, and inline event handlers not at all.
  {
    tagName: 'script',
    attributes: {},
    innerHTML: `(function(){var l=document.getElementById('portal-fonts');if(l)l.addEventListener('load',function(){l.media='all';});})();`,
  },
];

export default function pageHeadTagsPlugin(): Plugin {
  return { name: 'page-head-tags', injectHtmlTags: () => ({ headTags: pageHeadTags }) };
}
