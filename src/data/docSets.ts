/**
 * The one source of truth for the portal's documentation sets, and for what every set shares: the
 * locales, the product families and their order, and where generated pages go. The config (one
 * `@docusaurus/plugin-content-docs` instance per row), navbar, footer, home page, search, content
 * check and tests all read it. A row's `kind` says whether it is a manual or a reference generated
 * from its `spec` (tooling/references/kinds.ts). Adding a set is one row plus its content folder (or
 * spec) and translations (src/data/README.md).
 */

import { defaultLocale, locales, type Locale } from './locales';

export { defaultLocale, locales, type Locale };
/** A locale's URL prefix: '' for the default, `/zh-tw` for a translation. */
export const localePrefix = (locale: Locale): string => (locale === defaultLocale ? '' : `/${locale}`);
/** Every locale but the default: served under `/<locale>/`, translated under `i18n/<locale>/`. */
export const translatedLocales: readonly Locale[] = locales.slice(1);
/** The translation the content checks hold to Taiwan usage (terminology, Traditional characters). */
export const TRANSLATED_LOCALE: Locale = locales[1];
export const localeSettings: Readonly<Record<Locale, { readonly label: string; readonly htmlLang: string }>> = {
  en: { label: 'English', htmlLang: 'en' },
  'zh-tw': { label: '繁體中文', htmlLang: 'zh-TW' },
};

/**
 * The git-ignored folder of everything `npm run gen-api` writes: the API pages
 * of each locale (`generated/api/<locale>/<set id>/`) and the specs served for
 * download (`generated/static/`).
 */
export const GENERATED_DIR = 'generated';

/**
 * Every set has one sidebar, under Docusaurus's default id: manuals are
 * generated from their folders (no sidebars file), API references from the
 * generator's output. Category translations read `sidebar.defaultSidebar.category.<label>`.
 */
export const SIDEBAR_ID = 'defaultSidebar';

/** The key of a sidebar category's translation in a set's `current.json`. */
export const sidebarCategoryKey = (label: string): string => `sidebar.${SIDEBAR_ID}.category.${label}`;

/** A string in every locale the site ships. */
export type Localized = Readonly<Record<Locale, string>>;

/** Where a set appears in the navbar; `order` sorts entries inside a menu. */
export type MenuPlacement =
  | { readonly menu: 'discover' | 'documentations' | 'apiHubs'; readonly order: number }
  | { readonly menu: 'none' };

/** The product families, in the order of the home page sections and the footer columns. */
export const families = [
  { id: 'edge', label: { en: 'Edge computing', 'zh-tw': '邊緣運算' } },
  { id: 'signage', label: { en: 'Digital signage', 'zh-tw': '數位看板' } },
  { id: 'vision-iot', label: { en: 'Vision, IoT and energy', 'zh-tw': '視覺、IoT 與能源' } },
  { id: 'ai', label: { en: 'AI', 'zh-tw': 'AI' } },
  { id: 'api', label: { en: 'API references', 'zh-tw': 'API 參考文件' } },
] as const satisfies ReadonlyArray<{ id: string; label: Localized }>;

/** The product family a set belongs to; it groups the home page cards and the footer links. */
export type Family = (typeof families)[number]['id'];

interface DocSetRow {
  /** Plugin instance id; also the i18n folder suffix. */
  readonly id: string;
  /** Route base path without leading or trailing slash. */
  readonly routeBasePath: string;
  /** Landing page path below the base path (a doc slug). */
  readonly landing: string;
  readonly label: Localized;
  readonly description: Localized;
  readonly family: Family;
  readonly placement: MenuPlacement;
  /**
   * A reference only: the id of the manual whose product it documents. Search treats a manual and
   * its references as one product (one index, one entry of the search page's product list).
   */
  readonly product?: string;
}

/** What a row is: a hand-written manual, or a reference generated from a spec of that kind. */
export type DocSetKind = 'manual' | ReferenceKindId;
/** The kinds of generated reference: each has one module (tooling/references/kinds.ts). */
export type ReferenceKindId = 'openapi' | 'graphql' | 'asyncapi';

/** A hand-written set: its content folder and the fewest English pages it may have. */
interface ManualRow extends DocSetRow {
  readonly kind: 'manual';
  /** Content folder, relative to the repository root. */
  readonly path: string;
  /** The content check fails below this many English pages (each needs its translation). */
  readonly minPages: number;
}

