// The email requirement of signed-in calls: until the account has a confirmed email, only the
// calls that let the user read itself, add and confirm an email, or sign out are answered;
// every other secured call answers 10221 (no email) or 10222 (unconfirmed). The router runs it
// after resolveSession (see docs/auth.md), from the email state the session query read: no
// query of its own.
import type { SessionInfo } from '../../domain/session-info';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { defineMessages } from '@formatjs/intl';

export const EmailText = defineMessages({
  missing: { id: 'SERVER.AUTH.MISSING', defaultMessage: "An email address must be added to the account." },
  unconfirmed: { id: 'SERVER.AUTH.UNCONFIRMED', defaultMessage: "The email address of the account must be confirmed." },
});

/** Secured operations a user without a confirmed email may still call. */
export const OPERATIONS_WITHOUT_CONFIRMED_EMAIL: ReadonlySet<string> = new Set([
  'getProfile', 'getMe', 'verifyEmail', 'confirmEmail', 'logout', 'getVersion', 'getStatus', 'getCustomTemplateDetails',
]);

/**
 * The refusal of an account without a usable email (400 10221 without an email, 10222 with an
 * unconfirmed one; `details` go into the answer), or null when the email is confirmed.
 */
export function emailRefusalOf(
  user: { email: string | null; emailConfirmed: boolean },
  details?: Record<string, unknown>,
): DomainError | null {
  if (!user.email) return new DomainError(ResultCode.emailMissing, EmailText.missing, details);
  if (!user.emailConfirmed) return new DomainError(ResultCode.emailUnconfirmed, EmailText.unconfirmed, details);
  return null;
}

/** Throws 400 10221/10222 when the operation needs a confirmed email the user does not have. */
export async function assertEmailConfirmed(_db: unknown, session: SessionInfo, operationId: string): Promise<void> {
  if (OPERATIONS_WITHOUT_CONFIRMED_EMAIL.has(operationId)) return;
  // Support staff acting as a user are not held up by the user's missing email.
  if (session.impersonatorUserId !== null) return;
  const refusal = emailRefusalOf(session);
  if (refusal) throw refusal;
}
