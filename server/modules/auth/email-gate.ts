// The email requirement of signed-in calls: until the account has a confirmed email, only the
// calls that let the user read itself, add and confirm an email, or sign out are answered;
// every other secured call answers 10221 (no email) or 10222 (unconfirmed). The router wires
// it after resolveSession (see docs/auth.md).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { HandlerContext, SessionInfo } from '../../http/handler';
import { requireSession } from '../../http/session';
import { ApiError } from '../../http/errors';
import { enforceOperationLimits } from './auth-limits';
import { emailResultOf } from './email-confirmation.service';

/** Secured operations a user without a confirmed email may still call. */
export const OPERATIONS_WITHOUT_CONFIRMED_EMAIL: ReadonlySet<string> = new Set([
  'getProfile', 'getMe', 'verifyEmail', 'confirmEmail', 'logout', 'getVersion', 'getStatus', 'getCustomTemplateDetails',
]);

/** Throws 400 10221/10222 when the operation needs a confirmed email the user does not have. */
export async function assertEmailConfirmed(db: Kysely<Database>, session: SessionInfo, operationId: string): Promise<void> {
  if (OPERATIONS_WITHOUT_CONFIRMED_EMAIL.has(operationId)) return;
  // Support staff acting as a user are not held up by the user's missing email.
  if (session.impersonatorUserId !== null) return;
  const user = await db.selectFrom('users').select(['email', 'email_confirmed_at']).where('id', '=', session.userId).executeTakeFirst();
  const result = emailResultOf({ email: user?.email ?? null, emailConfirmedAt: user?.email_confirmed_at ?? null });
  if (result.resultCode !== 0) throw new ApiError(400, result.resultCode, result.resultDescription);
}

/** The checks of a signed-in call of this module: session, rate limits, email requirement. */
export async function signedInCall(ctx: HandlerContext): Promise<SessionInfo> {
  const session = requireSession(ctx);
  await enforceOperationLimits(ctx, String(session.userId));
  await assertEmailConfirmed(ctx.db, session, ctx.operationId);
  return session;
}
