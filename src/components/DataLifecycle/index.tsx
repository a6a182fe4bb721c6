import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { useLocale } from '@site/src/hooks/useLocale';
import type { Locale, Localized } from '@site/src/data/docSets';
import {
  applications,
  durationText,
  plansWith,
  rangeText,
  type AppId,
  type Duration,
  type FeatureName,
  type Plan,
} from '@site/src/data/facts/plans';
import {
  UNTIL_DELETED,
  closure,
  downgradeDeletedDay,
  expiryStages,
  lifecycle,
  retention,
  retentionItem,
  stageDay,
  type DataCategory,
  type LifecycleRow,
  type Product,
  type RetentionItem,
} from '@site/src/data/facts/dataLifecycle';

/**
 * How long data lives, from src/data/facts/dataLifecycle.ts: the lifecycle table of the
 * WISE-iService applications (all, or one application's rows), the expiry timeline, a product's
 * retention settings and one retention value inside a sentence. Labels are UI strings
 * (`portal.dataLifecycle.*` in i18n/<locale>/code.json); what the rows say is data, in both locales.
 */

/** Text with `**bold**` UI labels, as the facts file writes them. */
function rich(text: string): ReactNode {
  return text.split('**').map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : part || null));
}

/** An English UI label in bold, followed by its translation in the translated locale. */
function uiLabel(label: Localized, locale: Locale): ReactNode {
  return (
    <>
      <strong>{label.en}</strong>
      {locale === 'en' ? null : `（${label[locale]}）`}
    </>
  );
}

const separator = (): string =>
  translate({ id: 'portal.dataLifecycle.separator', message: ', ', description: 'Between the items of a list' });

const perPlan = (value: string, plan: string): string =>
  translate(
    {
      id: 'portal.dataLifecycle.perPlan',
      message: '{value} ({plan})',
      description: 'A value that one plan has, for example "24 months (Pro)"',
    },
    { value, plan },
  );

const adjustable = (value: string, range: string): string =>
  translate(
    {
      id: 'portal.dataLifecycle.adjustable',
      message: '{value}; an administrator can choose {range}',
      description: 'A retention period that is a setting: {value} is the default, {range} what may be chosen',
    },
    { value, range },
  );

function plansOf(app: AppId, feature: FeatureName | undefined): readonly Plan[] {
  return feature ? plansWith(feature) : applications[app].plans;
}

/** "90 days (Basic), 24 months (Pro)", or one value when every plan has the same. */
function joinPerPlan(values: ReadonlyArray<{ plan: string; text: string }>): string {
  const same = values.every((value) => value.text === values[0]?.text);
  return same ? (values[0]?.text ?? '') : values.map((value) => perPlan(value.text, value.plan)).join(separator());
}

function historyText(app: AppId, feature: FeatureName | undefined, locale: Locale): string {
  const plans = plansOf(app, feature);
  return joinPerPlan(
    plans.flatMap((plan) => (plan.history ? [{ plan: plan.name, text: durationText(plan.history, locale) }] : [])),
  );
}

/** The span an administrator may choose per plan, when the plans make history a setting. */
function historyRange(app: AppId, feature: FeatureName | undefined, locale: Locale): string | undefined {
  const values = plansOf(app, feature).flatMap((plan) =>
    plan.historyMin && plan.historyMax
      ? [{ plan: plan.name, text: rangeText(plan.historyMin, plan.historyMax, locale) }]
      : [],
  );
  return values.length > 0 ? joinPerPlan(values) : undefined;
}

function durationOrNone(duration: Duration, locale: Locale): string {
  return duration.amount === 0
    ? translate({
        id: 'portal.dataLifecycle.notStored',
        message: 'Not stored',
        description: 'A retention period of zero: the data is not kept at all',
      })
    : durationText(duration, locale);
}

