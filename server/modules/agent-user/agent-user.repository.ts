// The queries of the top bar's agent data: the agent row, its credit-limit items, its balances.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function findAgent(db: Kysely<Database>, agentId: number) {
  return db.selectFrom('agents').selectAll().where('id', '=', agentId).executeTakeFirst();
}

export function limitItemsOf(db: Kysely<Database>, agentId: number) {
  return db
    .selectFrom('agent_limit_items')
    .select(['target_code', 'limit_type', 'limit_value', 'current_value'])
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
