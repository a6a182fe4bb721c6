// Stand-in for 'rehype-raw' in the OpenAPI theme's Markdown renderer (used for schema and parameter
// descriptions). Raw HTML in those descriptions is not rendered, which saves the HTML parser
// (~60 KB gzipped) on every API page; the lint rule portal/no-html-in-description (tooling/openapi/lintOpenapi.ts) keeps HTML out of our specs' descriptions.
function rehypeRaw() {}
module.exports = rehypeRaw;
module.exports.default = rehypeRaw;
