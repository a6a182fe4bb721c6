/**
 * Guards of the cross-product facts of src/data/facts/: each function reads a page's text and
 * returns the sentences that state a fact by hand with a value the data file does not hold (or, for
 * plan histories, by hand at all). tests/unit/facts.test.ts runs them over every manual page in both
 * locales, and over a reintroduced example of each kind.
 */
import { edgehubMqtt } from '../src/data/facts/edgehubMqtt';
import { features, type FeatureName } from '../src/data/facts/plans';
import { wedaQnn } from '../src/data/facts/wedaQnn';

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
