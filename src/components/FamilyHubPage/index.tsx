import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import { familyHubs } from '@site/src/data/docSets';
import DocSetCards from '@site/src/components/DocSetCards';
import { useLocale } from '@site/src/hooks/useLocale';

/** A family hub (`/IoTSuite`, `/IoTEdge`): the member documentation sets of one family. */
export default function FamilyHubPage({ hubId }: { hubId: string }): JSX.Element {
  const locale = useLocale();
  const hub = familyHubs.find((candidate) => candidate.id === hubId);
  if (!hub) throw new Error(`FamilyHubPage: no family hub "${hubId}" in src/data/docSets.ts`);
  return (
    <Layout title={hub.label[locale]} description={hub.description[locale]}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{hub.label[locale]}</Heading>
        <p className="hero__subtitle">{hub.description[locale]}</p>
        <Heading as="h2" id="products">
          <Translate id="portal.hub.products" description="Heading of the product list on a family hub page">
            Products in this family
          </Translate>
        </Heading>
        <DocSetCards ids={hub.members} />
      </main>
    </Layout>
  );
}
