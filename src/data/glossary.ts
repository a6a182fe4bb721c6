/**
 * The portal's terminology: one Traditional Chinese (Taiwan) term per concept, in one table that is
 * shown to writers in WRITING.md (`npm run glossary` writes it there), is the terminology lint's list
 * (tooling/i18n/terminology.ts) and is loaded by the search index as a user dictionary, so that the
 * Chinese segmenter keeps 閘道器 or 韌體 whole. Product names stay English; so does a UI label the
 * product shows in English, in `code` or **bold**, with the Chinese in parentheses the first time.
 */
import { docSets, familyHubs } from './docSets';

/** A variant to avoid; `except` lists longer words that contain it and are correct (用戶端 for 用戶). */
export type Variant = string | { readonly text: string; readonly except: readonly string[] };

export interface Term {
  readonly en: string;
  /** The term to write; alternatives for distinct senses are separated by " / ". */
  readonly zh: string;
  /** Variants that name the same concept and fail the terminology lint. */
  readonly avoid?: readonly Variant[];
  readonly note?: string;
}

export const terms: readonly Term[] = [
  { en: 'gateway', zh: '閘道器' },
  { en: 'edge device', zh: '邊緣裝置' },
  { en: 'device', zh: '裝置' },
  { en: 'device management', zh: '裝置管理' },
  { en: 'firmware', zh: '韌體', avoid: ['固件'] },
  { en: 'software', zh: '軟體', avoid: ['軟件'] },
  { en: 'hardware', zh: '硬體', avoid: ['硬件'] },
  { en: 'network', zh: '網路', avoid: ['網絡'] },
  { en: 'server', zh: '伺服器', avoid: ['服務器'] },
  { en: 'data', zh: '資料', avoid: [{ text: '數據', except: ['數據機'] }], note: '數據機 (modem) is correct' },
  { en: 'database', zh: '資料庫' },
  { en: 'data source', zh: '資料來源' },
  { en: 'dashboard', zh: '儀表板', avoid: ['儀錶板'] },
  { en: 'tenant', zh: '租戶' },
  { en: 'organization', zh: '組織' },
  { en: 'user', zh: '使用者', avoid: [{ text: '用戶', except: ['用戶端'] }], note: '用戶端 (client) is correct' },
  { en: 'client (software)', zh: '用戶端', avoid: ['客戶端'], note: '客戶 is a customer' },
  { en: 'group', zh: '群組' },
  { en: 'role', zh: '角色' },
  { en: 'permission', zh: '權限' },
  {
    en: 'account',
    zh: '帳號',
    avoid: ['賬號', '賬戶'],
    note: '帳戶 only for a bank account and Windows 使用者帳戶控制 (UAC)',
  },
  { en: 'password', zh: '密碼' },
  { en: 'log in / sign in', zh: '登入', avoid: ['登錄'] },
  { en: 'log out / sign out', zh: '登出', avoid: ['註銷'] },
  { en: 'two-factor authentication', zh: '雙重驗證' },
  { en: 'token', zh: '權杖', avoid: ['令牌'], note: 'write 權杖 (Token) the first time on a page' },
  {
    en: 'certificate (TLS, X.509, signing)',
    zh: '憑證',
    note: 'only a certificate; a calibration certificate issued by a laboratory is 校正證書',
  },
  {
    en: 'credential key (a gateway’s secret); credentials',
    zh: '認證金鑰 / 認證資訊',
    avoid: ['憑證金鑰'],
    note: '憑證 is a certificate only',
  },
  {
    en: 'key (API key, access key, enrollment key)',
    zh: '金鑰',
    note: 'a secret (client secret, webhook secret, a Secret variable) is 密鑰; a UI label Secret Key that names a key is 金鑰',
  },
  {
    en: 'secret (client secret, webhook secret, secret store)',
    zh: '密鑰',
    note: 'a key is 金鑰; 機密 is confidential (機密資料, 機密用戶端 for an OAuth confidential client)',
  },
  { en: 'API reference', zh: 'API 參考文件' },
  { en: 'request / response', zh: '請求 / 回應' },
  { en: 'parameter', zh: '參數' },
  { en: 'tag (data point)', zh: '標籤', note: 'write 標籤 (Tag) the first time on a page' },
  { en: 'alarm', zh: '警報', note: 'a page whose English says alert, never alarm, writes 告警 (see conceptPairs)' },
  { en: 'alert / alert rule', zh: '告警 / 告警規則' },
  { en: 'notification', zh: '通知' },
  { en: 'schedule', zh: '排程' },
  { en: 'program (signage)', zh: '節目' },
  { en: 'player (signage)', zh: '播放器' },
  { en: 'log file; log level', zh: '記錄檔 / 記錄等級', avoid: ['日誌'] },
  {
    en: 'history (a record kept)',
    zh: '歷史紀錄',
    avoid: ['歷史記錄'],
    note: 'a record (noun) is 紀錄; to record (verb) is 記錄',
  },
  { en: 'return (a value, a response)', zh: '傳回', avoid: [{ text: '回傳', except: ['傳回傳'] }] },
  { en: 'threshold', zh: '門檻', avoid: ['閾值'] },
  { en: 'notification channel', zh: '通知管道', avoid: ['通知頻道', '通知通道'] },
  {
    en: 'play log',
    zh: '播放紀錄',
    avoid: ['播放記錄'],
    note: 'a log or record (noun) is 紀錄; to record (verb) is 記錄',
  },
  { en: 'dispatch', zh: '派送' },
  { en: 'media', zh: '媒體' },
  { en: 'digital signage', zh: '數位看板' },
  { en: 'content management system', zh: '內容管理系統' },
  { en: 'screen / display', zh: '螢幕', avoid: ['屏幕', '黑屏'], note: 'a black screen is 黑畫面' },
  { en: 'video', zh: '影片', avoid: ['視頻'] },
  { en: 'container', zh: '容器' },
  { en: 'registry (container)', zh: '映像檔倉庫' },
  { en: 'image (container)', zh: '映像檔' },
  { en: 'deployment', zh: '部署' },
  { en: 'batch task', zh: '批次任務' },
  { en: 'telemetry', zh: '遙測資料' },
  { en: 'protocol', zh: '通訊協定' },
  { en: 'driver', zh: '驅動程式' },
  { en: 'configuration', zh: '組態 / 設定' },
  { en: 'settings; to set', zh: '設定', avoid: ['設置'] },
  { en: 'default', zh: '預設', avoid: ['默認', '缺省'] },
  { en: 'support (a feature)', zh: '支援', avoid: ['支持'] },
  { en: 'interface', zh: '介面', avoid: ['接口'], note: 'an API is written API' },
  { en: 'information / message', zh: '資訊 / 訊息', avoid: ['信息'] },
  { en: 'link', zh: '連結', avoid: ['鏈接', '超鏈接'] },
  { en: 'memory', zh: '記憶體', avoid: ['內存'] },
  { en: 'disk', zh: '磁碟', avoid: ['磁盤'] },
  { en: 'cache', zh: '快取', avoid: ['緩存'] },
  { en: 'folder', zh: '資料夾', avoid: ['文件夾'] },
  { en: 'print', zh: '列印', avoid: ['打印'] },
  { en: 'quality', zh: '品質', avoid: ['質量'] },
  { en: 'real-time', zh: '即時', avoid: ['實時'] },
  { en: 'to run (a program)', zh: '執行', avoid: ['運行'] },
  { en: 'debug', zh: '偵錯', avoid: ['除錯', '調試'] },
  { en: 'uninstall', zh: '解除安裝', note: '卸載 only for load shedding or hardware offload' },
  { en: 'plug-in', zh: '外掛', avoid: ['插件'] },
  { en: 'module', zh: '模組', avoid: ['模塊'] },
  { en: 'field (of a form or record)', zh: '欄位', avoid: ['字段'] },
  { en: 'source code', zh: '原始碼', avoid: ['源碼'] },
  { en: 'port (network)', zh: '連接埠', avoid: ['端口'], note: '序列埠 and 通訊埠 are correct' },
  { en: 'bandwidth', zh: '頻寬', avoid: ['帶寬', '寬帶'] },
  { en: 'camera', zh: '攝影機', avoid: ['攝像頭'] },
  { en: 'mouse', zh: '滑鼠', avoid: ['鼠標'] },
  { en: 'click', zh: '點選', avoid: ['按一下', '點擊', '單擊'], note: 'pressing a key is 按下 (按下 Enter)' },
  { en: 'prerequisites', zh: '事前準備', avoid: ['先決條件'] },
  {
    en: 'site (a location in the product)',
    zh: '站點',
    avoid: ['據點'],
    note: 'a plant or factory is 廠區; a shop is 門市',
  },
  { en: 'store (shop)', zh: '門市' },
  { en: 'plant (factory)', zh: '廠區' },
  { en: 'release notes', zh: '版本說明' },
  { en: 'quick start', zh: '快速入門' },
  { en: 'user manual', zh: '使用手冊' },
  { en: 'FAQ', zh: '常見問題' },
  { en: 'troubleshooting', zh: '疑難排解' },
  { en: 'introduction', zh: '簡介' },
  { en: 'overview', zh: '概觀' },
  { en: 'installation', zh: '安裝' },
  { en: 'upgrade', zh: '升級' },
  { en: 'board support package (BSP)', zh: '板級支援套件', note: 'write 板級支援套件 (BSP) the first time on a page' },
  { en: 'sensor', zh: '感測器', avoid: ['傳感器'] },
  { en: 'cold chain', zh: '冷鏈' },
  { en: 'people counting', zh: '人流計數' },
  { en: 'queue management', zh: '排隊管理' },
  { en: 'face recognition', zh: '人臉辨識', avoid: ['人臉識別'] },
  { en: 'object detection', zh: '物件偵測', avoid: ['目標檢測'] },
  { en: 'inspection', zh: '巡檢' },
  { en: 'mystery shopper', zh: '神秘客' },
  { en: 'sign-off', zh: '簽核' },
  { en: 'subscription', zh: '訂閱' },
  { en: 'knowledge base', zh: '知識庫' },
  { en: 'model', zh: '模型' },
  { en: 'agent (AI)', zh: '代理', note: 'write 代理 (Agent) the first time on a page' },
  { en: 'workflow / orchestration', zh: '工作流程 / 編排' },
  { en: 'search', zh: '搜尋', avoid: ['搜索'] },
  { en: 'no results', zh: '沒有結果' },
  { en: 'page not found', zh: '找不到頁面' },
  { en: 'privacy policy', zh: '隱私權政策' },
  { en: 'training', zh: '教育訓練' },
  { en: 'certification', zh: '認證' },
];

