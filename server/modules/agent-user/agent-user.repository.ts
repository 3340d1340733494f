// The queries of the top bar's agent data: the agent row, its credit-limit items, its balances.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { subtreeRows } from '../agents/agent-hierarchy.repository';

export function findAgent(db: Kysely<Database>, agentId: number) {
  return db.selectFrom('agents').selectAll().where('id', '=', agentId).executeTakeFirst();
}

/** The agent's items of ACTIVE templates: those its sales consume (an inactive template limits nothing). */
export function limitItemsOf(db: Kysely<Database>, agentId: number) {
  return db
    .selectFrom('agent_limit_items as ali')
    .innerJoin('limit_template_items as ti', 'ti.id', 'ali.template_item_id')
    .innerJoin('limit_templates as t', 't.id', 'ti.template_id')
    .select([
      'ali.id', 'ali.target_code', 'ali.limit_type', 'ali.limit_value', 'ali.current_value', 'ali.period_id', 'ali.period_value', 'ali.period_start',
      'ali.alert_thresholds',
    ])
    .where('ali.agent_id', '=', agentId)
    .where('t.status', '=', 'ACTIVE')
    .orderBy('ali.id')
    .execute();
}

export function balancesOf(db: Kysely<Database>, agentId: number) {
  return db
    .selectFrom('agent_balances')
    .select(['currency_code', 'balance_minor'])
    .where('agent_id', '=', agentId)
    .orderBy('currency_code')
    .execute();
}

/** The balances of the agent and every agent below it, summed per currency: what the agent's
 * network owes the provider. */
export function subtreeBalancesOf(db: Kysely<Database>, agentId: number) {
  return subtreeRows(db, agentId)
    .innerJoin('agent_balances', 'agent_balances.agent_id', 'c.descendant_id')
    .select(['agent_balances.currency_code', sql<number>`sum(agent_balances.balance_minor)::bigint`.as('balance_minor')])
    .groupBy('agent_balances.currency_code')
    .orderBy('agent_balances.currency_code')
    .execute();
}
