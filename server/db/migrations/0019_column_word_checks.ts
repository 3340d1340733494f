// The columns that carry the contract's words without the database checking them (the limit items
// an agent holds, the day and month aggregates) get the CHECK lists their source tables have, so
// the database refuses a word it does not know, and the generated table types
// (server/db/schema-generation.ts) type them as the same unions.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

const TX_TYPES = `('SALE', 'REDEEM', 'REFUND', 'PAYOUT')`;

export const columnWordChecksMigration: Migration = {
  up: (db: Kysely<unknown>) =>
    runStatements(db, [
      `ALTER TABLE agent_limit_items ADD CONSTRAINT agent_limit_items_target_type_check CHECK (target_type IN ('CURRENCY', 'PRODUCT'))`,
      `ALTER TABLE agent_limit_items ADD CONSTRAINT agent_limit_items_limit_type_check CHECK (limit_type IN ('VALUE', 'COUNT'))`,
      `ALTER TABLE agent_daily_stats ADD CONSTRAINT agent_daily_stats_tx_type_check CHECK (tx_type IN ${TX_TYPES})`,
      `ALTER TABLE agent_monthly_stats ADD CONSTRAINT agent_monthly_stats_tx_type_check CHECK (tx_type IN ${TX_TYPES})`,
    ]),
  down: (db: Kysely<unknown>) =>
    runStatements(db, [
      'ALTER TABLE agent_limit_items DROP CONSTRAINT agent_limit_items_target_type_check',
      'ALTER TABLE agent_limit_items DROP CONSTRAINT agent_limit_items_limit_type_check',
      'ALTER TABLE agent_daily_stats DROP CONSTRAINT agent_daily_stats_tx_type_check',
      'ALTER TABLE agent_monthly_stats DROP CONSTRAINT agent_monthly_stats_tx_type_check',
    ]),
};
