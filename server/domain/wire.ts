// How every answer writes what the database keeps in another form (docs/decisions.md): money
// kept in integer minor units travels as a number with 2 decimals, timestamps as UTC
// 'yyyy-MM-dd HH:mm:ss', yes/no flags as 'T'/'F'. Services use these, never their own copies.
// Stamps are the calendar's that the client shares (shared/periods.ts).
import { fromUtcStamp, utcStamp } from '../../shared/periods';

/** 1234 minor units -> 12.34. */
export function wireMoney(minor: number | string | bigint): number {
  return Number(minor) / 100;
}

/** 12.34 -> 1234 minor units (rounded to the cent, so 0.1 + 0.2 stays 30). */
export function minorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** UTC 'yyyy-MM-dd HH:mm:ss'. */
export function wireTimestamp(at: Date): string {
  return utcStamp(at);
}

/** The timestamp or null. */
export function wireTimestampOrNull(at: Date | null | undefined): string | null {
  return at ? wireTimestamp(at) : null;
}

export type WireFlag = 'T' | 'F';

export function wireFlag(value: boolean): WireFlag {
  return value ? 'T' : 'F';
}

export function flagValue(flag: string | null | undefined): boolean {
  return flag === 'T';
}

/** UTC 'yyyy-MM-dd HH:mm:ss' (the contract's Timestamp, already validated) -> Date. */
export function timestampFromWire(text: string): Date {
  return fromUtcStamp(text);
}
