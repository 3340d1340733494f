// Nobody walks the PIN space through the portal (issue #18): failed checks of a PIN (a validation
// refused for any reason of the voucher, a redemption of an unknown PIN) are counted per user and
// per client address in the database, so every instance shares them; past a burst, validation and
// redemption are locked for that user, or that address, for a while. Each failure is audited, and
// so is the start of a lock. docs/decisions.md has the figures and why.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';
import type { SessionInfo } from '../../domain/session-info';
import { recordAudit } from '../audit/audit.service';
import { clearKeys, countFailures, lockKeys } from './vouchers.repository';
import { defineMessages } from '@formatjs/intl';
import { english, type Words } from '../../i18n/words';

/** The window failures are counted in, and how long a lock lasts. */
export const PIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const PIN_LOCK_SECONDS = 15 * 60;
/** Failures within the window that lock the user (and, from one address, the address). */
export const PIN_FAILURES_PER_USER = 10;
export const PIN_FAILURES_PER_ADDRESS = 30;

/** The refusals of a lock (1429), worded for a merchant in six languages (server/i18n/refusal-words.ts). */
export const PIN_LOCK_TEXT = defineMessages({
  user: { id: 'SERVER.VOUCHERS.USER', defaultMessage: "Too many wrong voucher PINs. Voucher validation is locked for 15 minutes, please try again later." },
  address: { id: 'SERVER.VOUCHERS.ADDRESS', defaultMessage: "Too many wrong voucher PINs from your network. Voucher validation is locked for 15 minutes, please try again later." },
});

export const AUDIT_PIN_REFUSED = { validate: 'voucher.validate.refused', redeem: 'voucher.redeem.refused' } as const;
export const AUDIT_PIN_LOCKED = 'voucher.pin.locked';

/** Who checks a PIN: the signed-in user and the client's address. */
export interface PinActor {
  session: SessionInfo;
  ip: string;
}

const failureKey = (subject: 'user' | 'ip', id: string | number) => `voucher-pin:failures:${subject}:${String(id).toLowerCase()}`;
const lockKey = (subject: 'user' | 'ip', id: string | number) => `voucher-pin:lock:${subject}:${String(id).toLowerCase()}`;

/** The lock keys of the actor: its user's and its address's (read with pinCheckContext). */
export function pinLockKeys(actor: PinActor): { user: string; address: string } {
  return { user: lockKey('user', actor.session.userId), address: lockKey('ip', actor.ip) };
}

/** Refuses (1429) while the user or the address is locked (`locked`: the keys locked now). */
export function refuseWhileLocked(actor: PinActor, locked: ReadonlySet<string>): void {
  const keys = pinLockKeys(actor);
  if (locked.has(keys.user)) throw new DomainError(ResultCode.tooManyRequests, PIN_LOCK_TEXT.user);
  if (locked.has(keys.address)) throw new DomainError(ResultCode.tooManyRequests, PIN_LOCK_TEXT.address);
}

export interface PinRefusal {
  operation: 'validate' | 'redeem';
  pin: string;
  resultCode: number;
  resultDescription: Words;
  /** The voucher's serial when the PIN is one (redeemed, refunded...). */
  voucherSerial: string | null;
  /** Whether it counts against the limits (a redemption counts only an unknown PIN). */
  counted: boolean;
}

/** Audits a refused check of a PIN and, when it counts, counts it and starts the locks it reaches. */
export async function recordPinRefusal(db: Kysely<Database>, actor: PinActor, refusal: PinRefusal): Promise<void> {
  await recordAudit(db, {
    action: AUDIT_PIN_REFUSED[refusal.operation],
    entity: 'voucher',
    ...(refusal.voucherSerial ? { entityId: refusal.voucherSerial } : {}),
    // Never the PIN itself: its last four digits, as a receipt would show it.
    after: { pin: maskPin(refusal.pin), reason: english(refusal.resultDescription), counted: refusal.counted },
    resultCode: refusal.resultCode,
    ip: actor.ip,
    actor: actor.session,
  });
  if (!refusal.counted) return;
  const userFailures = failureKey('user', actor.session.userId);
  const addressFailures = failureKey('ip', actor.ip);
  const counts = new Map((await countFailures(db, [userFailures, addressFailures], PIN_FAILURE_WINDOW_SECONDS)).map((c) => [c.key, c.estimate]));
  const locks: { lockKey: string; failureKey: string; subject: 'user' | 'address'; failures: number }[] = [];
  const userCount = counts.get(userFailures) ?? 0;
  const addressCount = counts.get(addressFailures) ?? 0;
  if (userCount >= PIN_FAILURES_PER_USER) locks.push({ lockKey: lockKey('user', actor.session.userId), failureKey: userFailures, subject: 'user', failures: userCount });
  if (addressCount >= PIN_FAILURES_PER_ADDRESS) locks.push({ lockKey: lockKey('ip', actor.ip), failureKey: addressFailures, subject: 'address', failures: addressCount });
  if (locks.length === 0) return;
  await lockKeys(db, locks);
  for (const lock of locks) {
    await recordAudit(db, {
      action: AUDIT_PIN_LOCKED,
      entity: lock.subject,
      entityId: lock.subject === 'user' ? actor.session.userId : actor.ip,
      after: { failures: Math.floor(lock.failures), windowMinutes: PIN_FAILURE_WINDOW_SECONDS / 60, lockedMinutes: PIN_LOCK_SECONDS / 60 },
      resultCode: ResultCode.tooManyRequests,
      ip: actor.ip,
      actor: actor.session,
    });
  }
}

/** Ends the locks of a user and an address and forgets their failures (support, tests). */
export async function clearPinLocks(db: Kysely<Database>, subjects: { userId?: number; ip?: string }): Promise<void> {
  const keys: string[] = [];
  if (subjects.userId !== undefined) keys.push(failureKey('user', subjects.userId), lockKey('user', subjects.userId));
  if (subjects.ip !== undefined) keys.push(failureKey('ip', subjects.ip), lockKey('ip', subjects.ip));
  await clearKeys(db, keys);
}

/** '7391028465019283' -> '************9283'. */
export function maskPin(pin: string): string {
  return pin.length <= 4 ? '*'.repeat(pin.length) : `${'*'.repeat(pin.length - 4)}${pin.slice(-4)}`;
}
