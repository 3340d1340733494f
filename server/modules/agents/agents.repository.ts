// The agents table: what creating an agent reads and writes (its hierarchy rows are in
// agent-hierarchy.repository.ts).
import type { Insertable, Kysely } from 'kysely';
import type { AgentsTable, Database } from '../../db/schema';

export async function agentIdByCode(db: Kysely<Database>, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('agents').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id;
}

export async function agentIdById(db: Kysely<Database>, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('agents').select('id').where('id', '=', id).executeTakeFirst();
  return row?.id;
}

export async function insertAgent(db: Kysely<Database>, values: Insertable<AgentsTable>): Promise<number> {
  const { id } = await db.insertInto('agents').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}
