// Transaction reports (issue #15): refunded and reversed transactions, a small share of the
// ledger, have an index of their own, so that the report's isRefunded / isReversed filter reads
// those rows per agent instead of walking every transaction of the period.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

export const reportIndexesMigration: Migration = {
  up: (db: Kysely<unknown>) =>
    runStatements(db, [
      `CREATE INDEX transactions_returned_idx ON transactions (agent_id, created_at DESC, id DESC) WHERE status IN ('REFUNDED', 'REVERSED')`,
    ]),
  down: (db: Kysely<unknown>) => runStatements(db, [`DROP INDEX transactions_returned_idx`]),
};
