/**
 * How long data lives: the retention periods of the WISE-iService applications (and of VisionSense
 * and SignageBI, which are not subscriptions of the platform), and the timeline an application's data
 * follows after a downgrade, the end of a subscription or the closing of the company. This is the one
 * place these periods are written: pages show them through src/components/DataLifecycle, and
 * tests/unit/content/facts.test.ts fails when a page or diagram of these manuals types one by hand.
 */
import type { Localized } from '../docSets';
import { durationText, type AppId, type Duration, type FeatureName } from './plans';

// ---------------------------------------------------------------------------------- the timeline

/**
 * Days after a subscription's end date at which each stage starts. A trial that ends without a
 * subscription, and an invoice left unpaid 14 days after its due date, end a subscription too.
 */
export const expiryStages = [
  {
    id: 'grace',
    fromDay: 0,
    state: { en: 'Grace period', 'zh-tw': '寬限期' },
    experience: {
      en: 'Everything works; a banner asks administrators to renew.',
      'zh-tw': '一切正常運作；橫幅提醒管理員續約。',
    },
  },
  {
    id: 'readOnly',
    fromDay: 15,
    state: { en: 'Read-only', 'zh-tw': '唯讀' },
    experience: {
      en: 'Devices keep sending data and users can still read and export it, but no configuration changes, alerts or new reports.',
      'zh-tw': '裝置仍會傳送資料，使用者仍可檢視與匯出，但無法變更設定，也不會發出告警或產生新報表。',
    },
  },
  {
    id: 'suspended',
    fromDay: 45,
    state: { en: 'Suspended', 'zh-tw': '暫停' },
    experience: {
      en: 'No sign-in to the application; its data is kept. Company Admins can still sign in to the platform.',
      'zh-tw': '無法登入該應用程式；其資料會保留。公司管理員仍可登入平台。',
    },
  },
  {
    id: 'deleted',
    fromDay: 135,
    state: { en: 'Deleted', 'zh-tw': '已刪除' },
    experience: {
      en: "The application's data is deleted. Sites, users and the company remain, and so do legal records such as locked HACCP reports.",
      'zh-tw': '應用程式資料被刪除。站點、使用者與公司仍保留，已鎖定的 HACCP 報表等法定紀錄也會保留。',
    },
  },
] as const satisfies ReadonlyArray<{ id: string; fromDay: number; state: Localized; experience: Localized }>;

export type StageId = (typeof expiryStages)[number]['id'];

export function stageDay(id: StageId): number {
  const stage = expiryStages.find((candidate) => candidate.id === id);
  if (!stage) throw new Error(`dataLifecycle.ts: no stage ${id}`);
  return stage.fromDay;
}

/**
 * The same timeline serves a downgrade, so that a page never needs a second one: data that only the
 * higher plan has is read-only from the first day of the lower plan (day 0; a downgrade is chosen,
 * so there is no grace period) and deleted on the day an expired subscription's data is.
 */
export const downgradeDeletedDay = stageDay('deleted');

/** Closing a company (by its partner, or on a Company Admin's request to support). */
export const closure = { readOnly: { amount: 30, unit: 'days' } } as const satisfies { readOnly: Duration };

// ------------------------------------------------------------------------------- retention items

/** One retention period, or the setting that decides it, of one kind of data. */
export type RetentionItem =
  /** An administrator chooses it; `setting` is the UI label, when it has one. */
  | {
      readonly kind: 'setting';
      readonly data: Localized;
      readonly setting?: Localized;
      readonly default: Duration;
      readonly min: Duration;
      readonly max: Duration;
    }
  /** Fixed by the product. */
  | { readonly kind: 'fixed'; readonly data: Localized; readonly duration: Duration }
  /** The plan decides it (src/data/facts/plans.ts), for the plans that include `feature`, or all. */
  | { readonly kind: 'planHistory'; readonly data: Localized; readonly app: AppId; readonly feature?: FeatureName }
  /** A download link, which stops working; the file a reader downloaded is theirs. */
  | { readonly kind: 'link'; readonly data: Localized; readonly duration: Duration }
  /** A record kept by law, whatever happens to the subscription (see `legalRecords`). */
  | { readonly kind: 'legalRecord'; readonly data: Localized; readonly duration: Duration };

