// Wrapped to load the request panel (postman-collection, forms, request state) only when the reader
// opens it, which keeps the JavaScript of an API page within its budget (see npm run bench), and to
// show no panel on a webhook page (a request the product sends to the reader).
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import type ApiExplorerType from '@theme-original/ApiExplorer';

const OriginalApiExplorer = lazy(() => import('@theme-original/ApiExplorer'));

type Props = ComponentProps<typeof ApiExplorerType>;

/** Once a reader opens the panel it stays open: across re-mounts and on the next operation pages. */
let openedInThisVisit = false;

/**
 * Moves the keyboard focus to `target` once mounted: inside <Suspense>, once the lazy panel has loaded.
 * The page does not scroll: the panel opens where its button was, under the reader's pointer.
 */
function FocusOnMount({ target }: { target: RefObject<HTMLElement> }): null {
  useEffect(() => {
    target.current?.focus({ preventScroll: true });
  }, [target]);
  return null;
}

export default function ApiExplorer(props: Props): JSX.Element {
  const [open, setOpen] = useState(openedInThisVisit);
  // Opened with the button, which the panel replaces: the focus goes to the panel, not back to the page top.
  const [openedHere, setOpenedHere] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  if ((props.item as { method?: string } | undefined)?.method === 'event') {
    // A webhook is sent by the product to the reader's endpoint: there is nothing to send from here.
    return (
      <div className="api-try-it">
        <p className="api-try-it__title">
          <Translate id="portal.api.webhook.title" description="Title of the side box of a webhook page">
            A request you receive
          </Translate>
        </p>
        <p>
          <Translate id="portal.api.webhook.text" description="Text of the side box of a webhook page">
            The product sends this request to the HTTPS endpoint you configured. Answer it with a 2xx status; the page
            describes its body and headers.
          </Translate>
        </p>
      </div>
    );
  }
  const openPanel = (): void => {
    openedInThisVisit = true;
    setOpenedHere(true);
    setOpen(true);
  };
  if (!open) {
    return (
      <div className="api-try-it">
        <p className="api-try-it__title">
          <Translate id="portal.api.tryIt.title" description="Title of the closed request panel of an API page">
            Try this request
          </Translate>
        </p>
        <p>
          <Translate id="portal.api.tryIt.text" description="Text of the closed request panel of an API page">
            Enter your server and access token, fill in the parameters and send the request from your browser.
          </Translate>
        </p>
        <button type="button" className="button button--primary button--block" onClick={openPanel}>
          <Translate id="portal.api.tryIt.open" description="Button that opens the request panel of an API page">
            Open the request panel
          </Translate>
        </button>
      </div>
    );
  }
  return (
    <div
      ref={panel}
      className="api-request-panel"
      role="region"
      tabIndex={-1}
      aria-label={translate({
        id: 'portal.api.tryIt.panel',
        message: 'Request panel',
        description: 'Accessible name of the open request panel of an API page',
      })}>
      <Suspense fallback={<div className="openapi-skeleton" aria-busy="true" />}>
        <OriginalApiExplorer {...props} />
        {openedHere && <FocusOnMount target={panel} />}
      </Suspense>
    </div>
  );
}
