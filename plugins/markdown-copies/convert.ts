/**
 * Built HTML → clean Markdown, for the Markdown copy of a page (see ./index.ts). Works on the HTML
 * Docusaurus rendered, so MDX components, shared-fact partials and tabs come out as readers see
 * them: the article's Markdown container is cleaned into plain HTML (code blocks with their
 * language, admonitions as quotes, tabs as labelled sections, links and images absolute), then
 * hast-util-to-mdast and mdast-util-to-markdown (with GFM tables) write the Markdown.
 */
import { createHash } from 'node:crypto';
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';

/** The class of the container DocItem/Content renders the page's Markdown into. */
export const MARKDOWN_CONTAINER = 'theme-doc-markdown';
/** Inside it on an API page (docusaurus-theme-openapi-docs): the column with the page's text. */
export const API_CONTAINER = 'openapi-left-panel__container';

export interface PageToConvert {
  /** The built HTML of the page. */
  html: string;
  /** Absolute URL of the page: relative links and anchors are resolved against it. */
  url: string;
  /** Where the HTML came from, for error messages. */
  file: string;
  /** Called with the container before it is cleaned (the API pages add their schemas). */
  enrich?: (container: Element) => void;
  /** Images the bundler inlined as data: URIs, by the SHA-1 of their bytes: their public path. */
  inlinedImages?: ReadonlyMap<string, string>;
}

export class MissingContainerError extends Error {}

const classes = (node: Element): string[] => {
  const value: unknown = node.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
};
export const hasClass = (node: Element, name: string): boolean => classes(node).includes(name);
const hasClassPrefix = (node: Element, prefix: string): boolean => classes(node).some((c) => c.startsWith(prefix));

export const isElement = (node: RootContent | ElementContent | Root, tag?: string): node is Element =>
  node.type === 'element' && (tag === undefined || node.tagName === tag);

export function findElement(node: Root | Element, test: (element: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

export function findAll(node: Root | Element, test: (element: Element) => boolean, into: Element[] = []): Element[] {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) into.push(child);
    else findAll(child, test, into);
  }
  return into;
}

/** The text of a node as the browser would copy it: `<br>` is a line break. */
export function textOf(node: ElementContent | RootContent | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  if (node.type === 'element') return node.children.map(textOf).join('');
  if (node.type === 'root') return node.children.map(textOf).join('');
  return '';
}

/** A small hast builder for the replacement elements. */
export function h(
  tagName: string,
  properties: Element['properties'],
  children: Array<ElementContent | string>,
): Element {
  return {
    type: 'element',
    tagName,
    properties,
    children: children.map((child): ElementContent => (typeof child === 'string' ? text(child) : child)),
  };
}
const text = (value: string): Text => ({ type: 'text', value });

/** Elements that are page chrome, not content. */
function isChrome(node: Element): boolean {
  return (
    ['button', 'svg', 'script', 'style', 'noscript', 'template', 'nav'].includes(node.tagName) ||
    hasClass(node, 'hash-link') ||
    hasClass(node, 'openapi-skeleton') ||
    hasClass(node, 'theme-doc-toc-mobile') ||
    hasClass(node, 'theme-doc-footer') ||
    hasClass(node, 'pagination-nav') ||
    hasClass(node, 'theme-edit-this-page') ||
    hasClass(node, 'openapi__divider')
  );
}

/** A code block of the theme (`div.theme-code-block`, or a bare `pre`) as `pre > code.language-x`. */
function cleanCodeBlock(node: Element): Element[] {
  const pre = node.tagName === 'pre' ? node : findElement(node, (e) => e.tagName === 'pre');
  const languageOf = (e: Element | undefined): string | undefined =>
    e
      ? classes(e)
          .find((c) => c.startsWith('language-'))
          ?.slice('language-'.length)
      : undefined;
  const language =
    languageOf(node) ?? languageOf(pre) ?? (pre && languageOf(findElement(pre, (e) => e.tagName === 'code')));
  const code = pre ? (findElement(pre, (e) => e.tagName === 'code') ?? pre) : node;
  // Line numbers are spans of their own; leave them out of the code.
  const lines = findAll(code, (e) => hasClassPrefix(e, 'codeLineNumber_'));
  for (const line of lines) line.children = [];
  const value = textOf(code).replace(/\n$/, '');
  const title = findElement(node, (e) => hasClassPrefix(e, 'codeBlockTitle_'));
  const block = h('pre', {}, [h('code', language ? { className: [`language-${language}`] } : {}, [value])]);
  return title ? [h('p', {}, [h('strong', {}, [textOf(title).trim()])]), block] : [block];
}

