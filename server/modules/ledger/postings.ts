// Writing ledger rows: every transaction is inserted here, together with its effect on the
// agent's daily stats and owed balance, so dashboards read maintained aggregates and never scan,
// and with a NOTIFY that the live channel turns into dashboard pushes once it commits.
import type { Insertable, Transaction } from 'kysely';
import type { Database, TransactionsTable, TxStatus, TxType } from '../../db/schema';
import { utcDay } from '../../../shared/periods';
import { notifyThrough } from '../../db/database';
import { insertTransactions, upsertBalances, upsertDailyStats, upsertMonthlyStats } from './ledger.repository';
import { liveNotifyChannel, type TransactionsEvent } from '../../live/notify';

/** Above this many agents a posting names none (NOTIFY payloads stay far below 8000 bytes). */
const NAMED_AGENTS_AT_MOST = 200;

export type NewTransaction = Insertable<TransactionsTable> & {
  tx_type: TxType;
  status: TxStatus;
  agent_id: number;
  currency_code: string;
  value_minor: number;
  buy_value_minor: number;
  created_at: Date;
};

export interface PostedTransaction {
  id: number;
  ref_id: string;
  voucher_id: number | null;
}

/** One change to an agent's daily figures. */
export interface DailyStatsDelta {
  agentId: number;
  day: string;
  currencyCode: string;
  txType: TxType;
  count: number;
  successCount: number;
  valueMinor: number;
  buyValueMinor: number;
}

export interface BalanceDelta {
  agentId: number;
  currencyCode: string;
  amountMinor: number;
}

/** Inserts the rows (in the given order) and updates daily stats and balances. */
export async function postTransactions(
  trx: Transaction<Database>,
  rows: readonly NewTransaction[],
): Promise<PostedTransaction[]> {
  if (rows.length === 0) return [];
  const posted = await insertTransactions(trx, rows);
  posted.sort((a, b) => a.id - b.id);
  await adjustDailyStats(trx, rows.map(statsDeltaOf));
  await adjustBalances(
    trx,
    rows.filter((row) => row.status === 'SUCCESS').map((row) => ({
      agentId: row.agent_id,
      currencyCode: row.currency_code,
      amountMinor: balanceEffect(row.tx_type, row.value_minor, row.buy_value_minor),
    })),
  );
  await notifyPosted(trx, rows);
  return posted;
}

/** Tells every instance, on commit, whose transactions changed (PostgreSQL delivers a NOTIFY
 * of a transaction only when it commits, and never when it rolls back). */
async function notifyPosted(trx: Transaction<Database>, rows: readonly NewTransaction[]): Promise<void> {
  const agentIds = [...new Set(rows.map((row) => row.agent_id))].sort((a, b) => a - b);
  const event: TransactionsEvent = { type: 'transactions', agentIds: agentIds.length > NAMED_AGENTS_AT_MOST ? null : agentIds };
  await notifyThrough(trx, liveNotifyChannel, JSON.stringify(event));
}

/** How a successful transaction moves what the agent owes the provider. */
export function balanceEffect(txType: TxType, valueMinor: number, buyValueMinor: number): number {
  switch (txType) {
    case 'SALE':
      return buyValueMinor;
    case 'REFUND':
      return -buyValueMinor;
    case 'REDEEM':
      return -valueMinor;
    case 'PAYOUT':
      return valueMinor;
  }
}

function statsDeltaOf(row: NewTransaction): DailyStatsDelta {
  const success = row.status === 'SUCCESS' ? 1 : 0;
  return {
    agentId: row.agent_id,
    day: utcDay(row.created_at),
    currencyCode: row.currency_code,
    txType: row.tx_type,
    count: 1,
    successCount: success,
    valueMinor: success * row.value_minor,
    buyValueMinor: success * row.buy_value_minor,
  };
}

/** Adds deltas to agent_daily_stats and to the month's row of agent_monthly_stats (the
 * performance report's aggregate, migration 0012); keys are merged and sorted so concurrent
 * writers lock rows in the same order (days first, then months, in every transaction). */
export async function adjustDailyStats(trx: Transaction<Database>, deltas: readonly DailyStatsDelta[]): Promise<void> {
  const merged = new Map<string, DailyStatsDelta>();
  for (const d of deltas) {
    const key = `${d.agentId}|${d.day}|${d.currencyCode}|${d.txType}`;
    const sum = merged.get(key);
    if (!sum) merged.set(key, { ...d });
    else {
      sum.count += d.count;
      sum.successCount += d.successCount;
      sum.valueMinor += d.valueMinor;
      sum.buyValueMinor += d.buyValueMinor;
    }
  }
  if (merged.size === 0) return;
  const values = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, d]) => ({
    agent_id: d.agentId,
    day: d.day,
    currency_code: d.currencyCode,
    tx_type: d.txType,
    count: d.count,
    success_count: d.successCount,
    value_minor: d.valueMinor,
    buy_value_minor: d.buyValueMinor,
  }));
  await upsertDailyStats(trx, values);
  await adjustMonthlyStats(trx, values);
}

/** The same figures added to each month's row (the day's first of the month). */
async function adjustMonthlyStats(trx: Transaction<Database>, daily: readonly { agent_id: number; day: string; currency_code: string; tx_type: TxType; count: number; success_count: number; value_minor: number; buy_value_minor: number }[]): Promise<void> {
  const merged = new Map<string, { agent_id: number; month: string; currency_code: string; tx_type: TxType; count: number; success_count: number; value_minor: number; buy_value_minor: number }>();
  for (const d of daily) {
    const month = `${d.day.slice(0, 7)}-01`;
    const key = `${String(d.agent_id).padStart(12, '0')}|${month}|${d.currency_code}|${d.tx_type}`;
    const sum = merged.get(key);
    if (!sum) merged.set(key, { agent_id: d.agent_id, month, currency_code: d.currency_code, tx_type: d.tx_type, count: d.count, success_count: d.success_count, value_minor: d.value_minor, buy_value_minor: d.buy_value_minor });
    else {
      sum.count += d.count;
      sum.success_count += d.success_count;
      sum.value_minor += d.value_minor;
      sum.buy_value_minor += d.buy_value_minor;
    }
  }
  const values = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);
  await upsertMonthlyStats(trx, values);
}

/** Adds amounts to agent_balances, merged and sorted like the daily stats. */
export async function adjustBalances(trx: Transaction<Database>, deltas: readonly BalanceDelta[]): Promise<void> {
  const merged = new Map<string, BalanceDelta>();
  for (const d of deltas) {
    const key = `${String(d.agentId).padStart(12, '0')}|${d.currencyCode}`;
    const sum = merged.get(key);
    if (!sum) merged.set(key, { ...d });
    else sum.amountMinor += d.amountMinor;
  }
  const values = [...merged.entries()]
    .filter(([, d]) => d.amountMinor !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, d]) => ({ agent_id: d.agentId, currency_code: d.currencyCode, balance_minor: d.amountMinor }));
  if (values.length === 0) return;
  await upsertBalances(trx, values);
}