/**
 * A reference: pages generated from `spec` (an OpenAPI file, a GraphQL schema or an AsyncAPI 3
 * document, as `kind` says) into `generated/api/<locale>/<id>/` by `npm run gen-api`.
 */
interface ReferenceRow extends DocSetRow {
  readonly kind: ReferenceKindId;
  /** The spec the pages are generated from, relative to the repository root. */
  readonly spec: string;
}

/** A manual as the rest of the site reads it: its row. */
export type ManualSet = ManualRow;

/** A reference as the rest of the site reads it: its row, with the folder its English pages are generated in. */
export interface ReferenceSet extends ReferenceRow {
  /** `generated/api/en/<id>`: where gen-api writes the English pages. */
  readonly path: string;
  /** Generated: no floor on the number of pages. */
  readonly minPages: 0;
}

/** A row of the table with what follows from it: every set has the folder of its English pages. */
export type DocSet = ManualSet | ReferenceSet;

export const DEFAULT_DOCS_ID = 'default';

const docSetRows = [
  {
    id: DEFAULT_DOCS_ID,
    kind: 'manual',
    path: 'docs',
    minPages: 1,
    routeBasePath: 'docs',
    landing: 'empty',
    label: { en: 'Documentation', 'zh-tw': '文件' },
    description: {
      en: 'The documentation root: where every product manual and API reference starts.',
      'zh-tw': '文件入口：所有產品使用手冊與 API 參考文件的起點。',
    },
    family: 'edge',
    placement: { menu: 'none' },
  },
  {
    id: 'weda',
    kind: 'manual',
    path: 'weda/docs',
    minPages: 20,
    routeBasePath: 'weda/docs',
    landing: 'Introduction',
    label: { en: 'WEDA', 'zh-tw': 'WEDA' },
    description: {
      en: 'Edge device management: cloud console, edge agent, container stacks and the AI container library.',
      'zh-tw': '邊緣裝置管理：雲端主控台、邊緣代理程式、容器堆疊與 AI 容器函式庫。',
    },
    family: 'edge',
    placement: { menu: 'documentations', order: 1 },
  },
  {
    id: 'weda-api',
    kind: 'openapi',
    routeBasePath: 'weda/api',
    landing: 'weda-api',
    label: { en: 'WEDA API', 'zh-tw': 'WEDA API' },
    description: {
      en: 'REST reference of the WEDA device-management cloud: identity, devices, containers, batch tasks and reports.',
      'zh-tw': 'WEDA 裝置管理雲端的 REST API 參考文件：身分與存取、裝置、容器、批次任務與報表。',
    },
    family: 'api',
    placement: { menu: 'apiHubs', order: 1 },
    spec: 'openapi/weda.yaml',
    product: 'weda',
  },
  {
    id: 'bsp',
    kind: 'manual',
    path: 'BSP',
    minPages: 25,
    routeBasePath: 'BSP',
    landing: 'Overview',
    label: { en: 'BSP', 'zh-tw': 'BSP 板級支援套件' },
    description: {
      en: 'Board support packages for embedded computers: Ubuntu 20.04, Ubuntu 22.04 and Yocto 4.0 images.',
      'zh-tw': '嵌入式電腦的板級支援套件：Ubuntu 20.04、Ubuntu 22.04 與 Yocto 4.0 映像檔。',
    },
    family: 'edge',
    placement: { menu: 'discover', order: 1 },
  },
  {
    id: 'edgehub',
    kind: 'manual',
    path: 'EdgeHub',
    minPages: 45,
    routeBasePath: 'EdgeHub',
    landing: 'Introduction/What_is_EdgeHub',
    label: { en: 'EdgeHub', 'zh-tw': 'EdgeHub' },
    description: {
      en: 'Edge gateway cloud platform: connect gateways, manage data, dashboards, users and tenants.',
      'zh-tw': '邊緣閘道器雲端平台：連接閘道器、管理資料、儀表板、使用者與租戶。',
    },
    family: 'edge',
    placement: { menu: 'documentations', order: 2 },
  },
  {
    id: 'edgehub-api',
    kind: 'openapi',
    routeBasePath: 'APIs/EdgeHub',
    landing: 'edgehub-restful-apis',
    label: { en: 'EdgeHub RESTful API', 'zh-tw': 'EdgeHub RESTful API' },
    description: {
      en: 'REST reference of the EdgeHub data hub: authentication, gateways, tags, data reads and writes.',
      'zh-tw': 'EdgeHub 資料中樞的 REST API 參考文件：驗證、閘道器、標籤、資料讀取與寫入。',
    },
    family: 'api',
    placement: { menu: 'apiHubs', order: 2 },
    spec: 'openapi/edgehub.yaml',
    product: 'edgehub',
  },
  {
    id: 'edgehub-graphql',
    kind: 'graphql',
    routeBasePath: 'APIs/EdgeHub-GraphQL',
    landing: 'edgehub-graphql-api',
    label: { en: 'EdgeHub GraphQL API', 'zh-tw': 'EdgeHub GraphQL API' },
    description: {
      en: 'GraphQL reference of the EdgeHub data hub: gateways, tags and their values in one round trip, history, statistics and writes.',
      'zh-tw': 'EdgeHub 資料中樞的 GraphQL API 參考文件：一次往返取得閘道器、標籤及其數值，以及歷史資料、統計與寫入。',
    },
    family: 'api',
    placement: { menu: 'apiHubs', order: 3 },
    spec: 'openapi/edgehub.graphql',
    product: 'edgehub',
  },
  {
    id: 'edgehub-mqtt',
    kind: 'asyncapi',
    routeBasePath: 'APIs/EdgeHub-MQTT',
    landing: 'edgehub-mqtt-api',
    label: { en: 'EdgeHub MQTT API', 'zh-tw': 'EdgeHub MQTT API' },
    description: {
      en: "Protocol reference of a gateway's MQTT connection to EdgeHub: the broker, every topic with its payload, QoS and retain flag, the last will and reconnects.",
      'zh-tw':
        '閘道器與 EdgeHub 之間 MQTT 連線的通訊協定參考文件：代理伺服器、每個主題的承載資料、QoS 與保留旗標、遺囑訊息與重新連線。',
    },
    family: 'api',
    placement: { menu: 'apiHubs', order: 4 },
    spec: 'openapi/edgehub-mqtt.asyncapi.yaml',
    product: 'edgehub',
  },
  {
    id: 'edgelink',
    kind: 'manual',
    path: 'EdgeLink',
    minPages: 35,
    routeBasePath: 'EdgeLink',
    landing: 'Introduction',
    label: { en: 'EdgeLink', 'zh-tw': 'EdgeLink' },
    description: {
      en: 'Gateway configuration studio: protocols, tags, data logging, forwarding and cloud connectors.',
      'zh-tw': '閘道器組態工具：通訊協定、標籤、資料記錄、轉發與雲端連接器。',
    },
    family: 'edge',
    placement: { menu: 'documentations', order: 3 },
  },
  {
    id: 'ecowatch',
    kind: 'manual',
    path: 'ECOWatch',
    minPages: 3,
    routeBasePath: 'ECOWatch',
    landing: 'Introduction',
    label: { en: 'ECOWatch', 'zh-tw': 'ECOWatch' },
    description: {
      en: 'Energy watch: meters, energy dashboards, baselines, alerts and reports.',
      'zh-tw': '能源監控：電表、能源儀表板、基準線、告警與報表。',
    },
    family: 'vision-iot',
    placement: { menu: 'documentations', order: 4 },
  },
  {
    id: 'signagecms-x',
    kind: 'manual',
    path: 'signage/SignageCMSX',
    minPages: 25,
    routeBasePath: 'SignageCMSX',
    landing: 'Trial_Step/Trial_Steps',
    label: { en: 'SignageCMS X', 'zh-tw': 'SignageCMS X' },
    description: {
      en: 'The new signage CMS: programs, schedules, dispatch and players, in the cloud or on an edge server.',
      'zh-tw': '新一代數位看板內容管理系統：節目、排程、派送與播放器，可部署於雲端或邊緣伺服器。',
    },
    family: 'signage',
    placement: { menu: 'documentations', order: 7 },
  },
  {
    id: 'visionsense',
    kind: 'manual',
    path: 'VisionSense',
    minPages: 15,
    routeBasePath: 'VisionSense',
    landing: 'Log_in_to_System/intro',
    label: { en: 'VisionSense', 'zh-tw': 'VisionSense' },
    description: {
      en: 'Vision analytics: face recognition, people and object detection on camera streams.',
      'zh-tw': '視覺分析：在攝影機串流上進行人臉辨識、人流與物件偵測。',
    },
    family: 'vision-iot',
    placement: { menu: 'documentations', order: 8 },
  },
  {
    id: 'iservice',
    kind: 'manual',
    path: 'iServiceCloudPlatform',
    minPages: 8,
    routeBasePath: 'iServiceCloudPlatform',
    landing: 'System_Setting_-_User_Manual/Site',
    label: { en: 'iService Cloud Platform', 'zh-tw': 'iService Cloud Platform' },
    description: {
      en: 'Cloud subscriptions and company management: sites, users, roles and licences.',
      'zh-tw': '雲端訂閱與公司管理：站點、使用者、角色與授權。',
    },
    family: 'vision-iot',
    placement: { menu: 'documentations', order: 9 },
  },
  {
    id: 'inspection',
    kind: 'manual',
    path: 'Inspection',
    minPages: 15,
    routeBasePath: 'Inspection',
    landing: 'Web_-_User_Manual/Overview',
    label: { en: 'Inspection', 'zh-tw': 'Inspection' },
    description: {
      en: 'Store and facility inspection: schedules, events, sign-off, mystery shoppers and statistics.',
      'zh-tw': '門市與場域巡檢：排程、事件、簽核、神秘客與統計。',
    },
    family: 'vision-iot',
    placement: { menu: 'documentations', order: 10 },
  },
  {
    id: 'signagebi',
    kind: 'manual',
    path: 'signage/SignageBI',
    minPages: 8,
    routeBasePath: 'SignageBI',
    landing: 'Dashboard',
    label: { en: 'SignageBI', 'zh-tw': 'SignageBI' },
    description: {
      en: 'Signage analytics: audience demographics, play proof and content performance.',
      'zh-tw': '數位看板分析：觀眾人口統計、播放證明與內容成效。',
    },
    family: 'signage',
    placement: { menu: 'documentations', order: 11 },
  },
  {
    id: 'countingbi',
    kind: 'manual',
    path: 'CountingBI',
    minPages: 12,
    routeBasePath: 'CountingBI',
    landing: 'Quick_Start/Counting_Device_Setup/iVision_Suite_Edge',
    label: { en: 'CountingBI', 'zh-tw': 'CountingBI' },
    description: {
      en: 'Counting and queue analytics: footfall, conversion and queues across sites.',
      'zh-tw': '人流計數與排隊分析：跨站點的來客數、轉換率與排隊狀況。',
    },
    family: 'vision-iot',
    placement: { menu: 'documentations', order: 12 },
  },
  {
    id: 'signagecms-v2',
    kind: 'manual',
    path: 'signage/SignageCMSV2',
    minPages: 20,
    routeBasePath: 'SignageCMSV2',
    landing: 'Product_Updates/Upcoming/New_Features',
    label: { en: 'SignageCMS V2', 'zh-tw': 'SignageCMS V2' },
    description: {
      en: 'The established signage CMS: on-premises server, Windows players, programs and schedules.',
      'zh-tw': '成熟版數位看板內容管理系統：地端伺服器、Windows 播放器、節目與排程。',
    },
    family: 'signage',
    placement: { menu: 'documentations', order: 13 },
  },
  {
    id: 'iotsensing',
    kind: 'manual',
    path: 'IoTSensing',
    minPages: 15,
    routeBasePath: 'IoTSensing',
    landing: 'Quick_Start/Basic_Setup_-_WISE-iService/Add_Site',
    label: { en: 'IoT Sensing', 'zh-tw': 'IoT Sensing' },
    description: {
      en: 'IoT sensing and cold-chain monitoring: sensors, stations, alert rules and reports.',
      'zh-tw': 'IoT 感測與冷鏈監控：感測器、監測站、告警規則與報表。',
    },
    family: 'vision-iot',
    placement: { menu: 'documentations', order: 14 },
  },
  {
    id: 'agentbuilder',
    kind: 'manual',
    path: 'UserManual/AgentBuilder',
    minPages: 18,
    routeBasePath: 'UserManual/AgentBuilder',
    landing: 'Introduction',
    label: { en: 'AgentBuilder', 'zh-tw': 'AgentBuilder' },
    description: {
      en: 'AI agent builder: orchestrate LLM applications with knowledge, models and tools, then publish them.',
      'zh-tw': 'AI 代理 (Agent) 建構工具：以知識庫、模型與工具編排 LLM 應用程式並發布。',
    },
    family: 'ai',
    placement: { menu: 'none' },
  },
] as const satisfies ReadonlyArray<ManualRow | ReferenceRow>;

