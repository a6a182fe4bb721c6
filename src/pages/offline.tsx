import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import Translate, { translate } from '@docusaurus/Translate';

/**
 * What the service worker shows, in the reader's locale, for a page that is neither on the network
 * nor saved on this device (src/sw/portal-sw.js; it serves this page's HTML without its scripts).
 * Not in the sitemap, the search index or the list of public URLs.
 */
export default function Offline(): JSX.Element {
  const title = translate({ id: 'portal.offline.title', message: 'You are offline' });
  return (
    <Layout title={title}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate id="portal.offline.notSaved">
            This page is not saved on this device, and the network cannot be reached.
          </Translate>
        </p>
        <p>
          <Translate id="portal.offline.whatWorks">
            Pages you have opened before still open without a network, and so does every manual you saved for offline
            reading with the “Save this manual for offline reading” button on its first page.
          </Translate>
        </p>
        <p>
          <Translate id="portal.offline.retry">Once you are back online, reload this page.</Translate>
        </p>
        <p>
          <Link to="/">
            <Translate id="portal.offline.home">Go to the home page</Translate>
          </Link>
        </p>
      </main>
    </Layout>
  );
}
