/**
 * What readers type for a concept, mapped to the words the portal writes (issue 37). The search
 * index adds the other words of a group to every page that holds one of them (plugins/search), so
 * "sign in" finds the pages that say "log in" and 命令 the pages that say 指令.
 *
 * The groups come from two places: `src/data/glossary.ts` (each term's English and Taiwan words and
 * the variants the terminology lint refuses, which readers still type) and the table below (words
 * the glossary has no row for). A group lists English words and zh-tw words; a zh-tw page also gets
 * the English words of its groups, so an English identifier or term finds the Chinese page.
 */
import { terms as glossaryTerms, type Variant } from './glossary';
import type { Locale } from './locales';

export interface SynonymGroup {
  /** English words and phrases, lower case. */
  readonly en: readonly string[];
  /** Traditional Chinese (Taiwan) words. */
  readonly zh: readonly string[];
}

/** Groups the glossary does not give: readers' words, abbreviations and other spellings. */
export const extraSynonyms: readonly SynonymGroup[] = [
  { en: ['log in', 'sign in', 'login', 'signin', 'logon'], zh: ['登入', '登錄', '簽入'] },
  { en: ['log out', 'sign out', 'logout', 'signout'], zh: ['登出', '註銷'] },
  {
    en: ['log bundle', 'diagnostic logs', 'support bundle', 'collect logs'],
    zh: ['記錄檔套件', '診斷記錄檔', '收集記錄檔'],
  },
  { en: ['log file', 'logs'], zh: ['記錄檔', '日誌', '日志', '紀錄檔'] },
  { en: ['command', 'instruction'], zh: ['指令', '命令'] },
  { en: ['account', 'user account'], zh: ['帳號', '帳戶', '賬號', '賬戶', '账号'] },
  { en: ['access token', 'api key', 'bearer token'], zh: ['存取權杖', 'API 金鑰'] },
  { en: ['client secret', 'api secret'], zh: ['用戶端密碼', '用戶端密鑰'] },
  {
    en: ['2fa', 'two-factor authentication', 'mfa', 'totp'],
    zh: ['雙重驗證', '兩步驟驗證', '二次驗證', '多重要素驗證'],
  },
  { en: ['sso', 'single sign-on'], zh: ['單一登入'] },
  { en: ['webhook', 'callback url', 'http callback'], zh: ['Webhook', '回呼'] },
  { en: ['signature', 'hmac'], zh: ['簽章', '簽名'] },
  { en: ['depth', 'nesting'], zh: ['深度', '巢狀'] },
  { en: ['cost', 'complexity'], zh: ['成本', '複雜度'] },
  { en: ['rate limit', 'throttling', 'too many requests'], zh: ['速率限制', '頻率限制', '限流'] },
  { en: ['timeout', 'time out', 'timed out'], zh: ['逾時', '超時'] },
  { en: ['offline', 'disconnected'], zh: ['離線', '斷線'] },
  { en: ['online', 'connected'], zh: ['上線'] },
  { en: ['heartbeat', 'keep-alive', 'keepalive'], zh: ['心跳', '保持連線'] },
  { en: ['firmware update', 'firmware upgrade', 'flash firmware'], zh: ['韌體更新', '韌體升級', '固件升級'] },
  { en: ['flash', 'burn', 'write image'], zh: ['燒錄', '刷機'] },
  { en: ['reboot', 'restart'], zh: ['重新開機', '重新啟動', '重啟'] },
  { en: ['footfall', 'people counting', 'visitor count'], zh: ['人流計數', '來客數', '人流'] },
  { en: ['playlist', 'program'], zh: ['節目', '播放清單'] },
  { en: ['black screen', 'blank screen'], zh: ['黑畫面', '黑屏'] },
  { en: ['temperature log', 'temperature record'], zh: ['溫度紀錄', '溫度記錄'] },
  { en: ['renew', 'renewal', 'extend subscription'], zh: ['續約', '續訂'] },
  { en: ['expired', 'expiry', 'expiration'], zh: ['到期', '過期'] },
  { en: ['alert', 'alarm'], zh: ['告警', '警報'] },
  { en: ['container stack', 'docker compose', 'compose file'], zh: ['容器堆疊'] },
  { en: ['paging', 'pagination', 'cursor'], zh: ['分頁', '游標'] },
  { en: ['certificate', 'cert'], zh: ['憑證'] },
  { en: ['password reset', 'forgot password', 'reset password'], zh: ['重設密碼', '忘記密碼'] },
  { en: ['export', 'download as csv'], zh: ['匯出', '導出'] },
  { en: ['retention', 'purge', 'delete old data', 'how long kept'], zh: ['保留期限', '保存期限', '清除舊資料'] },
];

/** A glossary variant's text. */
const variantText = (variant: Variant): string => (typeof variant === 'string' ? variant : variant.text);

/** English words of a glossary term: its `en` without notes in parentheses, split at `/` and `;`. */
function englishWords(en: string): string[] {
  return en
    .replace(/\([^)]*\)/g, ' ')
    .split(/[/;]/)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length > 0);
}

/**
 * The glossary's groups: a term's English words, its Taiwan words and the variants readers type
 * (mainland words the lint refuses). Where the English and Chinese sides list the same number of
 * words (`log file; log level` and `記錄檔 / 記錄等級`), each pair is a group of its own.
 */
export function glossarySynonyms(): SynonymGroup[] {
  return glossaryTerms.flatMap((term): SynonymGroup[] => {
    const en = englishWords(term.en);
    const zh = term.zh.split('/').map((word) => word.trim());
    const avoid = (term.avoid ?? []).map(variantText);
    if (en.length > 1 && en.length === zh.length) {
      return en.map((word, index) => ({ en: [word], zh: index === 0 ? [zh[index], ...avoid] : [zh[index]] }));
    }
    return [{ en, zh: [...zh, ...avoid] }];
  });
}

/** Every group: the glossary's, then the table above. */
export function synonymGroups(): SynonymGroup[] {
  return [...glossarySynonyms(), ...extraSynonyms];
}

/** The words of a group that a page in `locale` gets: English for both, Chinese for zh-tw pages. */
export function groupWords(group: SynonymGroup, locale: Locale): readonly string[] {
  return locale === 'en' ? group.en : [...group.zh, ...group.en];
}
