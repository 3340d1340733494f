// Credit-limit alerts (#37): each limit item carries its warning thresholds (percentages of the
// limit, ascending, 80 and 100 unless set otherwise), the template's item and every agent's copy
// alike; a threshold reached in a reset window is recorded once per (agent's item, window,
// threshold): the primary key decides which of concurrent sales (on any instance) records it, and
// only that one queues the alert mails. A user's language (the last sign-in's) words the mails a
// sale made elsewhere sends them.
import type { Kysely, Migration } from 'kysely';
import { dropTables, runStatements } from './run-statements';

const thresholdsColumn = `alert_thresholds smallint[] NOT NULL DEFAULT '{80,100}'
    CHECK (cardinality(alert_thresholds) <= 10 AND 1 <= ALL (alert_thresholds) AND 100 >= ALL (alert_thresholds))`;

export const limitAlertsMigration: Migration = {
  up: (db: Kysely<unknown>) =>
    runStatements(db, [
      `ALTER TABLE limit_template_items ADD COLUMN ${thresholdsColumn}`,
      `ALTER TABLE agent_limit_items ADD COLUMN ${thresholdsColumn}`,
      `CREATE TABLE limit_alert_crossings (
        agent_limit_item_id bigint NOT NULL REFERENCES agent_limit_items (id) ON DELETE CASCADE,
        period_start timestamptz NOT NULL,
        threshold smallint NOT NULL CHECK (threshold BETWEEN 1 AND 100),
        agent_id bigint NOT NULL REFERENCES agents (id),
        used_value bigint NOT NULL,
        limit_value bigint NOT NULL,
        recipients integer NOT NULL DEFAULT 0,
        crossed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (agent_limit_item_id, period_start, threshold)
      )`,
      `CREATE INDEX limit_alert_crossings_agent_idx ON limit_alert_crossings (agent_id, crossed_at DESC)`,
      `ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'zh', 'es', 'ja', 'de', 'fr'))`,
    ]),
  down: async (db: Kysely<unknown>) => {
    await runStatements(db, dropTables(['limit_alert_crossings']));
    await runStatements(db, [
      `ALTER TABLE users DROP COLUMN language`,
      `ALTER TABLE agent_limit_items DROP COLUMN alert_thresholds`,
      `ALTER TABLE limit_template_items DROP COLUMN alert_thresholds`,
    ]);
  },
};
