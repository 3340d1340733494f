// one_time_codes: the hashes of single-use tokens and 4-digit codes with their purpose, target,
// expiry and tries (the rules are in one-time-codes.ts).
import { sql, type Kysely } from 'kysely';
import type { Database, OneTimeCodePurpose } from '../../db/schema';

const ROW = ['id', 'user_id as userId', 'target', 'expires_at as expiresAt', 'attempts'] as const;

/** Marks the user's unused codes of the purpose used. */
export async function useUpUnusedCodes(db: Kysely<Database>, userId: number, purpose: OneTimeCodePurpose): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Stores a code's hash valid `ttlSeconds` from now; returns when it expires. */
export async function insertCode(
  db: Kysely<Database>,
  code: { purpose: OneTimeCodePurpose; userId: number; codeHash: string; target: string | null; ttlSeconds: number },
): Promise<Date> {
  const row = await db
    .insertInto('one_time_codes')
    .values({
      purpose: code.purpose,
      user_id: code.userId,
      code_hash: code.codeHash,
      target: code.target,
      expires_at: sql<Date>`now() + make_interval(secs => ${code.ttlSeconds})`,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return row.expires_at;
}

const liveCodes = (db: Kysely<Database>, purpose: OneTimeCodePurpose) =>
  db
    .selectFrom('one_time_codes')
    .select(ROW)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);

/** The live code of this hash. */
export function liveCodeByHash(db: Kysely<Database>, purpose: OneTimeCodePurpose, codeHash: string) {
  return liveCodes(db, purpose).where('code_hash', '=', codeHash).executeTakeFirst();
}

/** The user's latest live code of the purpose (and target, when given), with its hash. */
export function latestLiveCodeOf(db: Kysely<Database>, purpose: OneTimeCodePurpose, userId: number, target?: string | null) {
  let query = liveCodes(db, purpose).select('code_hash').where('user_id', '=', userId);
  if (target !== undefined) query = query.where('target', 'is not distinct from', target);
  return query.orderBy('id', 'desc').executeTakeFirst();
}

/** Uses up the live code of this hash; undefined when there is none (one caller wins). */
export function consumeCodeByHash(db: Kysely<Database>, purpose: OneTimeCodePurpose, codeHash: string) {
  return db
    .updateTable('one_time_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('purpose', '=', purpose)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(ROW)
    .executeTakeFirst();
}

export async function markCodeUsed(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('one_time_codes').set({ used_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

/** Marks the code used unless it already is; false when it was. */
export async function markCodeUsedOnce(db: Kysely<Database>, id: number): Promise<boolean> {
  const used = await db
    .updateTable('one_time_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/** Counts a wrong try; the code is used up at `maxAttempts`. Returns its tries (undefined: no row). */
export async function countCodeAttempt(db: Kysely<Database>, id: number, maxAttempts: number): Promise<number | undefined> {
  const row = await db
    .updateTable('one_time_codes')
    .set({
      attempts: sql<number>`attempts + 1`,
      used_at: sql<Date>`case when attempts + 1 >= ${maxAttempts} then now() else used_at end`,
    })
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}