const days = (amount: number): Duration => ({ amount, unit: 'days' });
const months = (amount: number): Duration => ({ amount, unit: 'months' });
const years = (amount: number): Duration => ({ amount, unit: 'years' });

/** Locked HACCP cold-chain reports are food-safety records: kept this long from locking. */
const LOCKED_REPORTS = years(7);

export const retention = {
  iservice: {
    companyClosure: {
      kind: 'fixed',
      data: { en: 'A closed company, read-only before it is deleted', 'zh-tw': '已關閉的公司，在刪除前為唯讀' },
      duration: closure.readOnly,
    },
  },
  iotsensing: {
    readings: {
      kind: 'planHistory',
      data: { en: 'Sensor readings', 'zh-tw': '感測器讀值' },
      app: 'iotsensing',
    },
    coldChainRecords: {
      kind: 'planHistory',
      data: { en: 'Daily temperature logs, excursions and draft reports', 'zh-tw': '每日溫度紀錄、溫度偏離與草稿報表' },
      app: 'iotsensing',
      feature: 'coldChain',
    },
    lockedReports: {
      kind: 'legalRecord',
      data: { en: 'Locked Monthly HACCP Reports', 'zh-tw': '已鎖定的每月 HACCP 報表' },
      duration: LOCKED_REPORTS,
    },
    exportLink: {
      kind: 'link',
      data: { en: 'Link to a large export, sent by e-mail', 'zh-tw': '以電子郵件寄送的大型匯出檔連結' },
      duration: days(7),
    },
    reportLink: {
      kind: 'link',
      data: {
        en: 'Link to a scheduled report too large to attach',
        'zh-tw': '排程報表過大、無法附加時寄送的連結',
      },
      duration: days(30),
    },
  },
  inspection: {
    records: {
      kind: 'setting',
      data: {
        en: 'Completed inspections and events, with their photos and sign-offs',
        'zh-tw': '已完成的巡檢與事件，及其照片與簽核',
      },
      setting: { en: 'Record retention', 'zh-tw': '紀錄保存期限' },
      default: years(5),
      min: years(5),
      max: years(10),
    },
    exportLink: {
      kind: 'link',
      data: { en: 'Link to a large export, sent by e-mail', 'zh-tw': '以電子郵件寄送的大型匯出檔連結' },
      duration: days(7),
    },
  },
  countingbi: {
    counts: {
      kind: 'planHistory',
      data: {
        en: 'One-minute counts (and the hourly totals VisionSense sends)',
        'zh-tw': '每分鐘計數（以及 VisionSense 傳送的每小時總數）',
      },
      app: 'countingbi',
    },
    kpis: {
      kind: 'setting',
      data: { en: 'Hourly and daily KPIs', 'zh-tw': '每小時與每日 KPI' },
      default: years(5),
      min: years(2),
      max: years(10),
    },
    posFiles: {
      kind: 'setting',
      data: { en: 'POS import files', 'zh-tw': 'POS 匯入檔案' },
      default: days(90),
      min: days(30),
      max: days(365),
    },
    history: {
      kind: 'fixed',
      data: { en: 'Notification and report history', 'zh-tw': '通知與報表歷史紀錄' },
      duration: months(12),
    },
    reportLink: {
      kind: 'link',
      data: {
        en: 'Link that replaces a report attachment larger than 10 MB',
        'zh-tw': '取代超過 10 MB 報表附件的下載連結',
      },
      duration: days(7),
    },
  },
  visionsense: {
    enrollments: {
      kind: 'setting',
      data: {
        en: 'Enrollment photos and face templates: kept until the person is deleted or nobody re-confirms the enrollment within the review period',
        'zh-tw': '註冊照片與人臉範本：保留到人員被刪除，或在檢視期間內無人重新確認註冊為止',
      },
      setting: { en: 'Retention review', 'zh-tw': '保存檢視' },
      default: days(365),
      min: days(30),
      max: days(730),
    },
    faceSnapshots: {
      kind: 'setting',
      data: { en: 'Face event snapshots of enrolled people', 'zh-tw': '已註冊人員的人臉事件快照' },
      setting: { en: 'Face event snapshots', 'zh-tw': '人臉事件快照' },
      default: days(30),
      min: days(1),
      max: days(365),
    },
    unknownFaces: {
      kind: 'setting',
      data: {
        en: 'Unknown face snapshots, only when a task stores them',
        'zh-tw': '未知人臉快照，僅在任務設定為保存時',
      },
      setting: { en: 'Unknown face snapshots', 'zh-tw': '未知人臉快照' },
      default: days(0),
      min: days(0),
      max: days(30),
    },
    objectClips: {
      kind: 'setting',
      data: {
        en: '10-second clips and snapshots of object events',
        'zh-tw': '物件事件的 10 秒影片片段與快照',
      },
      setting: { en: 'Object event clips', 'zh-tw': '物件事件片段' },
      default: days(30),
      min: days(1),
      max: days(365),
    },
    eventMetadata: {
      kind: 'setting',
      data: { en: 'Events without images (time, camera, list)', 'zh-tw': '不含影像的事件（時間、攝影機、名單）' },
      setting: { en: 'Event metadata', 'zh-tw': '事件中繼資料' },
      default: days(180),
      min: days(30),
      max: days(1095),
    },
    countingStatistics: {
      kind: 'setting',
      data: { en: 'Aggregated counts and zone statistics', 'zh-tw': '彙總後的計數與區域統計' },
      setting: { en: 'Counting and zone statistics', 'zh-tw': '計數與區域統計' },
      default: days(1095),
      min: days(90),
      max: days(1825),
    },
    auditLog: {
      kind: 'setting',
      data: {
        en: 'Audit log: who viewed, exported or deleted what',
        'zh-tw': '稽核紀錄：誰檢視、匯出或刪除了哪些資料',
      },
      setting: { en: 'Audit log', 'zh-tw': '稽核紀錄' },
      default: days(365),
      min: days(180),
      max: days(1825),
    },
  },
  signagebi: {
    audienceData: {
      kind: 'setting',
      data: { en: 'Audience data', 'zh-tw': '觀眾資料' },
      setting: { en: 'Audience Data Retention', 'zh-tw': '觀眾資料保留期間' },
      default: months(25),
      min: months(3),
      max: months(25),
    },
    playData: {
      kind: 'setting',
      data: { en: 'Play data', 'zh-tw': '播放資料' },
      setting: { en: 'Play Data Retention', 'zh-tw': '播放資料保留期間' },
      default: months(25),
      min: months(3),
      max: months(25),
    },
    downloads: {
      kind: 'link',
      data: {
        en: 'Large exports under **Reports** > **Downloads**',
        'zh-tw': '**Reports**（報表）> **Downloads**（下載）中的大型匯出檔',
      },
      duration: days(7),
    },
    reportCopies: {
      kind: 'fixed',
      data: {
        en: 'Copies of scheduled reports under **Reports**',
        'zh-tw': '**Reports**（報表）中的排程報表副本',
      },
      duration: days(90),
    },
  },
} as const satisfies Record<string, Record<string, RetentionItem>>;

