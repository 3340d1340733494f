// The queries of the top bar's agent data: the agent row, its credit-limit items, its balances.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function findAgent(db: Kysely<Database>, agentId: number) {
  return db.selectFrom('agents').selectAll().where('id', '=', agentId).executeTakeFirst();
}

export function limitItemsOf(db: Kysely<Database>, agentId: number) {
  return db
    .selectFrom('agent_limit_items')
    .select(['target_code', 'limit_type', 'limit_value', 'current_value', 'period_id', 'period_value', 'period_start'])
    .where('agent_id', '=', agentId)
    .orderBy('id')
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

/** The balances of the agent and every agent below it (agent_closure), summed per currency:
 * what the agent's network owes the provider. */
export function subtreeBalancesOf(db: Kysely<Database>, agentId: number) {
  return db
    .selectFrom('agent_closure')
    .innerJoin('agent_balances', 'agent_balances.agent_id', 'agent_closure.descendant_id')
    .select(['agent_balances.currency_code', sql<number>`sum(agent_balances.balance_minor)::bigint`.as('balance_minor')])
    .where('agent_closure.ancestor_id', '=', agentId)
    .groupBy('agent_balances.currency_code')
    .orderBy('agent_balances.currency_code')
    .execute();
}
