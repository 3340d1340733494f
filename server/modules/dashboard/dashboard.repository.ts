// The dashboards' queries. Figures come from agent_daily_stats (kept by the ledger in the same
// transaction as each posting) summed over the scope's agents, so they cost the same at
// a thousand or ten million transactions. The last ten are the first page of
// server/modules/transactions/transactions.repository.ts.
import { sql, type Kysely } from 'kysely';
import type { Database, TxType } from '../../db/schema';
import type { Scope } from '../../domain/scope';
import { scopeAgents } from '../agents/agent-hierarchy.repository';

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
    .where('s.agent_id', 'in', scopeAgents(scope))
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
    .where('s.agent_id', 'in', scopeAgents(scope))
    .where('s.day', '>=', utcDate(days.from))
    .where('s.day', '<=', utcDate(days.to))
    .groupBy('s.day');
  if (txTypes) query = query.where('s.tx_type', 'in', [...txTypes]);
  return query.execute();
}

export function agentFlags(db: Kysely<Database>, agentId: number) {
  return db
    .selectFrom('agents')
    .select(['id', 'is_enable_payout', 'hide_redeemed_at'])
    .where('id', '=', agentId)
    .executeTakeFirst();
}
