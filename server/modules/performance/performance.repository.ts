// The performance report's one query: a year of agent_monthly_stats (kept by the ledger with
// each posting, migration 0012) summed per month, currency and type over the scope's agents in
// agent_closure. It reads at most 12 rows per agent, currency and type, never transactions.
import { sql, type Kysely } from 'kysely';
import type { Database, TxType } from '../../db/schema';
import { scopeAgents, type Scope } from '../transactions/transactions.repository';

export interface MonthFigures {
  /** 1 (January) to 12. */
  month: number;
  currency_code: string;
  tx_type: TxType;
  success_count: number;
  value_minor: number;
  buy_value_minor: number;
}

export async function monthlyFigures(db: Kysely<Database>, scope: Scope, year: number, txTypes: readonly TxType[]): Promise<MonthFigures[]> {
  const rows = await db
    .selectFrom('agent_monthly_stats as s')
    .select([
      sql<number>`extract(month FROM s.month)::int`.as('month'),
      's.currency_code',
      's.tx_type',
      sql<number>`sum(s.success_count)::bigint`.as('success_count'),
      sql<number>`sum(s.value_minor)::bigint`.as('value_minor'),
      sql<number>`sum(s.buy_value_minor)::bigint`.as('buy_value_minor'),
    ])
    .where('s.agent_id', 'in', scopeAgents(db, scope))
    .where('s.month', '>=', sql<Date>`${`${year}-01-01`}::date`)
    .where('s.month', '<', sql<Date>`${`${year + 1}-01-01`}::date`)
    .where('s.tx_type', 'in', [...txTypes])
    .groupBy(['s.month', 's.currency_code', 's.tx_type'])
    .execute();
  return rows.map((row) => ({
    ...row,
    month: Number(row.month),
    success_count: Number(row.success_count),
    value_minor: Number(row.value_minor),
    buy_value_minor: Number(row.buy_value_minor),
  }));
}

/** The agent of this code when it is scopeAgentId or below it. */
export function agentInSubtreeByCode(db: Kysely<Database>, scopeAgentId: number, code: string) {
  return db
    .selectFrom('agents as a')
    .innerJoin('agent_closure as c', (join) => join.onRef('c.descendant_id', '=', 'a.id').on('c.ancestor_id', '=', scopeAgentId))
    .select(['a.id', 'a.code'])
    .where('a.code', '=', code)
    .executeTakeFirst();
}

export function agentCodeOf(db: Kysely<Database>, agentId: number) {
  return db.selectFrom('agents').select(['id', 'code']).where('id', '=', agentId).executeTakeFirstOrThrow();
}
