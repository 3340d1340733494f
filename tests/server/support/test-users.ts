// Signed-in users for tests, written straight into the database: an agent, an active user with
// the given ACLs, and a session whose bearer token the test sends.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserStatusId } from '../../../server/db/schema';
import { createSession } from '../../../server/http/session';

export interface SignedInUser {
  userId: number;
  agentId: number;
  login: string;
  token: string;
  /** `{ authorization: 'Bearer <token>' }` for app.inject. */
  headers: Record<string, string>;
}

export interface TestUserOptions {
  acls?: string[];
  statusId?: UserStatusId;
}

export async function createSignedInUser(db: Kysely<Database>, options: TestUserOptions = {}): Promise<SignedInUser> {
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const agent = await db
    .insertInto('agents')
    .values({ code: `T${suffix}`, name: `Test agent ${suffix}`, level: 'MD', parent_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('agent_closure').values({ ancestor_id: agent.id, descendant_id: agent.id, depth: 0 }).execute();
  const login = `user${suffix.toLowerCase()}`;
  const user = await db
    .insertInto('users')
    .values({
      agent_id: agent.id,
      login,
      password_hash: 'not-a-hash',
      status_id: options.statusId ?? '1',
      // Signed-in calls need a confirmed email (the email gate); tests of that gate make their own.
      email: `${login}@example.test`,
      email_confirmed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.acls?.length) {
    await db.insertInto('user_acls').values(options.acls.map((acl) => ({ user_id: user.id, acl }))).execute();
  }
  const token = await createSession(db, user.id);
  return { userId: user.id, agentId: agent.id, login, token, headers: { authorization: `Bearer ${token}` } };
}
