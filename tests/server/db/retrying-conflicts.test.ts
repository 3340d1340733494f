// A transaction PostgreSQL aborted for a deadlock is run again (server/db/postgres-errors.ts);
// any other failure, or a deadlock every time, is not hidden.
import { describe, expect, it } from 'vitest';
import { retryingConflicts } from '../../../server/db/postgres-errors';

const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryingConflicts', () => {
  it('runs a transaction again after a deadlock, and answers its result', async () => {
    let runs = 0;
    await expect(retryingConflicts(async () => (++runs < 2 ? Promise.reject(deadlock) : 'sold'))).resolves.toBe('sold');
    expect(runs).toBe(2);
  });

  it('gives up after three runs, and never retries another failure', async () => {
    let runs = 0;
    await expect(retryingConflicts(async () => { runs++; throw deadlock; })).rejects.toBe(deadlock);
    expect(runs).toBe(3);
    const other = Object.assign(new Error('unique'), { code: '23505' });
    runs = 0;
    await expect(retryingConflicts(async () => { runs++; throw other; })).rejects.toBe(other);
    expect(runs).toBe(1);
  });
});
