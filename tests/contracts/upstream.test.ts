/**
 * Upstream contracts: what the portal takes from Docusaurus, the OpenAPI theme and the search plugin
 * outside their public API (src/theme/README.md lists it), checked against `node_modules` and the
 * built site. Run it first after `npm update` (`npm run test:contracts`); each failure names what
 * changed and where it is used. Reading upstream internals is this test's job: nothing else in the
 * browser code may.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { defaultLocale, localePrefix, locales } from '../../src/data/docSets';
import { ROOT } from '../../tooling/content/files';
import { CHECKED_VERSIONS } from '../../tooling/upstreamVersions';
import { PAGE_SCRIPTS_ID, pageAssetsOf, ssrTemplate } from '../../tooling/serving/htmlTemplate';
import { lazyRoutes, leanRegistry } from '../../plugins/lean-registry/loader.cjs';
import { shortcutHints } from '../../src/components/SearchHooks';
import { searchPluginOptions } from '../../src/data/search';

const require = createRequire(import.meta.url);
/** A package's folder (some export no package.json, so it is not resolved through them). */
const moduleDir = (name: string): string => path.join(ROOT, 'node_modules', name);
const read = (file: string): string => fs.readFileSync(file, 'utf8');
const THEME_README = path.join(ROOT, 'src/theme/README.md');

/** Where each package keeps the components a site can override. */
const THEME_FOLDERS: Record<string, string> = {
  '@docusaurus/theme-classic': 'lib/theme',
  'docusaurus-theme-openapi-docs': 'lib/theme',
  '@easyops-cn/docusaurus-search-local': 'dist/client/client/theme',
};

interface OverrideRow {
  component: string;
  pkg: string;
  kind: string;
  rating: string;
}

/** The overrides table of src/theme/README.md. */
function overrideRows(): OverrideRow[] {
  const section = read(THEME_README).split('## Overrides')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim().replace(/^`|`$/g, '')))
    .map(([, component = '', pkg = '', kind = '', rating = '']) => ({ component, pkg, kind, rating }));
}

/** The components overridden in src/theme, by their theme name (`DocItem/Content`, `MDXComponents`). */
function overriddenComponents(): string[] {
  const dir = path.join(ROOT, 'src/theme');
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|jsx?)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.replace(/\/index\.(tsx?|jsx?)$/, '').replace(/\.(tsx?|jsx?)$/, ''))
    .sort();
}

/** The package's own rating of an override: theme-classic's swizzle configuration; the others declare none. */
function packageRating(pkg: string, component: string, kind: string): string {
  if (pkg !== '@docusaurus/theme-classic') return 'unsafe';
  const config = (
    require(path.join(moduleDir(pkg), 'lib/getSwizzleConfig.js')) as {
      default: () => { components: Record<string, { actions: Record<string, string> }> };
    }
  ).default();
  const action = kind === 'wrap' ? 'wrap' : 'eject';
  const rating = config.components[component]?.actions[action];
  return rating ?? 'unsafe';
}

test('the packages are at the versions this list was checked against', () => {
  for (const [name, version] of Object.entries(CHECKED_VERSIONS)) {
    const installed = (JSON.parse(read(path.join(moduleDir(name), 'package.json'))) as { version: string }).version;
    assert.equal(
      installed,
      version,
      `${name} is ${installed}, not ${version}: re-check its rows in src/theme/README.md, then update tooling/upstreamVersions.ts`,
    );
  }
});

test('every override is listed, exists upstream and is rated as its package rates it; at most 12 are unsafe', () => {
  const rows = overrideRows();
  assert.deepEqual(
    rows.map((row) => row.component).sort(),
    overriddenComponents(),
    'src/theme/README.md lists exactly the files of src/theme',
  );
  for (const row of rows) {
    const folder = THEME_FOLDERS[row.pkg];
    assert.ok(folder, `${row.component}: unknown package ${row.pkg}`);
    const upstream = path.join(moduleDir(row.pkg), folder, row.component);
    assert.ok(
      fs.existsSync(upstream) || fs.existsSync(`${upstream}.js`),
      `${row.component}: ${row.pkg} no longer has this component (${path.relative(ROOT, upstream)}); the override overrides nothing`,
    );
    assert.equal(
      row.rating,
      packageRating(row.pkg, row.component, row.kind),
      `${row.component}: ${row.pkg} rates a ${row.kind} "${packageRating(row.pkg, row.component, row.kind)}"`,
    );
  }
  const unsafe = rows.filter((row) => row.rating !== 'safe');
  assert.ok(unsafe.length <= 12, `${unsafe.length} unsafe overrides: ${unsafe.map((row) => row.component).join(', ')}`);
  assert.match(read(THEME_README), new RegExp(`## Overrides: ${rows.length}, of which ${unsafe.length} unsafe`));
});