/** The Chinese words of the terms (runs of two or more ideographs), for the search dictionary. */
/**
 * Concepts that drift between spellings a word list cannot forbid: each spelling is a correct
 * word somewhere (頻道 is LINE's channel, 記錄 a verb), but one concept gets one spelling in a
 * locale. `npm run check-content` fails when the zh-tw files hold two spellings of a group (a
 * variant pair), naming each with its files; the first spelling is the one to keep.
 */
export interface VariantGroup {
  readonly en: string;
  readonly spellings: readonly Variant[];
}

export const variantGroups: readonly VariantGroup[] = [
  { en: 'log level', spellings: ['記錄等級', '記錄層級'] },
  { en: 'change log (a record)', spellings: ['變更紀錄', '變更記錄'] },
  {
    en: 'notification channel',
    // LINE's own channel (LINE Developers console) keeps its name, with its qualifier.
    spellings: ['通知管道', { text: '頻道', except: ['LINE 頻道', 'Messaging API 頻道', '頻道存取權杖'] }],
  },
  { en: 'credential key', spellings: ['認證金鑰', '憑證金鑰'] },
  { en: 'command log (a record)', spellings: ['指令紀錄', '指令記錄'] },
  { en: 'audit log (a record)', spellings: ['稽核紀錄', '稽核記錄'] },
  {
    en: 'secret (a credential)',
    // 機密 stays where it means confidential (機密資料, 機密字串, an OAuth confidential client
    // 機密用戶端); 隨機密鑰 and 隨機密碼 are 隨機 followed by 密.
    spellings: ['密鑰', { text: '機密', except: ['機密資料', '機密字串', '機密用戶端', '機密性', '隨機密'] }],
  },
  { en: 'API key', spellings: ['API 金鑰', 'API 密鑰'] },
];

