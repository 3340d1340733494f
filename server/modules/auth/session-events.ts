// The forced-logout hook: whenever this module revokes sessions (duplicate sign-in, password
// changed or reset, and the caller's own at sign-out), listeners hear {userId, sessionIds,
// reason}; the live channel pushes FORCE.LOGOUT.MESSAGE to those of a duplicate sign-in and
// re-checks the others' connections, which then end with their 4003 ERROR at once.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { revokeLiveSessions, revokeSessionRow } from './sessions.repository';

export type SessionRevokedReason = 'duplicate-login' | 'password-changed' | 'logout' | 'user-inactivated' | 'user-deleted';

export interface SessionsRevokedEvent {
  userId: number;
  sessionIds: string[];
  reason: SessionRevokedReason;
}

export type SessionsRevokedListener = (event: SessionsRevokedEvent) => void | Promise<void>;

const listeners = new Set<SessionsRevokedListener>();

/** Subscribes to revocations; returns the unsubscribe function. */
export function onSessionsRevoked(listener: SessionsRevokedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emitSessionsRevoked(event: SessionsRevokedEvent): void {
  for (const listener of listeners) {
    // A failing listener never fails the request that revoked the sessions.
    void Promise.resolve()
      .then(() => listener(event))
      .catch(() => undefined);
  }
}

/**
 * Revokes the user's live sessions (all, or all but one) and tells the listeners. Sessions of
 * support staff impersonating the user are left alone unless `includeImpersonated`.
 */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  reason: SessionRevokedReason,
  options: { exceptSessionId?: string; includeImpersonated?: boolean } = {},
): Promise<string[]> {
  const sessionIds = await revokeLiveSessions(db, userId, reason, options);
  if (sessionIds.length > 0) emitSessionsRevoked({ userId, sessionIds, reason });
  return sessionIds;
}

/** Revokes one session (sign-out) and tells the listeners, so its live connections end at once. */
export async function revokeSession(db: Kysely<Database>, userId: number, sessionId: string, reason: SessionRevokedReason): Promise<void> {
  const sessionIds = await revokeSessionRow(db, userId, sessionId, reason);
  if (sessionIds.length > 0) emitSessionsRevoked({ userId, sessionIds, reason });
}
