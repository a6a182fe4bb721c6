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

// Theme components wrapped in src/theme/ (list semantics of the API pages): the props they pass on.
declare module '@theme-original/ParamsItem' {
  import type { ComponentType } from 'react';
  const ParamsItem: ComponentType<{ className: string; param: unknown }>;
  export default ParamsItem;
}

declare module '@theme-original/Schema' {
  import type { ComponentType } from 'react';
  const Schema: ComponentType<{ schema: unknown; schemaType: 'request' | 'response'; schemaPath?: string }>;
  export default Schema;
}

declare module '@theme-original/SchemaItem' {
  import type { ComponentType, ReactNode } from 'react';
  const SchemaItem: ComponentType<{
    children?: ReactNode;
    collapsible?: boolean;
    name?: string;
    qualifierMessage?: string;
    required?: boolean;
    schemaName?: string;
    schema?: unknown;
    discriminator?: boolean;
  }>;
  export default SchemaItem;
}

declare module '@theme-original/ResponseHeaders' {
  import type { ComponentType } from 'react';
  const ResponseHeaders: ComponentType<{ responseHeaders?: Record<string, unknown> }>;
  export default ResponseHeaders;
}

// The request and response sections the generator writes into operation pages, mounted after
// hydration by src/components/ApiSections: the props it passes on.
declare module '@theme/ParamsDetails' {
  import type { ComponentType } from 'react';
  const ParamsDetails: ComponentType<{ parameters: unknown[] }>;
  export default ParamsDetails;
}

declare module '@theme/RequestSchema' {
  import type { ComponentType, CSSProperties } from 'react';
  const RequestSchema: ComponentType<{
    title: string;
    body: { content?: Record<string, unknown> } | undefined;
    style?: CSSProperties;
  }>;
  export default RequestSchema;
}

declare module '@theme/StatusCodes' {
  import type { ComponentType } from 'react';
  const StatusCodes: ComponentType<{
    id?: string;
    label?: string;
    responses?: Record<string, { content?: Record<string, unknown>; [key: string]: unknown }>;
  }>;
  export default StatusCodes;
}

declare module '@theme/SkeletonLoader' {
  import type { ComponentType } from 'react';
  const SkeletonLoader: ComponentType<{ size?: 'sm' | 'md' | 'lg' }>;
  export default SkeletonLoader;
}
