// One-time codes of purpose 'login-step': the loginToken that carries a password check to the
// next sign-in step (authenticator code, first-login password change, unlock, domain redirect).
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

const purposes = (list: string[]) => list.map((p) => `'${p}'`).join(', ');
const before = ['unlock', 'email', 'reset', 'impersonation', 'first-login'];
const after = [...before, 'login-step'];

const checkStatements = (list: string[]) => [
  `ALTER TABLE one_time_codes DROP CONSTRAINT IF EXISTS one_time_codes_purpose_check`,
  `ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose IN (${purposes(list)}))`,
];

export const loginStepCodesMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, checkStatements(after)),
  down: (db: Kysely<unknown>) =>
    runStatements(db, [`DELETE FROM one_time_codes WHERE purpose = 'login-step'`, ...checkStatements(before)]),
};
