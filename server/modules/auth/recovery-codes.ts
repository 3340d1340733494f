// Authenticator recovery codes (beyond the spec, issue #13): ten single-use codes given when the
// authenticator is turned on, shown once. Only a keyed hash of each is kept (HMAC with a key
// derived from TOTP_SECRET_KEY, so a copy of the database cannot be searched for them); one
// signs in once in place of an authenticator code. Case, spaces and the dash do not matter.
import { createHmac, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { serverKeys } from '../../security/server-keys';
import { deleteRecoveryCodes, insertRecoveryCodeHashes, spendRecoveryCodeHash } from './recovery-codes.repository';

export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without the look-alikes 0/o, 1/l/i. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

function codeHash(code: string): string {
  const key = createHmac('sha256', serverKeys().totpKey).update('recovery-codes').digest();
  return createHmac('sha256', key).update(normalised(code)).digest('hex');
}

function newCode(): string {
  const group = () => Array.from({ length: GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${group()}-${group()}`;
}

/** Replaces the user's recovery codes with ten new ones and returns them (the only time they are seen). */
export async function issueRecoveryCodes(db: Kysely<Database>, userId: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  await dropRecoveryCodes(db, userId);
  await insertRecoveryCodeHashes(db, userId, [...codes].map(codeHash));
  return [...codes];
}

/** Spends one of the user's unused codes; false when it is not one (or was spent already). */
export async function spendRecoveryCode(db: Kysely<Database>, userId: number, code: string): Promise<boolean> {
  return spendRecoveryCodeHash(db, userId, codeHash(code));
}

export async function dropRecoveryCodes(db: Kysely<Database>, userId: number): Promise<void> {
  await deleteRecoveryCodes(db, userId);
}
