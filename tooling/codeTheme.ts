import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * The code-block colours: Prism's "github" theme, with the five hues that read below 4.5:1 on its
 * #f6f8fa background darkened just enough (WCAG AA text contrast, checked by the axe tests). The
 * highlighter writes these colours inline, in the HTML and in the browser alike.
 */
const darker: Readonly<Record<string, string>> = {
  '#999988': '#707060', // comments
  '#e3116c': '#da1068', // strings
  '#36acaa': '#277c7a', // numbers, booleans, variables, properties
  '#00a4db': '#0079a2', // at-rules, attribute names
  '#d73a49': '#d42c3c', // functions
};

export const codeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => {
    const color = entry.style.color === undefined ? undefined : darker[entry.style.color];
    return color ? { ...entry, style: { ...entry.style, color } } : entry;
  }),
};
