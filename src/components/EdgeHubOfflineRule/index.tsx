import { useLocale } from '@site/src/hooks/useLocale';
import { edgehubMqttText } from '@site/src/data/facts/edgehubMqtt';

/** `**bold**` and `code` spans of a facts sentence. */
function Inline({ text }: { text: string }): JSX.Element {
  return (
    <>
      {text.split(/(\*\*[^*]+\*\*|`[^`]+`)/).map((part, index) => {
        if (part.startsWith('**')) return <strong key={index}>{part.slice(2, -2)}</strong>;
        if (part.startsWith('`')) return <code key={index}>{part.slice(1, -1)}</code>;
        return part;
      })}
    </>
  );
}

/**
 * When EdgeHub shows a gateway offline: the one statement of the rule, from the AsyncAPI document's
 * facts (keep-alive, heartbeat interval and missed intervals), quoted wherever a page needs it.
 */
export default function EdgeHubOfflineRule(): JSX.Element {
  const locale = useLocale();
  return (
    <p data-facts="edgehub-offline-rule">
      <Inline text={edgehubMqttText.offlineRule[locale]} />
    </p>
  );
}
