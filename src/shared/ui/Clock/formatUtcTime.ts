// HH:mm:ss of a moment in UTC (the top bar clock).
const two = (n: number) => String(n).padStart(2, '0');

export function formatUtcTime(date: Date): string {
  return `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
}

/** Milliseconds until the next whole second, so the clock ticks on the second. */
export function msToNextSecond(now: number): number {
  return 1000 - (now % 1000);
}
