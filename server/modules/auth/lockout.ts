// Consecutive failed sign-ins: per user (users.failed_login_count, locking at maxFailedLogins),
// per unknown account name (a counter, so unknown names answer exactly like real ones) and per
// IP (the pre-login check and the captcha rule). A lock ends by time: 15 minutes after it began,
// doubled for each earlier lock of the same account in the 24 hours before it (at most 24 hours);
// every lock is recorded as a row of rate_limit_counters (key `login-locks:<account>`,
// window_start = when it began), for real and unknown accounts alike.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { incrementCounter, readCounter, resetCounter } from './rate-limit';
import { insertMark, marksSince, replaceWithMarkNow, takeMarkNewerThan } from './rate-limit-counters.repository';
import { clearUserFailures, countUserFailureRow } from './sign-in-users.repository';

/** The captcha is required from this many failures on (spec: after 2 failed attempts). */
export const CAPTCHA_AFTER_FAILURES = 2;
const IP_WINDOW_SECONDS = 3600;
const UNKNOWN_ACCOUNT_WINDOW_SECONDS = 86_400;
/** The first lock lasts this long; each further lock within LOCK_HISTORY_SECONDS doubles it. */
export const FIRST_LOCK_SECONDS = 15 * 60;
const LONGEST_LOCK_SECONDS = 86_400;
const LOCK_HISTORY_SECONDS = 86_400;

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
): Promise<{ countFailed: number; locked: boolean; lockedAt: Date | null }> {
  const row = await countUserFailureRow(db, userId, maxFailures);
  return { countFailed: row.failed_login_count, locked: row.locked_at !== null, lockedAt: row.locked_at };
}

/**
 * A successful sign-in step or unlock: the user's count starts again and the lock goes. The
 * address's failures are not touched: they decay with their window only, so a good sign-in
 * between guesses does not spare the guesser the captcha.
 */
export async function clearFailures(db: Kysely<Database>, userId: number): Promise<void> {
  await clearUserFailures(db, userId);
}

/** Whose lock: a user, or an account name nobody has (counted by name). */
export type LockSubject = { userId: number } | { merchantId: string; username: string };

const lockKey = (subject: LockSubject) =>
  `login-locks:${'userId' in subject ? `user:${subject.userId}` : accountKey(subject.merchantId, subject.username).slice('login-failures:'.length)}`;

/** Records that the subject's account locked at `at` (now when not given). */
export async function recordLock(db: Kysely<Database>, subject: LockSubject, at?: Date): Promise<void> {
  await insertMark(db, lockKey(subject), at);
}

/** How long a lock that began after `earlierLocks` others in the 24 h before it lasts. */
export const lockSeconds = (earlierLocks: number) => Math.min(LONGEST_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** earlierLocks);

/**
 * True while the subject's lock holds. `lockedAt` is when it began (users.locked_at); null for an
 * unknown account, whose latest recorded lock is used (one is recorded now when there is none).
 */
export async function lockHolds(db: Kysely<Database>, subject: LockSubject, lockedAt: Date | null): Promise<boolean> {
  const { now, marks: locks } = (await marksSince(db, lockKey(subject), LOCK_HISTORY_SECONDS + LONGEST_LOCK_SECONDS)) ?? { now: Date.now() / 1000, marks: [] };
  const began = lockedAt ? lockedAt.getTime() / 1000 : locks.at(-1);
  if (began === undefined) {
    await recordLock(db, subject);
    return true;
  }
  // Locks recorded up to a second after `began` are this one (users.locked_at and its record).
  const earlier = locks.filter((at) => at > began - LOCK_HISTORY_SECONDS && at < began - 1).length;
  return now < began + lockSeconds(earlier);
}

/** The lock of an account nobody has ended: its failures start again. */
export async function clearUnknownAccountFailures(db: Kysely<Database>, merchantId: string, username: string): Promise<void> {
  await resetCounter(db, accountKey(merchantId, username));
}

/** After a verified unlock, the account's next sign-in from that address may skip the captcha this long. */
export const CAPTCHA_WAIVER_SECONDS = 300;
const waiverKey = (userId: number, ip: string) => `captcha-waiver:user:${userId}:${ip}`;

/** A verified unlock code is proof enough: the user's next sign-in from this address needs no captcha. */
export async function grantCaptchaWaiver(db: Kysely<Database>, userId: number, ip: string): Promise<void> {
  await replaceWithMarkNow(db, waiverKey(userId, ip));
}

/** Uses up the user's waiver for this address; false when there is none or it is older than CAPTCHA_WAIVER_SECONDS. */
export async function useCaptchaWaiver(db: Kysely<Database>, userId: number, ip: string): Promise<boolean> {
  return takeMarkNewerThan(db, waiverKey(userId, ip), CAPTCHA_WAIVER_SECONDS);
}
