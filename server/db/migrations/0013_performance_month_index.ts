// The performance report's read (issue #16, bench/performance-report.ts): agent_monthly_stats by
// month first, covering what the report sums, so a year of a subtree is one index-only range scan
// of the year's rows that PostgreSQL hashes against the scope in agent_closure and sums in a hash
// aggregate (performance.repository.ts), whatever the table holds of other years. The primary key
// (agent_id first) still serves a small scope, one agent after another.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

export const performanceRollupMigration: Migration = {
  up: (db: Kysely<unknown>) =>
    runStatements(db, [
      `CREATE INDEX agent_monthly_stats_month_idx ON agent_monthly_stats (month, agent_id, currency_code, tx_type)
        INCLUDE (success_count, value_minor, buy_value_minor)`,
    ]),
  down: (db: Kysely<unknown>) => runStatements(db, [`DROP INDEX agent_monthly_stats_month_idx`]),
};
