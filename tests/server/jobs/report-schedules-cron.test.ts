// When pg-boss sends the 'report.schedules' job (server/jobs/report-schedules.ts), replayed with
// pg-boss's own rule and a clock this test sets. pg-boss's timekeeper checks every 30 seconds and
// sends a cron's occurrence only when a check lands within the minute after it; a check that waits
// on a busy database is skipped. A report due on the hour must still go within a few minutes when
// the checks of the first minutes after the hour are lost (#51: hourly, it went an hour late).
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportSchedules } from '../../../server/jobs/report-schedules';

const require = createRequire(import.meta.url);
/** pg-boss's timekeeper (not exported from its entry point): its shouldSendIt is the rule. */
const Timekeeper = require('pg-boss/src/timekeeper.js') as { prototype: { shouldSendIt(this: { clockSkew: number }, cron: string, tz: string): boolean } };

const CHECK_EVERY_MS = 30_000;
const MINUTE = 60_000;

/** The first check at or after `from` at which pg-boss sends the job (null within `horizon`). */
function firstSendAfter(cron: string, from: Date, horizonMs: number): Date | null {
  for (let at = from.getTime(); at <= from.getTime() + horizonMs; at += CHECK_EVERY_MS) {
    vi.setSystemTime(at);
    if (Timekeeper.prototype.shouldSendIt.call({ clockSkew: 0 }, cron, 'UTC')) return new Date(at);
  }
  return null;
}

describe('report.schedules is sent by pg-boss soon after the hour', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const cron = reportSchedules.schedule!.cron;
  const dueAt = new Date('2026-12-07T20:00:00.000Z');

  it.each([0, 1, 2.5, 4])('when the checks of the first %s minutes after the hour are lost, it goes within 5 minutes', (lostMinutes) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const resumed = new Date(dueAt.getTime() + lostMinutes * MINUTE);
    const sent = firstSendAfter(cron, resumed, 60 * MINUTE);
    expect(sent).not.toBeNull();
    expect(sent!.getTime() - dueAt.getTime()).toBeLessThanOrEqual(5 * MINUTE);
  });

  it('runs at every start too, to catch up what came due while no instance ran', () => {
    expect(reportSchedules.schedule!.runAtStart).toBe(true);
  });
});
