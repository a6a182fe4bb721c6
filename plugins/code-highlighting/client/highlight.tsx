/**
 * `prism-react-renderer` as the theme sees it, in both bundles (see ../index.ts). `main.js` carries
 * only this file: the highlighter (./prismHighlight.tsx) is registered by client/runtime.ts, which
 * every page with a code block imports. A code block rendered by a page that did not import it is a
 * bug of the remark plugin: it says so in the console, shows the code unhighlighted and highlights
 * it once loaded.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type * as Implementation from './prismHighlight';

type HighlightProps = Parameters<(typeof Implementation)['Highlight']>[0];
type RenderProps = Parameters<HighlightProps['children']>[0];

let registered: Pick<typeof Implementation, 'Highlight' | 'Prism'> | undefined;

/** Prism's core once registered; before that, an empty one (the theme's client module only passes it on). */
export let Prism = { languages: {} } as unknown as (typeof Implementation)['Prism'];

/**
 * prism-react-renderer's theme collection. The theme always passes its own (themeConfig.prism), and
 * so does the request panel's editor (react-live, which reads `themes.nightOwl` only as a fallback).
 */
export const themes = {};

export function registerHighlighter(implementation: NonNullable<typeof registered>): void {
  registered = implementation;
  Prism = implementation.Prism;
}

/** The code, one plain token per line, the way the highlighter renders a language it does not know. */
function plainRenderProps(props: HighlightProps): RenderProps {
  return {
    className: `prism-code language-${props.language}`,
    style: {},
    tokens: props.code.split(/\r\n|\r|\n/).map((content) => [{ types: ['plain'], content }]),
    getLineProps: ({ line: _line, className, ...rest }) => ({
      ...rest,
      className: `token-line ${className ?? ''}`.trim(),
    }),
    getTokenProps: ({ token, className, ...rest }) => ({
      ...rest,
      className: ['token', ...token.types, className].filter(Boolean).join(' '),
      children: token.content,
    }),
  };
}

export function Highlight(props: HighlightProps): ReactNode {
  const [, setLoaded] = useState(registered !== undefined);
  useEffect(() => {
    if (registered) return;
    console.error(
      `${window.location.pathname}: a code block rendered before the page loaded its highlighter; ` +
        'plugins/code-highlighting/remark.ts should have imported it for this page.',
    );
    void import('./runtime').then(() => setLoaded(true));
  }, []);
  return registered ? <registered.Highlight {...props} /> : props.children(plainRenderProps(props));
}
