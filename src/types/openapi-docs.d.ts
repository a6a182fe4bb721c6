// The OpenAPI plugin ships no declarations for its markdown generators.
declare module 'docusaurus-plugin-openapi-docs/lib/markdown' {
  export function createApiPageMD(pageData: unknown): string;
}