export type DocSetId = (typeof docSetRows)[number]['id'];

/** Where `npm run gen-api` writes an API reference's pages for one locale. */
export function apiPagesDir(set: Pick<DocSet, 'id'>, locale: Locale): string {
  return `${GENERATED_DIR}/api/${locale}/${set.id}`;
}

/** Whether a set's pages are generated (a reference of any kind) rather than written. */
export function isGenerated(set: DocSet): set is ReferenceSet {
  return set.kind !== 'manual';
}

/** The folder a locale's build reads a set's pages from: API references have one per locale. */
export function contentDir(set: DocSet, locale: Locale): string {
  return isGenerated(set) ? apiPagesDir(set, locale) : set.path;
}

/** The table, as plain `DocSet` rows (the literal types above only check hub members). */
export const docSets: readonly DocSet[] = docSetRows.map(
  (row: ManualRow | ReferenceRow): DocSet =>
    row.kind === 'manual' ? row : { ...row, path: apiPagesDir(row, defaultLocale), minPages: 0 },
);

/** The references of every kind, in table order. */
export const referenceSets: readonly ReferenceSet[] = docSets.filter(
  (set): set is ReferenceSet => set.kind !== 'manual',
);

/** A set's position in a navbar menu, or undefined when it is not in that menu. */
export function menuOrder(set: DocSet, menu: string): number | undefined {
  return set.placement.menu === menu && 'order' in set.placement ? set.placement.order : undefined;
}

