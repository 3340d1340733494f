// The dashboards' queries. Figures come from agent_daily_stats (kept by the ledger in the same
// transaction as each posting) summed over the scope in agent_closure, so they cost the same at
// a thousand or ten million transactions. The last ten are the first page of
// server/modules/transactions/transactions.repository.ts.
import { sql, type Kysely } from 'kysely';
import type { Database, TxType } from '../../db/schema';
import { scopeAgents, type Scope } from '../transactions/transactions.repository';

export type { Scope };

/** A UTC day 'yyyy-MM-dd' as a date of the database. */
const utcDate = (day: string) => sql<Date>`${day}::date`;

/** Successful value per currency over a range of UTC days, of the given types. */
export function valuesPerCurrency(db: Kysely<Database>, scope: Scope, days: { from: string; to: string }, txTypes: readonly TxType[]) {
  return db
    .selectFrom('agent_daily_stats as s')
    .select([
      's.currency_code',
      sql<string>`sum(s.value_minor)::bigint`.as('value_minor'),
      sql<string>`sum(s.success_count)::bigint`.as('success_count'),
    ])
    .where('s.agent_id', 'in', scopeAgents(db, scope))
    .where('s.day', '>=', utcDate(days.from))
    .where('s.day', '<=', utcDate(days.to))
    .where('s.tx_type', 'in', [...txTypes])
    .groupBy('s.currency_code')
    .orderBy('s.currency_code')
    .execute();
}

/** Transactions and successful ones per UTC day (days without any are absent). */
export function countsPerDay(db: Kysely<Database>, scope: Scope, days: { from: string; to: string }, txTypes?: readonly TxType[]) {
  let query = db
    .selectFrom('agent_daily_stats as s')
    .select([
      sql<string>`to_char(s.day, 'YYYY-MM-DD')`.as('day'),
      sql<string>`sum(s.count)::bigint`.as('count'),
      sql<string>`sum(s.success_count)::bigint`.as('success_count'),
    ])
    .where('s.agent_id', 'in', scopeAgents(db, scope))
    .where('s.day', '>=', utcDate(days.from))
    .where('s.day', '<=', utcDate(days.to))
    .groupBy('s.day');
  if (txTypes) query = query.where('s.tx_type', 'in', [...txTypes]);
  return query.execute();
}

/** Each given agent and every agent above it. */
export async function agentsAndAncestors(db: Kysely<Database>, agentIds: readonly number[]): Promise<Set<number>> {
  if (agentIds.length === 0) return new Set();
  const rows = await db.selectFrom('agent_closure').select('ancestor_id').distinct().where('descendant_id', 'in', [...agentIds]).execute();
  return new Set(rows.map((row) => row.ancestor_id));
}

export function agentFlags(db: Kysely<Database>, agentId: number) {
  return db
    .selectFrom('agents')
    .select(['id', 'is_enable_payout', 'hide_redeemed_at'])
    .where('id', '=', agentId)
    .executeTakeFirst();
}

/** The agent of this code when it is in the scope of scopeAgentId (itself or below). */
export function agentInScopeByCode(db: Kysely<Database>, scopeAgentId: number, code: string) {
  return db
    .selectFrom('agents as a')
    .innerJoin('agent_closure as c', (join) => join.onRef('c.descendant_id', '=', 'a.id').on('c.ancestor_id', '=', scopeAgentId))
    .select('a.id')
    .where('a.code', '=', code)
    .executeTakeFirst();
}
