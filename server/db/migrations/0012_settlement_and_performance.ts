// Weekly settlement files and the performance report (issue #16):
// - agent_monthly_stats: agent_daily_stats summed per UTC calendar month (same key otherwise),
//   kept by the ledger in the same transaction as each posting (server/modules/ledger/postings.ts),
//   so a year of a subtree is 12 rows per agent, currency and type instead of 365;
// - settlement_weeks: one row per week (its Monday, UTC) whose files have been written, which the
//   weekly job reads to find the weeks it has missed;
// - settlement_files gets one file per agent and week (unique), which makes writing a week again
//   a no-op.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

export const settlementAndPerformanceMigration: Migration = {
  up: (db: Kysely<unknown>) =>
    runStatements(db, [
      `CREATE TABLE agent_monthly_stats (
        agent_id bigint NOT NULL REFERENCES agents (id),
        month date NOT NULL CHECK (extract(day FROM month) = 1),
        currency_code text NOT NULL,
        tx_type text NOT NULL,
        count integer NOT NULL DEFAULT 0,
        success_count integer NOT NULL DEFAULT 0,
        value_minor bigint NOT NULL DEFAULT 0,
        buy_value_minor bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (agent_id, month, currency_code, tx_type)
      )`,
      `INSERT INTO agent_monthly_stats (agent_id, month, currency_code, tx_type, count, success_count, value_minor, buy_value_minor)
        SELECT agent_id, date_trunc('month', day)::date, currency_code, tx_type,
          sum(count), sum(success_count), sum(value_minor), sum(buy_value_minor)
        FROM agent_daily_stats
        GROUP BY agent_id, date_trunc('month', day)::date, currency_code, tx_type`,
      `CREATE TABLE settlement_weeks (
        week date PRIMARY KEY CHECK (extract(isodow FROM week) = 1),
        files integer NOT NULL,
        written_at timestamptz NOT NULL DEFAULT now()
      )`,
      `DROP INDEX settlement_files_agent_date_idx`,
      `CREATE UNIQUE INDEX settlement_files_agent_date_key ON settlement_files (agent_id, date)`,
    ]),
  down: (db: Kysely<unknown>) =>
    runStatements(db, [
      `DROP INDEX settlement_files_agent_date_key`,
      `CREATE INDEX settlement_files_agent_date_idx ON settlement_files (agent_id, date)`,
      `DROP TABLE settlement_weeks`,
      `DROP TABLE agent_monthly_stats`,
    ]),
};
