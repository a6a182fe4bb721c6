import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { docSets, landingUrl, type DocSet, type Locale } from '@site/src/data/docSets';
import styles from './styles.module.css';

export function useLocale(): Locale {
  const { i18n } = useDocusaurusContext();
  return i18n.currentLocale === 'zh-tw' ? 'zh-tw' : 'en';
}

export function DocSetCard({ set }: { set: DocSet }): JSX.Element {
  const locale = useLocale();
  return (
    <Link className={styles.card} to={landingUrl(set)} data-doc-set={set.id}>
      <span className={styles.cardTitle}>{set.label[locale]}</span>
      <span className={styles.cardText}>{set.description[locale]}</span>
    </Link>
  );
}

/** Cards for the given sets (by default every set of the table but the docs root). */
export default function DocSetCards({ ids }: { ids?: readonly string[] }): JSX.Element {
  const sets: DocSet[] = ids
    ? ids.flatMap((id) => docSets.filter((set: DocSet) => set.id === id))
    : docSets.filter((set: DocSet) => set.routeBasePath !== 'docs');
  return (
    <div className={styles.grid}>
      {sets.map((set) => (
        <DocSetCard key={set.id} set={set} />
      ))}
    </div>
  );
}