/** The value of one retention item: its default, or with `range` what may be chosen. */
function itemValue(item: RetentionItem, locale: Locale, range: boolean, feature?: FeatureName): string {
  switch (item.kind) {
    case 'setting':
      return range ? rangeText(item.min, item.max, locale) : durationOrNone(item.default, locale);
    case 'planHistory':
      return (
        (range ? historyRange(item.app, item.feature ?? feature, locale) : undefined) ??
        historyText(item.app, item.feature ?? feature, locale)
      );
    case 'fixed':
    case 'link':
    case 'legalRecord':
      return durationText(item.duration, locale);
    default: {
      const unknown: never = item;
      throw new Error(`DataLifecycle: unknown retention item ${JSON.stringify(unknown)}`);
    }
  }
}

function item(product: Product, name: string): RetentionItem {
  const found = retentionItem(product, name);
  if (!found)
    throw new Error(`DataLifecycle: ${product} has no retention item "${name}" (src/data/facts/dataLifecycle.ts)`);
  return found;
}

// ----------------------------------------------------------------------------------- the table

const LAST_READABLE = stageDay('suspended') - 1;
const DELETED = stageDay('deleted');
const LAST_BEFORE_DELETION = downgradeDeletedDay - 1;

function categoryLabel(category: DataCategory): string {
  switch (category) {
    case 'raw':
      return translate({
        id: 'portal.dataLifecycle.category.raw',
        message: 'Recorded data',
        description: 'Kind of data: readings, counts, inspections and the records built from them',
      });
    case 'reports':
      return translate({
        id: 'portal.dataLifecycle.category.reports',
        message: 'Reports',
        description: 'Kind of data',
      });
    case 'configuration':
      return translate({
        id: 'portal.dataLifecycle.category.configuration',
        message: 'Configuration',
        description: 'Kind of data: devices, rules, schedules and other settings',
      });
    case 'exports':
      return translate({
        id: 'portal.dataLifecycle.category.exports',
        message: 'Exports',
        description: 'Kind of data',
      });
    default: {
      const unknown: never = category;
      throw new Error(`DataLifecycle: unknown category ${String(unknown)}`);
    }
  }
}

function keptText(app: AppId, row: LifecycleRow, locale: Locale): ReactNode {
  if (row.kind === 'legalRecord') return rich(row.subscribed[locale]);
  if (row.kept === UNTIL_DELETED)
    return translate({
      id: 'portal.dataLifecycle.kept.untilDeleted',
      message: 'Until a user deletes it',
      description: 'How long configuration is kept while subscribed',
    });
  const kept = item(app, row.kept);
  const value = itemValue(kept, locale, false, row.feature);
  switch (kept.kind) {
    case 'link':
      return translate(
        {
          id: 'portal.dataLifecycle.kept.link',
          message: 'The link works for {duration}',
          description: 'How long a download link works',
        },
        { duration: value },
      );
    case 'setting':
      return adjustable(value, itemValue(kept, locale, true));
    case 'planHistory': {
      const range = historyRange(app, kept.feature ?? row.feature, locale);
      return range ? adjustable(value, range) : value;
    }
    case 'fixed':
    case 'legalRecord':
      return value;
    default: {
      const unknown: never = kept;
      throw new Error(`DataLifecycle: unknown retention item ${JSON.stringify(unknown)}`);
    }
  }
}

function downgradeText(row: LifecycleRow, locale: Locale): ReactNode {
  if (row.kind === 'legalRecord') return rich(row.downgrade[locale]);
  const days = { last: LAST_BEFORE_DELETION, deleted: downgradeDeletedDay };
  const downgrade = row.downgrade;
  switch (downgrade) {
    case 'unchanged':
      return translate({
        id: 'portal.dataLifecycle.downgrade.unchanged',
        message: 'Unchanged: the lower plan has it too',
        description: 'A downgrade does not affect this data',
      });
    case 'beyondNewPlan':
      return translate(
        {
          id: 'portal.dataLifecycle.downgrade.beyondNewPlan',
          message:
            "The lower plan's history applies: older data is read-only until day {last} and deleted on day {deleted}",
          description:
            'A downgrade to a plan that keeps less history; {last} and {deleted} are days after the downgrade',
        },
        days,
      );
    case 'featureEnds':
      return featureEnds(row.category, days);
    default: {
      const unknown: never = downgrade;
      throw new Error(`DataLifecycle: unknown downgrade ${String(unknown)}`);
    }
  }
}

