// Stand-in for 'remark-gfm' in the OpenAPI theme's Markdown renderer (schema and parameter
// descriptions). Those descriptions use plain CommonMark (code spans, emphasis, links), so the GFM
// extensions (tables, task lists, autolinks; ~25 KB gzipped) are left out of API pages.
function remarkGfm() {}
module.exports = remarkGfm;
module.exports.default = remarkGfm;
