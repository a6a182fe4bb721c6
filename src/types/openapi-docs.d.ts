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

// The real highlighter, imported by file (plugins/code-highlighting): `prism-react-renderer` itself
// resolves to the stand-in in the browser bundle.
declare module 'prism-react-renderer/dist/index.mjs' {
  export * from 'prism-react-renderer';
}

// Prism's core alone (plugins/code-highlighting): the same API as the `prismjs` package, no grammars.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