/**
 * Family hub pages: navbar entries that are not documentation sets but pages
 * listing their member sets (served at `/<id>`).
 */
export interface FamilyHub {
  readonly id: string;
  readonly label: Localized;
  readonly description: Localized;
  readonly members: readonly DocSetId[];
  readonly order: number;
}

export const familyHubs = [
  {
    id: 'IoTSuite',
    label: { en: 'IoTSuite', 'zh-tw': 'IoTSuite' },
    description: {
      en: 'The cloud applications of the WISE-iService suite that run stores, sites and facilities: sensing and cold chain, inspection, vision and counting analytics, and the platform that manages their subscriptions.',
      'zh-tw':
        'WISE-iService 套件中用於營運門市、站點與場域的雲端應用：感測與冷鏈、巡檢、視覺與人流分析，以及管理其訂閱的平台。',
    },
    members: ['iotsensing', 'inspection', 'visionsense', 'countingbi', 'iservice'],
    order: 5,
  },
  {
    id: 'IoTEdge',
    label: { en: 'IoTEdge', 'zh-tw': 'IoTEdge' },
    description: {
      en: 'Everything that runs at or manages the edge: boards and their BSPs, gateway configuration, the data hub, device and container management, energy monitoring and the AI agent builder.',
      'zh-tw':
        '在邊緣執行或管理邊緣的一切：板卡與其 BSP、閘道器組態、資料中樞、裝置與容器管理、能源監控，以及 AI 代理 (Agent) 建構工具。',
    },
    members: ['bsp', 'edgelink', 'edgehub', 'weda', 'ecowatch', 'agentbuilder'],
    order: 6,
  },
] as const satisfies readonly FamilyHub[];

export const familyLabels = Object.fromEntries(families.map((family) => [family.id, family.label])) as Readonly<
  Record<Family, Localized>
>;

/** The URL of a set's landing page, without locale prefix. */
export function landingUrl(set: Pick<DocSet, 'routeBasePath' | 'landing'>): string {
  return `/${set.routeBasePath}/${set.landing}`;
}

/** The sets that are hand-written manuals (not generated API references). */
export function manualSets(): readonly ManualSet[] {
  return docSets.filter((set: DocSet): set is ManualSet => !isGenerated(set));
}

/** The references that document `set`'s product (rows whose `product` is its id), in table order. */
export function referencesOf(set: Pick<DocSet, 'id'>): readonly DocSet[] {
  return docSets.filter((candidate: DocSet) => candidate.product === set.id);
}

/** The sets readers browse as products: every row but the `/docs` root, which only lists them. */
export const productSets: readonly DocSet[] = docSets.filter((set: DocSet) => set.id !== DEFAULT_DOCS_ID);

/** The product manuals: hand-written sets other than the `/docs` root. */
export function productManuals(): readonly ManualSet[] {
  return manualSets().filter((set) => set.id !== DEFAULT_DOCS_ID);
}
