/**
 * The `Highlight` component of prism-react-renderer 2.4 (MIT, FormidableLabs), over Prism's core
 * (`prismjs/components/prism-core`, 3 KB gzipped) instead of the copy of Prism that package bundles
 * with some 30 grammars (25 KB gzipped): each page brings the grammars its code blocks need
 * (../remark.ts). Same props, same render-prop arguments and the same markup, token for token, as
 * the original, which tests/unit/codeHighlighting.test.ts checks against it.
 */
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import Prism from 'prismjs/components/prism-core';
import type * as Original from 'prism-react-renderer';

// Prism's core highlights every `code.language-*` element of the page once loaded unless told not to:
// React owns those elements. The check runs after this line (on the next frame at the earliest).
Prism.manual = true;

export { Prism };

type HighlightProps = Parameters<(typeof Original)['Highlight']>[0];
type RenderProps = Parameters<HighlightProps['children']>[0];
type Token = RenderProps['tokens'][number][number];
type PrismTheme = NonNullable<HighlightProps['theme']>;
type ThemeDict = Record<string, CSSProperties> & { root: CSSProperties; plain: CSSProperties };

const newline = /\r\n|\r|\n/;

function normalizeEmptyLines(line: Token[]): void {
  if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

const appendTypes = (types: string[], add: string | string[]): string[] =>
  types.length > 0 && types[types.length - 1] === add ? types : types.concat(add);

/** Prism's nested tokens as lines of flat tokens, each with the types of its ancestors. */
export function normalizeTokens(tokens: Array<string | Prism.Token>): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const walk = (list: Array<string | Prism.Token>, parentTypes: string[], depth: number): void => {
    for (const token of list) {
      let types = parentTypes;
      let content: string | Prism.TokenStream;
      if (typeof token === 'string') {
        types = depth > 0 ? types : ['plain'];
        content = token;
      } else {
        types = appendTypes(types, token.type);
        if (token.alias) types = appendTypes(types, token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        // As the original: a nested stream is walked, anything else there (never produced by Prism) skipped.
        walk(Array.isArray(content) ? content : [], types, depth + 1);
        continue;
      }
      const parts = content.split(newline);
      line.push({ types, content: parts[0] });
      for (const part of parts.slice(1)) {
        normalizeEmptyLines(line);
        lines.push((line = []));
        line.push({ types, content: part });
      }
    }
  };
  walk(tokens, [], 0);
  normalizeEmptyLines(line);
  return lines;
}

function themeToDict(theme: PrismTheme, language: string): ThemeDict {
  const dict = theme.styles.reduce<Record<string, CSSProperties>>((acc, entry) => {
    if (entry.languages && !entry.languages.includes(language)) return acc;
    for (const type of entry.types) acc[type] = { ...acc[type], ...entry.style };
    return acc;
  }, {});
  return { ...dict, root: theme.plain, plain: { ...theme.plain, backgroundColor: undefined } };
}

const classes = (...names: Array<string | undefined>): string => names.filter(Boolean).join(' ');

export function Highlight({ children, language: rawLanguage, code, theme, prism = Prism }: HighlightProps): ReactNode {
  const language = rawLanguage.toLowerCase();
  const dict = theme ? themeToDict(theme, language) : undefined;
  const grammar = prism.languages[language];
  const tokens = useMemo(() => {
    if (grammar == null) return normalizeTokens([code]);
    const env = { code, grammar, language, tokens: [] as Array<string | Prism.Token> };
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [code, grammar, language, prism]);

  const styleForToken = ({ types, empty }: Token): CSSProperties | undefined => {
    if (dict == null) return undefined;
    if (types.length === 1 && types[0] === 'plain') return empty != null ? { display: 'inline-block' } : undefined;
    if (types.length === 1 && empty != null) return dict[types[0]];
    return Object.assign(empty != null ? { display: 'inline-block' } : {}, ...types.map((type) => dict[type]));
  };

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dict != null ? dict.root : {},
    getLineProps: ({ className, style, line: _line, ...rest }) => ({
      ...rest,
      className: classes('token-line', className),
      style: dict || style ? { ...dict?.plain, ...style } : undefined,
    }),
    getTokenProps: ({ token, className, style, ...rest }) => {
      const own = styleForToken(token);
      return {
        ...rest,
        className: classes('token', ...token.types, className),
        children: token.content,
        style: style != null ? { ...own, ...style } : own,
      };
    },
  });
}
