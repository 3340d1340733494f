import { describe, expect, it } from 'vitest';
import { axisTicks, formatDayMonthYear, niceMax } from '../../../src/shared/ui/BarChart/barData';
import { clampPercent, formatPercent, gaugeEndAngle, successRate } from '../../../src/shared/ui/RadialGauge/gauge';
import { hasPieData, pieShares } from '../../../src/shared/ui/PieChart/slices';

describe('formatDayMonthYear', () => {
  it('formats DD/MM/yyyy without a time-zone shift', () => {
    expect(formatDayMonthYear('2026-11-03')).toBe('03/11/2026');
    expect(formatDayMonthYear('2026-11-03 23:59:59')).toBe('03/11/2026');
    expect(formatDayMonthYear('2026-11-03T23:30:00Z')).toBe('03/11/2026');
    expect(formatDayMonthYear(new Date(Date.UTC(2026, 0, 9)))).toBe('09/01/2026');
    expect(formatDayMonthYear('not a date')).toBe('');
  });
});

describe('niceMax and axisTicks', () => {
  it('rounds the axis up', () => {
    expect(niceMax([])).toBe(1);
    expect(niceMax([0, 0])).toBe(1);
    expect(niceMax([7])).toBe(10);
    expect(niceMax([13])).toBe(20);
    expect(niceMax([230])).toBe(250);
    expect(niceMax([480])).toBe(500);
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(1)).toEqual([0, 1]);
  });
});

describe('gauge', () => {
  it('computes the success rate', () => {
    expect(successRate(45, 50)).toBe(90);
    expect(successRate(0, 0)).toBe(0);
    expect(successRate(5, 4)).toBe(100);
  });
  it('clamps and formats', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(0);
    expect(formatPercent(90, 'en')).toBe('90%');
    expect(formatPercent(66.666, 'en')).toBe('66.7%');
    expect(formatPercent(66.666, 'fr').replace(/\s/g, ' ')).toBe('66,7 %');
    expect(gaugeEndAngle(50)).toBeCloseTo(Math.PI);
  });
});

describe('pieShares', () => {
  it('gives each slice its share and drops empty ones', () => {
    const s = pieShares([{ label: 'AUD', value: 30 }, { label: 'USD', value: 10 }, { label: 'EUR', value: 0 }]);
    expect(s.map((x) => [x.label, x.percent])).toEqual([['AUD', 75], ['USD', 25]]);
    expect(hasPieData([{ label: 'AUD', value: 0 }])).toBe(false);
  });
});
