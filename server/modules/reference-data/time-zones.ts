// The IANA time zones the platform knows (Intl.supportedValuesOf), plus UTC, each with an id, the
// zone name as code and a display name with the zone's current UTC offset. The zone list is read
// once; the names are rebuilt at most once per UTC day so that offsets follow daylight saving.
import { utcDay } from '../../../shared/periods';

export interface TimeZoneEntry {
  /** Position in the alphabetical list of zone names (UTC is 1): stable while the platform's
   * zone data (Node's ICU) is unchanged. */
  id: number;
  /** The IANA zone name, e.g. Australia/Sydney. */
  code: string;
  /** e.g. '(UTC+11:00) Australia/Sydney'. */
  name: string;
}

export const DEFAULT_TIME_ZONE = 'UTC';

let zoneCodes: readonly string[] | undefined;
let cached: { day: string; entries: readonly TimeZoneEntry[] } | undefined;

function allZoneCodes(): readonly string[] {
  zoneCodes ??= [DEFAULT_TIME_ZONE, ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== DEFAULT_TIME_ZONE).sort()];
  return zoneCodes;
}

export function isKnownTimeZone(code: string): boolean {
  return allZoneCodes().includes(code);
}

/** '+11:00' for Australia/Sydney in January: the offset the zone has at that instant. */
export function utcOffsetOf(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace(/^GMT/, '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

export function listTimeZones(now: Date = new Date()): readonly TimeZoneEntry[] {
  const day = utcDay(now);
  if (cached?.day !== day) {
    cached = {
      day,
      entries: allZoneCodes().map((code, index) => ({ id: index + 1, code, name: `(UTC${utcOffsetOf(code, now)}) ${code}` })),
    };
  }
  return cached.entries;
}
