// captcha_solutions_used: the captcha solutions already accepted, each kept a day past its expiry.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Records a solution's hash; false when it was recorded before (the insert decides between two
 * concurrent uses). Drops the records expired for a day. */
export async function recordCaptchaSolution(db: Kysely<Database>, hash: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('captcha_solutions_used')
    .values({ hash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('hash').doNothing())
    .returning('hash')
    .executeTakeFirst();
  await db.deleteFrom('captcha_solutions_used').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
  return inserted !== undefined;
}
