import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  dateAfter,
  monthOf,
  releaseCalendarProblems,
  releasesOf,
  type CalendarPage,
} from '../../../tooling/content/releaseCalendar';

const history: CalendarPage = {
  file: 'Product/Release_History.md',
  set: 'product',
  text: [
    '# Release history',
    '',
    '## V2.7.0 (2026-07-14) {#v2-7-0}',
    '',
    'Shipped.',
    '',
    '## V2.6.0 (2026-01-20) {#v2-6-0}',
  ].join('\n'),
};
const roadmap = (lines: string[]): CalendarPage => ({
  file: 'Product/New_Features.md',
  set: 'product',
  text: lines.join('\n'),
});

test('a roadmap that still calls a shipped release upcoming is caught, with file and line', () => {
  const problems = releaseCalendarProblems(
    [history, roadmap(['# New features', '', '## Planned: V2.7.0 (target 2026-07) {#planned-v2-7-0}'])],
    '2026-11-23',
  );
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}`),
    ['Product/New_Features.md:3', 'Product/New_Features.md:3'],
  );
  assert.match(problems[0]?.message ?? '', /"target 2026-07" is still ahead, but the portal is as of 2026-11-23/);
  assert.match(
    problems[1]?.message ?? '',
    /calls V2.7.0 upcoming, but it was released on 2026-07-14 \(Product\/Release_History.md:3\)/,
  );
});

test('a target before the newest release documented anywhere is caught, whichever set released it', () => {
  const other: CalendarPage = { file: 'Other/Release_Notes.md', set: 'other', text: '## 3.4.0 (2026-10-20) {#v3-4-0}' };
  const problems = releaseCalendarProblems([other, roadmap(['## Planned: V2.8.0 (target 2026-09)'])], '2026-11-23');
  assert.equal(problems.length, 1);
  assert.match(
    problems[0]?.message ?? '',
    /newest release on the site is 3.4.0 of 2026-10-20 \(Other\/Release_Notes.md\)/,
  );
});

test('a target before the "as of" month is caught even when no later release exists', () => {
  const problems = releaseCalendarProblems([history, roadmap(['## Planned: V2.8.0 (target 2026-10)'])], '2026-11-23');
  assert.equal(problems.length, 1);
  assert.match(problems[0]?.message ?? '', /the portal is as of 2026-11-23/);
});

test('a future target, Chinese wording and quarters pass when they are ahead; release notes from the future fail', () => {
  assert.deepEqual(
    releaseCalendarProblems(
      [
        history,
        roadmap(['## Planned: V2.8.0 (target 2027-03)', '預計於 2027 Q2 推出 V2.9.0。', 'Upcoming in Q1 2027.']),
      ],
      '2026-11-23',
    ),
    [],
  );
  assert.equal(releaseCalendarProblems([roadmap(['即將推出（目標 2026-05）'])], '2026-11-23').length, 1);
  const future = releaseCalendarProblems([{ ...history, text: '## V3.0.0 (2027-01-10)' }], '2026-11-23');
  assert.match(future[0]?.message ?? '', /dated 2027-01-10, after the portal's "as of" date 2026-11-23/);
});

test('ordinary words and ids are not promises: target firmware, Scheduled ids, code blocks, example timestamps', () => {
  const page = roadmap([
    'Update to the target firmware 2.7.0 first.',
    'The inspection shows **Scheduled** with an id such as `INS-20261102-0042`.',
    '```json',
    '{"planned": "2026-01-01"}',
    '```',
    'The upcoming maintenance window starts at `2026-11-02T08:00:00Z` in the example.',
  ]);
  assert.deepEqual(releaseCalendarProblems([history, page], '2026-11-23'), []);
});

test('release headings take the version right before the date; quarters end in their last month', () => {
  assert.deepEqual(
    releasesOf([{ file: 'BSP.md', set: 'bsp', text: '## EIB-5200 Ubuntu 22.04 v2.3.1 (2026-10-12) {#x}' }]).map(
      (r) => r.version,
    ),
    ['2.3.1'],
  );
  assert.equal(monthOf('Q3 2026'), '2026-09');
  assert.equal(monthOf('2027 Q1'), '2027-03');
  assert.equal(monthOf('2026-04'), '2026-04');
});

test('example data dated after the "as of" date and shown as past is caught; a schedule, a validity or an end of support is not', () => {
  const page = (lines: string[]): CalendarPage => ({ file: 'BI/Dashboard.md', set: 'bi', text: lines.join('\n') });
  const problems = releaseCalendarProblems(
    [
      page([
        '---',
        'title: Dashboard',
        '---',
        'This page reports the campaign `Winter Sale 2026` for December 2026.',
        'For `Taipei Main Station` on `2026-12-06`, the dashboard might show 18,420 passers-by.',
        '本頁以 2026 年 12 月的活動為例。',
        'Set **Start** `2026-12-01 10:00` and repeat until `2027-01-31`.',
        'Schedule the report for `2026-12-01`.',
        'Feedback received before 2027-02-15 is considered.',
        '',
        '| Version | Released | End of support |',
        '| --- | --- | --- |',
        '| V2.4 | 2024-10-15 | 2026-12-31 |',
        '',
        'For `Taipei Main Station` on `2026-11-20`, the dashboard showed 18,420 passers-by.',
        '```csv',
        'TMS,2026-12-06T18:00:00+08:00,1482',
        '```',
      ]),
    ],
    '2026-11-23',
  );
  assert.deepEqual(
    problems.map((p) => `${p.line} ${p.message.slice(0, p.message.indexOf(' is after'))}`),
    ['4 "December 2026"', '5 "2026-12-06"', '6 "2026 年 12 月"'],
  );
  assert.match(problems[0]?.message ?? '', /CONTENT_AS_OF in src\/data\/site\.ts/);
});

test('a relative date must agree with the release it names (in English and in zh-tw)', () => {
  const problems = releaseCalendarProblems(
    [
      history,
      roadmap([
        '| V2.6 | 2026-01-20 | 2028-07-31 (two years after V2.7 shipped) |',
        '| V2.6 | 2026-01-20 | 2028-07-14 (two years after V2.7 shipped) |',
        '| V2.7 | 2026-07-14 | Two years after V2.8 ships |',
        '| V2.6 | 2026-01-20 | 2028-07-31（V2.7 推出後兩年） |',
        'Supported until 2027-01-14, six months after V2.7.0 shipped.',
      ]),
    ],
    '2026-11-23',
  ).filter((p) => p.message.includes(' after V') || p.message.includes('推出後'));
  assert.deepEqual(
    problems.map((p) => p.line),
    [1, 4],
  );
  assert.match(
    problems[0]?.message ?? '',
    /"two years after V2\.7" is 2028-07-14 \(2\.7\.0 of 2026-07-14, Product\/Release_History\.md:3\), but the line gives 2026-01-20, 2028-07-31/,
  );
});

test('dateAfter counts years and months and keeps the day within the month', () => {
  assert.equal(dateAfter('2026-07-14', 2, 'year'), '2028-07-14');
  assert.equal(dateAfter('2026-08-31', 6, 'month'), '2027-02-28');
  assert.equal(dateAfter('2024-02-29', 1, 'year'), '2025-02-28');
});
