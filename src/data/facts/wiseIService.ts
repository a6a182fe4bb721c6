/**
 * Accounts, sign-in security and sites of the WISE-iService applications (IoT Sensing, Inspection and
 * CountingBI) are owned by the iService Cloud Platform: these are the one place their
 * values are written. Pages show them with `<WiseIServiceFact name="…" />` (a value in the reader's
 * locale) and link the platform page that owns the fact (`ownerPage`).
 *
 * tests/unit/content/facts.test.ts fails when a page of those manuals restates one of these facts by hand
 * with another value (the `restated` patterns below find such sentences in either locale).
 */
import type { Localized } from '../docSets';

export const SIGN_IN_PAGE = '/iServiceCloudPlatform/System_Setting_-_User_Manual/Sign-in_and_Security';
export const ROLES_PAGE = '/iServiceCloudPlatform/System_Setting_-_User_Manual/Role';
export const SITES_PAGE = '/iServiceCloudPlatform/System_Setting_-_User_Manual/Site';

export const wiseIService = {
  invitationValidDays: 7,
  lockout: { failedAttempts: 10, windowMinutes: 15, lockMinutes: 30 },
  sessionTimeout: { defaultMinutes: 60, minMinutes: 15, maxMinutes: 720 },
  password: { defaultMinLength: 10, minLength: 8, maxLength: 64 },
  passwordResetLinkMinutes: 30,
  siteCode: { minLength: 2, maxLength: 16, pattern: '^[A-Z0-9][A-Z0-9-]{1,15}$', example: 'TPE-MS' },
  siteIdExample: 'site-tpe-main',
} as const;

export interface Fact {
  /** The value in each locale, as a reader sees it. */
  readonly text: Localized;
  /** The platform page that owns the fact. */
  readonly ownerPage: string;
  /**
   * Sentences that state this fact by hand: the first group must be the number. A page whose match
   * holds another number contradicts the platform.
   */
  readonly restated: readonly RegExp[];
  readonly value: number;
}

const w = wiseIService;

export const wiseIServiceFacts = {
  invitationValidity: {
    value: w.invitationValidDays,
    text: { en: `${w.invitationValidDays} days`, 'zh-tw': `${w.invitationValidDays} 天` },
    ownerPage: SIGN_IN_PAGE,
    restated: [
      /invitation[^.|\n]{0,60}?valid (?:for )?(\d+) (?:hours|days)/i,
      /invitation[^\n]{0,80}?\blinks? (?:is |are )?valid for (\d+) (?:hours|days)/i,
      /邀請[^。|\n]{0,30}?(\d+) ?(?:小時|天)/,
    ],
  },
  lockoutAttempts: {
    value: w.lockout.failedAttempts,
    text: {
      en: `${w.lockout.failedAttempts} failed sign-ins within ${w.lockout.windowMinutes} minutes`,
      'zh-tw': `${w.lockout.windowMinutes} 分鐘內登入失敗 ${w.lockout.failedAttempts} 次`,
    },
    ownerPage: SIGN_IN_PAGE,
    restated: [/(\d+|five|ten) failed (?:sign-ins|attempts|sign-in attempts)/i, /失敗 ?(\d+) ?次/],
  },
  lockDuration: {
    value: w.lockout.lockMinutes,
    text: { en: `${w.lockout.lockMinutes} minutes`, 'zh-tw': `${w.lockout.lockMinutes} 分鐘` },
    ownerPage: SIGN_IN_PAGE,
    restated: [/lock(?:s|ed)? (?:the account )?for (\d+) minutes/i, /鎖定 ?(\d+) ?分鐘/],
  },
  sessionTimeoutDefault: {
    value: w.sessionTimeout.defaultMinutes,
    text: { en: `${w.sessionTimeout.defaultMinutes} minutes`, 'zh-tw': `${w.sessionTimeout.defaultMinutes} 分鐘` },
    ownerPage: SIGN_IN_PAGE,
    restated: [
      /sessions? (?:end|expire|time out)s? after (\d+) minutes/i,
      /(\d+) ?分鐘(?:內)?(?:未|沒有)(?:任何)?(?:操作|活動)/,
    ],
  },
  siteCodeMaxLength: {
    value: w.siteCode.maxLength,
    text: {
      en: `${w.siteCode.minLength}–${w.siteCode.maxLength} characters`,
      'zh-tw': `${w.siteCode.minLength}–${w.siteCode.maxLength} 個字元`,
    },
    ownerPage: SITES_PAGE,
    restated: [
      /(?:site|store) code[^.|\n]{0,60}?\d+\s*[-–]\s*(\d+) characters/i,
      /(?:站點|門市)代碼[^。|\n]{0,40}?\d+\s*[-–]\s*(\d+) ?個字元/,
    ],
  },
} satisfies Record<string, Fact>;

export type FactName = keyof typeof wiseIServiceFacts;
