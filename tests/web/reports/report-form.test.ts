// The report filter form's rules (src/features/reports/reportForm.ts): the dates each period sets
// (UTC, weeks from Monday, never past today), the quarters offered, the earliest searchable day,
// and the Report filter sent for the form's values and back (a saved view).
import { describe, expect, it } from 'vitest';
import {
  availablePeriods, defaultValues, earliestDay, periodRange, reportFilterOf, valuesOfFilter,
} from '../../../src/features/reports/reportForm';

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
    expect(periodRange(period, NOW)).toEqual({ start, end });
  });

  it('takes last month across a year end and a Sunday into its own week', () => {
    expect(periodRange('lastMonth', new Date('2027-01-10T08:00:00Z'))).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(periodRange('thisWeek', new Date('2026-11-29T08:00:00Z'))).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });

  it('offers no quarter after the current one', () => {
    const ids = (now: string) => availablePeriods(new Date(now)).map((p) => p.id);
    expect(ids('2026-02-10T00:00:00Z')).toEqual(['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'q1']);
    expect(ids('2026-08-10T00:00:00Z')).toContain('3rdQuarter');
    expect(ids('2026-08-10T00:00:00Z')).not.toContain('4thQuarter');
  });

  it('reaches back the months the server searches, as the server counts them', () => {
    expect(earliestDay(NOW, 6)).toBe('2026-05-24');
    expect(earliestDay(new Date('2026-03-31T10:00:00Z'), 1)).toBe('2026-03-03');
  });
});

describe('the Report filter of the form', () => {
  it('sends whole UTC days, only what is set, codes upper-cased', () => {
    const values = { ...defaultValues(NOW), refId: ' 42 ', agentCode: 'r00001', reportType: 'sales' as const, isRefunded: true };
    expect(reportFilterOf(values)).toEqual({
      start: '2026-11-24 00:00:00',
      end: '2026-11-24 23:59:59',
      period: 'today',
      refId: '42',
      agentCode: 'R00001',
      includeSubAgent: true,
      salesReports: true,
      isRefunded: true,
    });
  });

  it('opens a saved period on the day it is opened, and a custom range as it was saved', () => {
    const saved = reportFilterOf({ ...defaultValues(new Date('2026-10-05T09:00:00Z')), period: 'lastWeek', start: '2026-09-28', end: '2026-10-04' });
    expect(valuesOfFilter(saved, NOW)).toMatchObject({ period: 'lastWeek', start: '2026-11-16', end: '2026-11-22' });
    const custom = reportFilterOf({ ...defaultValues(NOW), period: '', start: '2026-11-02', end: '2026-11-05', transType: 'REDEEM' });
    expect(valuesOfFilter(custom, NOW)).toMatchObject({ period: '', start: '2026-11-02', end: '2026-11-05', transType: 'REDEEM', reportType: 'detailed' });
  });
});
