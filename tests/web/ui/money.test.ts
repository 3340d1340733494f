import { describe, expect, it } from 'vitest';
import { formatMoney, NO_AMOUNT } from '../../../src/shared/ui/Money/formatMoney';

describe('formatMoney', () => {
  it('shows 2 decimals with thousands separators', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney('98.1')).toBe('98.10');
    expect(formatMoney(1.005)).toMatch(/^1\.0[01]$/);
  });

  it('shows whole numbers without decimals when asked', () => {
    expect(formatMoney(25000, { wholeWithoutDecimals: true })).toBe('25,000');
    expect(formatMoney(25000.4, { wholeWithoutDecimals: true })).toBe('25,000.40');
  });

  it('uses the locale separators', () => {
    expect(formatMoney(1234.5, { locale: 'de' })).toBe('1.234,50');
    expect(formatMoney(1234.5, { locale: 'fr' })).toMatch(/^1\s234,50$/u);
    expect(formatMoney(1234.5, { locale: 'ja' })).toBe('1,234.50');
  });

  it('adds a symbol or formats an ISO currency', () => {
    expect(formatMoney(980.1, { symbol: '$' })).toBe('$980.10');
    expect(formatMoney(-42.5, { symbol: '$' })).toBe('-$42.50');
    expect(formatMoney(5, { symbol: 'RM' })).toBe('RM\u00a05.00');
    expect(formatMoney(5, { currency: 'USD' })).toBe('$5.00');
    expect(formatMoney(5, { currency: 'XX1' })).toBe('XX1 5.00');
  });

  it('shows a dash for missing or non-numeric amounts', () => {
    expect(formatMoney(null)).toBe(NO_AMOUNT);
    expect(formatMoney(undefined)).toBe(NO_AMOUNT);
    expect(formatMoney(Number.NaN)).toBe(NO_AMOUNT);
    expect(formatMoney('abc')).toBe(NO_AMOUNT);
  });
});
