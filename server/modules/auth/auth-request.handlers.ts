// What the auth and profile handlers take from a request before they call a service: the caller
// as plain data (RequestInfo), what mailing needs (Mailer), and the checks of a signed-in call.
// Only handlers import this file; services get the plain data.
import type { HandlerContext, OperationId } from '../../http/handler';
import { requireSession } from '../../http/session';
import { enforceOperationLimits, isLimitedOperation } from './auth-limits';
import type { Mailer } from './code-mail';
import { assertEmailConfirmed } from './email-gate';
import type { RequestInfo, SignedInRequest } from './request-info';
import { requestLanguage } from '../../i18n/languages';

/** The caller of this request: IP, user agent, host, session. */
export function requestInfoOf(ctx: Pick<HandlerContext, 'request' | 'session'>): RequestInfo {
  const { request } = ctx;
  return {
    ip: request.ip || 'unknown',
    userAgent: request.headers['user-agent'] ?? null,
    host: (request.hostname.split(':')[0] ?? '').toLowerCase(),
    session: ctx.session,
  };
}

/** The job queue, PUBLIC_URL and the request's log, for the services that send mail. */
export function mailerOf(ctx: Pick<HandlerContext, 'config' | 'jobs' | 'request'>): Mailer {
  return { config: ctx.config, jobs: ctx.jobs, log: ctx.request.log, language: requestLanguage(ctx.request.headers['accept-language']) };
}

/**
 * The checks of a signed-in call of these modules: the session, the operation's rate limits per
 * IP and per user (writes only: operationLimits has no read), and the email requirement (from
 * the session, no query). Returns the caller with its session.
 */
export async function signedInCall<Op extends OperationId>(ctx: HandlerContext<Op>): Promise<SignedInRequest> {
  const session = requireSession(ctx);
  const actor: SignedInRequest = { ...requestInfoOf(ctx), session };
  const operationId: OperationId = ctx.operationId;
  if (isLimitedOperation(operationId)) await enforceOperationLimits(ctx.db, actor, operationId, String(session.userId));
  await assertEmailConfirmed(ctx.db, session, operationId);
  return actor;
}
