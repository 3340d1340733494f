// The calendar the client and the server share (shared/periods.ts): the report's periods (UTC,
// weeks from Monday, never past today), the earliest searchable day, settlement weeks, stamps, and
// the reset windows of credit limit items (spec 3: 1 hourly, 2 daily, 3 weekly, 4 monthly, 5 date).
import { describe, expect, it } from 'vitest';
import {
  availableReportPeriods, earliestReportDay, lastDays, lastEndedWeek, limitValueProblem, limitWindowStart, mondayOf, reportPeriodRange,
  sundayOf, utcStamp, fromUtcStamp, weeksBetween, nextScheduledRun, latestScheduledRun, scheduledReportPeriod,
} from '../../shared/periods';

const at = new Date('2026-11-21T15:40:00Z'); // a Saturday
const start = (periodId: number, periodValue: string, when = at) => limitWindowStart(periodId, periodValue, when).toISOString();

describe('limitWindowStart', () => {
  it.each([
    [1, '1', '2026-11-21T15:00:00.000Z'],
    [1, '6', '2026-11-21T12:00:00.000Z'],
    [2, '09:30', '2026-11-21T09:30:00.000Z'],
    [2, '18:00', '2026-11-20T18:00:00.000Z'],
    [3, '7', '2026-11-21T00:00:00.000Z'],
    [3, '1', '2026-11-15T00:00:00.000Z'],
    [3, '2', '2026-11-16T00:00:00.000Z'],
    [4, '1', '2026-11-01T00:00:00.000Z'],
    [4, '25', '2026-10-25T00:00:00.000Z'],
    [5, '01/11/2026', '2026-11-01T00:00:00.000Z'],
    [5, '01/12/2026', '1970-01-01T00:00:00.000Z'],
  ])('period %i value %s starts at %s', (periodId, periodValue, expected) => {
    expect(start(periodId, periodValue)).toBe(expected);
  });

  it('clamps a monthly day to the length of the month', () => {
    expect(start(4, '31', new Date('2026-03-01T10:00:00Z'))).toBe('2026-02-28T00:00:00.000Z');
    expect(start(4, '31', new Date('2026-01-15T10:00:00Z'))).toBe('2025-12-31T00:00:00.000Z');
  });
});

// A Tuesday late in the day in UTC (already Wednesday east of UTC).
const NOW = new Date('2026-11-24T23:30:00Z');

