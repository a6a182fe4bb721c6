/**
 * Guards of the cross-product facts of src/data/facts/: each function reads a page's text and
 * returns the sentences that state a fact by hand with a value the data file does not hold (or, for
 * plan histories, by hand at all). tests/unit/content/facts.test.ts runs them over every manual page in both
 * locales, and over a reintroduced example of each kind.
 */
import { retentionItem, retention, type Product } from '../../src/data/facts/dataLifecycle';
import { edgehubMqtt } from '../../src/data/facts/edgehubMqtt';
import { features, type FeatureName } from '../../src/data/facts/plans';
import { wedaQnn } from '../../src/data/facts/wedaQnn';

function matches(text: string, pattern: RegExp): RegExpMatchArray[] {
  return [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))];
}

/**
 * History lengths that depend on the plan, written by hand: the application manuals show them with
 * `<PlanHistory app="…" />` (src/components/Plans), so that no reader sees another plan's value.
 */
const HISTORY_BY_HAND: Record<string, readonly RegExp[]> = {
  iotsensing: [
    /\b(?:readings?|reading history)\b[^.|\n]{0,60}?\b\d+ (?:months|days|years)\b/i,
    /\b\d+ (?:months|days|years)\b[^.|\n]{0,20}?\bonline\b/i,
    /讀值[^。|\n]{0,30}?\d+ ?(?:個月|天|年)/,
  ],
  countingbi: [
    /one-minute counts[^.\n]{0,60}?\b\d+\s*(?:[-–]\s*\d+\s*)?(?:months|days)\b/i,
    /每分鐘計數[^。\n]{0,30}?\d+ ?(?:個月|天)/,
  ],
};

export function handWrittenHistory(appSetId: string, text: string): string[] {
  return (HISTORY_BY_HAND[appSetId] ?? []).flatMap((pattern) =>
    matches(text, pattern).map((match) => `"${match[0]}": show the history with <PlanHistory app="${appSetId}" />`),
  );
}

/** `<AvailableIn feature="…" />` notes of a page. */
export function availableInNotes(text: string): string[] {
  return matches(text, /<AvailableIn\s+feature="([^"]*)"\s*\/>/).map((match) => match[1] ?? '');
}

/** Notes naming no feature of src/data/facts/plans.ts. */
export function unknownFeatures(text: string): string[] {
  return availableInNotes(text).filter((name) => !(name in features));
}

/** The features whose page (set id + path below the manual, no extension) this is. */
export function featuresOfPage(setId: string, relativePath: string): FeatureName[] {
  return (Object.entries(features) as Array<[FeatureName, (typeof features)[FeatureName]]>)
    .filter(([, feature]) => feature.app === setId && (feature.pages as readonly string[]).includes(relativePath))
    .map(([name]) => name);
}

/** QNN SDK versions that disagree with src/data/facts/wedaQnn.ts. */
export function wrongQnnVersions(text: string): string[] {
  const found: string[] = [];
  for (const match of matches(text, /QNN SDK (\d+\.\d+)(?:\s*(?:to|至|[-–])\s*(\d+\.\d+))?/)) {
    const [, first, last] = match;
    const ok =
      last === undefined ? first === wedaQnn.runtime : first === wedaQnn.oldestBinary && last === wedaQnn.runtime;
    if (!ok)
      found.push(
        `"${match[0]}" (the image runs ${wedaQnn.runtime} and loads binaries from ${wedaQnn.oldestBinary} to ${wedaQnn.runtime})`,
      );
  }
  for (const match of matches(text, /(?:newer than|比) (\d+\.\d+)/)) {
    if (match[1] !== wedaQnn.runtime) found.push(`"${match[0]}" (binaries newer than ${wedaQnn.runtime} are refused)`);
  }
  for (const match of matches(text, /qnn-[\w-]+:(\d+\.\d+)-qcs6490/)) {
    if (match[1] !== wedaQnn.runtime) found.push(`"${match[0]}" (the image tag is ${wedaQnn.imageTag})`);
  }
  return found;
}

