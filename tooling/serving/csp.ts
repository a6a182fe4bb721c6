import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { referenceSets, translatedLocales } from '../../src/data/docSets';
import { referenceKind } from '../references/kinds';

/**
 * The Content-Security-Policy of the portal, written here once: `npm run build` turns it into the
 * nginx include `build/.nginx/csp.conf` (http level; see deploy/nginx/portal.conf), and the HTTP
 * tests compare what nginx sends with it.
 *
 * Only this origin, the font service and the tag manager (with the analytics hosts its tags report
 * to) may be reached. Inline scripts run only when their sha256 hash is listed: the hashes are
 * computed from the built HTML, so a new inline script (a theme upgrade, a head tag) is allowed by
 * the next build and by nothing else. Styles keep 'unsafe-inline': React writes `style` attributes,
 * which hashes cannot allow.
 */
export const FONT_HOSTS = { styles: 'https://fonts.googleapis.com', files: 'https://fonts.gstatic.com' };
export const TAG_MANAGER_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/**
 * The request panel of the API reference sends the reader's requests to their own API host: any
 * HTTPS host, and plain HTTP on the reader's own computer only. An HTTPS page cannot fetch
 * `http://` anywhere else (mixed content; loopback is the browsers' one exception), so the policy
 * allows no more, and the panel says so before sending (src/components/RequestReach).
 */
export const API_CONNECT_SOURCES = [
  "'self'",
  'https:',
  'http://localhost:*',
  'http://*.localhost:*',
  'http://127.0.0.1:*',
];

export function policy(scriptHashes: readonly string[], api: boolean): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), 'https://www.googletagmanager.com'],
    'style-src': ["'self'", "'unsafe-inline'", FONT_HOSTS.styles],
    'font-src': ["'self'", FONT_HOSTS.files],
    'img-src': ["'self'", 'data:', ...TAG_MANAGER_HOSTS],
    'connect-src': api ? API_CONNECT_SOURCES : ["'self'", ...TAG_MANAGER_HOSTS],
    'frame-src': ['https://www.googletagmanager.com'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The URL paths of the API references in every locale, as one nginx regular expression. */
export function apiPathPattern(): string {
  const bases = referenceSets.filter((set) => referenceKind(set).requestPanel).map((set) => set.routeBasePath);
  const prefixes = translatedLocales.map((locale) => `${locale}/`).join('|');
  return `^/(${prefixes})?(${bases.join('|')})(/|$)`;
}

/** A page that only sends the reader elsewhere (`<meta http-equiv="refresh">`, no content). */
const REDIRECT_PAGE = /<meta http-equiv="refresh"/i;

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The sha256 sources of the executable inline scripts of one HTML page (JSON data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\btype=["']?([^"'\s>]+)/.exec(attributes ?? '')?.[1];
    if (type !== undefined && !/^(text|application)\/javascript$|^module$/.test(type)) continue;
    if (!body) continue;
    hashes.push(`sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/**
 * Every distinct inline-script hash of the HTML pages below a folder, sorted. The redirect pages of
 * plugin-client-redirects are left out: nginx answers their paths with a 301 (src/data/redirects.ts),
 * and each would add its own hash to every response's policy.
 */
export function buildScriptHashes(outDir: string): string[] {
  const hashes = new Set<string>();
  for (const name of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html')) continue;
    const html = fs.readFileSync(path.join(outDir, name), 'utf8');
    if (REDIRECT_PAGE.test(html)) continue;
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  }
  return [...hashes].sort();
}

/** Where the build keeps its nginx include (a dot folder: nginx never serves it). */
export const CSP_INCLUDE = path.join('.nginx', 'csp.conf');

/** A value written as an nginx string: quoted, its quotes and backslashes escaped. */
export const nginxString = (value: string): string => `"${value.replace(/(["\\])/g, '\\$1')}"`;

/**
 * The nginx include (http level) that maps every request to its `$portal_csp`. A map, not `set`:
 * a map is evaluated when the header is written, so redirects, 405s and the 400s nginx gives
 * malformed requests carry the policy too.
 */
export function cspInclude(scriptHashes: readonly string[]): string {
  return [
    '# Generated by `npm run build` (scripts/postbuild.ts) from tooling/serving/csp.ts and the inline scripts',
    '# of this build. Do not edit: change tooling/serving/csp.ts and rebuild. Include inside `http { }`.',
    'map $uri $portal_csp {',
    `    ${nginxString(`~${apiPathPattern()}`)} ${nginxString(policy(scriptHashes, true))};`,
    `    default ${nginxString(policy(scriptHashes, false))};`,
    '}',
    '',
  ].join('\n');
}
