import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  usagePercent,
  usageRatio,
  usageTone,
} from '../../../src/shared/ui/UsageBar/usage';

describe('usage bar', () => {
  it('is success at or below 50%, warning above 50%, danger above 80%', () => {
    expect(usageTone(0)).toBe('success');
    expect(usageTone(30)).toBe('success');
    expect(usageTone(50)).toBe('success');
    expect(usageTone(50.01)).toBe('warning');
    expect(usageTone(65)).toBe('warning');
    expect(usageTone(80)).toBe('warning');
    expect(usageTone(80.5)).toBe('danger');
    expect(usageTone(120)).toBe('danger');
  });

  it('treats a non-finite ratio as 0%', () => {
    expect(usagePercent(Number.NaN)).toBe(0);
    expect(usagePercent(usageRatio(5, 0))).toBe(0);
    expect(usagePercent(usageRatio(0, 0))).toBe(0);
    expect(usageTone(usagePercent(Number.POSITIVE_INFINITY))).toBe('success');
    expect(usageTone(Number.NaN)).toBe('success');
  });

  it('formats the percentage', () => {
    expect(usagePercent(0.65)).toBeCloseTo(65);
    expect(formatPercent(65, 'en')).toBe('65%');
    expect(formatPercent(usagePercent(0.655), 'en')).toBe('66%');
    expect(formatPercent(2.5, 'en')).toBe('2.5%');
    expect(formatPercent(0, 'en')).toBe('0%');
    // In the reader's locale: French writes a decimal comma and a space before the sign.
    expect(formatPercent(9.3, 'fr').replace(/\s/g, ' ')).toBe('9,3 %');
    expect(formatPercent(9.3, 'de').replace(/\s/g, ' ')).toBe('9,3 %');
  });
});