function featureEnds(category: DataCategory, days: { last: number; deleted: number }): string {
  switch (category) {
    case 'raw':
    case 'reports':
      return translate(
        {
          id: 'portal.dataLifecycle.downgrade.featureEnds',
          message: 'Read-only until day {last}, deleted on day {deleted}',
          description: 'Data of a feature the lower plan lacks; {last} and {deleted} are days after the downgrade',
        },
        days,
      );
    case 'configuration':
      return translate(
        {
          id: 'portal.dataLifecycle.downgrade.featureEndsConfiguration',
          message: 'Stops working at once; read-only until day {last}, deleted on day {deleted}',
          description: 'Settings of a feature the lower plan lacks; {last} and {deleted} are days after the downgrade',
        },
        days,
      );
    case 'exports':
      return translate({
        id: 'portal.dataLifecycle.downgrade.featureEndsExports',
        message: 'No new ones; links already sent work until they run out',
        description: 'Download links of a feature the lower plan lacks',
      });
    default: {
      const unknown: never = category;
      throw new Error(`DataLifecycle: unknown category ${String(unknown)}`);
    }
  }
}

function expiryText(row: LifecycleRow, locale: Locale): ReactNode {
  if (row.kind === 'legalRecord') return rich(row.expiry[locale]);
  switch (row.category) {
    case 'raw':
    case 'reports':
      return translate(
        {
          id: 'portal.dataLifecycle.expiry.data',
          message: 'Readable until day {last}, deleted on day {deleted}',
          description: 'Data after the subscription ends; {last} and {deleted} are days after the end date',
        },
        { last: LAST_READABLE, deleted: DELETED },
      );
    case 'configuration':
      return translate(
        {
          id: 'portal.dataLifecycle.expiry.configuration',
          message: 'Cannot be changed from day {readOnly}, deleted on day {deleted}',
          description: 'Settings after the subscription ends; {readOnly} and {deleted} are days after the end date',
        },
        { readOnly: stageDay('readOnly'), deleted: DELETED },
      );
    case 'exports':
      return translate(
        {
          id: 'portal.dataLifecycle.expiry.exports',
          message: 'New exports until day {last}; links already sent work until they run out',
          description: 'Exports after the subscription ends; {last} is a day after the end date',
        },
        { last: LAST_READABLE },
      );
    default: {
      const unknown: never = row.category;
      throw new Error(`DataLifecycle: unknown category ${String(unknown)}`);
    }
  }
}

function closureText(row: LifecycleRow, locale: Locale): ReactNode {
  if (row.kind === 'legalRecord') return rich(row.closure[locale]);
  const duration = durationText(closure.readOnly, locale);
  return row.category === 'exports'
    ? translate(
        {
          id: 'portal.dataLifecycle.closure.exports',
          message: 'New exports during the {duration}; links stop working when the company is deleted',
          description: 'Exports when the company is closed; {duration} is the read-only period before deletion',
        },
        { duration },
      )
    : translate(
        {
          id: 'portal.dataLifecycle.closure.data',
          message: 'Read-only for {duration}, then deleted',
          description: 'Data when the company is closed; {duration} is the read-only period before deletion',
        },
        { duration },
      );
}

function dataText(row: LifecycleRow, app: AppId, locale: Locale): ReactNode {
  const data = row.kind === 'legalRecord' ? item(app, row.kept).data : row.data;
  if (!row.feature) return rich(data[locale]);
  const plans = plansWith(row.feature)
    .map((plan) => plan.name)
    .join(
      translate({ id: 'portal.dataLifecycle.or', message: ' or ', description: 'Between plan names: "Pro or Max"' }),
    );
  const note = translate(
    {
      id: 'portal.dataLifecycle.planNote',
      message: '({plans})',
      description: 'After data that only some plans have: the plans, for example "(Pro)"',
    },
    { plans },
  );
  return (
    <>
      {rich(data[locale])}
      {locale === 'en' ? ' ' : null}
      <span data-plan={plans}>{note}</span>
    </>
  );
}

