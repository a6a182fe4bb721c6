/**
 * How a gateway connects to the EdgeHub MQTT broker. The facts come from the protocol's AsyncAPI
 * document, openapi/edgehub-mqtt.asyncapi.yaml, the one place they are written: `npm run gen-api`
 * (and `npm run gen-facts`) writes them to generated/facts/edgehubMqtt.ts, because browser code
 * cannot read YAML.
 *
 * EdgeLink's EdgeHub connector, the MQTT protocol manual, the Edge SDK pages and "Add a gateway"
 * render them with `<EdgeHubMqttConnection />` or quote single values in MDX
 * (`{edgehubMqtt.keepAlive.maxSeconds}`). The SCADA ID rule is the REST spec's `ScadaId` schema,
 * which the AsyncAPI document references.
 */
import type { Localized } from '../docSets';
import { edgehubMqtt } from '../../../generated/facts/edgehubMqtt';

export { edgehubMqtt };

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
} satisfies Record<string, Localized>;
