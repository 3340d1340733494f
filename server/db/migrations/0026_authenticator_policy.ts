// The authenticator policy (#37): an agent that requires the authenticator of every user of it and
// of the agents below it. A user without one is answered 998 at sign-in (the set-up) and signed in
// once a code confirms it.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

export const authenticatorPolicyMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, [`ALTER TABLE agents ADD COLUMN require_authenticator boolean NOT NULL DEFAULT false`]),
  down: (db: Kysely<unknown>) => runStatements(db, [`ALTER TABLE agents DROP COLUMN require_authenticator`]),
};