/** Per-gateway message rates into EdgeHub that disagree with src/data/facts/edgehubMqtt.ts. */
export function wrongGatewayRates(text: string): string[] {
  const { perSecond, burst } = edgehubMqtt.dataRate;
  const found: string[] = [];
  const exact: RegExp[] = [
    /(\d+) (?:data messages|messages|batches|values) (?:a|per) second (?:sustained )?per gateway/i,
    /per gateway[^.|\n]{0,30}?\b(\d+) (?:a|per) second/i,
    /EdgeHub (?:accepts|takes) (\d+) [^.|\n]{0,30}?(?:a|per) second/i,
    /每台閘道器[^。|\n]{0,20}?每秒 ?(?:可接受 ?)?(\d+) ?(?:則|個批次)/,
  ];
  for (const pattern of exact) {
    for (const match of matches(text, pattern)) {
      if (Number(match[1]) !== perSecond) found.push(`"${match[0]}" (EdgeHub takes ${perSecond} a second per gateway)`);
    }
  }
  for (const match of matches(text, /bursts? (?:up )?to (\d+)|突發最多 ?(\d+)/i)) {
    if (Number(match[1] ?? match[2]) !== burst) found.push(`"${match[0]}" (bursts up to ${burst})`);
  }
  // A replay rate an SDK or connector lets a gateway set above the broker's sustained rate.
  for (const line of text.split('\n')) {
    const match = /replay[_ ]?rate`?[^\n]*?\b1\s*[-–]\s*(\d+)\b(?! ?MB)/i.exec(line);
    if (match && Number(match[1]) > perSecond && !/EdgeHub connector uses at most|EdgeHub 連接器最多/.test(line))
      found.push(`"${match[0]}" (a replay rate above ${perSecond} a second exceeds EdgeHub's per-gateway rate)`);
  }
  return found;
}

// ---------------------------------------------------------------------------------- retention

const COUNT = String.raw`(?:\d+|one|two|three|five|seven|ten|thirty|ninety)`;
const UNIT = String.raw`(?:days?|weeks?|months?|years?)`;

/**
 * Sentences that say by hand how long data is kept, readable or downloadable, or on which day of
 * the expiry timeline something happens. Hours and minutes are left out: nothing is retained that
 * briefly, and the patterns would catch session and retry times.
 */
const RETENTION_BY_HAND: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:kept|retained|stored|archived|readable|read-only|available|visible|deleted|purged|removed|erased|listed|appears?|rotate)\b[^.|\n]{0,40}?\b(?:for|after|within|up to|until)\s+(?:the same\s+|another\s+)?${COUNT}\s+${UNIT}\b`,
    'i',
  ),
  new RegExp(String.raw`\b(?:kept|retained|stored|deleted)\s+${COUNT}\s+${UNIT}\b`, 'i'),
  new RegExp(
    String.raw`\b(?:copy|copies|history|archive|backups?)\b[^.|\n]{0,30}?\b(?:for|within|after)\s+${COUNT}\s+${UNIT}\b`,
    'i',
  ),
  new RegExp(String.raw`\bretention\b[^.|\n]{0,40}?\(?(?:default\s+)?${COUNT}\s+${UNIT}\b`, 'i'),
  new RegExp(String.raw`\blinks?\b[^.|\n]{0,40}?\bvalid (?:for )?${COUNT}\s+${UNIT}\b`, 'i'),
  /\b(?:from|on|until|before|after|by) day\s+\d+\b/i,
  /\bdays? after (?:the )?(?:end date|expiry|downgrade)/i,
  /(?:保留|保存|存放|可檢視|可讀取|可查看|唯讀|刪除)[^。|\n]{0,20}?\d+ ?(?:天|週|個月|年)/,
  /\d+ ?(?:天|週|個月|年)(?:內|後|期間)?(?:的)?(?:唯讀|刪除|保留|保存|可檢視)/,
  /連結[^。|\n]{0,20}?有效(?:期限|期)?[^。|\n]{0,6}?\d+ ?(?:天|週|個月|年)/,
  /第 ?\d+ ?天/,
  /到期(?:日)?後(?:的)?天數/,
];

/** A table whose header or row speaks of retention: any number-of-days cell in it is a period. */
const RETENTION_WORD = /\b(?:keep|kept|retention|retain|retained)\b|保留|保存/i;
const PERIOD_CELL = /^\s*\d+(?:\s*[-–]\s*\d+)?\s*(?:days?|months?|years?|天|個月|年)?\s*$/i;
/**
 * A device's buffer (how long a gateway or counter holds what it could not send yet), and what an
 * invitation, password, key or code is valid for, are not retention periods.
 */
const NOT_RETENTION = /buffer|緩衝|invitation|password|access key|activation code|join code|邀請|密碼|金鑰|啟用碼/i;

const RETENTION_FIX =
  'show it with <Retention product="…" item="…" />, <RetentionSettings product="…" /> or <DataLifecycle app="…" /> (src/components/DataLifecycle), from src/data/facts/dataLifecycle.ts';

/**
 * Retention periods a page (or a diagram's text) states by hand: one problem per line, naming the
 * line and the fix.
 */
export function handWrittenRetention(text: string): string[] {
  const found: string[] = [];
  let inCode = false;
  let tableRetention = false;
  let previousWasTable = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(?:```|~~~)/.test(line)) inCode = !inCode;
    const isTable = !inCode && line.trim().startsWith('|');
    if (isTable && !previousWasTable) tableRetention = RETENTION_WORD.test(line);
    previousWasTable = isTable;
    if (inCode || NOT_RETENTION.test(line)) return;
    const hits = RETENTION_BY_HAND.flatMap((pattern) => pattern.exec(line)?.[0] ?? []);
    if (isTable && (tableRetention || RETENTION_WORD.test(line))) {
      const cells = line.split('|').slice(1, -1);
      if (!/^[\s|:-]+$/.test(line) && cells.some((cell) => /\d/.test(cell) && PERIOD_CELL.test(cell)))
        hits.push(line.trim());
    }
    if (hits.length > 0) found.push(`line ${index + 1}: "${hits[0]}": ${RETENTION_FIX}`);
  });
  return found;
}

/** `<Retention product="…" item="…" />` of a page that names no item of the facts file. */
export function unknownRetentionItems(text: string): string[] {
  return matches(text, /<Retention\s+product="([^"]*)"\s+item="([^"]*)"/).flatMap((match) => {
    const [, product = '', item = ''] = match;
    return product in retention && retentionItem(product as Product, item) ? [] : [`${product}:${item}`];
  });
}
