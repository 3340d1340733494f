// The shell data rules of spec 1 section 9: usage sorted descending (non-finite = 0%), the
// codes above the alert percentage, the highest owed balance.
import { describe, expect, test } from 'vitest';
import { codesOverAlert, limitUsageViews } from '../../../src/features/shell-data';
import { highestBalance } from '../../../src/shared/api/agent-reads';

const limit = (targetCode: string, currentValue: number, limitValue: number) => ({ targetCode, currentValue, limitValue });

describe('limitUsageViews', () => {
  test('sorts by usage, highest first, a zero limit counting as 0%', () => {
    const views = limitUsageViews([limit('ZERO', 5, 0), limit('A', 100, 1000), limit('B', 900, 1000)]);
    expect(views.map((v) => [v.code, v.percent])).toEqual([
      ['B', 90],
      ['A', 10],
      ['ZERO', 0],
    ]);
  });
});

describe('codesOverAlert', () => {
  test('names the codes strictly above the alert percentage', () => {
    const items = [limit('AT', 800, 1000), limit('OVER', 801, 1000), limit('ZERO', 1, 0)];
    expect(codesOverAlert(items, 80)).toEqual(['OVER']);
    expect(codesOverAlert(items, Number.NaN)).toEqual([]);
  });
});

describe('highestBalance', () => {
  test('picks the highest balance; none for an empty list', () => {
    const aud = { balance: 12840, currencyCode: 'AUD', symbol: '$' };
    expect(highestBalance([{ balance: 1200.5, currencyCode: 'MYR', symbol: 'RM' }, aud])).toBe(aud);
    expect(highestBalance([])).toBeUndefined();
  });
});
