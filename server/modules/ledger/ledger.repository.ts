// The ledger's tables: transactions, and the aggregates kept with each posting (agent_daily_stats,
// agent_monthly_stats, agent_balances), added to by upserts in chunks (postings.ts merges and
// sorts the keys first, so concurrent writers lock rows in the same order).
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { AgentBalancesTable, AgentDailyStatsTable, AgentMonthlyStatsTable, Database, TransactionsTable, VoucherStatus } from '../../db/schema';
import { insertInChunks } from '../../db/chunked-insert';

/** Inserts the rows in the given order; returns their ids and refs. */
export function insertTransactions(db: Kysely<Database>, rows: readonly Insertable<TransactionsTable>[]) {
  return insertInChunks(rows, (chunk) =>
    db.insertInto('transactions').values(chunk).returning(['id', 'ref_id', 'voucher_id']).execute(),
  );
}

export async function upsertDailyStats(db: Kysely<Database>, values: readonly Insertable<AgentDailyStatsTable>[]): Promise<void> {
  await insertInChunks(values, (chunk) =>
    db
      .insertInto('agent_daily_stats')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['agent_id', 'day', 'currency_code', 'tx_type']).doUpdateSet({
          count: sql`agent_daily_stats.count + excluded.count`,
          success_count: sql`agent_daily_stats.success_count + excluded.success_count`,
          value_minor: sql`agent_daily_stats.value_minor + excluded.value_minor`,
          buy_value_minor: sql`agent_daily_stats.buy_value_minor + excluded.buy_value_minor`,
        }),
      )
      .execute(),
  );
}

export async function upsertMonthlyStats(db: Kysely<Database>, values: readonly Insertable<AgentMonthlyStatsTable>[]): Promise<void> {
  await insertInChunks(values, (chunk) =>
    db
      .insertInto('agent_monthly_stats')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['agent_id', 'month', 'currency_code', 'tx_type']).doUpdateSet({
          count: sql`agent_monthly_stats.count + excluded.count`,
          success_count: sql`agent_monthly_stats.success_count + excluded.success_count`,
          value_minor: sql`agent_monthly_stats.value_minor + excluded.value_minor`,
          buy_value_minor: sql`agent_monthly_stats.buy_value_minor + excluded.buy_value_minor`,
        }),
      )
      .execute(),
  );
}

export async function upsertBalances(db: Kysely<Database>, values: readonly Insertable<AgentBalancesTable>[]): Promise<void> {
  await insertInChunks(values, (chunk) =>
    db
      .insertInto('agent_balances')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['agent_id', 'currency_code']).doUpdateSet({
          balance_minor: sql`agent_balances.balance_minor + excluded.balance_minor`,
          updated_at: sql`now()`,
        }),
      )
      .execute(),
  );
}

export async function updateTransaction(db: Kysely<Database>, id: number, changes: Updateable<TransactionsTable>): Promise<void> {
  await db.updateTable('transactions').set(changes).where('id', '=', id).execute();
}

/** The sale with its product code and its voucher's serial and status; locked when asked. */
export function saleWithVoucher(db: Kysely<Database>, transactionId: number, lock: boolean) {
  let query = db
    .selectFrom('transactions as t')
    .leftJoin('products as p', 'p.id', 't.product_id')
    .leftJoin('vouchers as v', 'v.id', 't.voucher_id')
    .selectAll('t')
    .select(['p.code as product_code', 'v.serial', 'v.status as voucher_status'])
    .where('t.id', '=', transactionId);
  if (lock) query = query.forUpdate('t');
  return query.executeTakeFirst();
}

/** Moves the voucher from SOLD to `status`; false when it is no longer SOLD (of concurrent
 * attempts exactly one wins). */
export async function claimSoldVoucher(db: Kysely<Database>, voucherId: number, status: VoucherStatus): Promise<boolean> {
  const claimed = await db
    .updateTable('vouchers')
    .set({ status })
    .where('id', '=', voucherId)
    .where('status', '=', 'SOLD')
    .executeTakeFirst();
  return claimed.numUpdatedRows === 1n;
}
