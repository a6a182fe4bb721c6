/**
 * One release calendar for the portal (issue 12): release notes describe the past, and no page may
 * still call upcoming what has shipped or is due already. A release is a heading that names a version
 * and a date (`## V2.6.0 (2026-01-20) {#v2-6-0}`); a forward-looking statement is a word such as
 * "upcoming" or 預計 closely followed by a date, a quarter or a version. For writers: WRITING.md,
 * *Release dates and roadmaps*; every check: tooling/content/README.md, *releaseCalendar.ts*.
 */

export interface CalendarPage {
  /** Path printed in messages. */
  readonly file: string;
  /** The documentation set: versions are compared within a set. */
  readonly set: string;
  readonly text: string;
}

export interface CalendarProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

interface Release {
  readonly file: string;
  readonly line: number;
  readonly set: string;
  readonly version: string;
  readonly date: string;
}

const VERSION = String.raw`(?<![\w.])[vV]?\d+\.\d+(?:\.\d+)?(?![\w.])`;
const DATE = String.raw`(?<![\w-])\d{4}-\d{2}(?:-\d{2})?(?![\w-])`;
const QUARTER = String.raw`\bQ[1-4]\s+\d{4}\b|\b\d{4}\s*Q[1-4]\b`;
/** Words that put a date in the future ("target firmware" and 規劃使用 name no date, so they pass). */
const FORWARD_DATE = new RegExp(
  String.raw`(?:\b(?:upcoming|planned|target(?:ed)?|coming)\b|預計|即將|目標)[^.。\n|]{0,30}?(${DATE}|${QUARTER})`,
  'gi',
);
/** Words that call a version future: only these, since "target firmware 2.8" is no promise. */
const FORWARD_VERSION = new RegExp(
  String.raw`(?:\b(?:upcoming|planned|coming)\b|預計|即將)[^.。\n|]{0,30}?(${VERSION})`,
  'gi',
);
/**
 * A release heading: a version followed by its date, `## V2.6.0 (2026-01-20)` or `## 3.4.0 - 2026-06-16`;
 * the version is the last one before the date ("EIB-5200 Ubuntu 22.04 v2.3.1 (2026-10-12)").
 */
const RELEASE_HEADING = new RegExp(String.raw`^#{2,4}\s.*(${VERSION})[^\d\n]{0,20}?(${DATE})`);

/** A heading with one of these words announces a release ("Planned: V2.8.0 (target 2027-05)"); it is none. */
const PROMISE = /\b(?:upcoming|planned|target(?:ed)?|coming)\b|預計|即將|目標|規劃/i;

const normalizeVersion = (version: string): string => version.replace(/^v/i, '');

/** The last month a date, month or quarter stands for, as `YYYY-MM`. */
export function monthOf(token: string): string | undefined {
  const date = /^(\d{4})-(\d{2})/.exec(token);
  if (date) return `${date[1]}-${date[2]}`;
  const quarter = /Q([1-4])\s*(\d{4})|(\d{4})\s*Q([1-4])/.exec(token);
  if (!quarter) return undefined;
  const year = quarter[2] ?? quarter[3];
  const q = Number(quarter[1] ?? quarter[4]);
  return `${year}-${String(q * 3).padStart(2, '0')}`;
}

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(text: string): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  let fence: string | undefined;
  text.split(/\r?\n/).forEach((line, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === undefined ? marker : undefined;
      return;
    }
    if (fence === undefined) out.push([i + 1, line]);
  });
  return out;
}

