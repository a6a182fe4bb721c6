import type { Config, PluginConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import {
  contentDir,
  DEFAULT_DOCS_ID,
  defaultLocale,
  docSets,
  GENERATED_DIR,
  isGenerated,
  locales,
  localePrefix,
  localeSettings,
  productSets,
  referenceSets,
  type DocSet,
  type Locale,
  type Localized,
} from './src/data/docSets';
import { announcement, footerText, navbarText, siteText, vendor, VERSION_LABEL } from './src/data/site';
import { footerColumns, navbarMenus, type NavLink } from './src/data/navigation';
import { redirects } from './src/data/redirects';
import { codeTheme } from './tooling/codeTheme';
import { lastUpdateFrontMatter, siteLastUpdates } from './tooling/content/lastUpdate';
import { ssrTemplate } from './tooling/serving/htmlTemplate';
import { referenceKind } from './tooling/references/kinds';
import familyHubsPlugin from './plugins/family-hubs';
import browserStandInsPlugin from './plugins/browser-stand-ins';
import searchPlugin from './plugins/search';
import codeHighlightingPlugin from './plugins/code-highlighting';
import leanRegistryPlugin from './plugins/lean-registry';
import markdownCopiesPlugin from './plugins/markdown-copies';
import webAppManifestPlugin from './plugins/web-app-manifest';
import pageHeadTagsPlugin from './plugins/page-head-tags';
import manualLandingsPlugin from './plugins/manual-landings';
import remarkCodeHighlighting from './plugins/code-highlighting/remark';
import remarkReaderValues from './plugins/reader-values/remark';

// ---------------------------------------------------------------------------
// Switches. Docusaurus evaluates this file once per locale and tells us which.
// ---------------------------------------------------------------------------
const locale: Locale = locales.find((name) => name === process.env.DOCUSAURUS_CURRENT_LOCALE) ?? defaultLocale;
/** Tag-manager container id; unset (or the `{key}` placeholder) loads nothing. */
const tagManagerId = process.env.TAG_MANAGER_CONTAINER_ID?.trim() ?? '';
const tagManagerEnabled = tagManagerId !== '' && tagManagerId !== '{key}';
/** `npm run bench -- --compare` only: build with webpack instead of Faster (Rspack) to compare. */
const withoutFaster = process.env.DOCS_WITHOUT_FASTER === '1';

const t = (text: Localized): string => text[locale];
/**
 * Pages show their last commit date when the site is built from its git repository; a copy without
 * one (a scratch copy, an archive) builds without dates instead of failing on Docusaurus's git calls.
 */
const datedPages = siteLastUpdates(__dirname).available;

// ---------------------------------------------------------------------------
// Documentation sets: one docs plugin instance per row of the table.
// ---------------------------------------------------------------------------
const commonDocsOptions = {
  breadcrumbs: true,
  showLastUpdateAuthor: false,
  // "Last updated on …" under every manual page, from git (see markdown.parseFrontMatter below).
  showLastUpdateTime: datedPages,
  onInlineTags: 'ignore',
  versions: { current: { label: VERSION_LABEL[locale] } },
  // Pages with code blocks import the highlighter and their grammars (plugins/code-highlighting);
  // code blocks marked `values=<product>` take the reader's own values (plugins/reader-values).
  remarkPlugins: [remarkCodeHighlighting, remarkReaderValues],
} satisfies DocsOptions;

/**
 * A manual's sidebar is generated from its folder (Docusaurus's default when no sidebars file is
 * given). A reference's pages are what `npm run gen-api` wrote for this locale in
 * `generated/api/<locale>/` (no i18n folder to translate them in); its kind's module adds the rest.
 */
function docsOptions(set: DocSet): DocsOptions {
  const dir = contentDir(set, locale);
  return {
    ...commonDocsOptions,
    id: set.id,
    path: dir,
    routeBasePath: set.routeBasePath,
    ...(isGenerated(set) ? referenceKind(set).docsOptions(dir) : {}),
  };
}

const defaultDocs = docSets.find((set) => set.id === DEFAULT_DOCS_ID);
if (!defaultDocs) throw new Error(`src/data/docSets.ts: the row with id "${DEFAULT_DOCS_ID}" is missing`);

const docsPlugins: PluginConfig[] = productSets.map((set) => ['@docusaurus/plugin-content-docs', docsOptions(set)]);

// Navigation: src/data/navigation.ts, in the build's locale.
const navItem = (link: NavLink) => ({
  label: t(link.label),
  ...('to' in link ? { to: link.to } : { href: link.href }),
});

const config: Config = {
  title: t(siteText.title),
  tagline: t(siteText.tagline),
  favicon: 'img/favicon.svg',
  url: vendor.docsUrl,
  baseUrl: '/',
  trailingSlash: false,
  // `generated/static` holds the OpenAPI files copied by `npm run gen-api` for download.
  staticDirectories: ['static', `${GENERATED_DIR}/static`],
  organizationName: vendor.name,
  projectName: 'docs-portal',

  // Every future flag by name: a shortcut (`v4: true`, `experimental_faster: true`) would also opt
  // into whatever flag a later 3.x release adds to it, untested.
  future: {
    v4: { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: true },
    experimental_faster: {
      swcJsLoader: !withoutFaster,
      swcJsMinimizer: !withoutFaster,
      swcHtmlMinimizer: !withoutFaster,
      lightningCssMinimizer: !withoutFaster,
      mdxCrossCompilerCache: !withoutFaster,
      rspackBundler: !withoutFaster,
      rspackPersistentCache: !withoutFaster,
      ssgWorkerThreads: !withoutFaster,
    },
  },

  // Docusaurus's page template, with the scripts started after the first paint (see the file).
  ssrTemplate,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    format: 'detect',
    // Each page's last commit date, from one `git log` for the whole site (tooling/content/lastUpdate.ts);
    // a date a writer sets in front matter wins.
    parseFrontMatter: async ({ filePath, fileContent, defaultParseFrontMatter }) => {
      const result = await defaultParseFrontMatter({ filePath, fileContent });
      const lastUpdate = result.frontMatter.last_update === undefined ? lastUpdateFrontMatter(filePath) : undefined;
      return lastUpdate ? { ...result, frontMatter: { ...result.frontMatter, last_update: lastUpdate } } : result;
    },
    hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn' },
  },

  i18n: {
    defaultLocale,
    locales: [...locales],
    localeConfigs: Object.fromEntries(
      // The base URL is stated, not inferred: a build of one locale (`--locale zh-tw`, as the
      // parallel build and the scratch site run it) is then served where the full build serves it.
      locales.map((name) => [
        name,
        { ...localeSettings[name], direction: 'ltr', calendar: 'gregory', baseUrl: `${localePrefix(name)}/` },
      ]),
    ),
  },

  customFields: {
    /** SPEC §3: the tag-manager container id, `{key}` until a deployment sets it. */
    tagManagerContainerId: tagManagerEnabled ? tagManagerId : '{key}',
    /**
     * Issue 42: the route base of each reference with a request panel and the product whose values
     * it takes (src/clientModules/requestPanelValues.ts).
     */
    requestPanelProducts: referenceSets
      .filter((set) => referenceKind(set).requestPanel)
      .map((set) => [`/${set.routeBasePath}/`, set.product ?? set.id]),
  },

  presets: [
    [
      'classic',
      {
        docs: docsOptions(defaultDocs),
        blog: false,
        pages: { remarkPlugins: [remarkCodeHighlighting] },
        theme: { customCss: './src/css/custom.css' },
        // The offline page is what the service worker shows for a page it lacks, not a page to find.
        sitemap: { lastmod: null, changefreq: null, priority: null, ignorePatterns: ['/offline', '/zh-tw/offline'] },
        ...(tagManagerEnabled ? { googleTagManager: { containerId: tagManagerId } } : {}),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ...docsPlugins,
    // Local plugins as [plugin, options] pairs: the OpenAPI CLI expects every entry to be a pair.
    [familyHubsPlugin, {}],
    [browserStandInsPlugin, {}],
    // Its options come from src/data/search.ts inside the plugin: options written here would also
    // reach the browser, in the site config of main.js (the search box reads its own generated copy).
    [searchPlugin, {}],
    [codeHighlightingPlugin, {}],
    [leanRegistryPlugin, {}],
    // A redirect page at every old URL (src/data/redirects.ts; paths below each locale's base URL),
    // for hosts without nginx; nginx answers the same paths with a 301 (build/.nginx/redirects.conf).
    // `createRedirects` (a function) rather than a `redirects` list: the site config, plugin options
    // included, reaches the browser in main.js, and a function does not.
    [
      '@docusaurus/plugin-client-redirects',
      {
        createRedirects: (existingPath: string) =>
          redirects.filter((redirect) => redirect.to === existingPath).map((redirect) => redirect.from),
      },
    ],
    [markdownCopiesPlugin, {}],
    // Offline reading (src/data/offline.js): the web app manifest and its head tags. The service
    // worker is built by `npm run postbuild` (tooling/serving/serviceWorker.ts) and registered in production
    // by src/clientModules/offlineCache.ts.
    [webAppManifestPlugin, {}],
    [pageHeadTagsPlugin, {}],
    [manualLandingsPlugin, {}],
  ],

  themes: ['docusaurus-theme-openapi-docs'],

  // An open tab notices a newer release on its next navigation and loads it (see the module).
  // Offline reading: in production, registers the service worker once the page has loaded.
  clientModules: [
    './src/clientModules/idlePrefetch.ts',
    './src/clientModules/warmCollator.ts',
    './src/clientModules/newRelease.ts',
    './src/clientModules/offlineCache.ts',
    './src/clientModules/requestPanelValues.ts',
  ],

  themeConfig: {
    image: 'img/social-card.svg',
    colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
    announcementBar: {
      id: announcement.id,
      content: t(announcement.content),
      isCloseable: true,
    },
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: t(siteText.shortTitle),
      hideOnScroll: true,
      logo: { alt: t(navbarText.logoAlt), src: 'img/logo.svg' },
      items: [
        ...navbarMenus.map((menu) => ({
          type: 'dropdown' as const,
          label: t(menu.label),
          position: 'left' as const,
          items: menu.items.map(navItem),
        })),
        { type: 'localeDropdown', position: 'right' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      logo: { alt: t(navbarText.logoAlt), src: 'img/logo-white.svg', href: vendor.site, width: 140, height: 32 },
      links: footerColumns.map((column) => ({ title: t(column.title), items: column.items.map(navItem) })),
      copyright: `${t(footerText.copyright)} © ${new Date().getFullYear()} ${vendor.legalName}`,
    },
    // Light mode only (colorMode above), so no dark theme. No additionalLanguages: each page imports
    // the grammars its code blocks name, with the highlighter (plugins/code-highlighting).
    prism: { theme: codeTheme },
    // No `languageTabs`: only the theme's CodeSnippets reads them, which src/theme/ApiExplorer/CodeSnippets
    // replaces; the samples' languages are tooling/openapi/codeSamples.ts's `sampleLanguages`, and the
    // site config rides in every page's main.js.
  } satisfies Preset.ThemeConfig,
};

export default config;
