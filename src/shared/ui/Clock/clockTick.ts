// The top bar clock's tick (its HH:mm:ss in UTC is shared/periods.ts's utcTime).

/** Milliseconds until the next whole second, so the clock ticks on the second. */
export function msToNextSecond(now: number): number {
  return 1000 - (now % 1000);
}
