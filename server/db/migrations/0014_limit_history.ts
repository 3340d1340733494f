// Every change of an agent's limit item made by hand (the agent-limit dialog, or a template edit
// that carries a new limit or period to the agents' copies): who, when, and the limit, usage and
// period before and after. The row keeps the item's template, agent and target, so it still reads
// after the item is deleted (its id then becomes null).
import type { Kysely, Migration } from 'kysely';
import { dropTables, runStatements } from './run-statements';

const statements = [
  `CREATE TABLE limit_history (
    id bigserial PRIMARY KEY,
    agent_limit_item_id bigint REFERENCES agent_limit_items (id) ON DELETE SET NULL,
    agent_id bigint NOT NULL REFERENCES agents (id),
    template_code text NOT NULL,
    target_type text NOT NULL CHECK (target_type IN ('CURRENCY', 'PRODUCT')),
    target_code text NOT NULL,
    limit_type text NOT NULL CHECK (limit_type IN ('VALUE', 'COUNT')),
    source text NOT NULL CHECK (source IN ('AGENT_LIMIT_EDIT', 'TEMPLATE_EDIT')),
    limit_value_before bigint NOT NULL,
    limit_value_after bigint NOT NULL,
    current_value_before bigint NOT NULL,
    current_value_after bigint NOT NULL,
    period_id_before smallint NOT NULL,
    period_id_after smallint NOT NULL,
    period_value_before text NOT NULL,
    period_value_after text NOT NULL,
    changed_by_user_id bigint REFERENCES users (id),
    impersonator_user_id bigint REFERENCES users (id),
    changed_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX limit_history_agent_idx ON limit_history (agent_id, changed_at DESC, id DESC)`,
  `CREATE INDEX limit_history_item_idx ON limit_history (agent_limit_item_id)`,
];

export const limitHistoryMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, statements),
  down: (db: Kysely<unknown>) => runStatements(db, dropTables(['limit_history'])),
};
