/**
 * How a gateway connects to the EdgeHub MQTT broker. The facts are written in one place, the AsyncAPI
 * document openapi/edgehub-mqtt.asyncapi.yaml; `npm run gen-api` (and `npm run gen-facts`) writes them
 * to generated/facts/edgehubMqtt.ts, because browser code cannot read YAML. Pages render them with
 * `<EdgeHubMqttConnection />` or quote single values in MDX (`{edgehubMqtt.keepAlive.maxSeconds}`).
 * The SCADA ID rule is the REST spec's `ScadaId` schema, which the AsyncAPI document references.
 */
import type { Localized } from '../docSets';
import { edgehubMqtt, edgehubTags } from '../../../generated/facts/edgehubMqtt';

export { edgehubMqtt, edgehubTags };

/** Labels of the connection table, per locale (values above are the same in every locale). */
export const edgehubMqttText = {
  setting: { en: 'Setting', 'zh-tw': '設定' },
  value: { en: 'Value', 'zh-tw': '值' },
  notes: { en: 'Notes', 'zh-tw': '說明' },
  broker: { en: 'Broker', 'zh-tw': '代理伺服器 (Broker)' },
  brokerNote: {
    en: `TLS only (${edgehubMqtt.tlsVersions}); the plain port ${edgehubMqtt.closedPort} is closed. The gateway needs outbound TCP ${edgehubMqtt.port}.`,
    'zh-tw': `僅接受 TLS（${edgehubMqtt.tlsVersions}）；未加密的 ${edgehubMqtt.closedPort} 埠已關閉。閘道器需開放對外 TCP ${edgehubMqtt.port}。`,
  },
  onPremises: { en: 'On-premises broker', 'zh-tw': '地端代理伺服器' },
  onPremisesNote: {
    en: `The host of an on-premises EdgeHub (an example address), with the same port ${edgehubMqtt.onPremises.port}, TLS, topics and limits, even when its console uses plain HTTP. Its certificate comes from the installation's certificate authority: get the CA certificate (PEM) from its administrator and give it to the client (EDGEHUB_CA_FILE, ca_file or ca).`,
    'zh-tw': `地端 EdgeHub 的主機（此為範例位址）；即使其主控台使用未加密的 HTTP，也使用相同的 ${edgehubMqtt.onPremises.port} 埠、TLS、主題與限制。其憑證由安裝環境的憑證機構簽發：請向其管理員索取 CA 憑證（PEM），並提供給用戶端（EDGEHUB_CA_FILE、ca_file 或 ca）。`,
  },
  clientId: { en: 'Client ID', 'zh-tw': '用戶端 ID' },
  clientIdNote: {
    en: "The gateway's SCADA ID. Only one connection per SCADA ID: a second one pushes the first off the broker.",
    'zh-tw': '即閘道器的 SCADA ID。每個 SCADA ID 只能有一個連線：第二個連線會將第一個擠下代理伺服器。',
  },
  userName: { en: 'User name', 'zh-tw': '使用者名稱' },
  userNameNote: {
    en: 'Fixed format, built from the tenant ID and the SCADA ID; the Edge SDKs build it for you.',
    'zh-tw': '固定格式，由租戶 ID 與 SCADA ID 組成；Edge SDK 會自動產生。',
  },
  example: { en: 'For example', 'zh-tw': '例如' },
  password: { en: 'Password', 'zh-tw': '密碼' },
  passwordValue: { en: "The gateway's credential key", 'zh-tw': '閘道器的認證金鑰' },
  passwordNote: {
    en: 'Shown once when the gateway is registered in the EdgeHub console; regenerate it there if it is lost. There is no separate user account for a gateway.',
    'zh-tw': '於 EdgeHub 主控台註冊閘道器時只顯示一次；遺失時可在主控台重新產生。閘道器沒有另外的使用者帳號。',
  },
  keepAlive: { en: 'Keep-alive', 'zh-tw': '保持連線 (Keep-alive)' },
  keepAliveValue: {
    en: `${edgehubMqtt.keepAlive.defaultSeconds} s (default)`,
    'zh-tw': `${edgehubMqtt.keepAlive.defaultSeconds} 秒（預設）`,
  },
  keepAliveNote: {
    en: `Range ${edgehubMqtt.keepAlive.minSeconds}–${edgehubMqtt.keepAlive.maxSeconds} s. The broker drops a connection after ${edgehubMqtt.keepAlive.brokerTimeoutFactor} × keep-alive without traffic.`,
    'zh-tw': `範圍 ${edgehubMqtt.keepAlive.minSeconds}–${edgehubMqtt.keepAlive.maxSeconds} 秒。連線在 ${edgehubMqtt.keepAlive.brokerTimeoutFactor} 倍保持連線時間內無任何流量時，代理伺服器會將其中斷。`,
  },
  scadaId: { en: 'SCADA ID', 'zh-tw': 'SCADA ID' },
  scadaIdValue: {
    en: `${edgehubMqtt.scadaId.minLength}–${edgehubMqtt.scadaId.maxLength} characters: letters, digits, - and _`,
    'zh-tw': `${edgehubMqtt.scadaId.minLength}–${edgehubMqtt.scadaId.maxLength} 個字元：英文字母、數字、- 與 _`,
  },
  scadaIdNote: {
    en: 'Unique in the tenant, set when the gateway is registered, and cannot be changed later. Used in topics and API paths.',
    'zh-tw': '在租戶內唯一，於註冊閘道器時設定，之後無法變更。用於主題 (Topic) 與 API 路徑。',
  },
  qos: { en: 'QoS', 'zh-tw': 'QoS' },
  qosNote: {
    en: 'Every EdgeHub topic uses QoS 1 (at least once).',
    'zh-tw': '所有 EdgeHub 主題皆使用 QoS 1（至少一次）。',
  },
  /** The one statement of when a gateway is offline (Gateway status, the connectivity FAQ). */
  offlineRule: {
    en: `A gateway is **Offline** when the broker publishes its last will (a broken connection, noticed after ${edgehubMqtt.keepAlive.brokerTimeoutFactor} × keep-alive: ${edgehubMqtt.keepAlive.defaultSeconds * edgehubMqtt.keepAlive.brokerTimeoutFactor} seconds with the default), when it stops cleanly with \`"online": false\`, or when its connection stays open but no \`status\` message arrives for ${edgehubMqtt.heartbeat.missedIntervals} heartbeat intervals (${edgehubMqtt.heartbeat.missedIntervals * edgehubMqtt.heartbeat.defaultSeconds} seconds with the default interval of ${edgehubMqtt.heartbeat.defaultSeconds} seconds). \`data\` messages do not count as a heartbeat: a gateway that sends values but no \`status\` goes **Offline** with the reason \`heartbeat timeout\`.`,
    'zh-tw': `閘道器在下列情況會顯示為 **Offline**（離線）：代理伺服器發布其遺囑訊息（連線中斷，在 ${edgehubMqtt.keepAlive.brokerTimeoutFactor} 倍保持連線時間後察覺：預設為 ${edgehubMqtt.keepAlive.defaultSeconds * edgehubMqtt.keepAlive.brokerTimeoutFactor} 秒）、閘道器以 \`"online": false\` 正常停止，或連線仍開著但連續 ${edgehubMqtt.heartbeat.missedIntervals} 個心跳間隔都沒有收到 \`status\` 訊息（以預設 ${edgehubMqtt.heartbeat.defaultSeconds} 秒的間隔計算為 ${edgehubMqtt.heartbeat.missedIntervals * edgehubMqtt.heartbeat.defaultSeconds} 秒）。\`data\` 訊息不算心跳：只傳送數值而不傳送 \`status\` 的閘道器會以原因 \`heartbeat timeout\` 變為 **Offline**。`,
  },
} satisfies Record<string, Localized>;
