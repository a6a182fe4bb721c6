// Wrapped, for two things the theme leaves the reader to guess:
// - a request that fails without an HTTP answer (unreachable host, CORS, timeout): the theme stores
//   its error but shows the "Click Send API Request" placeholder; the wrapper shows the error instead.
// - a server the browser will refuse (plain http:// on the network from an HTTPS page, or a private
//   address that must allow the page first): the wrapper says so before the reader sends, and points
//   to the page's cURL sample (src/components/RequestReach).
import type { ComponentProps } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Response from '@theme-original/ApiExplorer/Response';
import { useTypedSelector } from '@theme/ApiItem/hooks';
import { browserReach, panelServerUrl, type Reach } from '@site/src/components/RequestReach/reach';

interface PanelState {
  response: { value?: string; code?: string };
  server: { value?: { url?: string; variables?: Record<string, { default?: string }> } };
}

/**
 * The page's cURL sample: the code-samples tabs read `lang` from the address. A page load, not a
 * client-side navigation: the theme's open panel throws when its route re-renders with a new query.
 */
function CurlSampleLink(): JSX.Element {
  return (
    <a href="?lang=curl#code-samples">
      <Translate
        id="portal.api.reach.curlLink"
        description="Link to the cURL code sample of an API page, inside a sentence">
        cURL sample
      </Translate>
    </a>
  );
}

/** Why the browser will refuse (or question) the request; nothing when it will send it. */
function ReachText({ reach }: { reach: Reach }): JSX.Element | null {
  if (reach.kind === 'ok') return null;
  const host = <code>{reach.host}</code>;
  return reach.kind === 'insecure' ? (
    <Translate
      id="portal.api.reach.insecure"
      description="Request panel: the browser will refuse a plain http server on the network; {host} is the server, {curlLink} links to the cURL sample"
      values={{ host, curlLink: <CurlSampleLink /> }}>
      {
        'Your browser will not send this request: {host} is a plain http:// address on the network, and the pages of this site, served over HTTPS, may reach http:// only on your own computer (localhost). Choose the https:// server, or send the request with the {curlLink} of this page.'
      }
    </Translate>
  ) : (
    <Translate
      id="portal.api.reach.privateNetwork"
      description="Request panel: a private-network server must allow the page first; {host} is the server, {curlLink} links to the cURL sample"
      values={{ host, curlLink: <CurlSampleLink /> }}>
      {
        '{host} is an address on a private network. Before sending, your browser asks it for permission (Private Network Access), and sends the request only if it answers with Access-Control-Allow-Private-Network: true. If it does not, send the request with the {curlLink} of this page.'
      }
    </Translate>
  );
}

export default function ResponseWrapper(props: ComponentProps<typeof Response>): JSX.Element {
  const value = useTypedSelector((state: PanelState) => state.response.value);
  const code = useTypedSelector((state: PanelState) => state.response.code);
  const serverUrl = useTypedSelector((state: PanelState) => panelServerUrl(state.server.value));
  // The panel is loaded in the browser only, when the reader opens it: `location` is there.
  const reach: Reach = serverUrl ? browserReach(window.location.href, serverUrl) : { kind: 'ok' };
  const fetching = translate({ id: 'theme.openapi.request.fetchingMessage', message: 'Fetching...' });
  const failure = value && !code && value !== fetching && value !== 'Fetching...' ? value : undefined;
  return (
    <div className={failure ? 'api-response api-response--failed' : 'api-response'}>
      {reach.kind !== 'ok' && !failure && (
        <div role="note" className="alert alert--warning api-response__reach">
          <ReachText reach={reach} />
        </div>
      )}
      <Response {...props} />
      {failure && (
        <div role="alert" className="alert alert--danger api-response__error">
          {reach.kind === 'ok' ? failure : <ReachText reach={reach} />}
        </div>
      )}
    </div>
  );
}
