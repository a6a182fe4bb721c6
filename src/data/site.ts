/**
 * Site-wide constants that are not documentation sets: the vendor, its external
 * links, and the site pages of the navbar. Change a vendor URL here and every
 * navbar, footer and page link follows.
 */
import type { Localized } from './docSets';

export const vendor = {
  name: 'Nexedge',
  legalName: 'Nexedge Technologies Co., Ltd.',
  site: 'https://www.nexedge.example.com',
  /** Where this portal is published. */
  docsUrl: 'https://docs.nexedge.example.com',
} as const;

/** External vendor links (they open the vendor's own site). */
export const externalLinks = {
  blog: 'https://www.nexedge.example.com/blog',
  catalog: 'https://www.nexedge.example.com/catalog',
  privacy: 'https://www.nexedge.example.com/legal/privacy-policy',
} as const;

export const siteText = {
  title: { en: 'Nexedge Documentation', 'zh-tw': 'Nexedge 文件中心' },
  shortTitle: { en: 'Docs', 'zh-tw': '文件中心' },
  tagline: {
    en: 'Manuals, quick starts and API references for industrial IoT, edge computing and digital signage',
    'zh-tw': '工業物聯網、邊緣運算與數位看板的使用手冊、快速入門與 API 參考文件',
  },
} as const satisfies Record<string, Localized>;

/** Labels of the navbar that do not come from the documentation-set table. */
export const navbarText = {
  discover: { en: 'Discover', 'zh-tw': '探索' },
  documentations: { en: 'Documentations', 'zh-tw': '產品文件' },
  apiHubs: { en: 'API Hubs', 'zh-tw': 'API 中心' },
  training: { en: 'Training & Certification', 'zh-tw': '教育訓練與認證' },
  blog: { en: 'Blog', 'zh-tw': '部落格' },
  catalog: { en: 'Catalog', 'zh-tw': '產品型錄' },
  logoAlt: { en: 'Nexedge logo', 'zh-tw': 'Nexedge 標誌' },
} as const satisfies Record<string, Localized>;

export const footerText = {
  company: { en: 'Company', 'zh-tw': '公司' },
  privacy: { en: 'Privacy policy', 'zh-tw': '隱私權政策' },
  copyright: { en: 'Copyright', 'zh-tw': '版權所有' },
} as const satisfies Record<string, Localized>;

/**
 * The announcement bar. A reader's dismissal is remembered per `id`: give a new
 * announcement a new id and it shows again for everyone.
 */
/** The meta element that carries the announcement id to the page's early script (docusaurus.config.ts). */
export const ANNOUNCEMENT_META = 'portal-announcement-id';

export const announcement = {
  id: 'edgehub-3-5-release-2026-10',
  content: {
    en: 'EdgeHub 3.5 is out: a C SDK for embedded Linux and Yocto gateways, and Python 3.13 support. See the <a href="/EdgeHub/Release_Notes/EdgeHub_3_Release_Notes#3-5-0">release notes</a>.',
    'zh-tw':
      'EdgeHub 3.5 已發布：提供適用於嵌入式 Linux 與 Yocto 閘道器的 C SDK，並支援 Python 3.13。請參閱<a href="/zh-tw/EdgeHub/Release_Notes/EdgeHub_3_Release_Notes#3-5-0">版本說明</a>。',
  },
} as const;

/**
 * The label of the one version every documentation set has today. (The site's own version, 1.0.0 in
 * the site metadata, is package.json's `version`, which Docusaurus reads.)
 */
export const VERSION_LABEL: Localized = { en: 'Current V1.0.0', 'zh-tw': '目前版本 V1.0.0' };

/**
 * The date the portal's content is current as of. Nothing released by then may be called upcoming,
 * and no release note may be dated after it (tooling/content/releaseCalendar.ts, run by check-content).
 * Move it forward when a release ships and its notes are written.
 */
export const CONTENT_AS_OF = '2026-11-23';
