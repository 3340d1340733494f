// The forced-logout hook: whenever this module revokes sessions other than the caller's own
// (duplicate sign-in, password changed or reset), listeners hear {userId, sessionIds, reason};
// the live channel pushes FORCE.LOGOUT.MESSAGE to those sessions.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type SessionRevokedReason = 'duplicate-login' | 'password-changed' | 'logout';

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
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  if (options.exceptSessionId) query = query.where('id', '!=', options.exceptSessionId);
  if (!options.includeImpersonated) query = query.where('impersonator_user_id', 'is', null);
  const rows = await query.returning('id').execute();
  const sessionIds = rows.map((row) => row.id);
  if (sessionIds.length > 0) emitSessionsRevoked({ userId, sessionIds, reason });
  return sessionIds;
}