/** An admonition as a quote whose first line is its title (`> **Note**`). */
function cleanAdmonition(node: Element): Element {
  const heading = findElement(node, (e) => hasClassPrefix(e, 'admonitionHeading_'));
  const content = findElement(node, (e) => hasClassPrefix(e, 'admonitionContent_'));
  const title = heading ? textOf(heading).trim() : '';
  const label = title.charAt(0).toUpperCase() + title.slice(1);
  return h('blockquote', {}, [
    ...(label ? [h('p', {}, [h('strong', {}, [label])])] : []),
    ...(content?.children ?? []),
  ]);
}

/** Headings of a tabs container outside its tab list and panels (the API pages' "Responses"). */
function tabHeadings(node: Element, into: Element[] = []): Element[] {
  for (const child of node.children) {
    if (!isElement(child) || child.properties.role === 'tablist' || child.properties.role === 'tabpanel') continue;
    if (/^h[1-6]$/.test(child.tagName)) into.push(child);
    else tabHeadings(child, into);
  }
  return into;
}

/** Tabs: every panel (the hidden ones too), each after a paragraph naming its tab. */
function cleanTabs(node: Element): ElementContent[] {
  const tabList = findElement(node, (e) => e.properties.role === 'tablist');
  const labels = tabList ? findAll(tabList, (e) => e.properties.role === 'tab').map((tab) => textOf(tab).trim()) : [];
  const panels = findAll(node, (e) => e.properties.role === 'tabpanel');
  return [
    ...tabHeadings(node),
    ...panels.flatMap((panel, index) => [
      h('p', {}, [h('strong', {}, [labels[index] ?? String(index + 1)])]),
      ...panel.children,
    ]),
  ];
}

/** `<details>`: the summary as a bold paragraph, then the content, always shown. */
function cleanDetails(node: Element): ElementContent[] {
  const summary = node.children.find((child): child is Element => isElement(child, 'summary'));
  const rest = node.children.filter((child) => child !== summary);
  return [...(summary ? [h('p', {}, [h('strong', {}, [textOf(summary).trim()])])] : []), ...rest];
}

