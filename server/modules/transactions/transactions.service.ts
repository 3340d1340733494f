// The transactions as other modules read them: pages, counts, export lines and the weekly
// settlement figures (transactions.repository.ts, transaction-export.repository.ts), and a
// transaction row as the dashboards and the reports answer it (the contract's Transaction): the
// ledger row with its merchant, product, terminal, voucher serial and the agent that redeemed its
// voucher. One home, so that every list of transactions reads the same.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { components } from '../../../openapi/generated/portal';
import { wireMoney, wireTimestamp, wireTimestampOrNull } from '../../domain/wire';
import { transactionRowsOf, type TransactionRow } from './transactions.repository';

export {
  countTransactions, firstTransactionAt, settlementFigures, transactionIdsPage,
  type SettlementFigures, type TransactionSearch,
} from './transactions.repository';
export { exportLinePages, type ExportCells, type ExportLine } from './transaction-export.repository';

export type WireTransaction = components['schemas']['Transaction'];

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
