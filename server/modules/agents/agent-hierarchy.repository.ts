// The agent hierarchy: the closure table, one row per agent and each of its ancestors (itself at
// depth 0), kept in step with the agents. Every query of it is here: scope checks, subtrees,
// ancestors, and the fragments that other repositories compose into their own statements (a
// subquery of a scope's agents, a join on the subtree), so their plans stay as they were.
import { expressionBuilder, sql, type JoinBuilder, type RawBuilder, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { AgentLevel, AgentStatus, AgentType, Database } from '../../db/schema';
import type { Scope } from '../../domain/scope';

/** Writes the rows of a new agent: itself at depth 0 and each ancestor of its parent one deeper. */
export async function insertHierarchyRows(trx: Transaction<Database>, agentId: number, parentId: number | null): Promise<void> {
  await trx.insertInto('agent_closure').values({ ancestor_id: agentId, descendant_id: agentId, depth: 0 }).execute();
  if (parentId === null) return;
  await trx
    .insertInto('agent_closure')
    .columns(['ancestor_id', 'descendant_id', 'depth'])
    .expression((eb) =>
      eb
        .selectFrom('agent_closure')
        .select(['ancestor_id', sql.lit(agentId).as('descendant_id'), sql<number>`depth + 1`.as('depth')])
        .where('descendant_id', '=', parentId),
    )
    .execute();
}

/** True when agentId is ancestorAgentId itself or one of its descendants. */
export async function isInScope(db: Kysely<Database>, ancestorAgentId: number, agentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('agent_closure')
    .select('depth')
    .where('ancestor_id', '=', ancestorAgentId)
    .where('descendant_id', '=', agentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of an agent and all its descendants. */
export async function subtreeAgentIds(db: Kysely<Database>, rootAgentId: number): Promise<number[]> {
  const rows = await db.selectFrom('agent_closure').select('descendant_id').where('ancestor_id', '=', rootAgentId).execute();
  return rows.map((r) => r.descendant_id);
}

/** One agent of a structure as the database sends it: [id, parent_id, code, name, level, type,
 * status, depth]. */
export type StructureRow = [number, number | null, string, string, AgentLevel, AgentType, AgentStatus, number];

/** The agents of a subtree, ordered by depth and code, in one query whatever the depth; the rows
 * travel as one JSON array, which both drivers read far faster than 10,000 separate rows (about
 * 10x on PGlite). */
export async function structureRows(db: Kysely<Database>, rootAgentId: number): Promise<StructureRow[]> {
  const { rows } = await sql<{ agents: string | null }>`
    SELECT json_agg(json_build_array(a.id, a.parent_id, a.code, a.name, a.level, a.type, a.status, c.depth)
      ORDER BY c.depth, a.code)::text AS agents
    FROM agent_closure c JOIN agents a ON a.id = c.descendant_id
    WHERE c.ancestor_id = ${rootAgentId}`.execute(db);
  return (JSON.parse(rows[0]?.agents ?? 'null') as StructureRow[] | null) ?? [];
}

/** The codes of an agent and its ancestors, nearest first. */
export async function ancestorCodes(db: Kysely<Database>, agentId: number): Promise<string[]> {
  const ancestors = await db
    .selectFrom('agent_closure as c')
    .innerJoin('agents as a', 'a.id', 'c.ancestor_id')
    .select(['a.code'])
    .where('c.descendant_id', '=', agentId)
    .orderBy('c.depth')
    .execute();
  return ancestors.map((row) => row.code);
}

/** Each given agent and every agent above it. */
export async function agentsAndAncestors(db: Kysely<Database>, agentIds: readonly number[]): Promise<Set<number>> {
  if (agentIds.length === 0) return new Set();
  const rows = await db.selectFrom('agent_closure').select('ancestor_id').distinct().where('descendant_id', 'in', [...agentIds]).execute();
  return new Set(rows.map((row) => row.ancestor_id));
}

/** Every (ancestor, descendant) pair of the given agents, themselves included. */
export function ancestorPairs(db: Kysely<Database>, agentIds: readonly number[]) {
  return db
    .selectFrom('agent_closure')
    .select(['ancestor_id', 'descendant_id'])
    .where('descendant_id', 'in', [...agentIds])
    .execute();
}

/** The agent of this code when it is scopeAgentId or below it. */
export function agentInSubtreeByCode(db: Kysely<Database>, scopeAgentId: number, code: string) {
  return db
    .selectFrom('agents as a')
    .$call(joinSubtree('a.id', scopeAgentId))
    .select(['a.id', 'a.code'])
    .where('a.code', '=', code)
    .executeTakeFirst();
}

// ---- fragments of other repositories' statements ----------------------------------------------

const fragment = expressionBuilder<Database>();

/** The agents of a scope, as a subquery: `agent_id IN (scopeAgents(scope))`. With `literal`, the
 * agent and depth are written into the statement rather than bound, so that PostgreSQL plans for
 * this agent even on a prepared statement's generic plan. */
export function scopeAgents(scope: Scope, { literal = false } = {}) {
  const value = (n: number) => (literal ? sql.lit(n) : n);
  let query = fragment.selectFrom('agent_closure').select('descendant_id').where('ancestor_id', '=', value(scope.agentId));
  if (!scope.includeSubAgents) query = query.where('depth', '=', value(0));
  return query;
}

/** A statement that starts from the rows of scopeAgentId's subtree as `c` (`c.descendant_id`,
 * `c.depth`), to join what they hold. */
export function subtreeRows(db: Kysely<Database>, scopeAgentId: number) {
  return db.selectFrom('agent_closure as c').where('c.ancestor_id', '=', scopeAgentId);
}

/** The hierarchy's columns as `c` in a statement that joins it. */
type WithHierarchy<DB> = DB & { c: Database['agent_closure'] };

/**
 * Joins the hierarchy as `c` on the agent in `agentColumn` (e.g. 'u.agent_id') below scopeAgentId:
 * an inner join keeps only the rows of scopeAgentId's subtree (`c.depth` is how far below), a left
 * join keeps every row with `c.ancestor_id` null outside it. Use with `$call`.
 */
export function joinSubtree(agentColumn: string, scopeAgentId: number, kind: 'inner' | 'left' = 'inner') {
  return <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) => {
    const joined = query as unknown as SelectQueryBuilder<Database, keyof Database, O>;
    const on = (join: JoinBuilder<WithHierarchy<Database>, 'c'>) =>
      join.onRef('c.descendant_id', '=', sql.ref(agentColumn)).on('c.ancestor_id', '=', scopeAgentId);
    const result = kind === 'inner' ? joined.innerJoin('agent_closure as c', on) : joined.leftJoin('agent_closure as c', on);
    return result as unknown as SelectQueryBuilder<WithHierarchy<DB>, TB | 'c', O>;
  };
}

/** In a raw statement: joins every ancestor of the agent in `agentColumn` as `c` (`c.ancestor_id`). */
export const joinAncestors = (agentColumn: string) => sql`JOIN agent_closure c ON c.descendant_id = ${sql.ref(agentColumn)}`;

/** In a raw statement: the agent `descendant` when it is `ancestor` or below it, else null (both
 * are SQL expressions of agent ids). */
export const agentWithin = (ancestor: RawBuilder<unknown>, descendant: RawBuilder<unknown>) =>
  sql<number | null>`(SELECT c.descendant_id FROM agent_closure c WHERE c.ancestor_id = ${ancestor} AND c.descendant_id = ${descendant})`;
