/**
 * How a gateway connects to the EdgeHub MQTT broker: the one place these facts are written.
 *
 * EdgeLink's EdgeHub connector, the MQTT protocol manual, the Edge SDK pages and "Add a gateway"
 * render them with `<EdgeHubMqttConnection />` or quote single values from this object in MDX
 * (`{edgehubMqtt.keepAlive.maxSeconds}`). The SCADA ID rule is the `ScadaId` schema of
 * openapi/edgehub.yaml; tests/unit/facts.test.ts fails when the two differ.
 */
import type { Localized } from '../docSets';

export const edgehubMqtt = {
  host: 'mqtt.edgehub.example.com',
  port: 8883,
  brokerUrl: 'mqtts://mqtt.edgehub.example.com:8883',
  /** The plain MQTT port, closed on the broker. */
  closedPort: 1883,
  tlsVersions: 'TLS 1.2, TLS 1.3',
  userNameFormat: '{tenantId}:{scadaId}',
  userNameExample: 'acme-plant-tpe:SCADA-TPE-0001',
  keepAlive: { defaultSeconds: 60, minSeconds: 10, maxSeconds: 300 },
  scadaId: { minLength: 3, maxLength: 64, pattern: '^[A-Za-z0-9_-]{3,64}$', example: 'SCADA-TPE-0001' },
  qos: 1,
  topicPrefix: 'edgehub/v1/{tenantId}/{scadaId}',
  /**
   * Data messages the broker takes from one gateway: `perSecond` sustained, with bursts up to
   * `burst` (a bucket of `burst` messages refilled at `perSecond`). Above it the broker holds back
   * the PUBACK of each further QoS 1 message until the gateway is within the rate again: nothing is
   * dropped, the publisher slows down. Replayed (store-and-forward) data counts like live data, so
   * no replay rate of an SDK or of EdgeLink's EdgeHub connector goes above `perSecond`.
   */
  dataRate: { perSecond: 50, burst: 500 },
  maxMessageKB: 256,
  /**
   * A `null` tag value in a `data` message records that the gateway could not read the tag; EdgeHub
   * stores it and REST reads return it (`ReadValue` in openapi/edgehub.yaml).
   */
  nullValueMeansUnreadable: true,
} as const;

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
    en: `Range ${edgehubMqtt.keepAlive.minSeconds}–${edgehubMqtt.keepAlive.maxSeconds} s. The broker drops a connection after 1.5 × keep-alive without traffic.`,
    'zh-tw': `範圍 ${edgehubMqtt.keepAlive.minSeconds}–${edgehubMqtt.keepAlive.maxSeconds} 秒。連線在 1.5 倍保持連線時間內無任何流量時，代理伺服器會將其中斷。`,
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
