// The report filter form's rules (src/features/reports/reportForm.ts): the Report filter sent for
// the form's values and back (a saved view). The periods' dates are shared/periods.ts's
// (tests/unit/shared-periods.test.ts).
import { describe, expect, it } from 'vitest';
import {
  availablePeriods, defaultValues, reportFilterOf, valuesOfFilter,
} from '../../../src/features/reports/reportForm';

// A Tuesday late in the day in UTC (already Wednesday east of UTC).
const NOW = new Date('2026-11-24T23:30:00Z');

describe('the periods offered', () => {
  it('carry their labels, with no quarter after the current one', () => {
    const periods = availablePeriods(new Date('2026-02-10T00:00:00Z'));
    expect(periods.map((p) => p.id)).toEqual(['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'q1']);
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
