/**
 * The HTML page template (`ssrTemplate` of docusaurus.config.ts): Docusaurus's own
 * (@docusaurus/core/lib/ssg/ssgTemplate.html.js, 3.9.2) with one change, in when the page's two
 * scripts run.
 *
 * Docusaurus loads `runtime~main.js` and `main.js` with `<script defer>`. A deferred script runs as
 * soon as the document is parsed, before the browser has had a chance to paint: when the HTML and
 * the scripts arrive quickly (a fast network, a repeat visit), a phone spends the 250–300 ms of
 * evaluating `main.js` (Chromium at 4x CPU slowdown) with a blank screen, and the page's first
 * paint waits for it.
 *
 * Here the scripts are preloaded from the head, so they download as early as before (at the low
 * priority Chrome gives deferred scripts: they must not hold up the style sheet), and a small
 * script at the end of the body adds them (in order: `async = false`) once the browser has painted
 * the served page: `requestAnimationFrame` runs before the next paint, a timeout queued from it
 * after. A tab opened in the background gets no animation frame, so it starts them at once.
 * Readers see the page a frame after it arrives; hydration then starts as it did.
 *
 * The loader finds the scripts through their preload links (`data-page-script`) instead of naming
 * them: its text, and so its sha256 hash in the Content-Security-Policy (tooling/csp.ts), is the
 * same on every page of every release. A loader that named `main.<hash>.js` changed its hash with
 * each release: in the moment between publishing a release and nginx's reload, a page of the new
 * release met the old policy and ran no script at all (tests/e2e/release.spec.ts caught it).
 */
export const MAIN_SCRIPTS_LOADER = `(function () {
  var links = document.querySelectorAll('link[data-page-script]');
  function start() {
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].getAttribute('href');
      script.async = false;
      document.head.appendChild(script);
    }
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
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low" data-page-script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${MAIN_SCRIPTS_LOADER}</script>
  </body>
</html>
`;

/** The path of the `main.<hash>.js` a built page starts (preloaded in its head), or undefined. */
export function mainScriptOf(html: string): string | undefined {
  return /<link[^>]+href="?((?:\/[\w-]+)?\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
}
