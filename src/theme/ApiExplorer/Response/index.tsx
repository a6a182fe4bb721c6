// Wrapped: when a request fails without an HTTP answer (unreachable host, CORS, timeout), the theme
// stores its error message but renders the "Click Send API Request" placeholder, so the reader sees
// nothing happen. The wrapper shows the stored message as an alert and hides the placeholder.
import type { ComponentProps } from 'react';
import { translate } from '@docusaurus/Translate';
import Response from '@theme-original/ApiExplorer/Response';
import { useTypedSelector } from '@theme/ApiItem/hooks';

interface ResponseState {
  response: { value?: string; code?: string };
}

export default function ResponseWrapper(props: ComponentProps<typeof Response>): JSX.Element {
  const value = useTypedSelector((state: ResponseState) => state.response.value);
  const code = useTypedSelector((state: ResponseState) => state.response.code);
  const fetching = translate({ id: 'theme.openapi.request.fetchingMessage', message: 'Fetching...' });
  const failure = value && !code && value !== fetching && value !== 'Fetching...' ? value : undefined;
  return (
    <div className={failure ? 'api-response api-response--failed' : 'api-response'}>
      <Response {...props} />
      {failure && (
        <div role="alert" className="alert alert--danger api-response__error">
          {failure}
        </div>
      )}
    </div>
  );
}
