// Wrapped to add what a lost reader needs next: a search box and a way back to the home page.
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, { translate } from '@docusaurus/Translate';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): JSX.Element {
  const searchUrl = useBaseUrl('/search');
  return (
    <>
      <Content {...props} />
      {/* A landmark of its own: everything on a page belongs to one (the theme's text is the <main>). */}
      <nav
        className="container margin-bottom--xl"
        aria-label={translate({
          id: 'portal.notFound.nextSteps',
          message: 'Find the page you were looking for',
          description: 'Accessible name of the search box and home link below the not-found text',
        })}>
        <div className="row">
          <div className="col col--6 col--offset-3">
            <form action={searchUrl} method="get" role="search" className="not-found-search">
              <label htmlFor="not-found-q">
                <Translate id="portal.notFound.searchLabel">Search the documentation</Translate>
              </label>
              <div className="not-found-search__row">
                <input
                  id="not-found-q"
                  name="q"
                  type="search"
                  required
                  placeholder={translate({
                    id: 'portal.notFound.searchPlaceholder',
                    message: 'e.g. two-factor authentication',
                  })}
                />
                <button type="submit" className="button button--primary">
                  <Translate id="portal.notFound.searchButton">Search</Translate>
                </button>
              </div>
            </form>
            <p className="margin-top--md">
              <Link to="/">
                <Translate id="portal.notFound.home">Back to the documentation home page</Translate>
              </Link>
            </p>
          </div>
        </div>
      </nav>
    </>
  );
}
