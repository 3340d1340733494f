// Consecutive failed sign-ins: per user (users.failed_login_count, locking at maxFailedLogins),
// per unknown account name (a counter, so unknown names answer exactly like real ones) and per
// IP (the pre-login check and the captcha rule).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { incrementCounter, readCounter, resetCounter } from './rate-limit';

/** The captcha is required from this many failures on (spec: after 2 failed attempts). */
export const CAPTCHA_AFTER_FAILURES = 2;
const IP_WINDOW_SECONDS = 3600;
const UNKNOWN_ACCOUNT_WINDOW_SECONDS = 86_400;

const ipKey = (ip: string) => `login-failures:ip:${ip}`;
const accountKey = (merchantId: string, username: string) =>
  `login-failures:account:${merchantId.toUpperCase()}/${username.toLowerCase()}`;

export function ipFailures(db: Kysely<Database>, ip: string): Promise<number> {
  return readCounter(db, ipKey(ip), IP_WINDOW_SECONDS);
}

export function unknownAccountFailures(db: Kysely<Database>, merchantId: string, username: string): Promise<number> {
  return readCounter(db, accountKey(merchantId, username), UNKNOWN_ACCOUNT_WINDOW_SECONDS);
}

export async function countIpFailure(db: Kysely<Database>, ip: string): Promise<void> {
  await incrementCounter(db, ipKey(ip), IP_WINDOW_SECONDS);
}

export function countUnknownAccountFailure(db: Kysely<Database>, merchantId: string, username: string): Promise<number> {
  return incrementCounter(db, accountKey(merchantId, username), UNKNOWN_ACCOUNT_WINDOW_SECONDS);
}

/** One more failure for the user; locks the account when the threshold is reached. */
export async function countUserFailure(
  db: Kysely<Database>,
  userId: number,
  maxFailures: number,
): Promise<{ countFailed: number; locked: boolean }> {
  const row = await db
    .updateTable('users')
    .set({
      failed_login_count: sql<number>`failed_login_count + 1`,
      locked_at: sql<Date>`case when locked_at is null and failed_login_count + 1 >= ${maxFailures} then now() else locked_at end`,
    })
    .where('id', '=', userId)
    .returning(['failed_login_count', 'locked_at'])
    .executeTakeFirstOrThrow();
  return { countFailed: row.failed_login_count, locked: row.locked_at !== null };
}

/** A successful sign-in step or unlock: the count starts again and the lock goes. */
export async function clearFailures(db: Kysely<Database>, userId: number, ip?: string): Promise<void> {
  await db.updateTable('users').set({ failed_login_count: 0, locked_at: null }).where('id', '=', userId).execute();
  if (ip) await resetCounter(db, ipKey(ip));
}
