// A large company structure written with set-based SQL (one statement per tier), for the tests
// and the benchmark of the structure call: under a given MD, subDivisions Sub Divisions each with
// retailersEach Retailers, closure rows included, the way agents.service keeps them.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../server/db/schema';

export interface BulkStructureSize {
  subDivisions: number;
  retailersEach: number;
}

/** Closure rows (itself, and its parent's ancestors one deeper) for agents that have none yet. */
export async function addMissingClosureRows(db: Kysely<Database>): Promise<void> {
  await sql`
    INSERT INTO agent_closure (ancestor_id, descendant_id, depth)
    SELECT a.id, a.id, 0 FROM agents a
    WHERE NOT EXISTS (SELECT 1 FROM agent_closure x WHERE x.descendant_id = a.id)
    UNION ALL
    SELECT c.ancestor_id, a.id, c.depth + 1 FROM agents a JOIN agent_closure c ON c.descendant_id = a.parent_id
    WHERE NOT EXISTS (SELECT 1 FROM agent_closure x WHERE x.descendant_id = a.id)`.execute(db);
}

/** Adds the tiers below rootAgentId; codes are BS0001.. and BR000001... Returns the agent count added. */
export async function createBulkStructure(db: Kysely<Database>, rootAgentId: number, size: BulkStructureSize): Promise<number> {
  await sql`
    INSERT INTO agents (code, name, level, type, parent_id)
    SELECT 'BS' || lpad(i::text, 4, '0'), 'Bulk Sub Division ' || i, 'SD', 'DISTRIBUTOR', ${rootAgentId}
    FROM generate_series(1, ${size.subDivisions}::int) AS i`.execute(db);
  await addMissingClosureRows(db);
  await sql`
    INSERT INTO agents (code, name, level, type, parent_id)
    SELECT 'BR' || lpad(((s.n - 1) * ${size.retailersEach}::int + r)::text, 6, '0'), 'Bulk Retailer ' || s.n || '-' || r, 'R', 'PREPAID', s.id
    FROM (SELECT id, row_number() OVER (ORDER BY code) AS n FROM agents WHERE parent_id = ${rootAgentId} AND code LIKE 'BS%') AS s,
      generate_series(1, ${size.retailersEach}::int) AS r`.execute(db);
  await addMissingClosureRows(db);
  return size.subDivisions * (1 + size.retailersEach);
}
