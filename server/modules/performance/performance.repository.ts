// The performance report's one query: a year of agent_monthly_stats (kept by the ledger with
// each posting, migration 0012) summed per month, currency and type over the scope's agents (the
// agent hierarchy). It reads at most 12 rows per agent, currency and type, never transactions.
import { sql, type Kysely } from 'kysely';
import type { Database, TxType } from '../../db/schema';
import type { Scope } from '../../domain/scope';
import { scopeAgents } from '../agents/agent-hierarchy.repository';

export interface MonthFigures {
  /** 1 (January) to 12. */
  month: number;
  currency_code: string;
  tx_type: TxType;
  success_count: number;
  value_minor: number;
  buy_value_minor: number;
}

/**
 * Every value is written into the text as a literal (integers and the code's own type names), so
 * the statement has no parameters and the pool sends it unnamed (server/db/named-statements.ts):
 * PostgreSQL plans it for this agent and year. A named statement soon runs on a generic plan,
 * which takes any agent to have 4 agents below it: for MD0001's 1,011 it looped over the primary
 * key once per agent and sorted 7,000 rows (4.8 ms a call against 2.0 ms planned each time). The
 * plan for a large scope is a hash join of the year's rows, an index-only range scan of
 * agent_monthly_stats_month_idx (migration 0013), with the scope from the hierarchy, summed in
 * a hash aggregate; for a small one, a nested loop over the primary key.
 */
export async function monthlyFigures(db: Kysely<Database>, scope: Scope, year: number, txTypes: readonly TxType[]): Promise<MonthFigures[]> {
  if (!Number.isSafeInteger(scope.agentId) || !Number.isSafeInteger(year)) throw new Error(`monthlyFigures: agent ${scope.agentId} and year ${year} must be integers`);
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
    .where('s.agent_id', 'in', scopeAgents(scope, { literal: true }))
    .where('s.month', '>=', sql<Date>`${sql.lit(`${year}-01-01`)}::date`)
    .where('s.month', '<', sql<Date>`${sql.lit(`${year + 1}-01-01`)}::date`)
    .where('s.tx_type', 'in', txTypes.map((type) => sql.lit(type)))
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

export function agentCodeOf(db: Kysely<Database>, agentId: number) {
  return db.selectFrom('agents').select(['id', 'code']).where('id', '=', agentId).executeTakeFirstOrThrow();
}
