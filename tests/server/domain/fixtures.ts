// Small fixtures for the domain tests: the demo structure (agents, users, products, terminals,
// limit templates) without its transaction history, and a helper to give an agent a limit.
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { createDemoStructure, type DemoStructure } from '../../../server/demo/structure';
import { createLimitTemplate, type NewLimitItem } from '../../../server/modules/credit-limits/credit-limits.service';

export async function demoStructure(db: Kysely<Database>): Promise<DemoStructure> {
  return createDemoStructure(db, new Date('2026-01-01T00:00:00Z'));
}

export function terminalOf(structure: DemoStructure, agentCode: string): number {
  const terminal = structure.terminals.find((t) => t.agentCode === agentCode);
  if (!terminal) throw new Error(`no terminal for ${agentCode}`);
  return terminal.id;
}

let templateCount = 0;

export async function giveLimit(db: Kysely<Database>, agentId: number, item: NewLimitItem): Promise<void> {
  templateCount += 1;
  await createLimitTemplate(db, { code: `T${templateCount}`, name: 'test', ownerAgentId: null, agentIds: [agentId], items: [item] });
}

/** The current value of an agent's limit item for a target (CAD and CAD products carry no
 * demo limits, so the tests add their own). */
export async function currentValueOf(db: Kysely<Database>, agentId: number, targetCode: string): Promise<number> {
  const item = await db
    .selectFrom('agent_limit_items')
    .select('current_value')
    .where('agent_id', '=', agentId)
    .where('target_code', '=', targetCode)
    .executeTakeFirstOrThrow();
  return item.current_value;
}
