// Credit limit templates, their items and assigned agents, and each assigned agent's own copy
// of an item whose current value sales consume.
import type { Kysely, Migration } from 'kysely';
import { dropTables, runStatements } from './run-statements';

const tables = ['limit_templates', 'limit_template_agents', 'limit_template_items', 'agent_limit_items'];

const statements = [
  `CREATE TABLE limit_templates (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE CHECK (code = upper(code) AND code !~ '\\s'),
    name text NOT NULL,
    status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
    owner_agent_id bigint REFERENCES agents (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE limit_template_agents (
    template_id bigint NOT NULL REFERENCES limit_templates (id) ON DELETE CASCADE,
    agent_id bigint NOT NULL REFERENCES agents (id),
    PRIMARY KEY (template_id, agent_id)
  )`,
  `CREATE INDEX limit_template_agents_agent_idx ON limit_template_agents (agent_id)`,
  `CREATE TABLE limit_template_items (
    id bigserial PRIMARY KEY,
    template_id bigint NOT NULL REFERENCES limit_templates (id) ON DELETE CASCADE,
    target_type text NOT NULL CHECK (target_type IN ('CURRENCY', 'PRODUCT')),
    target_code text NOT NULL,
    limit_type text NOT NULL CHECK (limit_type IN ('VALUE', 'COUNT')),
    limit_value bigint NOT NULL CHECK (limit_value >= 1),
    period_id smallint NOT NULL CHECK (period_id BETWEEN 1 AND 5),
    period_value text NOT NULL,
    CHECK (target_type = 'PRODUCT' OR limit_type = 'VALUE'),
    UNIQUE (template_id, target_type, target_code, limit_type)
  )`,
  // VALUE limits and current values are integer minor units of the target's currency.
  `CREATE TABLE agent_limit_items (
    id bigserial PRIMARY KEY,
    agent_id bigint NOT NULL REFERENCES agents (id),
    template_item_id bigint NOT NULL REFERENCES limit_template_items (id) ON DELETE CASCADE,
    target_type text NOT NULL,
    target_code text NOT NULL,
    limit_type text NOT NULL,
    limit_value bigint NOT NULL CHECK (limit_value >= 1),
    current_value bigint NOT NULL DEFAULT 0 CHECK (current_value >= 0),
    period_id smallint NOT NULL CHECK (period_id BETWEEN 1 AND 5),
    period_value text NOT NULL,
    period_start timestamptz NOT NULL DEFAULT 'epoch',
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (current_value <= limit_value),
    UNIQUE (agent_id, template_item_id)
  )`,
  `CREATE INDEX agent_limit_items_target_idx ON agent_limit_items (agent_id, target_type, target_code)`,
];

export const creditLimitsMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, statements),
  down: (db: Kysely<unknown>) => runStatements(db, dropTables(tables)),
};