function absolute(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

function imageFor(node: Element, page: PageToConvert): ElementContent[] {
  const src = String(node.properties.src ?? '');
  const alt = String(node.properties.alt ?? '').trim();
  if (src.startsWith('data:')) {
    // Small images are inlined by the bundler: point at the same file in the build, if it is one.
    const comma = src.indexOf(',');
    const bytes = /;base64$/.test(src.slice(0, comma))
      ? Buffer.from(src.slice(comma + 1), 'base64')
      : Buffer.from(decodeURIComponent(src.slice(comma + 1)));
    const file = page.inlinedImages?.get(createHash('sha1').update(bytes).digest('hex'));
    if (!file) return alt ? [h('em', {}, [alt])] : [];
    return [h('img', { src: absolute(file, page.url), alt }, [])];
  }
  return [h('img', { src: absolute(src, page.url), alt }, [])];
}

/** Cleans the children of `parent` in place (see the module comment). */
function clean(parent: Element | Root, page: PageToConvert): void {
  const out: Array<RootContent | ElementContent> = [];
  for (const child of parent.children) {
    if (child.type === 'comment' || child.type === 'doctype') continue;
    if (!isElement(child)) {
      out.push(child);
      continue;
    }
    if (isChrome(child)) continue;
    if (hasClass(child, 'openapi__method-endpoint')) {
      // An API page's method and path: `**GET** `/api/v1/gateways``.
      const method = findElement(child, (e) => hasClass(e, 'badge'));
      const rest = child.children.filter((node) => node !== method);
      out.push(
        h('p', {}, [
          h('strong', {}, [method ? textOf(method).trim() : '']),
          ' ',
          h('code', {}, [rest.map(textOf).join('').trim()]),
        ]),
      );
      continue;
    }
    if (child.tagName === 'img') {
      out.push(...imageFor(child, page));
      continue;
    }
    if (hasClass(child, 'theme-code-block') || child.tagName === 'pre') {
      out.push(...cleanCodeBlock(child));
      continue;
    }
    let replacement: ElementContent[] | undefined;
    if (hasClass(child, 'theme-admonition')) replacement = [cleanAdmonition(child)];
    else if (hasClass(child, 'tabs-container') || hasClass(child, 'openapi-tabs__container'))
      replacement = cleanTabs(child);
    else if (child.tagName === 'details') replacement = cleanDetails(child);
    if (replacement) {
      const wrapper: Element = h('div', {}, replacement);
      clean(wrapper, page);
      out.push(...wrapper.children);
      continue;
    }
    if (child.tagName === 'a' && typeof child.properties.href === 'string') {
      child.properties = { href: absolute(child.properties.href, page.url) };
    }
    clean(child, page);
    out.push(child);
  }
  parent.children = out as typeof parent.children;
}

/** The element holding the page's Markdown: DocItem/Content's container, or an API page's text column. */
export function findContainer(root: Root): Element | undefined {
  const markdown = findElement(root, (e) => hasClass(e, MARKDOWN_CONTAINER));
  if (!markdown) return undefined;
  return findElement(markdown, (e) => hasClass(e, API_CONTAINER)) ?? markdown;
}

/**
 * Highlighted code is a span per token (most of an API page's HTML): keep its text only, before
 * parsing, which makes parsing those pages several times faster. Entities stay encoded for the parser.
 */
export function flattenHighlightedCode(html: string): string {
  return html.replace(/(<pre\b[^>]*\bprism-code\b[^>]*>)([\s\S]*?)<\/pre>/g, (_match, open: string, code: string) => {
    return `${open}${code.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]*>/g, '')}</pre>`;
  });
}

/** Parses the page's `<article>` only: the navbar, sidebar and footer would double the work. */
export function parseArticle(page: Pick<PageToConvert, 'html' | 'file'>): Root {
  const start = page.html.indexOf('<article');
  const end = page.html.lastIndexOf('</article>');
  if (start < 0 || end < start) {
    throw new MissingContainerError(
      `${page.file}: no <article> in the built page. A doc page must render the theme's DocItem (a swizzled ` +
        `DocItem/Layout or DocItem/Content must keep rendering the original), or leave this route out of the Markdown copies.`,
    );
  }
  return fromHtml(flattenHighlightedCode(page.html.slice(start, end + '</article>'.length)), { fragment: true });
}

export interface ConvertedPage {
  /** The page's H1 (empty when it has none). */
  title: string;
  /** The Markdown of the page below its H1. */
  body: string;
}

/** Converts a built page's article to Markdown; the H1 is returned apart, for the caller's header. */
export function convertPage(page: PageToConvert): ConvertedPage {
  const root = parseArticle(page);
  const container = findContainer(root);
  if (!container) {
    throw new MissingContainerError(
      `${page.file}: no element with class "${MARKDOWN_CONTAINER}" in its <article>, so its Markdown copy cannot be ` +
        `made. A swizzled DocItem/Content must keep rendering @theme-original/DocItem/Content (which renders that ` +
        `container); see plugins/markdown-copies/README.md.`,
    );
  }
  page.enrich?.(container);
  clean(container, page);
  const h1 = findElement(container, (e) => e.tagName === 'h1');
  const title = h1
    ? textOf(h1)
        .replace(/\u200b/g, '')
        .trim()
    : '';
  if (h1) removeElement(container, h1);
  const mdast = toMdast({ type: 'root', children: container.children as RootContent[] });
  const body = toMarkdown(mdast, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  })
    .replace(/\u200b/g, '')
    .trim();
  return { title, body };
}

function removeElement(parent: Element, target: Element): boolean {
  const index = parent.children.indexOf(target);
  if (index >= 0) {
    parent.children.splice(index, 1);
    return true;
  }
  return parent.children.some((child) => isElement(child) && removeElement(child, target));
}

/** The whole Markdown file of a page: its title, where it is published, then its content. */
export function markdownFile(title: string, url: string, body: string): string {
  return `# ${title}\n\nSource: ${url}\n\n${body}\n`;
}
