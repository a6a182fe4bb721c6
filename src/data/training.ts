/** Content of the Training & Certification page (/training), in both locales. */
import type { Localized } from './docSets';

export interface Course {
  readonly code: string;
  readonly title: Localized;
  readonly level: 'foundation' | 'professional' | 'expert';
  readonly days: number;
  readonly format: Localized;
  readonly outcome: Localized;
}

export interface Track {
  readonly id: string;
  readonly title: Localized;
  readonly audience: Localized;
  readonly courses: readonly Course[];
}

export const levels = {
  foundation: {
    label: { en: 'Foundation', 'zh-tw': '基礎' },
    text: {
      en: 'No prior product knowledge. Ends with an online quiz (30 questions, pass mark 70%).',
      'zh-tw': '不需任何產品經驗。課程結束時進行線上測驗（30 題，70 分及格）。',
    },
  },
  professional: {
    label: { en: 'Professional', 'zh-tw': '專業' },
    text: {
      en: 'Requires the Foundation badge of the track. Ends with a hands-on lab exam graded by an instructor.',
      'zh-tw': '需先取得該學程的基礎徽章。課程結束時進行由講師評分的實機測驗。',
    },
  },
  expert: {
    label: { en: 'Expert', 'zh-tw': '專家' },
    text: {
      en: 'Requires the Professional certificate and one year of field experience. Ends with a design review of a real project.',
      'zh-tw': '需具備專業認證與一年現場經驗。課程結束時針對實際專案進行設計審查。',
    },
  },
} as const;

const classroom = { en: 'Classroom or live online', 'zh-tw': '實體教室或線上直播' };
const selfPaced = { en: 'Self-paced online', 'zh-tw': '線上自學' };

export const tracks: readonly Track[] = [
  {
    id: 'edge',
    title: { en: 'Edge computing and data hub', 'zh-tw': '邊緣運算與資料中樞' },
    audience: {
      en: 'System integrators and plant engineers who connect machines to the cloud.',
      'zh-tw': '將機台連上雲端的系統整合商與廠務工程師。',
    },
    courses: [
      {
        code: 'EDG-101',
        title: { en: 'EdgeLink and EdgeHub essentials', 'zh-tw': 'EdgeLink 與 EdgeHub 基礎' },
        level: 'foundation',
        days: 1,
        format: selfPaced,
        outcome: {
          en: 'Configure a gateway project, connect a Modbus device and see its tags on an EdgeHub dashboard.',
          'zh-tw': '設定閘道器專案、連接 Modbus 裝置，並在 EdgeHub 儀表板上看到其標籤。',
        },
      },
      {
        code: 'EDG-201',
        title: {
          en: 'Integrating EdgeHub through its REST API and Edge SDK',
          'zh-tw': '透過 REST API 與 Edge SDK 整合 EdgeHub',
        },
        level: 'professional',
        days: 2,
        format: classroom,
        outcome: {
          en: 'Authenticate, read historical data and write tag values from your own application; publish data over MQTT.',
          'zh-tw': '從自己的應用程式完成驗證、讀取歷史資料並寫入標籤值；透過 MQTT 發布資料。',
        },
      },
      {
        code: 'EDG-301',
        title: { en: 'Fleet operations with WEDA', 'zh-tw': '以 WEDA 營運裝置群' },
        level: 'expert',
        days: 3,
        format: classroom,
        outcome: {
          en: 'Design organizations, container stacks and batch tasks for a fleet of hundreds of edge devices.',
          'zh-tw': '為數百台邊緣裝置設計組織、容器堆疊與批次任務。',
        },
      },
    ],
  },
  {
    id: 'signage',
    title: { en: 'Digital signage', 'zh-tw': '數位看板' },
    audience: {
      en: 'Content editors, signage operators and the installers who set up players.',
      'zh-tw': '內容編輯、看板營運人員，以及安裝播放器的工程人員。',
    },
    courses: [
      {
        code: 'SIG-101',
        title: { en: 'SignageCMS X for content editors', 'zh-tw': 'SignageCMS X 內容編輯入門' },
        level: 'foundation',
        days: 1,
        format: selfPaced,
        outcome: {
          en: 'Build a program, schedule it and dispatch it to a player group.',
          'zh-tw': '製作節目、安排排程並派送至播放器群組。',
        },
      },
      {
        code: 'SIG-201',
        title: {
          en: 'Signage networks: edge servers, players and analytics',
          'zh-tw': '看板網路：邊緣伺服器、播放器與分析',
        },
        level: 'professional',
        days: 2,
        format: classroom,
        outcome: {
          en: 'Install an edge server, enrol Android and Windows players and read audience reports in SignageBI.',
          'zh-tw': '安裝邊緣伺服器、註冊 Android 與 Windows 播放器，並在 SignageBI 中判讀觀眾報表。',
        },
      },
    ],
  },
  {
    id: 'vision-iot',
    title: { en: 'Vision and IoT applications', 'zh-tw': '視覺與 IoT 應用' },
    audience: {
      en: 'Store, facility and cold-chain managers who run the WISE-iService applications.',
      'zh-tw': '使用 WISE-iService 應用的門市、場域與冷鏈管理人員。',
    },
    courses: [
      {
        code: 'IOT-101',
        title: { en: 'IoT Sensing and cold-chain monitoring', 'zh-tw': 'IoT Sensing 與冷鏈監控' },
        level: 'foundation',
        days: 1,
        format: selfPaced,
        outcome: {
          en: 'Add a site, gateways and sensors, and set alert rules that meet a cold-chain audit.',
          'zh-tw': '新增站點、閘道器與感測器，並設定符合冷鏈稽核的告警規則。',
        },
      },
      {
        code: 'VIS-201',
        title: { en: 'VisionSense and CountingBI deployment', 'zh-tw': 'VisionSense 與 CountingBI 部署' },
        level: 'professional',
        days: 2,
        format: classroom,
        outcome: {
          en: 'Place and calibrate cameras and counters, and build cross-site footfall reports.',
          'zh-tw': '架設並校正攝影機與計數器，並建立跨站點的來客數報表。',
        },
      },
    ],
  },
];

export const enrolSteps: readonly Localized[] = [
  {
    en: 'Pick a track and check the level requirements below.',
    'zh-tw': '選擇學程，並確認下方的等級條件。',
  },
  {
    en: 'Self-paced courses: sign in to the learning portal with your customer account and start at once.',
    'zh-tw': '線上自學課程：以客戶帳號登入學習平台即可立即開始。',
  },
  {
    en: 'Classroom and live online courses: ask your sales representative or distributor for the next session; classes hold 6 to 16 people.',
    'zh-tw': '實體與線上直播課程：請向業務代表或經銷商洽詢下一梯次；每班 6 至 16 人。',
  },
  {
    en: 'Pass the exam of the course to receive a digital badge and certificate valid for two years.',
    'zh-tw': '通過課程測驗即可取得有效期兩年的數位徽章與證書。',
  },
];
