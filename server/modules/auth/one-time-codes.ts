// Single-use secrets kept hashed in one_time_codes: opaque tokens (login step, reset link,
// impersonation) and 4-digit codes (unlock, email) with a try limit; a fresh code of the same
// purpose invalidates the user's older ones.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OneTimeCodePurpose } from '../../db/schema';
import {
  consumeCodeByHash, countCodeAttempt, insertCode, latestLiveCodeOf, liveCodeByHash, markCodeUsed, markCodeUsedOnce, useUpUnusedCodes,
} from './one-time-codes.repository';

/** Tries a 4-digit code allows; the last wrong one kills the code. */
export const MAX_CODE_ATTEMPTS = 5;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface OneTimeCodeRow {
  id: number;
  userId: number;
  target: string | null;
  expiresAt: Date;
  attempts: number;
}

interface IssueOptions {
  purpose: OneTimeCodePurpose;
  userId: number;
  ttlSeconds: number;
  target?: string | null;
  /** Invalidate the user's unused codes of the same purpose. */
  replacePrevious?: boolean;
}

async function store(db: Kysely<Database>, options: IssueOptions, codeHash: string): Promise<Date> {
  if (options.replacePrevious) await useUpUnusedCodes(db, options.userId, options.purpose);
  return insertCode(db, { purpose: options.purpose, userId: options.userId, codeHash, target: options.target ?? null, ttlSeconds: options.ttlSeconds });
}

/** Issues an opaque token (256 bits); only its hash is stored. */
export async function issueToken(db: Kysely<Database>, options: IssueOptions): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  return { token, expiresAt: await store(db, options, sha256(token)) };
}

/** Issues a 4-digit code (its hash is bound to the user, so equal codes never collide). */
export async function issueDigitCode(db: Kysely<Database>, options: IssueOptions): Promise<{ code: string; expiresAt: Date }> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  return { code, expiresAt: await store(db, { ...options, replacePrevious: true }, sha256(`${options.userId}:${code}`)) };
}

/** The live token row, left usable (a reset link checked on page load, a login step). */
export async function findToken(db: Kysely<Database>, purpose: OneTimeCodePurpose, token: string): Promise<OneTimeCodeRow | null> {
  return (await liveCodeByHash(db, purpose, sha256(token))) ?? null;
}

/** Uses the token up; null when it is unknown, expired or already used (one caller wins). */
export async function consumeToken(db: Kysely<Database>, purpose: OneTimeCodePurpose, token: string): Promise<OneTimeCodeRow | null> {
  const row = await consumeCodeByHash(db, purpose, sha256(token));
  return row ?? null;
}

/** Marks a row used (the step it carried is done). */
export async function useCode(db: Kysely<Database>, id: number): Promise<void> {
  await markCodeUsed(db, id);
}

/** Counts a wrong try; at MAX_CODE_ATTEMPTS the row is used up. Returns the tries left. */
export async function countWrongAttempt(db: Kysely<Database>, id: number): Promise<number> {
  return Math.max(0, MAX_CODE_ATTEMPTS - ((await countCodeAttempt(db, id, MAX_CODE_ATTEMPTS)) ?? MAX_CODE_ATTEMPTS));
}

export type DigitCodeCheck = { ok: true; row: OneTimeCodeRow } | { ok: false; reason: 'none' | 'wrong' | 'killed' };

/**
 * Checks a 4-digit code against the user's live code of the purpose (and target): a match
 * uses it up; a mismatch counts a try, and the 5th wrong try kills it.
 */
export async function checkDigitCode(
  db: Kysely<Database>,
  options: { purpose: OneTimeCodePurpose; userId: number; code: string; target?: string | null },
): Promise<DigitCodeCheck> {
  const row = await latestLiveCodeOf(db, options.purpose, options.userId, options.target);
  if (!row) return { ok: false, reason: 'none' };
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(sha256(`${options.userId}:${options.code}`), 'hex');
  if (timingSafeEqual(expected, given)) {
    const used = await markCodeUsedOnce(db, row.id);
    if (used) return { ok: true, row };
    return { ok: false, reason: 'none' };
  }
  const left = await countWrongAttempt(db, row.id);
  return { ok: false, reason: left === 0 ? 'killed' : 'wrong' };
}
