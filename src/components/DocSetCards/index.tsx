import Link from '@docusaurus/Link';
import { docSets, landingUrl, productSets, type DocSet } from '@site/src/data/docSets';
import { useLocale } from '@site/src/hooks/useLocale';
import styles from './styles.module.css';

export function DocSetCard({ set }: { set: DocSet }): JSX.Element {
  const locale = useLocale();
  return (
    <Link className={styles.card} to={landingUrl(set)} data-doc-set={set.id}>
      <span className={styles.cardTitle}>{set.label[locale]}</span>
      <span className={styles.cardText}>{set.description[locale]}</span>
    </Link>
  );
}

/** Cards for the given sets (by default every product set: the table but the docs root). */
export default function DocSetCards({ ids }: { ids?: readonly string[] }): JSX.Element {
  const sets: readonly DocSet[] = ids
    ? ids.flatMap((id) => docSets.filter((set: DocSet) => set.id === id))
    : productSets;
  return (
    <div className={styles.grid}>
      {sets.map((set) => (
        <DocSetCard key={set.id} set={set} />
      ))}
    </div>
  );
}
