import assert from 'node:assert/strict';
import { test } from 'node:test';
import { monthOf, releaseCalendarProblems, releasesOf, type CalendarPage } from '../../tooling/releaseCalendar';

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
