import { useLocale } from '@site/src/hooks/useLocale';
import { edgehubMqtt as mqtt, edgehubMqttText as text } from '@site/src/data/facts/edgehubMqtt';

/**
 * The connection settings of a gateway to the EdgeHub MQTT broker, from src/data/facts/edgehubMqtt.ts.
 * Every page that tells a gateway how to connect renders this table instead of restating the values.
 */
export default function EdgeHubMqttConnection(): JSX.Element {
  const locale = useLocale();
  const rows: Array<[string, JSX.Element | string, JSX.Element | string]> = [
    [text.broker[locale], <code key="b">{mqtt.brokerUrl}</code>, text.brokerNote[locale]],
    [text.onPremises[locale], <code key="o">{mqtt.onPremises.brokerUrlExample}</code>, text.onPremisesNote[locale]],
    [
      text.userName[locale],
      <code key="u">{mqtt.userNameFormat}</code>,
      <>
        {text.userNameNote[locale]} {text.example[locale]} <code>{mqtt.userNameExample}</code>
      </>,
    ],
    [text.password[locale], text.passwordValue[locale], text.passwordNote[locale]],
    [text.clientId[locale], <code key="c">{'{scadaId}'}</code>, text.clientIdNote[locale]],
    [text.scadaId[locale], text.scadaIdValue[locale], text.scadaIdNote[locale]],
    [text.keepAlive[locale], text.keepAliveValue[locale], text.keepAliveNote[locale]],
    [text.qos[locale], String(mqtt.qos), text.qosNote[locale]],
  ];
  return (
    <table data-facts="edgehub-mqtt">
      <thead>
        <tr>
          <th>{text.setting[locale]}</th>
          <th>{text.value[locale]}</th>
          <th>{text.notes[locale]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value, note]) => (
          <tr key={name}>
            <td>{name}</td>
            <td>{value}</td>
            <td>{note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
