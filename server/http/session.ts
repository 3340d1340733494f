// Bearer sessions at the door: the token of `Authorization: Bearer`, and the checks every secured
// operation runs (unknown, expired, idle, revoked, account disabled). The sessions themselves
// are the auth module's (server/modules/auth/sessions.service.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { HandlerContext, SessionInfo } from './handler';
import { sessionOfToken, touchSession } from '../modules/auth/sessions.service';
import { accountDisabled, forbidden, loggedInElsewhere, sessionExpired, sessionRevoked } from './errors';

/** Why a session was revoked; 'duplicate-login' answers 4002 instead of 4003. */
export const DUPLICATE_LOGIN_REASON = 'duplicate-login';
export const ACTIVE_USER_STATUS = '1';

export { createSession, hashSessionToken, type CreateSessionOptions } from '../modules/auth/sessions.service';

/** The token from `Authorization: Bearer <token>`, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** The session behind a token, checked and touched; throws the 4001-4004 refusals. */
export async function resolveSession(db: Kysely<Database>, token: string): Promise<SessionInfo> {
  const row = await sessionOfToken(db, token);
  if (!row) throw sessionExpired();
  if (row.revoked_at) throw row.revoked_reason === DUPLICATE_LOGIN_REASON ? loggedInElsewhere() : sessionRevoked();
  if (row.expired) throw sessionExpired();
  if (String(row.status_id) !== ACTIVE_USER_STATUS) throw accountDisabled();
  if (row.stale) await touchSession(db, row.id);
  return {
    sessionId: row.id,
    userId: row.user_id,
    agentId: row.agent_id,
    login: row.login,
    acls: new Set(row.acls),
    impersonatorUserId: row.impersonator_user_id,
    email: row.email,
    emailConfirmed: row.email_confirmed,
  };
}

/** The signed-in session of a secured operation (the router guarantees it is there). */
export function requireSession(ctx: Pick<HandlerContext, 'session'>): SessionInfo {
  if (!ctx.session) throw sessionExpired();
  return ctx.session;
}

/** Refuses with 403 1003 'You do not have {acl} permission.' unless the user holds the ACL. */
export function requireAcl(ctx: Pick<HandlerContext, 'session'>, acl: string): SessionInfo {
  const session = requireSession(ctx);
  if (!session.acls.has(acl)) throw forbidden(acl);
  return session;
}