export type Product = keyof typeof retention;

export function retentionItem(product: Product, item: string): RetentionItem | undefined {
  return (retention[product] as Record<string, RetentionItem>)[item];
}

// ------------------------------------------------------------------------------ the lifecycle rows

/** The kinds of data every application has. */
export const dataCategories = ['raw', 'reports', 'configuration', 'exports'] as const;
export type DataCategory = (typeof dataCategories)[number];

/**
 * What a downgrade does to a row: nothing (every plan has it); history the lower plan does not keep
 * goes the way of a feature the lower plan lacks: read-only from day 0, deleted on
 * `downgradeDeletedDay`.
 */
export type Downgrade = 'unchanged' | 'beyondNewPlan' | 'featureEnds';

export type LifecycleRow =
  | {
      readonly kind: 'standard';
      readonly category: DataCategory;
      readonly data: Localized;
      /** The plan feature the data belongs to, when a lower plan lacks it. */
      readonly feature?: FeatureName;
      /** The retention item of the application that says how long it is kept, or until a user deletes it. */
      readonly kept: string;
      readonly downgrade: Downgrade;
    }
  | {
      /** A record the law keeps, whatever happens to the subscription: every event is its own sentence. */
      readonly kind: 'legalRecord';
      readonly category: DataCategory;
      readonly feature?: FeatureName;
      readonly kept: string;
      readonly subscribed: Localized;
      readonly downgrade: Localized;
      readonly expiry: Localized;
      readonly closure: Localized;
    };