describe('report periods', () => {
  it.each([
    ['today', '2026-11-24', '2026-11-24'],
    ['yesterday', '2026-11-23', '2026-11-23'],
    ['thisWeek', '2026-11-23', '2026-11-24'],
    ['lastWeek', '2026-11-16', '2026-11-22'],
    ['thisMonth', '2026-11-01', '2026-11-24'],
    ['lastMonth', '2026-10-01', '2026-10-31'],
    ['q1', '2026-01-01', '2026-03-31'],
    ['2ndQuarter', '2026-04-01', '2026-06-30'],
    ['3rdQuarter', '2026-07-01', '2026-09-30'],
    ['4thQuarter', '2026-10-01', '2026-11-24'],
  ] as const)('%s runs from %s to %s', (period, start, end) => {
    expect(reportPeriodRange(period, NOW)).toEqual({ start, end });
  });

  it('takes last month across a year end and a Sunday into its own week', () => {
    expect(reportPeriodRange('lastMonth', new Date('2027-01-10T08:00:00Z'))).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(reportPeriodRange('thisWeek', new Date('2026-11-29T08:00:00Z'))).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });

  it('offers no quarter after the current one', () => {
    const ids = (now: string) => availableReportPeriods(new Date(now));
    expect(ids('2026-02-10T00:00:00Z')).toEqual(['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'q1']);
    expect(ids('2026-08-10T00:00:00Z')).toContain('3rdQuarter');
    expect(ids('2026-08-10T00:00:00Z')).not.toContain('4thQuarter');
  });

  it('reaches back the months the server searches, as the server counts them', () => {
    expect(earliestReportDay(NOW, 6)).toBe('2026-05-24');
    // A month back from 31 March is the end of February (date-fns); before, the day overflowed
    // into March (3 March), and the report reached three days less than a month.
    expect(earliestReportDay(new Date('2026-03-31T10:00:00Z'), 1)).toBe('2026-02-28');
    expect(earliestReportDay(new Date('2024-05-31T10:00:00Z'), 3)).toBe('2024-02-29');
  });

});

describe('settlement weeks, days and stamps', () => {
  it('runs a week from Monday to Sunday in UTC', () => {
    expect(mondayOf(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23');
    expect(mondayOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
    expect(sundayOf('2026-11-23')).toBe('2026-11-29');
    expect(lastEndedWeek(new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-16');
    expect(weeksBetween('2026-12-21', '2027-01-04')).toEqual(['2026-12-21', '2026-12-28', '2027-01-04']);
  });

  it('lists the last days oldest first and reads and writes the contract stamp in UTC', () => {
    expect(lastDays(new Date('2026-03-01T01:00:00Z'), 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(utcStamp(new Date('2026-11-24T23:30:05.900Z'))).toBe('2026-11-24 23:30:05');
    expect(fromUtcStamp('2026-11-24 23:30:05').toISOString()).toBe('2026-11-24T23:30:05.000Z');
    expect(fromUtcStamp('2026-11-24').toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });
});

describe('limitValueProblem', () => {
  const now = new Date('2026-02-10T12:00:00Z');
  it.each([
    [1, '0', 'hours'], [1, '8785', 'hours'], [1, '24', null], [2, '24:00', 'timeOfDay'], [2, '23:59', null], [3, '8', 'weekday'],
    [4, '29', 'dayOfMonth'], [4, '28', null], [5, '30/02/2026', 'date'], [5, '09/02/2026', 'past'], [5, '10/02/2026', null], [6, '1', 'period'],
  ] as const)('period %i value %s: %s', (periodId, value, problem) => {
    expect(limitValueProblem(periodId, value, now)?.problem ?? null).toBe(problem);
  });
  it('does not check a day-dependent value saved earlier again', () => {
    expect(limitValueProblem(4, '31', now, true)).toBeNull();
    expect(limitValueProblem(5, '01/01/2026', now, true)).toBeNull();
  });
});

describe('scheduled reports', () => {
  const at = (stamp: string) => new Date(`${stamp}Z`);
  const weekly = { frequency: 'WEEKLY', hour: 6, weekday: 1, monthDay: null } as const;
  const monthly = { frequency: 'MONTHLY', hour: 23, weekday: null, monthDay: 28 } as const;
  const daily = { frequency: 'DAILY', hour: 0, weekday: null, monthDay: null } as const;

  it('names the next occurrence strictly after a moment, in UTC', () => {
    // 2026-12-07 is a Monday.
    expect(nextScheduledRun(weekly, at('2026-12-07T05:59:59'))).toEqual(at('2026-12-07T06:00:00'));
    expect(nextScheduledRun(weekly, at('2026-12-07T06:00:00'))).toEqual(at('2026-12-14T06:00:00'));
    expect(nextScheduledRun(daily, at('2026-12-31T00:00:00'))).toEqual(at('2027-01-01T00:00:00'));
    expect(nextScheduledRun(monthly, at('2027-02-28T23:00:01'))).toEqual(at('2027-03-28T23:00:00'));
  });

  it('names the latest occurrence at or before a moment', () => {
    expect(latestScheduledRun(weekly, at('2026-12-07T06:00:00'))).toEqual(at('2026-12-07T06:00:00'));
    expect(latestScheduledRun(weekly, at('2026-12-07T05:00:00'))).toEqual(at('2026-11-30T06:00:00'));
    expect(latestScheduledRun(monthly, at('2026-12-01T00:00:00'))).toEqual(at('2026-11-28T23:00:00'));
  });

  it('covers the day, the 7 days or the calendar month before the mail', () => {
    expect(scheduledReportPeriod('DAILY', at('2027-01-01T00:00:00'))).toMatchObject({ start: '2026-12-31 00:00:00', end: '2026-12-31 23:59:59' });
    expect(scheduledReportPeriod('WEEKLY', at('2026-12-07T06:00:00'))).toMatchObject({ start: '2026-11-30 00:00:00', end: '2026-12-06 23:59:59' });
    const march = scheduledReportPeriod('MONTHLY', at('2027-03-28T23:00:00'));
    expect(march).toMatchObject({ start: '2027-02-01 00:00:00', end: '2027-02-28 23:59:59' });
    expect(march.startsAt).toEqual(at('2027-02-01T00:00:00'));
  });
});
