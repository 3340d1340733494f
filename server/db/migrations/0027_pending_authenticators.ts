// An authenticator turned on without a code (the spec's PUT /api/v1/turnon-twofactor-auth has no
// body, #51): pending until its first code, which the next sign-in asks for with its set-up (998),
// as the authenticator policy's step does. A code given when turning it on confirms it at once.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

export const pendingAuthenticatorsMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, [`ALTER TABLE users ADD COLUMN totp_pending boolean NOT NULL DEFAULT false`]),
  down: (db: Kysely<unknown>) => runStatements(db, [`ALTER TABLE users DROP COLUMN totp_pending`]),
};
