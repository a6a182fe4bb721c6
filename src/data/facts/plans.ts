/**
 * The plans of the WISE-iService applications and what each includes: the one place these facts
 * are written. The iService Cloud Platform's subscription manual owns them (`PLANS_PAGE`, which
 * renders the table with `<PlanTable />`); each application manual marks a page that needs a plan
 * with `<AvailableIn feature="…" />` and states its history with `<PlanHistory app="…" />`.
 *
 * tests/unit/content/facts.test.ts fails when a feature's page lacks its note in either locale, when a
 * note names no feature, and when a page of those manuals states a history length by hand.
 */
import type { Localized } from '../docSets';

export const PLANS_PAGE = '/iServiceCloudPlatform/Subscription_-_User_Manual/Plans_and_Licenses';

export type LicenseType = 'site' | 'device' | 'seat';

export interface Duration {
  readonly amount: number;
  readonly unit: 'days' | 'months' | 'years';
}

export interface Plan {
  readonly name: string;
  readonly licenses: readonly LicenseType[];
  /** What the plan adds to the one before it (the first plan: everything it has). */
  readonly adds: readonly Localized[];
  /** How long raw readings or counts stay online, when the plan decides it. */
  readonly history?: Duration;
  /** The shortest and longest history an administrator can choose, when it is a setting. */
  readonly historyMin?: Duration;
  readonly historyMax?: Duration;
}

export interface Application {
  readonly name: string;
  /** Doc-set id of the application's manual. */
  readonly setId: string;
  /** What "history" means for this application, per locale. */
  readonly historyOf?: Localized;
  readonly plans: readonly Plan[];
}

export const applications = {
  iotsensing: {
    name: 'IoT Sensing',
    setId: 'iotsensing',
    historyOf: { en: 'sensor readings', 'zh-tw': '感測器讀值' },
    plans: [
      {
        name: 'Basic',
        licenses: ['site', 'device'],
        adds: [
          { en: 'Live data', 'zh-tw': '即時資料' },
          { en: 'alert rules', 'zh-tw': '告警規則' },
          { en: 'mobile app', 'zh-tw': '行動 App' },
        ],
        history: { amount: 90, unit: 'days' },
      },
      {
        name: 'Pro',
        licenses: ['site', 'device'],
        adds: [
          { en: 'cold chain (HACCP logs, excursions, reports)', 'zh-tw': '冷鏈（HACCP 紀錄、溫度偏離、報表）' },
          { en: 'pause schedules', 'zh-tw': '暫停排程' },
        ],
        history: { amount: 24, unit: 'months' },
      },
    ],
  },
  inspection: {
    name: 'Inspection',
    setId: 'inspection',
    plans: [
      {
        name: 'Standard',
        licenses: ['site', 'seat'],
        adds: [
          { en: 'Inspection schedules', 'zh-tw': '巡檢排程' },
          { en: 'events', 'zh-tw': '事件' },
          { en: 'sign-off', 'zh-tw': '簽核' },
          { en: 'mobile app', 'zh-tw': '行動 App' },
        ],
      },
      {
        name: 'Enterprise',
        licenses: ['site', 'seat'],
        adds: [
          { en: 'mystery shopper', 'zh-tw': '神秘客' },
          { en: 'statistics and scheduled reports', 'zh-tw': '統計與排程報表' },
        ],
      },
    ],
  },
  countingbi: {
    name: 'CountingBI',
    setId: 'countingbi',
    historyOf: { en: 'one-minute counts', 'zh-tw': '每分鐘計數' },
    plans: [
      {
        name: 'Standard',
        licenses: ['device'],
        adds: [
          { en: 'Counting', 'zh-tw': '人流計數' },
          { en: 'single-site analysis', 'zh-tw': '單一站點分析' },
          { en: 'data reports', 'zh-tw': '資料報表' },
        ],
        history: { amount: 13, unit: 'months' },
        historyMin: { amount: 3, unit: 'months' },
        historyMax: { amount: 13, unit: 'months' },
      },
      {
        name: 'Advanced',
        licenses: ['device'],
        adds: [
          { en: 'queue management', 'zh-tw': '排隊管理' },
          { en: 'cross-site analysis', 'zh-tw': '跨站點分析' },
          { en: 'integrations', 'zh-tw': '整合功能' },
        ],
        history: { amount: 13, unit: 'months' },
        historyMin: { amount: 3, unit: 'months' },
        historyMax: { amount: 25, unit: 'months' },
      },
    ],
  },
} as const satisfies Record<string, Application>;

