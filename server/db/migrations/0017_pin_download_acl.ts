// Downloading a PIN order's file needs an ACL of its own, SCP.EVDS.PIN.BATCH.FILE.DOWNLOAD_R
// (#33 item 6): seeing the orders (LIST_R) no longer hands over their PINs. Users who could order
// PINs (LIST_R and REQUEST_C) keep downloading them; list-only users lose it until an
// administrator grants it.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

export const pinDownloadAclMigration: Migration = {
  up: (db: Kysely<unknown>) =>
    runStatements(db, [
      `INSERT INTO user_acls (user_id, acl)
        SELECT c.user_id, 'SCP.EVDS.PIN.BATCH.FILE.DOWNLOAD_R' FROM user_acls c
        JOIN user_acls l ON l.user_id = c.user_id AND l.acl = 'SCP.EVDS.PIN.BATCH.FILE.LIST_R'
        WHERE c.acl = 'SCP.EVDS.PIN.BATCH.FILE.REQUEST_C'
        ON CONFLICT DO NOTHING`,
    ]),
  down: (db: Kysely<unknown>) => runStatements(db, [`DELETE FROM user_acls WHERE acl = 'SCP.EVDS.PIN.BATCH.FILE.DOWNLOAD_R'`]),
};