/**
 * Concepts told apart only by what the English page says: a zh-tw page may use the second
 * concept's term only where its English source names that concept. Checked per page pair by
 * `npm run check-content` (tooling/i18n/terminology.ts).
 */
export interface ConceptPair {
  readonly concepts: readonly [ConceptTerm, ConceptTerm];
}
export interface ConceptTerm {
  readonly en: RegExp;
  readonly name: string;
  readonly zh: string;
}

export const conceptPairs: readonly ConceptPair[] = [
  {
    concepts: [
      { en: /\balarms?\b/i, name: 'alarm', zh: '警報' },
      { en: /\balert(s|ing)?\b/i, name: 'alert', zh: '告警' },
    ],
  },
];

export const glossaryTerms: readonly string[] = [
  ...new Set(terms.flatMap((term) => term.zh.match(/\p{Unified_Ideograph}{2,}/gu) ?? [])),
];

/** Product names as written in the documentation (both spellings where they differ). */
export function productNames(): string[] {
  const names = new Set<string>();
  for (const set of docSets) names.add(set.label.en);
  for (const hub of familyHubs) names.add(hub.label.en);
  return [...names];
}

/** The Chinese words of the product and family labels (such as 雲端平台), which jieba must keep whole. */
export function labelTerms(): string[] {
  const terms = new Set<string>();
  for (const item of [...docSets, ...familyHubs]) {
    for (const run of item.label['zh-tw'].match(/\p{Unified_Ideograph}{2,}/gu) ?? []) terms.add(run);
  }
  return [...terms];
}

/** The dictionary in jieba's `word frequency tag` line format. */
export function zhUserDictionary(): string {
  return [...new Set([...glossaryTerms, ...labelTerms()])].map((term) => `${term} 100000 n`).join('\n');
}
