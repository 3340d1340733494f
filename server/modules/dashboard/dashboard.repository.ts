// The dashboards' queries. Figures come from agent_daily_stats (kept by the ledger in the same
// transaction as each posting) summed over the scope in agent_closure, so they cost the same at
// a thousand or ten million transactions. The last ten take at most ten rows per agent of the
// scope from the (agent_id, created_at, id) index and keep the newest ten of those.
import { sql, type Kysely } from 'kysely';
import type { Database, TxStatus, TxType } from '../../db/schema';

/** Whose figures: an agent with every agent below it, or the agent alone. */
export interface Scope {
  agentId: number;
  includeSubAgents: boolean;
}

/** A UTC day 'yyyy-MM-dd' as a date of the database. */
const utcDate = (day: string) => sql<Date>`${day}::date`;

function scopeAgents(db: Kysely<Database>, scope: Scope) {
  let query = db.selectFrom('agent_closure').select('descendant_id').where('ancestor_id', '=', scope.agentId);
  if (!scope.includeSubAgents) query = query.where('depth', '=', 0);
  return query;
}

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

export interface LastTransactionsQuery {
  scope: Scope;
  limit: number;
  newestFirst: boolean;
  since: Date;
  until: Date | null;
  txType: TxType | null;
  status: TxStatus | null;
}

/** The ids of the newest (or oldest) transactions of the scope, in order. */
export async function lastTransactionIds(db: Kysely<Database>, q: LastTransactionsQuery): Promise<number[]> {
  const direction = q.newestFirst ? 'desc' : 'asc';
  const rows = await db
    .selectFrom(scopeAgents(db, q.scope).as('scope'))
    .innerJoinLateral(
      (eb) => {
        let perAgent = eb
          .selectFrom('transactions as t')
          .select(['t.id', 't.created_at'])
          .whereRef('t.agent_id', '=', 'scope.descendant_id')
          .where('t.created_at', '>=', q.since);
        if (q.until) perAgent = perAgent.where('t.created_at', '<=', q.until);
        if (q.txType) perAgent = perAgent.where('t.tx_type', '=', q.txType);
        if (q.status) perAgent = perAgent.where('t.status', '=', q.status);
        return perAgent.orderBy('t.created_at', direction).orderBy('t.id', direction).limit(q.limit).as('picked');
      },
      (join) => join.onTrue(),
    )
    .select('picked.id')
    .orderBy('picked.created_at', direction)
    .orderBy('picked.id', direction)
    .limit(q.limit)
    .execute();
  return rows.map((row) => row.id);
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
