// The queries of the authenticator policy (#37, agents.require_authenticator): an agent's own
// choice, the nearest agent above it that requires the authenticator, the active users of its
// subtree without one, and setting the choice.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function agentPolicy(db: Kysely<Database>, agentId: number) {
  return db.selectFrom('agents').select(['code', 'require_authenticator']).where('id', '=', agentId).executeTakeFirstOrThrow();
}

/** The code of the nearest agent above `agentId` that requires the authenticator, or null. */
export async function requiringAncestor(db: Kysely<Database>, agentId: number): Promise<string | null> {
  const row = await db
    .selectFrom('agent_closure as c')
    .innerJoin('agents as a', 'a.id', 'c.ancestor_id')
    .select('a.code')
    .where('c.descendant_id', '=', agentId)
    .where('c.depth', '>', 0)
    .where('a.require_authenticator', '=', true)
    .orderBy('c.depth')
    .limit(1)
    .executeTakeFirst();
  return row?.code ?? null;
}

/** Active users of the agent and its descendants without an enabled authenticator. */
export async function usersWithoutAuthenticator(db: Kysely<Database>, agentId: number): Promise<number> {
  const row = await db
    .selectFrom('agent_closure as c')
    .innerJoin('users as u', 'u.agent_id', 'c.descendant_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('c.ancestor_id', '=', agentId)
    .where('u.deleted_at', 'is', null)
    .where('u.status_id', '=', '1')
    .where('u.totp_enabled', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setRequireAuthenticator(db: Kysely<Database>, agentId: number, required: boolean): Promise<void> {
  await db.updateTable('agents').set({ require_authenticator: required }).where('id', '=', agentId).execute();
}
