import Link from '@docusaurus/Link';
import { useLocale } from '@site/src/hooks/useLocale';
import { wiseIServiceFacts, type FactName } from '@site/src/data/facts/wiseIService';

/**
 * One WISE-iService account or site fact (src/data/facts/wiseIService.ts), in the reader's locale,
 * linked to the iService Cloud Platform page that owns it unless `plain` is set.
 */
export default function WiseIServiceFact({ name, plain = false }: { name: FactName; plain?: boolean }): JSX.Element {
  const locale = useLocale();
  const fact = wiseIServiceFacts[name];
  const text = fact.text[locale];
  return plain ? <>{text}</> : <Link to={fact.ownerPage}>{text}</Link>;
}