/** `kept` of data that lives until a user deletes it. */
export const UNTIL_DELETED = 'untilDeleted';

const DELETED = stageDay('deleted');
const CLOSURE_DAYS = durationText(closure.readOnly, 'en');
const CLOSURE_DAYS_ZH = durationText(closure.readOnly, 'zh-tw');
const LOCKED = durationText(LOCKED_REPORTS, 'en');
const LOCKED_ZH = durationText(LOCKED_REPORTS, 'zh-tw');

export const lifecycle = {
  iotsensing: [
    {
      kind: 'standard',
      category: 'raw',
      data: retention.iotsensing.readings.data,
      kept: 'readings',
      downgrade: 'beyondNewPlan',
    },
    {
      kind: 'standard',
      category: 'raw',
      data: retention.iotsensing.coldChainRecords.data,
      feature: 'coldChain',
      kept: 'coldChainRecords',
      downgrade: 'featureEnds',
    },
    {
      kind: 'legalRecord',
      category: 'reports',
      feature: 'coldChain',
      kept: 'lockedReports',
      subscribed: {
        en: `${LOCKED} from locking, even after the readings they summarize have expired. Every IoT Sensing role with access to the site downloads the locked PDF under **Cold Chain** > **Reports**; its verification code shows that it is unchanged.`,
        'zh-tw': `自鎖定起保存 ${LOCKED_ZH}，即使其彙整的讀值已到期也不受影響。凡可存取該站點的 IoT Sensing 角色，都可在 **Cold Chain**（冷鏈）> **Reports**（報表）下載已鎖定的 PDF；PDF 上的驗證碼可證明內容未經更改。`,
      },
      downgrade: {
        en: `Still kept until ${LOCKED} after locking. The **Cold Chain** menu disappears; Company Admins download the locked PDFs from **Subscription** > **Records Archive** on the iService Cloud Platform.`,
        'zh-tw': `仍保存至鎖定後 ${LOCKED_ZH}。**Cold Chain**（冷鏈）選單會隱藏；公司管理員可在 iService Cloud Platform 的 **Subscription**（訂閱）> **Records Archive**（紀錄封存區）下載已鎖定的 PDF。`,
      },
      expiry: {
        en: `Not deleted on day ${DELETED}: kept until ${LOCKED} after locking. Company Admins download them from **Subscription** > **Records Archive** on the platform, also while the application is suspended.`,
        'zh-tw': `不會在第 ${DELETED} 天刪除：保存至鎖定後 ${LOCKED_ZH}。公司管理員可在平台的 **Subscription**（訂閱）> **Records Archive**（紀錄封存區）下載，應用程式暫停期間也可以。`,
      },
      closure: {
        en: `Deleted with the company after the ${CLOSURE_DAYS}. Download them from **Records Archive** first and keep them for as long as your food-safety plan requires.`,
        'zh-tw': `在 ${CLOSURE_DAYS_ZH}後隨公司一併刪除。請先從 **Records Archive**（紀錄封存區）下載，並依您的食品安全計畫要求的期間自行保存。`,
      },
    },
    {
      kind: 'standard',
      category: 'configuration',
      data: {
        en: 'Gateways, stations, sensors and alert rules',
        'zh-tw': '閘道器、監測點、感測器與告警規則',
      },
      kept: UNTIL_DELETED,
      downgrade: 'unchanged',
    },
    {
      kind: 'standard',
      category: 'configuration',
      data: {
        en: 'Pause schedules, manual check schedules and report schedules',
        'zh-tw': '暫停排程、人工檢查排程與報表排程',
      },
      feature: 'coldChain',
      kept: UNTIL_DELETED,
      downgrade: 'featureEnds',
    },
    {
      kind: 'standard',
      category: 'exports',
      data: retention.iotsensing.exportLink.data,
      kept: 'exportLink',
      downgrade: 'unchanged',
    },
    {
      kind: 'standard',
      category: 'exports',
      data: retention.iotsensing.reportLink.data,
      feature: 'coldChain',
      kept: 'reportLink',
      downgrade: 'featureEnds',
    },
  ],
  inspection: [
    {
      kind: 'standard',
      category: 'raw',
      data: retention.inspection.records.data,
      kept: 'records',
      downgrade: 'unchanged',
    },
    {
      kind: 'standard',
      category: 'raw',
      data: { en: 'Mystery shopper visits and results', 'zh-tw': '神秘客訪查與結果' },
      feature: 'mysteryShopper',
      kept: 'records',
      downgrade: 'featureEnds',
    },
    {
      kind: 'standard',
      category: 'reports',
      data: { en: 'Inspection reports (PDF of each completed inspection)', 'zh-tw': '巡檢報告（每次完成巡檢的 PDF）' },
      kept: 'records',
      downgrade: 'unchanged',
    },
    {
      kind: 'standard',
      category: 'configuration',
      data: {
        en: 'Checklists, schedules, stores, regions and event categories',
        'zh-tw': '檢查表、排程、門市、區域與事件類別',
      },
      kept: UNTIL_DELETED,
      downgrade: 'unchanged',
    },
    {
      kind: 'standard',
      category: 'configuration',
      data: {
        en: 'Schedules of statistics reports (the reports themselves are sent by e-mail, not stored)',
        'zh-tw': '統計報表的排程（報表本身以電子郵件寄送，不會保存）',
      },
      feature: 'inspectionStatistics',
      kept: UNTIL_DELETED,
      downgrade: 'featureEnds',
    },
    {
      kind: 'standard',
      category: 'exports',
      data: retention.inspection.exportLink.data,
      kept: 'exportLink',
      downgrade: 'unchanged',
    },
  ],
  countingbi: [
    {
      kind: 'standard',
      category: 'raw',
      data: retention.countingbi.counts.data,
      kept: 'counts',
      downgrade: 'beyondNewPlan',
    },
    {
      kind: 'standard',
      category: 'raw',
      data: { en: 'Queue counts and wait times', 'zh-tw': '排隊計數與等候時間' },
      feature: 'queueManagement',
      kept: 'counts',
      downgrade: 'featureEnds',
    },
    {
      kind: 'standard',
      category: 'raw',
      data: retention.countingbi.kpis.data,
      kept: 'kpis',
      downgrade: 'unchanged',
    },
    {
      kind: 'standard',
      category: 'raw',
      data: retention.countingbi.posFiles.data,
      feature: 'countingIntegrations',
      kept: 'posFiles',
      downgrade: 'featureEnds',
    },
    {
      kind: 'standard',
      category: 'reports',
      data: retention.countingbi.history.data,
      kept: 'history',
      downgrade: 'unchanged',
    },
    {
      kind: 'standard',
      category: 'configuration',
      data: {
        en: 'Site settings, holidays, devices, notification rules and report schedules',
        'zh-tw': '站點設定、假日、裝置、通知規則與報表排程',
      },
      kept: UNTIL_DELETED,
      downgrade: 'unchanged',
    },
    {
      kind: 'standard',
      category: 'configuration',
      data: {
        en: 'Integrations: POS import, webhooks and VisionSense links',
        'zh-tw': '整合功能：POS 匯入、Webhook 與 VisionSense 連結',
      },
      feature: 'countingIntegrations',
      kept: UNTIL_DELETED,
      downgrade: 'featureEnds',
    },
    {
      kind: 'standard',
      category: 'exports',
      data: retention.countingbi.reportLink.data,
      kept: 'reportLink',
      downgrade: 'unchanged',
    },
  ],
} as const satisfies Record<AppId, readonly LifecycleRow[]>;
