// The OpenAPI plugin ships no declarations for its markdown generators.
declare module 'docusaurus-plugin-openapi-docs/lib/markdown' {
  export function createApiPageMD(pageData: unknown): string;
}

declare module 'docusaurus-plugin-openapi-docs/lib/markdown/utils' {
  /** Escapes Markdown for MDX exactly as the generator does for descriptions. */
  export function clean(value: string | undefined): string;
}

declare module '@theme-original/ApiExplorer' {
  import type { ComponentType } from 'react';
  const ApiExplorer: ComponentType<{ item: unknown; infoPath: string }>;
  export default ApiExplorer;
}

declare module '@theme-original/ApiExplorer/Response' {
  import type { ComponentType } from 'react';
  const Response: ComponentType<{ item: unknown }>;
  export default Response;
}

declare module '@theme/ApiItem/hooks' {
  export function useTypedSelector<T>(selector: (state: never) => T): T;
}
