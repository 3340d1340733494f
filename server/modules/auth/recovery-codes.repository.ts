// user_recovery_codes: the keyed hashes of each user's recovery codes (recovery-codes.ts).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function insertRecoveryCodeHashes(db: Kysely<Database>, userId: number, hashes: readonly string[]): Promise<void> {
  await db.insertInto('user_recovery_codes').values(hashes.map((hash) => ({ user_id: userId, code_hash: hash }))).execute();
}

/** Marks the user's unused code of this hash used; false when there is none. */
export async function spendRecoveryCodeHash(db: Kysely<Database>, userId: number, hash: string): Promise<boolean> {
  const spent = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}

export async function deleteRecoveryCodes(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
}
