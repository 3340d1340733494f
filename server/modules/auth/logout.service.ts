// Signing out: the caller's session is revoked (reason 'logout', its token then answers 4003)
// and the event audited. The handler clears the theme cookie.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { auditAuth, done, type Done, type SignedInRequest } from './request-info';

export async function logout(db: Kysely<Database>, actor: SignedInRequest): Promise<Done> {
  const { session } = actor;
  await db.updateTable('sessions').set({ revoked_at: sql<Date>`now()`, revoked_reason: 'logout' }).where('id', '=', session.sessionId).execute();
  await auditAuth(db, actor, { action: 'logout', entity: 'user', entityId: session.userId, resultCode: 0 });
  return done('You have been signed out.');
}
