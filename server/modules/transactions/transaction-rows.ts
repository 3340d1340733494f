// A transaction row as the dashboards and the reports answer it (the contract's Transaction):
// the ledger row with its merchant, product, terminal, voucher serial and the agent that
// redeemed its voucher. One home, so that every list of transactions reads the same.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { components } from '../../../openapi/generated/portal';
import { wireMoney, wireTimestamp, wireTimestampOrNull } from '../../domain/wire';

export type WireTransaction = components['schemas']['Transaction'];

/** The rows of the given ids with what a Transaction shows (in no particular order). */
export function transactionRowsOf(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('agents as a', 'a.id', 't.agent_id')
    .leftJoin('products as p', 'p.id', 't.product_id')
    .leftJoin('terminals as term', 'term.id', 't.terminal_id')
    .leftJoin('vouchers as v', 'v.id', 't.voucher_id')
    .leftJoin('agents as redeemer', 'redeemer.id', 't.redeemed_at_agent_id')
    .select([
      't.id', 't.ref_id', 't.txn_id', 't.tx_type', 't.status', 't.created_at', 't.currency_code', 't.value_minor',
      't.buy_value_minor', 't.result_desc', 't.redeemed_date', 't.reason', 't.return_date',
      'a.code as agent_code', 'a.name as agent_name', 'p.description as product_name', 'term.code as terminal_code',
      'v.serial as voucher_serial', 'redeemer.name as redeemed_at',
    ])
    .where('t.id', 'in', ids.length > 0 ? [...ids] : [0])
    .execute();
}

export type TransactionRow = Awaited<ReturnType<typeof transactionRowsOf>>[number];

/** The wire form; Redeemed At is left out where the agent hides it (hideRedeemedAt). */
export function wireTransaction(row: TransactionRow, options: { hideRedeemedAt: boolean }): WireTransaction {
  return {
    refId: row.ref_id,
    txnId: row.txn_id,
    txType: row.tx_type,
    date: wireTimestamp(row.created_at),
    status: row.status,
    agentCode: row.agent_code,
    agentDescription: row.agent_name,
    terminalCode: row.terminal_code,
    resultDesc: row.result_desc,
    product: row.product_name ?? '',
    voucherSerial: row.voucher_serial,
    currencyCode: row.currency_code,
    value: wireMoney(row.value_minor),
    buyValue: wireMoney(row.buy_value_minor),
    redeemedAt: options.hideRedeemedAt ? null : row.redeemed_at,
    redeemedDate: options.hideRedeemedAt ? null : wireTimestampOrNull(row.redeemed_date),
    reason: row.reason,
    returnDate: wireTimestampOrNull(row.return_date),
  };
}

/** The wire rows of these ids, in the order of the ids. */
export async function wireTransactionsOf(db: Kysely<Database>, ids: readonly number[], options: { hideRedeemedAt: boolean }): Promise<WireTransaction[]> {
  const rows = new Map((await transactionRowsOf(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [wireTransaction(row, options)] : [];
  });
}
