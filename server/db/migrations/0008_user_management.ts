// User management (issue #13): a login is unique within its agent whatever its case, among the
// users not deleted (a deleted user's login may be given again); authenticator recovery codes,
// ten per user, kept as keyed hashes and spent once.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

export const userManagementMigration: Migration = {
  up: (db: Kysely<unknown>) =>
    runStatements(db, [
      `ALTER TABLE users DROP CONSTRAINT IF EXISTS users_agent_id_login_key`,
      `CREATE UNIQUE INDEX users_agent_login_live_idx ON users (agent_id, lower(login)) WHERE deleted_at IS NULL`,
      `CREATE TABLE user_recovery_codes (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, code_hash)
      )`,
    ]),
  down: (db: Kysely<unknown>) =>
    runStatements(db, [
      `DROP TABLE user_recovery_codes`,
      `DROP INDEX users_agent_login_live_idx`,
      `ALTER TABLE users ADD CONSTRAINT users_agent_id_login_key UNIQUE (agent_id, login)`,
    ]),
};
