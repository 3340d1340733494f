// What a failed statement's PostgreSQL error code says (both engines report the same codes).

/** unique_violation: two writes of one unique value (a code or login created twice at once). */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';

/** deadlock_detected or serialization_failure: PostgreSQL aborted the transaction for a race it
 * lost, and the whole transaction may simply be run again. */
export const isRetryableConflict = (error: unknown): boolean => ['40P01', '40001'].includes(String((error as { code?: unknown } | null)?.code));

/** Runs `transaction` (a whole database transaction) again when PostgreSQL aborted it for a
 * deadlock, at most `attempts` times in all: under load two sales that take overlapping rows
 * (limit items, balances, aggregates) in different orders can meet. */
export async function retryingConflicts<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
    }
  }
}