function AppRows({ app, withName }: { app: AppId; withName: boolean }): JSX.Element {
  const locale = useLocale();
  const rows: readonly LifecycleRow[] = lifecycle[app];
  return (
    <>
      {withName ? (
        <tr>
          <th colSpan={6} scope="colgroup">
            {applications[app].name}
          </th>
        </tr>
      ) : null}
      {rows.map((row, index) => {
        const first = index === 0 || rows[index - 1]?.category !== row.category;
        const span = first ? rows.slice(index).findIndex((next) => next.category !== row.category) : 0;
        return (
          <tr
            key={`${app}-${index}`}
            data-lifecycle-row={`${app}:${row.kind === 'legalRecord' ? row.kept : row.category}`}>
            {first ? (
              <th scope="rowgroup" rowSpan={span < 0 ? rows.length - index : span}>
                {categoryLabel(row.category)}
              </th>
            ) : null}
            <td>{dataText(row, app, locale)}</td>
            <td>{keptText(app, row, locale)}</td>
            <td>{downgradeText(row, locale)}</td>
            <td>{expiryText(row, locale)}</td>
            <td>{closureText(row, locale)}</td>
          </tr>
        );
      })}
    </>
  );
}

/**
 * What happens to each kind of data of one application (`app`), or of every WISE-iService
 * application: while subscribed, after a downgrade, after the subscription ends and when the company
 * is closed, with the legal records that outlive all of them.
 */
export function DataLifecycle({ app }: { app?: AppId }): JSX.Element {
  const apps = app ? [app] : (Object.keys(lifecycle) as AppId[]);
  return (
    <>
      <ScrollableTable data-facts="data-lifecycle">
        <thead>
          <tr>
            <th scope="col">
              {translate({
                id: 'portal.dataLifecycle.column.kind',
                message: 'Kind',
                description: 'Column: kind of data',
              })}
            </th>
            <th scope="col">
              {translate({ id: 'portal.dataLifecycle.column.data', message: 'Data', description: 'Column: the data' })}
            </th>
            <th scope="col">
              {translate({
                id: 'portal.dataLifecycle.column.subscribed',
                message: 'While subscribed',
                description: 'Column: how long data is kept while the subscription runs',
              })}
            </th>
            <th scope="col">
              {translate({
                id: 'portal.dataLifecycle.column.downgrade',
                message: 'After a downgrade',
                description: 'Column: what a downgrade to a lower plan does to the data',
              })}
            </th>
            <th scope="col">
              {translate({
                id: 'portal.dataLifecycle.column.expiry',
                message: 'After the subscription ends',
                description: 'Column: what the end of the subscription does to the data',
              })}
            </th>
            <th scope="col">
              {translate({
                id: 'portal.dataLifecycle.column.closure',
                message: 'Company closed or deletion requested',
                description: 'Column: what closing the company does to the data',
              })}
            </th>
          </tr>
        </thead>
        <tbody>
          {apps.map((id) => (
            <AppRows key={id} app={id} withName={!app} />
          ))}
        </tbody>
      </ScrollableTable>
      <p>
        {translate(
          {
            id: 'portal.dataLifecycle.dayZero',
            message:
              "Day 0 is the subscription's end date, or for a downgrade the first day of the lower plan. Renewing, or upgrading again, before day {deleted} restores the data.",
            description: 'Under the data lifecycle table; {deleted} is the day data is deleted',
          },
          { deleted: DELETED },
        )}
      </p>
    </>
  );
}

export default DataLifecycle;