test('no browser code of ours imports a lib/ or dist/ path of a package but the one listed', () => {
  const browserDirs = [
    'src',
    'plugins/browser-stand-ins/stubs',
    ...fs.readdirSync(path.join(ROOT, 'plugins')).map((name) => `plugins/${name}/client`),
  ];
  const offenders: string[] = [];
  for (const dir of browserDirs.map((name) => path.join(ROOT, name)).filter((full) => fs.existsSync(full))) {
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(tsx?|jsx?|mjs|cjs)$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      for (const match of read(file).matchAll(/(?:from|import|require\()\s*\(?['"]([^'"]+)['"]/g)) {
        const specifier = match[1] ?? '';
        if (!specifier.startsWith('.') && !specifier.startsWith('@site/') && /\/(lib|dist)\//.test(specifier)) {
          offenders.push(`${path.relative(ROOT, file)}: ${specifier}`);
        }
      }
    }
  }
  assert.deepEqual(
    offenders,
    // Listed in src/theme/README.md (Private imports), its export checked below.
    ['plugins/browser-stand-ins/stubs/openapi-qualifiers.js: docusaurus-plugin-openapi-docs/lib/markdown/schema.js'],
    'use a public API, or list it in src/theme/README.md with its reason and guard',
  );
});

test("the page template is Docusaurus's own but for how the scripts start", () => {
  const upstream = (
    require(path.join(moduleDir('@docusaurus/core'), 'lib/ssg/ssgTemplate.html.js')) as { default: string }
  ).default;
  const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();
  const withoutScripts = upstream.replace(/<% it\.scripts\.forEach\(\(script\) => \{ %>[\s\S]*?<% \}\); %>/, '');
  assert.notEqual(withoutScripts, upstream, "Docusaurus's template no longer starts its scripts as it did");
  const ours = ssrTemplate
    .replace(new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ID}">[\\s\\S]*?</script>`), '')
    .replace(/<script>[\s\S]*?<\/script>/, '');
  assert.equal(
    squash(ours),
    squash(withoutScripts),
    "Docusaurus's page template changed: bring its change into tooling/serving/htmlTemplate.ts",
  );
});

test('the route registry Docusaurus generated has the shape plugins/lean-registry reads', () => {
  const registry = path.join(ROOT, '.docusaurus', 'registry.js');
  assert.ok(fs.existsSync(registry), 'no .docusaurus/registry.js: build the site first (npm run build)');
  let lean = '';
  assert.doesNotThrow(() => (lean = leanRegistry(read(registry), registry)));
  assert.doesNotMatch(lean, /\), "@/, 'a module path is left in the browser registry');
});

test('the route table Docusaurus generated has the shape plugins/lean-registry reads', () => {
  const routes = path.join(ROOT, '.docusaurus', 'routes.js');
  assert.ok(fs.existsSync(routes), 'no .docusaurus/routes.js: build the site first (npm run build)');
  let lazy = '';
  assert.doesNotThrow(() => (lazy = lazyRoutes(read(routes), routes)));
  assert.doesNotMatch(lazy, /component: ComponentCreator\(/, 'a route still creates its component as main.js starts');
});

test('every built page lists its scripts for the loader and links its style sheet', () => {
  for (const locale of locales) {
    const dir = path.join(ROOT, 'build', localePrefix(locale));
    for (const page of ['index.html', 'EdgeHub/Introduction/What_is_EdgeHub.html', 'APIs/EdgeHub/get-gateways.html']) {
      const file = path.join(dir, page);
      assert.ok(fs.existsSync(file), `${path.relative(ROOT, file)} is missing: build the site first (npm run build)`);
      const { scripts, stylesheets } = pageAssetsOf(read(file));
      const prefix = locale === defaultLocale ? '' : localePrefix(locale);
      assert.ok(
        scripts.some((script) => new RegExp(`^${prefix}/assets/js/main\\.[0-9a-f]+\\.js$`).test(script)),
        `${path.relative(ROOT, file)}: no main script in the page's script list`,
      );
      assert.ok(stylesheets.length > 0, `${path.relative(ROOT, file)}: no style sheet`);
    }
  }
});

test('the wrapped components still render what the wrappers rely on', () => {
  const classic = moduleDir('@docusaurus/theme-classic');
  // DocItem/Content: the Markdown container plugins/markdown-copies makes each page's copy from.
  assert.match(
    read(path.join(moduleDir('@docusaurus/theme-common'), 'lib/utils/ThemeClassNames.js')),
    /docMarkdown: 'theme-doc-markdown'/,
  );
  assert.match(read(path.join(classic, 'lib/theme/DocItem/Content/index.js')), /ThemeClassNames\.docs\.docMarkdown/);
  // NotFound/Content: the one component of both the not-found page and an unknown path in a set.
  assert.match(read(path.join(classic, 'lib/theme/NotFound/index.js')), /<NotFoundContent \/>/);
  assert.match(read(path.join(classic, 'lib/theme/DocRoot/index.js')), /<NotFoundContent \/>/);
  // MDXComponents (ejected): the theme's map of tags to components, entry for entry, plus `table`.
  const mapKeys = (source: string): string[] =>
    [...(/const MDXComponents(?:: \w+)? = \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '').matchAll(/^ {2}(\w+)\b/gm)].map(
      (match) => match[1] as string,
    );
  const upstreamKeys = mapKeys(read(path.join(classic, 'lib/theme/MDXComponents/index.js')));
  assert.ok(
    upstreamKeys.length > 10,
    "theme-classic's MDXComponents map not found: re-eject src/theme/MDXComponents.tsx",
  );
  assert.deepEqual(
    mapKeys(read(path.join(ROOT, 'src/theme/MDXComponents.tsx'))),
    [...upstreamKeys, 'table'],
    "src/theme/MDXComponents.tsx is theme-classic's map plus `table`: bring the theme's change into it",
  );
  // ApiExplorer/Response reads the request panel's store through the theme's hook.
  const openapiTheme = moduleDir('docusaurus-theme-openapi-docs');
  assert.match(read(path.join(openapiTheme, 'lib/theme/ApiItem/hooks.js')), /exports\.useTypedSelector =/);
  const response = read(path.join(openapiTheme, 'lib/theme/ApiExplorer/Response/index.js'));
  for (const field of ['state.response.value', 'state.response.code']) {
    assert.ok(
      response.includes(field),
      `the theme's Response no longer reads ${field}: update src/theme/ApiExplorer/Response`,
    );
  }
  // ...and the chosen server as the Server slice keeps it: `value.url` with `variables[name].default`.
  const serverSlice = read(path.join(openapiTheme, 'lib/theme/ApiExplorer/Server/slice.js'));
  assert.match(serverSlice, /name: "server"/);
  assert.match(serverSlice, /state\.value\.variables\[parsedPayload\.key\]\.default = parsedPayload\.value/);
  // The storage contract of src/clientModules/requestPanelValues.ts (src/theme/README.md): the page
  // reads the chosen server from the session-storage entry `server` and each scheme's credentials
  // from the entry named by its id (`{"token": …}` for a bearer scheme), when it renders.
  const apiItem = read(path.join(openapiTheme, 'lib/theme/ApiItem/index.js'));
  assert.match(apiItem, /options\?\.authPersistence \?\? "sessionStorage"/);
  assert.match(apiItem, /const server = storage\.getItem\("server"\);/);
  const authSlice = read(path.join(openapiTheme, 'lib/theme/ApiExplorer/Authorization/slice.js'));
  assert.match(authSlice, /persisted = JSON\.parse\(storage\.getItem\(schemeID\) \?\? ""\)\[key\];/);
  assert.match(
    read(path.join(openapiTheme, 'lib/theme/ApiExplorer/Authorization/auth-types.js')),
    /security\.scheme === "bearer"\) \{\s*return \["token"\];/,
  );
  // ArrayBrackets: the theme imports the two named brackets that ours export.
  const brackets = read(path.join(openapiTheme, 'lib/theme/ArrayBrackets/index.js'));
  for (const name of ['OpeningArrayBracket', 'ClosingArrayBracket']) assert.match(brackets, new RegExp(name));
  // The generator's default page writer that tooling/openapi/apiPageMarkdown.ts calls, and the qualifier the stand-in wraps.
  const generator = moduleDir('docusaurus-plugin-openapi-docs');
  assert.match(read(path.join(generator, 'lib/markdown/index.js')), /exports\.createApiPageMD = /);
  assert.match(read(path.join(generator, 'lib/markdown/schema.js')), /exports\.getQualifierMessage = /);
  // src/components/ApiSections: the generator imports the three sections as deferSections rewrites
  // them; parameters and request body are BrowserOnly with the skeleton it shows until they mount;
  // a response's schema is drawn from its `content` (what the sections withhold until then).
  const pageWriter = read(path.join(generator, 'lib/markdown/index.js'));
  for (const name of ['ParamsDetails', 'RequestSchema', 'StatusCodes']) {
    assert.ok(
      pageWriter.includes(`import ${name} from "@theme/${name}";`),
      `the generator no longer imports @theme/${name} as tooling/openapi/apiPageMarkdown.ts (deferSections) expects`,
    );
  }
  for (const name of ['ParamsDetails', 'RequestSchema']) {
    assert.match(
      read(path.join(openapiTheme, `lib/theme/${name}/index.js`)),
      /BrowserOnly_1\.default,\s*\{\s*fallback: react_1\.default\.createElement\(SkeletonLoader_1\.default, \{\s*size: "sm",/,
      `the theme's ${name} no longer falls back to <SkeletonLoader size="sm">: update src/components/ApiSections`,
    );
  }
  assert.match(
    read(path.join(openapiTheme, 'lib/theme/StatusCodes/index.js')),
    /body: \{ content: response\.content \}/,
    "the theme's StatusCodes no longer draws a response's schema from `content`: update src/components/ApiSections",
  );
});

test("the search stand-in's key hints are the plugin's, for our shortcut and others, on every system", async () => {
  const keymap = (await import(
    path.join(moduleDir('@easyops-cn/docusaurus-search-local'), 'dist/client/client/utils/keymap.js')
  )) as { getKeymapHints: (keymap: string, mac: boolean) => string[] };
  for (const shortcut of [searchPluginOptions.searchBarShortcutKeymap, 'ctrl+k', 'cmd+k', 'mod+shift+k', 'alt+k']) {
    for (const mac of [true, false]) {
      assert.deepEqual(
        shortcutHints(shortcut, mac),
        keymap.getKeymapHints(shortcut, mac),
        `${shortcut} on ${mac ? 'macOS' : 'other systems'}: src/components/SearchHooks differs from the plugin`,
      );
    }
  }
});

test('the search plugin carries one patch, for its installed version, and npm ci applied it', () => {
  const plugin = '@easyops-cn/docusaurus-search-local';
  const patches = fs.readdirSync(path.join(ROOT, 'patches')).filter((file) => file.startsWith('@easyops-cn+'));
  assert.deepEqual(
    patches,
    [`@easyops-cn+docusaurus-search-local+${CHECKED_VERSIONS[plugin]}.patch`],
    'patches/ holds one patch of the search plugin, named for the version this list was checked against: ' +
      'on an upgrade, re-create it (npx patch-package @easyops-cn/docusaurus-search-local) or drop what upstream took',
  );
  const search = moduleDir(plugin);
  const applied: Array<[string, RegExp]> = [
    ['dist/client/client/theme/worker.js', /matchPages\(wrappedIndexes, pageTerms\)/],
    ['dist/client/client/utils/smartQueries.js', /fuzzy: true/],
    ['dist/client/client/theme/SearchBar/SearchBar.jsx', /matchSearchContext\(uri, searchContextByPaths\)/],
    ['dist/server/server/utils/validateOptions.js', /subPaths: /],
    ['dist/server/server/utils/postBuildFactory.js', /_path\.subPaths/],
  ];
  for (const [file, pattern] of applied) {
    assert.match(
      read(path.join(search, file)),
      pattern,
      `${file} is not patched: npm ci runs patch-package (postinstall)`,
    );
  }
});

test("the search plugin: its index names hash docsDir's Markdown, its builder exists, its look is what the stand-in copies", () => {
  const search = moduleDir('@easyops-cn/docusaurus-search-local');
  const hash = read(path.join(search, 'dist/server/server/utils/getIndexHash.js'));
  assert.match(hash, /scanFiles\("indexDocs", "docsDir"\)/, 'the index name no longer hashes the docsDir folders');
  assert.match(hash, /endsWith\("\.md"\)/, 'the index name no longer hashes .md files');
  assert.match(read(path.join(search, 'dist/server/server/utils/buildIndex.js')), /exports\.buildIndex = /);
  // The stand-in search box draws the plugin's idle box with rules of its own: same declarations.
  const declarations = (css: string, selector: string): string[] => {
    const block = new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    return block
      .split(';')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .sort();
  };
  const theirs = read(path.join(search, 'dist/client/client/theme/SearchBar/SearchBar.module.css'));
  const ours = read(path.join(ROOT, 'src/theme/SearchBar/styles.module.css'));
  for (const [plugin, own] of [
    ['.searchBarContainer', '.container'],
    ['.searchIcon', '.icon'],
    ['.searchHintContainer', '.hints'],
    ['.searchHint', '.hint'],
  ] as const) {
    const expected = declarations(theirs, plugin);
    assert.ok(expected.length > 0, `the plugin's stylesheet has no ${plugin} rule any more`);
    assert.deepEqual(
      declarations(ours, own),
      expected,
      `src/theme/SearchBar/styles.module.css ${own} differs from the plugin's ${plugin}`,
    );
  }
});
