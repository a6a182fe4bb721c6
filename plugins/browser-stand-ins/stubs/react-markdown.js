// Stand-in for 'react-markdown' in the OpenAPI theme's Markdown renderer (schema, parameter and
// response descriptions): markdown-to-jsx (~7 KB gzipped) instead of the unified/micromark pipeline
// (~35 KB gzipped) on every API page. The descriptions are plain CommonMark (code spans, emphasis,
// links, lists): the lint rule portal/no-html-in-description keeps HTML, tables and task lists out.
// The theme's remark and rehype plugins (GFM, raw HTML, `:::` admonitions, none of which our specs
// use) are not run; raw HTML and bare URLs stay text, as they did with those plugins stubbed.
const React = require('react');
const { compiler } = require('markdown-to-jsx');

/** markdown-to-jsx names a fence's language `lang-x`; the theme's code component reads `language-x`. */
function withLanguageClass(Code) {
  return function Code_({ className, ...props }) {
    return React.createElement(Code, { ...props, className: className?.replace(/^lang-/, 'language-') });
  };
}

function ReactMarkdown({ children, components = {} }) {
  const overrides = {};
  if (components.pre) overrides.pre = components.pre;
  if (components.code) overrides.code = withLanguageClass(components.code);
  return compiler(String(children ?? ''), {
    forceBlock: true,
    wrapper: React.Fragment,
    disableParsingRawHTML: true,
    disableAutoLink: true,
    overrides,
  });
}

module.exports = ReactMarkdown;
module.exports.default = ReactMarkdown;
