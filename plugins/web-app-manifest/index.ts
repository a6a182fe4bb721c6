import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** Where each locale's web app manifest is served, below its base URL (linked from every page's head). */
export const MANIFEST_FILE = 'manifest.webmanifest';

/** The navbar's colour (src/css/custom.css, --ifm-color-primary): the installed app's title bar. */
export const THEME_COLOR = '#0a5cad';

/**
 * Writes the web app manifest of the locale being built (the config is evaluated once per locale),
 * from the site's own title, navbar title and tagline in that locale: the installed app opens at
 * the locale's home page, and only that locale's pages belong to it (its scope). The icon is the
 * favicon, a scalable SVG. Every page links it, with the theme colour, from its head.
 */
export default function webAppManifestPlugin(context: LoadContext): Plugin {
  const { siteConfig } = context;
  const navbar = (siteConfig.themeConfig as { navbar?: { title?: string } }).navbar;
  return {
    name: 'web-app-manifest',
    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'link', attributes: { rel: 'manifest', href: `${context.baseUrl}${MANIFEST_FILE}` } },
          { tagName: 'meta', attributes: { name: 'theme-color', content: THEME_COLOR } },
        ],
      };
    },
    async postBuild({ outDir, baseUrl, i18n }) {
      const manifest = {
        name: siteConfig.title,
        short_name: navbar?.title ?? siteConfig.title,
        description: siteConfig.tagline,
        lang: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
        dir: 'ltr',
        start_url: baseUrl,
        scope: baseUrl,
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        icons: [{ src: `${baseUrl}img/favicon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      };
      fs.writeFileSync(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
