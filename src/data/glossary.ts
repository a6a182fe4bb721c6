/**
 * Taiwan Traditional Chinese terms of the portal (from the shared glossary) and
 * the product names. The search index loads them as a user dictionary, so that
 * the Chinese segmenter keeps 閘道器, 韌體 or 雙重驗證 whole instead of cutting
 * them into single characters.
 */
import { docSets, familyHubs } from './docSets';

export const glossaryTerms = [
  '閘道器',
  '邊緣裝置',
  '裝置',
  '裝置管理',
  '韌體',
  '軟體',
  '硬體',
  '網路',
  '伺服器',
  '資料',
  '資料庫',
  '資料來源',
  '儀表板',
  '租戶',
  '組織',
  '使用者',
  '群組',
  '角色',
  '權限',
  '帳號',
  '密碼',
  '登入',
  '登出',
  '雙重驗證',
  '權杖',
  '參考文件',
  '請求',
  '回應',
  '參數',
  '標籤',
  '警報',
  '告警規則',
  '通知',
  '排程',
  '節目',
  '播放器',
  '派送',
  '媒體',
  '數位看板',
  '內容管理系統',
  '容器',
  '映像檔倉庫',
  '映像檔',
  '部署',
  '批次任務',
  '遙測資料',
  '通訊協定',
  '驅動程式',
  '組態',
  '設定',
  '版本說明',
  '快速入門',
  '使用手冊',
  '常見問題',
  '疑難排解',
  '簡介',
  '概觀',
  '安裝',
  '升級',
  '板級支援套件',
  '感測器',
  '冷鏈',
  '人流計數',
  '排隊管理',
  '人臉辨識',
  '物件偵測',
  '巡檢',
  '神秘客',
  '簽核',
  '訂閱',
  '知識庫',
  '模型',
  '代理',
  '工作流程',
  '編排',
  '搜尋',
  '教育訓練',
  '認證',
  '隱私權政策',
  '憑證',
] as const;

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
