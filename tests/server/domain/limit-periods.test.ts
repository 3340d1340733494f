// Reset windows of credit limit items (spec 3: 1 hourly, 2 daily, 3 weekly, 4 monthly, 5 date; UTC).
import { describe, expect, it } from 'vitest';
import { periodWindowStart } from '../../../server/modules/credit-limits/limit-periods';

const at = new Date('2026-11-21T15:40:00Z'); // a Saturday
const start = (periodId: number, periodValue: string, when = at) => periodWindowStart(periodId, periodValue, when).toISOString();

describe('periodWindowStart', () => {
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
