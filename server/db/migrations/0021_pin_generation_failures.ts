// A PIN order whose generation failed for good (#37): when, after how many attempts and why, kept
// on the order so that its details show it and provider staff can queue the generation again.
// A later generation that succeeds clears them.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

export const pinGenerationFailuresMigration: Migration = {
  up: (db: Kysely<unknown>) =>
    runStatements(db, [
      `ALTER TABLE pin_batch_orders ADD COLUMN generation_failed_at timestamptz`,
      `ALTER TABLE pin_batch_orders ADD COLUMN generation_attempts integer`,
      `ALTER TABLE pin_batch_orders ADD COLUMN generation_error text`,
    ]),
  down: (db: Kysely<unknown>) =>
    runStatements(db, [
      `ALTER TABLE pin_batch_orders DROP COLUMN generation_error`,
      `ALTER TABLE pin_batch_orders DROP COLUMN generation_attempts`,
      `ALTER TABLE pin_batch_orders DROP COLUMN generation_failed_at`,
    ]),
};
