import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { families, productSets, type DocSet } from '@site/src/data/docSets';
import { siteText } from '@site/src/data/site';
import DocSetCards from '@site/src/components/DocSetCards';
import { useLocale } from '@site/src/hooks/useLocale';
import styles from './index.module.css';

/** The families in the table's order, each with its product sets (a family without one is left out). */
const sections = families
  .map((family) => ({
    ...family,
    ids: productSets.filter((set: DocSet) => set.family === family.id).map((set) => set.id),
  }))
  .filter((family) => family.ids.length > 0);

export default function Home(): JSX.Element {
  const locale = useLocale();
  return (
    <Layout title={siteText.title[locale]} description={siteText.tagline[locale]}>
      {/* The hero is part of the main content: a <header> outside <main> would be a second banner landmark. */}
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.heroTitle}>
              {siteText.title[locale]}
            </Heading>
            <p className={styles.heroTagline}>{siteText.tagline[locale]}</p>
            <p className={styles.heroHint}>
              <Translate id="portal.home.searchHint" description="Hint under the home page title">
                Press Ctrl+K (⌘K on a Mac) to search every manual.
              </Translate>
            </p>
          </div>
        </header>
        <div className="container margin-vert--lg">
          {sections.map((family) => (
            <section key={family.id} aria-labelledby={`family-${family.id}`}>
              <Heading as="h2" id={`family-${family.id}`}>
                {family.label[locale]}
              </Heading>
              <DocSetCards ids={family.ids} />
            </section>
          ))}
          <section aria-labelledby="training" className={styles.training}>
            <Heading as="h2" id="training">
              <Translate id="portal.home.training.title" description="Home page training section title">
                Training & Certification
              </Translate>
            </Heading>
            <p>
              <Translate id="portal.home.training.text" description="Home page training section text">
                Instructor-led and self-paced courses for integrators, operators and developers, from first installation
                to certified expert.
              </Translate>
            </p>
            <Link className="button button--primary" to="/training">
              <Translate id="portal.home.training.cta" description="Home page training button">
                See courses and certifications
              </Translate>
            </Link>
          </section>
        </div>
      </main>
    </Layout>
  );
}
