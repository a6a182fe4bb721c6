/** The id of the JSON block in which a page lists its scripts for the loader. */
export const PAGE_SCRIPTS_ID = '__page-scripts';

/**
 * The HTML page template (`ssrTemplate` of docusaurus.config.ts): Docusaurus's own
 * (@docusaurus/core/lib/ssg/ssgTemplate.html.js, of the version in tooling/upstreamVersions.ts)
 * with one change, in when the page's two scripts load and run.
 *
 * Docusaurus loads `runtime~main.js` and `main.js` with `<script defer>`. A deferred script runs as
 * soon as the document is parsed, before the browser has had a chance to paint: when the HTML and
 * the scripts arrive quickly (a fast network, a repeat visit), a phone spends the 250–300 ms of
 * evaluating `main.js` (Chromium at 4x CPU slowdown) with a blank screen, and the page's first
 * paint waits for it. On a slow network the scripts' download also shares the line with the style
 * sheet that the first paint needs.
 *
 * Here the page lists its scripts in a JSON block, and a small script at the end of the body adds
 * them (in order: `async = false`) once the browser has painted the served page:
 * `requestAnimationFrame` runs before the next paint, a timeout queued from it after. A tab opened
 * in the background gets no animation frame, so it starts them at once. Readers see the page as
 * soon as its HTML and style sheet are in; hydration follows.
 *
 * It shows in Lighthouse too: its simulated LCP counts every request a page starts before its
 * observed LCP, so scripts preloaded from the head (this template's first version) put the
 * download of `main.js` into LCP: 2.2–2.4 s on the pages of `npm run bench` in mobile mode, where
 * the API page's FCP was 0.9 s.
 *
 * The loader reads the JSON block instead of naming the scripts itself: its text, and so its
 * sha256 hash in the Content-Security-Policy (tooling/serving/csp.ts), is the same on every page of every
 * release. A loader that named `main.<hash>.js` changed its hash with each release: in the moment
 * between publishing a release and nginx's reload, a page of the new release met the old policy and
 * ran no script at all (tests/e2e/release.spec.ts caught it). A JSON block is data, which the
 * policy does not govern.
 */
export const MAIN_SCRIPTS_LOADER = `(function () {
  var scripts = JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent);
  function start() {
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();`;

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script type="application/json" id="${PAGE_SCRIPTS_ID}"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>
    <script>${MAIN_SCRIPTS_LOADER}</script>
  </body>
</html>
`;

/**
 * The scripts a built page starts (listed in its JSON block, in order), the style sheets it links
 * and the same-origin images it shows: what the page needs besides its HTML to render and run.
 * Everything that reads a built page's files reads them here (the service worker's shell, and
 * through `mainScriptOf` release.json, the bench and the tests), so that a change of the template
 * is met in one place.
 */
export function pageAssetsOf(html: string): { scripts: string[]; stylesheets: string[]; images: string[] } {
  const block = new RegExp(`<script[^>]+id="?${PAGE_SCRIPTS_ID}"?[^>]*>([^<]*)</script>`).exec(html)?.[1];
  const listed: unknown = block === undefined ? [] : JSON.parse(block);
  const scripts = Array.isArray(listed) ? listed.filter((script): script is string => typeof script === 'string') : [];
  // The minifier drops attribute quotes where it can: `<link rel=stylesheet href=/assets/css/x.css>`.
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\srel="?stylesheet"?[\s>/]/.test(tag))
    .map((tag) => /\shref="?([^"\s>]+)/.exec(tag)?.[1])
    .filter((href): href is string => href !== undefined && href.startsWith('/') && !href.startsWith('//'));
  const images = [...html.matchAll(/<img\b[^>]*\ssrc="?([^"\s>]+)/g)]
    .map((match) => match[1] as string)
    .filter((src) => src.startsWith('/') && !src.startsWith('//'));
  return { scripts, stylesheets, images: [...new Set(images)] };
}

/** The path of the `main.<hash>.js` a built page starts (listed in its JSON block), or undefined. */
export function mainScriptOf(html: string): string | undefined {
  return pageAssetsOf(html).scripts.find((script) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(script));
}
