// Authenticators that were turned on but never confirmed by a code (#33 item 9): their set-up
// never finished, and the sign-in used to show their QR code and secret (998) to anyone with the
// password. Turning one on now needs a current code, and sign-in always asks for a code; these
// are turned off and their recovery codes dropped. The secret stays, so the profile's card shows
// the same QR code to finish the set-up with a code.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

const UNCONFIRMED = 'totp_enabled AND totp_last_used_step IS NULL';

export const unconfirmedAuthenticatorsMigration: Migration = {
  up: (db: Kysely<unknown>) =>
    runStatements(db, [
      `DELETE FROM user_recovery_codes WHERE user_id IN (SELECT id FROM users WHERE ${UNCONFIRMED})`,
      `UPDATE users SET totp_enabled = false WHERE ${UNCONFIRMED}`,
    ]),
  // Which authenticators were on is not kept: going down leaves them off.
  down: async () => undefined,
};
