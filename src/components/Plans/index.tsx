import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import { useLocale } from '@site/src/hooks/useLocale';
import type { Locale } from '@site/src/data/docSets';
import {
  PLANS_PAGE,
  applications,
  durationText,
  features,
  plansWith,
  type AppId,
  type Application,
  type FeatureName,
  type LicenseType,
} from '@site/src/data/facts/plans';

/**
 * Plans of the WISE-iService applications, from src/data/facts/plans.ts: the table of the
 * subscription manual, the "Available in" note of a page that needs a plan, and an application's
 * history per plan.
 */

const TEXT = {
  application: { en: 'Application', 'zh-tw': '應用程式' },
  plan: { en: 'Plan', 'zh-tw': '方案' },
  licenseTypes: { en: 'License types', 'zh-tw': '授權類型' },
  includes: { en: 'Includes', 'zh-tw': '包含內容' },
  plus: { en: (plan: string) => `${plan} plus `, 'zh-tw': (plan: string) => `${plan} 全部內容，加上` },
  listSeparator: { en: ', ', 'zh-tw': '、' },
  availableIn: { en: 'Available in', 'zh-tw': '適用方案' },
  plansLink: { en: 'Plans and licenses', 'zh-tw': '方案與授權' },
  or: { en: ' or ', 'zh-tw': '或' },
  planWord: { en: (names: string) => `the ${names} plan`, 'zh-tw': (names: string) => `${names} 方案` },
  ofApp: { en: (app: string) => `${app}: `, 'zh-tw': (app: string) => `${app}：` },
  notIncluded: {
    en: 'Other plans do not show it; a Company Admin can upgrade on',
    'zh-tw': '其他方案不會顯示此功能；公司管理員可於下列頁面升級：',
  },
  upTo: { en: (d: string) => `, up to ${d} in settings`, 'zh-tw': (d: string) => `，可在設定中延長至 ${d}` },
} as const;

const LICENSE: Record<LicenseType, Record<Locale, string>> = {
  site: { en: 'Site', 'zh-tw': '站點' },
  device: { en: 'Device', 'zh-tw': '裝置' },
  seat: { en: 'Seat', 'zh-tw': '使用者' },
};

function historyOf(app: Application, index: number, locale: Locale): string | undefined {
  const plan = app.plans[index];
  if (!plan?.history || !app.historyOf) return undefined;
  const max = plan.historyMax && plan.historyMax.amount !== plan.history.amount ? plan.historyMax : undefined;
  const base =
    locale === 'en'
      ? `${durationText(plan.history, locale)} of ${app.historyOf.en}`
      : `${app.historyOf[locale]}保存 ${durationText(plan.history, locale)}`;
  return max ? base + TEXT.upTo[locale](durationText(max, locale)) : base;
}

/** Every application's plans: license types and what each plan includes. */
export function PlanTable(): JSX.Element {
  const locale = useLocale();
  const separator = TEXT.listSeparator[locale];
  return (
    <table data-facts="plans">
      <thead>
        <tr>
          <th>{TEXT.application[locale]}</th>
          <th>{TEXT.plan[locale]}</th>
          <th>{TEXT.licenseTypes[locale]}</th>
          <th>{TEXT.includes[locale]}</th>
        </tr>
      </thead>
      <tbody>
        {(Object.values(applications) as Application[]).flatMap((app) =>
          app.plans.map((plan, index) => {
            const previous = app.plans[index - 1];
            const history = historyOf(app, index, locale);
            const items = [...plan.adds.map((item) => item[locale]), ...(history ? [history] : [])];
            return (
              <tr key={`${app.name}-${plan.name}`}>
                <td>
                  <strong>{app.name}</strong>
                </td>
                <td>
                  <strong>{plan.name}</strong>
                </td>
                <td>{plan.licenses.map((type) => LICENSE[type][locale]).join(separator)}</td>
                <td>
                  {previous ? TEXT.plus[locale](previous.name) : ''}
                  {items.join(separator)}
                </td>
              </tr>
            );
          }),
        )}
      </tbody>
    </table>
  );
}

/** The note at the top of a page whose feature needs a plan. */
export function AvailableIn({ feature }: { feature: FeatureName }): JSX.Element {
  const locale = useLocale();
  const { app } = features[feature];
  const names = plansWith(feature)
    .map((plan) => plan.name)
    .join(TEXT.or[locale]);
  return (
    <Admonition type="info" title={TEXT.availableIn[locale]}>
      <p data-available-in={feature}>
        {TEXT.ofApp[locale](applications[app].name)}
        <strong>{TEXT.planWord[locale](names)}</strong>
        {locale === 'en' ? '. ' : '。'}
        {TEXT.notIncluded[locale]} <Link to={PLANS_PAGE + '#plans'}>{TEXT.plansLink[locale]}</Link>
        {locale === 'en' ? '.' : '。'}
      </p>
    </Admonition>
  );
}

/**
 * An application's history per plan: how long it is kept ("90 days (Basic), 24 months (Pro)"), or
 * with `range` the span an administrator may choose ("3–13 months (Standard), 3–25 months
 * (Advanced)"). One value when every plan has the same.
 */
export function PlanHistory({ app: id, range = false }: { app: AppId; range?: boolean }): JSX.Element {
  const locale = useLocale();
  const app: Application = applications[id];
  const values = app.plans.flatMap((plan) => {
    if (range) {
      const { historyMin: min, historyMax: max } = plan;
      if (!min || !max) return [];
      const text =
        min.unit === max.unit
          ? `${min.amount}–${durationText(max, locale)}`
          : `${durationText(min, locale)}–${durationText(max, locale)}`;
      return [{ plan: plan.name, text }];
    }
    return plan.history ? [{ plan: plan.name, text: durationText(plan.history, locale) }] : [];
  });
  const same = values.every((value) => value.text === values[0]?.text);
  const [open, close] = locale === 'en' ? [' (', ')'] : ['（', '）'];
  const text = same
    ? (values[0]?.text ?? '')
    : values.map((value) => `${value.text}${open}${value.plan}${close}`).join(TEXT.listSeparator[locale]);
  return <Link to={PLANS_PAGE + '#plans'}>{text}</Link>;
}
