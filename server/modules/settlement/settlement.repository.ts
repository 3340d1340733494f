// The settlement files' queries: the list of an agent's files, one file by name within a
// subtree, the weeks written, and writing a week's files (once: a file per agent and week).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { joinSubtree } from '../agents/agent-hierarchy.repository';

export interface FileListQuery {
  agentId: number;
  search: string | null;
  ascending: boolean;
  offset: number;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the agent's own files by date (then name), and how many match. */
export async function filesOfAgent(db: Kysely<Database>, query: FileListQuery) {
  let base = db.selectFrom('settlement_files as f').where('f.agent_id', '=', query.agentId);
  if (query.search) base = base.where(sql<boolean>`f.file_name ILIKE ${`%${escapeLike(query.search)}%`}`);
  const direction = query.ascending ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    base
      .select(['f.file_name', sql<string>`to_char(f.date, 'YYYY-MM-DD')`.as('date')])
      .orderBy('f.date', direction)
      .orderBy('f.file_name', direction)
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The file of this name when its agent is scopeAgentId or below it. */
export function fileInSubtree(db: Kysely<Database>, scopeAgentId: number, fileName: string) {
  return db
    .selectFrom('settlement_files as f')
    .$call(joinSubtree('f.agent_id', scopeAgentId))
    .select(['f.file_name', 'f.content_type', 'f.bytes'])
    .where('f.file_name', '=', fileName)
    .executeTakeFirst();
}

/** The Monday of the last week written, 'yyyy-MM-dd'. */
export async function lastWrittenWeek(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom('settlement_weeks').select(sql<string | null>`to_char(max(week), 'YYYY-MM-DD')`.as('week')).executeTakeFirst();
  return row?.week ?? null;
}

export function agentsByIds(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('agents').select(['id', 'code', 'name']).where('id', 'in', [...ids]).execute();
}

export interface NewSettlementFile {
  agent_id: number;
  file_name: string;
  date: string;
  content_type: string;
  bytes: Buffer;
}

/** Stores the week's files (a file already there for an agent and week is kept) and marks the
 * week written; answers how many files were new. */
export async function storeWeek(db: Kysely<Database>, week: string, files: readonly NewSettlementFile[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < files.length; start += 500) {
    const inserted = await db
      .insertInto('settlement_files')
      .values(files.slice(start, start + 500))
      .onConflict((oc) => oc.columns(['agent_id', 'date']).doNothing())
      .returning('id')
      .execute();
    added += inserted.length;
  }
  await db.insertInto('settlement_weeks').values({ week, files: files.length }).onConflict((oc) => oc.column('week').doNothing()).execute();
  return added;
}

/** Removes every file and written week (the demo data writes them all again). */
export async function clearSettlementFiles(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('settlement_files').execute();
  await db.deleteFrom('settlement_weeks').execute();
}
