// The audit trail (#37): each event carries the agent it belongs to, so a user's view of it is an
// index read through the hierarchy (agent_id IN the user's subtree, newest first by (at, id)); the
// table is append-only: a trigger refuses UPDATE and DELETE of its rows on PostgreSQL and PGlite
// alike. The ACL SCP.PORTAL.AUDIT_R is granted to provider staff (SCP.SUPPORT.IMPERSONATE) and to
// administrators (SCP.TTI.ADMIN.USER_W), the way 0017 granted the PIN download.
//
// The users the events name stay in the row when a user is removed (users are soft-deleted; a
// hard delete would otherwise have set them to null, an UPDATE the trigger refuses): the foreign
// keys to users go.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

export const auditTrailMigration: Migration = {
  up: (db: Kysely<unknown>) =>
    runStatements(db, [
      `ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_actor_user_id_fkey`,
      `ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_impersonator_user_id_fkey`,
      `ALTER TABLE audit_log ADD COLUMN agent_id bigint`,
      // Backfill: the acting user's agent; an event without a user (an unknown account's sign-in,
      // a job) belongs to the agent its entity names when it names one, else to the top of the
      // structure (provider staff see it, nobody else).
      `UPDATE audit_log l SET agent_id = u.agent_id FROM users u WHERE u.id = l.actor_user_id`,
      `UPDATE audit_log l SET agent_id = a.id FROM agents a WHERE l.agent_id IS NULL AND l.entity = 'agent' AND a.code = l.entity_id`,
      `UPDATE audit_log l SET agent_id = o.agent_id FROM pin_batch_orders o WHERE l.agent_id IS NULL AND l.entity = 'pinOrder' AND o.order_ref = l.entity_id`,
      `UPDATE audit_log SET agent_id = (SELECT id FROM agents WHERE parent_id IS NULL ORDER BY id LIMIT 1) WHERE agent_id IS NULL`,
      `CREATE INDEX audit_log_agent_at_idx ON audit_log (agent_id, at DESC, id DESC)`,
      `CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)`,
      `CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
        END
      $$`,
      `CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,
      `INSERT INTO user_acls (user_id, acl)
        SELECT DISTINCT user_id, 'SCP.PORTAL.AUDIT_R' FROM user_acls
        WHERE acl IN ('SCP.SUPPORT.IMPERSONATE', 'SCP.TTI.ADMIN.USER_W')
        ON CONFLICT DO NOTHING`,
    ]),
  down: (db: Kysely<unknown>) =>
    runStatements(db, [
      `DELETE FROM user_acls WHERE acl = 'SCP.PORTAL.AUDIT_R'`,
      `DROP TRIGGER audit_log_append_only ON audit_log`,
      `DROP FUNCTION audit_log_append_only()`,
      `DROP INDEX audit_log_at_idx`,
      `DROP INDEX audit_log_agent_at_idx`,
      `ALTER TABLE audit_log DROP COLUMN agent_id`,
    ]),
};
