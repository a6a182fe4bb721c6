/**
 * The request and response sections of a REST operation page, as the OpenAPI theme renders them,
 * mounted in a React transition after hydration instead of in the render that ends it.
 *
 * The theme draws parameters and schemas only in the browser (`BrowserOnly`; the served HTML has
 * its skeletons) and re-keys its response tabs when hydration ends, so on a page with a large error
 * schema that one render built 2,000 elements in a single task (380–560 ms on the WEDA page under
 * Lighthouse's mobile throttling). Here the
 * sections first render without their parameters and schemas, which is what the served HTML shows,
 * and get them in a transition once the page is interactive: React builds them in slices that yield
 * to the reader's input. What the reader ends up with is the theme's own components and markup;
 * the generator (`tooling/openapi/apiPageMarkdown.ts`) imports these instead of `@theme/…`.
 */
import React, { startTransition, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ThemeParamsDetails from '@theme/ParamsDetails';
import ThemeRequestSchema from '@theme/RequestSchema';
import ThemeStatusCodes from '@theme/StatusCodes';
import SkeletonLoader from '@theme/SkeletonLoader';

/** False until a transition that starts after hydration has ended (at once on a client-side navigation). */
function useAfterHydration(): boolean {
  const isBrowser = useIsBrowser();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (isBrowser) startTransition(() => setReady(true));
  }, [isBrowser]);
  return ready;
}

type ParamsProps = ComponentProps<typeof ThemeParamsDetails>;
type RequestProps = ComponentProps<typeof ThemeRequestSchema>;
type StatusProps = ComponentProps<typeof ThemeStatusCodes>;
type Responses = NonNullable<StatusProps['responses']>;

/** The theme's placeholder for these sections (its `BrowserOnly` fallback): the served HTML keeps it until they mount. */
const placeholder = <SkeletonLoader size="sm" />;

export function ParamsDetails(props: ParamsProps): ReactNode {
  return useAfterHydration() ? <ThemeParamsDetails {...props} /> : placeholder;
}

export function RequestSchema(props: RequestProps): ReactNode {
  return useAfterHydration() ? <ThemeRequestSchema {...props} /> : placeholder;
}

/** Each response without its media types: its tab, description and headers render as served. */
function withoutSchemas(responses: Responses): Responses {
  return Object.fromEntries(
    Object.entries(responses).map(([code, response]) => [code, { ...response, content: undefined }]),
  ) as Responses;
}

export function StatusCodes(props: StatusProps): ReactNode {
  const ready = useAfterHydration();
  const light = useMemo(() => props.responses && withoutSchemas(props.responses), [props.responses]);
  return <ThemeStatusCodes {...props} responses={ready ? props.responses : light} />;
}
