/**
 * The one check list of the dependencies the site reaches past the public API of (see
 * src/theme/README.md): the version each was last checked against. The contracts test fails on any
 * other installed version, and the search plugin's private builder refuses to run with another.
 * package.json pins what is installed; this says what was reviewed.
 */
export const CHECKED_VERSIONS = {
  '@docusaurus/core': '3.9.2',
  '@docusaurus/theme-classic': '3.9.2',
  '@docusaurus/theme-common': '3.9.2',
  'docusaurus-theme-openapi-docs': '4.7.1',
  'docusaurus-plugin-openapi-docs': '4.7.1',
  '@easyops-cn/docusaurus-search-local': '0.55.3',
  'prism-react-renderer': '2.4.1',
} as const satisfies Record<string, string>;