export type AppId = keyof typeof applications;

export interface Feature {
  readonly app: AppId;
  /** The first plan that includes it (every later plan of the application includes it too). */
  readonly plan: string;
  readonly label: Localized;
  /** Pages of the application's manual that describe it, relative to the manual's folder, without extension. */
  readonly pages: readonly string[];
}

export const features = {
  coldChain: {
    app: 'iotsensing',
    plan: 'Pro',
    label: { en: 'Cold chain', 'zh-tw': '冷鏈' },
    pages: [
      'Cold_Chain/HACCP_Temperature_Logging',
      'Cold_Chain/Temperature_Excursions',
      'Cold_Chain/Cold_Chain_Reports',
      'Cold_Chain/FAQ',
    ],
  },
  pauseSchedules: {
    app: 'iotsensing',
    plan: 'Pro',
    label: { en: 'Pause schedules', 'zh-tw': '暫停排程' },
    pages: ['Monitoring/Pause_Schedule'],
  },
  mysteryShopper: {
    app: 'inspection',
    plan: 'Enterprise',
    label: { en: 'Mystery shopper', 'zh-tw': '神秘客' },
    pages: ['Web_-_User_Manual/Mystery_Shopper', 'Mobile_APP/Mystery_Shopper_Visit'],
  },
  inspectionStatistics: {
    app: 'inspection',
    plan: 'Enterprise',
    label: { en: 'Statistics', 'zh-tw': '統計' },
    pages: ['Web_-_User_Manual/Statistics'],
  },
  queueManagement: {
    app: 'countingbi',
    plan: 'Advanced',
    label: { en: 'Queue management', 'zh-tw': '排隊管理' },
    pages: ['Web_Manual/Queuing_Management'],
  },
  crossSiteAnalysis: {
    app: 'countingbi',
    plan: 'Advanced',
    label: { en: 'Cross-site analysis', 'zh-tw': '跨站點分析' },
    pages: ['Web_Manual/Cross_Sites_Analysis'],
  },
  countingIntegrations: {
    app: 'countingbi',
    plan: 'Advanced',
    label: { en: 'Integrations', 'zh-tw': '整合功能' },
    pages: ['Web_Manual/Integrations'],
  },
} as const satisfies Record<string, Feature>;

export type FeatureName = keyof typeof features;

const UNITS: Record<Duration['unit'], Localized> = {
  days: { en: 'days', 'zh-tw': '天' },
  months: { en: 'months', 'zh-tw': '個月' },
  years: { en: 'years', 'zh-tw': '年' },
};

export function durationText(duration: Duration, locale: keyof Localized): string {
  return `${duration.amount} ${UNITS[duration.unit][locale]}`;
}

/** "3–25 months", or "30 days–2 years" when the ends have different units. */
export function rangeText(min: Duration, max: Duration, locale: keyof Localized): string {
  return min.unit === max.unit
    ? `${min.amount}–${durationText(max, locale)}`
    : `${durationText(min, locale)}–${durationText(max, locale)}`;
}

/** A duration in days, for comparisons (a month counts 30 days, a year 365). */
export function durationDays(duration: Duration): number {
  return duration.amount * { days: 1, months: 30, years: 365 }[duration.unit];
}

/** The plans of an application from the one a feature needs onwards. */
export function plansWith(name: FeatureName): readonly Plan[] {
  const feature: Feature = features[name];
  const plans: readonly Plan[] = applications[feature.app].plans;
  const first = plans.findIndex((plan) => plan.name === feature.plan);
  if (first < 0)
    throw new Error(`plans.ts: feature ${name} needs plan ${feature.plan}, which ${feature.app} does not have`);
  return plans.slice(first);
}
