// Signing out: the caller's session is revoked (reason 'logout', its token then answers 4003),
// its live-channel connections are told at once (session-events), and the event audited. The
// handler clears the theme cookie.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { auditAuth, done, type Done, type SignedInRequest } from './request-info';
import { revokeSession } from './session-events';
import { defineMessage } from '@formatjs/intl';

export async function logout(db: Kysely<Database>, actor: SignedInRequest): Promise<Done> {
  const { session } = actor;
  await revokeSession(db, session.userId, session.sessionId, 'logout');
  await auditAuth(db, actor, { action: 'logout', entity: 'user', entityId: session.userId, resultCode: 0 });
  return done(defineMessage({ id: 'SERVER.AUTH.SIGNED_OUT', defaultMessage: 'You have been signed out.' }));
}