export function releasesOf(pages: readonly CalendarPage[]): Release[] {
  return pages.flatMap((page) =>
    proseLines(page.text).flatMap(([line, text]) => {
      const match = PROMISE.test(text) ? null : RELEASE_HEADING.exec(text);
      return match
        ? [
            {
              file: page.file,
              line,
              set: page.set,
              version: normalizeVersion(match[1] as string),
              date: match[2] as string,
            },
          ]
        : [];
    }),
  );
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** A date, month or timestamp: `2026-12-06`, `2026-12`, `2026-12-06T18:00`, `December 2026`, `2026 年 12 月`. */
const CALENDAR_TOKEN = new RegExp(
  String.raw`(?<![\w.-])(\d{4})-(\d{2})(?:-(\d{2}))?(?![\d.])|\b(${MONTH_NAMES.join('|')}) (\d{4})\b|(\d{4}) ?年 ?(\d{1,2}) ?月`,
  'g',
);
/** Words that put a date ahead on purpose: a schedule, a plan, a validity or an end of support. */
const AHEAD = new RegExp(
  String.raw`\b(?:schedul\w*|effective|expir\w*|valid\w*|until|support\w*|deadline|due|plan\w*|target\w*|upcoming|will|next|renew\w*|retire\w*|before|preview\w*|coming|expected|end of)\b|排程|生效|到期|有效|支援|截止|預計|將於|下次|之前|直到|\d\x60?\s*前|預覽|即將|屆滿`,
  'i',
);

/** `YYYY-MM` or `YYYY-MM-DD` of a calendar token, or undefined for an impossible month. */
function calendarValue(match: RegExpMatchArray): string | undefined {
  const pad = (n: number): string => String(n).padStart(2, '0');
  const [year, month, day] = match[1]
    ? [match[1], Number(match[2]), match[3]]
    : match[4]
      ? [match[5], MONTH_NAMES.indexOf(match[4]) + 1, undefined]
      : [match[6], Number(match[7]), undefined];
  if (month < 1 || month > 12) return undefined;
  return `${year}-${pad(month)}${day ? `-${day}` : ''}`;
}

/** Prose lines after the front matter, each with the header row of its table when it is a table row. */
function linesWithContext(text: string): Array<[number, string, string]> {
  const lines = proseLines(text);
  const out: Array<[number, string, string]> = [];
  let inFrontMatter = text.startsWith('---');
  let header: string | undefined;
  for (const [index, [line, content]] of lines.entries()) {
    if (inFrontMatter) {
      if (line > 1 && content.trim() === '---') inFrontMatter = false;
      continue;
    }
    const isRow = content.trimStart().startsWith('|');
    const previousIsRow = (lines[index - 1]?.[1] ?? '').trimStart().startsWith('|');
    if (isRow && !previousIsRow) header = content;
    if (!isRow) header = undefined;
    out.push([line, content, isRow && header !== content ? `${header ?? ''} ${content}` : content]);
  }
  return out;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  twelve: 12,
  eighteen: 18,
  一: 1,
  兩: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  十二: 12,
  十八: 18,
};
const RELATIVE_EN = new RegExp(
  String.raw`\b(one|two|three|four|five|six|twelve|eighteen|\d+) (year|month)s? after (${VERSION})`,
  'gi',
);
const RELATIVE_ZH = new RegExp(
  String.raw`(${VERSION}) ?(?:推出|發布|發行|上市)後 ?(十二|十八|[一兩二三四五六]|\d+) ?(年|個月)`,
  'g',
);

/** The day `count` years or months after an ISO date (clamped to the month's last day). */
export function dateAfter(date: string, count: number, unit: 'year' | 'month'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const months = year * 12 + (month - 1) + (unit === 'year' ? count * 12 : count);
  const [y, m] = [Math.floor(months / 12), (months % 12) + 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

export function releaseCalendarProblems(pages: readonly CalendarPage[], asOf: string): CalendarProblem[] {
  const releases = releasesOf(pages);
  const problems: CalendarProblem[] = [];
  for (const release of releases) {
    if (release.date > asOf) {
      problems.push({
        file: release.file,
        line: release.line,
        message: `release ${release.version} is dated ${release.date}, after the portal's "as of" date ${asOf} (CONTENT_AS_OF in src/data/site.ts): release notes describe shipped versions only`,
      });
    }
  }
  const newest = releases.reduce<Release | undefined>(
    (a, b) => (a === undefined || b.date > a.date ? b : a),
    undefined,
  );
  const asOfMonth = asOf.slice(0, 7);
  for (const page of pages) {
    const released = new Map(releases.filter((r) => r.set === page.set).map((r) => [r.version, r]));
    for (const [line, text] of proseLines(page.text)) {
      if (!PROMISE.test(text) && RELEASE_HEADING.test(text)) continue;
      for (const match of text.matchAll(FORWARD_DATE)) {
        const month = monthOf(match[1] as string) as string;
        if (newest && month < newest.date.slice(0, 7)) {
          problems.push({
            file: page.file,
            line,
            message: `"${match[0]}" is still ahead, but the newest release on the site is ${newest.version} of ${newest.date} (${newest.file}): move shipped items to the release notes or give a later target`,
          });
        } else if (month < asOfMonth) {
          problems.push({
            file: page.file,
            line,
            message: `"${match[0]}" is still ahead, but the portal is as of ${asOf}: move shipped items to the release notes or give a later target`,
          });
        }
      }
      for (const match of text.matchAll(FORWARD_VERSION)) {
        const token = match[1] as string;
        const shipped = released.get(normalizeVersion(token));
        if (shipped) {
          problems.push({
            file: page.file,
            line,
            message: `"${match[0]}" calls ${token} upcoming, but it was released on ${shipped.date} (${shipped.file}:${shipped.line})`,
          });
        }
      }
    }
  }
  problems.push(...aheadOfTimeProblems(pages, asOf), ...relativeDateProblems(pages, releases));
  return problems;
}

/** Example data dated after the portal's "as of" date on a line that does not put it ahead. */
function aheadOfTimeProblems(pages: readonly CalendarPage[], asOf: string): CalendarProblem[] {
  const problems: CalendarProblem[] = [];
  for (const page of pages) {
    for (const [line, text, context] of linesWithContext(page.text)) {
      if (AHEAD.test(context) || (!PROMISE.test(text) && RELEASE_HEADING.test(text))) continue;
      for (const match of text.matchAll(CALENDAR_TOKEN)) {
        const value = calendarValue(match);
        if (value === undefined || value <= asOf.slice(0, value.length)) continue;
        problems.push({
          file: page.file,
          line,
          message: `"${match[0]}" is after the portal's "as of" date ${asOf} (CONTENT_AS_OF in src/data/site.ts), but the line shows it as past: date example data before ${asOf}, or say that it lies ahead (scheduled, planned, valid until …)`,
        });
        break;
      }
    }
  }
  return problems;
}

/** "two years after V2.7 shipped" beside a date that is not two years after V2.7's release date. */
function relativeDateProblems(pages: readonly CalendarPage[], releases: readonly Release[]): CalendarProblem[] {
  const problems: CalendarProblem[] = [];
  for (const page of pages) {
    const released = new Map(releases.filter((r) => r.set === page.set).map((r) => [r.version, r]));
    const find = (version: string): Release | undefined => released.get(version) ?? released.get(`${version}.0`);
    for (const [line, text] of proseLines(page.text)) {
      const relatives = [
        ...[...text.matchAll(RELATIVE_EN)].map((m) => ({
          phrase: m[0],
          count: m[1] as string,
          unit: m[2] as string,
          version: m[3] as string,
        })),
        ...[...text.matchAll(RELATIVE_ZH)].map((m) => ({
          phrase: m[0],
          count: m[2] as string,
          unit: m[3] as string,
          version: m[1] as string,
        })),
      ];
      for (const relative of relatives) {
        const release = find(normalizeVersion(relative.version));
        if (!release) continue; // not released yet ("two years after V2.8 ships"): nothing to compute
        const count = NUMBER_WORDS[relative.count.toLowerCase()] ?? Number(relative.count);
        const expected = dateAfter(release.date, count, /year|年/i.test(relative.unit) ? 'year' : 'month');
        const dates = [...text.matchAll(new RegExp(DATE, 'g'))].map((m) => m[0]);
        if (dates.length === 0 || dates.includes(expected)) continue;
        problems.push({
          file: page.file,
          line,
          message: `"${relative.phrase}" is ${expected} (${release.version} of ${release.date}, ${release.file}:${release.line}), but the line gives ${dates.join(', ')}: make them agree`,
        });
      }
    }
  }
  return problems;
}
