/**
 * One release calendar for the portal (issue 12). A release is a heading that names a version and a
 * date, as release notes write them: `## V2.6.0 (2026-01-20) {#v2-6-0}`. A forward-looking statement
 * is "upcoming", "planned", "target", "scheduled" or "coming" (預計, 即將, 規劃, 計畫, 目標) followed
 * closely by a date, a quarter or a version. The check reports:
 *
 * - a release dated after the portal's "as of" date (release notes describe the past);
 * - a target date earlier than the newest release documented anywhere on the site, or than the
 *   "as of" month: the page still calls something upcoming that is due already;
 * - a version called upcoming or planned that the same documentation set lists as released.
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
  return problems;
}