/** The stages after a subscription's end date, with the days they start. */
export function ExpiryTimeline(): JSX.Element {
  const locale = useLocale();
  return (
    <ScrollableTable data-facts="expiry-timeline">
      <thead>
        <tr>
          <th scope="col">
            {translate({
              id: 'portal.dataLifecycle.timeline.days',
              message: 'Days after the end date',
              description: 'Column of the expiry timeline',
            })}
          </th>
          <th scope="col">
            {translate({
              id: 'portal.dataLifecycle.timeline.state',
              message: 'State',
              description: 'Column of the expiry timeline',
            })}
          </th>
          <th scope="col">
            {translate({
              id: 'portal.dataLifecycle.timeline.experience',
              message: 'What users experience',
              description: 'Column of the expiry timeline',
            })}
          </th>
        </tr>
      </thead>
      <tbody>
        {expiryStages.map((stage, index) => {
          const next = expiryStages[index + 1];
          const days = next
            ? `${stage.fromDay}–${next.fromDay - 1}`
            : translate(
                {
                  id: 'portal.dataLifecycle.timeline.from',
                  message: 'From {day}',
                  description: 'The last stage of the expiry timeline starts on {day} and does not end',
                },
                { day: stage.fromDay },
              );
          return (
            <tr key={stage.id} data-stage={stage.id}>
              <td>{days}</td>
              <td>{uiLabel(stage.state, locale)}</td>
              <td>{stage.experience[locale]}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

/** A product's retention periods (all that are settings, fixed or set by plan, or the `items` named). */
export function RetentionSettings({ product, items }: { product: Product; items?: readonly string[] }): JSX.Element {
  const locale = useLocale();
  const all = retention[product] as Record<string, RetentionItem>;
  const names = items ?? Object.keys(all).filter((name) => !['link', 'legalRecord'].includes(all[name]?.kind ?? ''));
  const none = '—';
  return (
    <ScrollableTable data-facts={`retention-${product}`}>
      <thead>
        <tr>
          <th scope="col">
            {translate({ id: 'portal.dataLifecycle.column.data', message: 'Data', description: 'Column: the data' })}
          </th>
          <th scope="col">
            {translate({
              id: 'portal.dataLifecycle.settings.setting',
              message: 'Setting',
              description: 'Column: the setting that decides the retention period',
            })}
          </th>
          <th scope="col">
            {translate({
              id: 'portal.dataLifecycle.settings.default',
              message: 'Kept for (default)',
              description: 'Column: the retention period, or its default when it is a setting',
            })}
          </th>
          <th scope="col">
            {translate({
              id: 'portal.dataLifecycle.settings.range',
              message: 'Range',
              description: 'Column: the retention periods an administrator may choose',
            })}
          </th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => {
          const entry = item(product, name);
          let range: string;
          if (entry.kind === 'setting') range = itemValue(entry, locale, true);
          else if (entry.kind === 'planHistory') range = historyRange(entry.app, entry.feature, locale) ?? byPlan();
          else
            range = translate({
              id: 'portal.dataLifecycle.settings.fixed',
              message: 'Fixed',
              description: 'Range of a retention period nobody can change',
            });
          return (
            <tr key={name} data-retention={`${product}:${name}`}>
              <td>{rich(entry.data[locale])}</td>
              <td>{entry.kind === 'setting' && entry.setting ? uiLabel(entry.setting, locale) : none}</td>
              <td>{itemValue(entry, locale, false)}</td>
              <td>{range}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

function byPlan(): string {
  return translate({
    id: 'portal.dataLifecycle.settings.byPlan',
    message: 'By plan',
    description: 'Range of a retention period the plan decides',
  });
}

/**
 * One retention period in a sentence ("7 days"), or with `range` what an administrator may choose
 * ("3–25 months").
 */
export function Retention({
  product,
  item: name,
  range = false,
}: {
  product: Product;
  item: string;
  range?: boolean;
}): JSX.Element {
  const locale = useLocale();
  return <span data-retention={`${product}:${name}`}>{itemValue(item(product, name), locale, range)}</span>;
}
