// The agents as agent maintenance reads and writes them (new agents and their hierarchy rows are
// written by the agents module).
import type { Kysely, Updateable } from 'kysely';
import type { AgentsTable, Database } from '../../db/schema';
import { joinSubtree } from '../agents/agent-hierarchy.repository';

/** The agent of this code with its parent's code, when scopeAgentId is it or above it;
 * `forUpdate` locks its row. */
export function agentWithParentInScope(db: Kysely<Database>, scopeAgentId: number, agentCode: string, forUpdate: boolean) {
  let query = db
    .selectFrom('agents as a')
    .$call(joinSubtree('a.id', scopeAgentId))
    .leftJoin('agents as p', 'p.id', 'a.parent_id')
    .selectAll('a')
    .select('p.code as parent_code')
    .where('a.code', '=', agentCode);
  if (forUpdate) query = query.forUpdate('a');
  return query.executeTakeFirst();
}

export function agentCodeAndLevel(db: Kysely<Database>, agentId: number) {
  return db.selectFrom('agents').select(['code', 'level']).where('id', '=', agentId).executeTakeFirstOrThrow();
}

export function agentById(db: Kysely<Database>, agentId: number) {
  return db.selectFrom('agents').selectAll().where('id', '=', agentId).executeTakeFirstOrThrow();
}

export async function updateAgent(db: Kysely<Database>, agentId: number, changes: Updateable<AgentsTable>): Promise<void> {
  await db.updateTable('agents').set(changes).where('id', '=', agentId).execute();
}
