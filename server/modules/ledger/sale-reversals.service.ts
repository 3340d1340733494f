// Undoing a successful SALE whose voucher is still unredeemed: a refund (requested by a user,
// writes a REFUND transaction) or a reversal (the terminal voids the sale; no new row). Both give
// the voucher's value back to the credit limits and the owed balance.
import type { Kysely, Transaction } from 'kysely';
import type { Database, TransactionsTable, VoucherStatus } from '../../db/schema';
import type { Selectable } from 'kysely';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { isInScope } from '../agents/agents.service';
import { releaseCreditLimits } from './credit-limits.service';
import { adjustBalances, adjustDailyStats, postTransactions, utcDay } from './postings';

export interface RefundRequest {
  transactionId: number;
  voucherSerial: string;
  comments: string;
  userId: number | null;
  /** When set, the sale must belong to this agent or one below it. */
  scopeAgentId?: number;
  at?: Date;
}

export interface Refund {
  refId: string;
  transactionId: number;
}

/** Refunds a successful, unredeemed SALE: voucher REFUNDED, sale REFUNDED, a REFUND row. */
export async function refundSale(db: Kysely<Database>, request: RefundRequest): Promise<Refund> {
  const at = request.at ?? new Date();
  return db.transaction().execute(async (trx) => {
    const sale = await lockRefundableSale(trx, request.transactionId, request.voucherSerial, 'REFUNDED');
    if (request.scopeAgentId !== undefined && !(await isInScope(trx, request.scopeAgentId, sale.agent_id))) {
      throw new DomainError(ResultCode.outsideHierarchy, 'transaction is outside your agent hierarchy');
    }
    await trx
      .updateTable('transactions')
      .set({ status: 'REFUNDED', refunded_at: at, return_date: at, reason: request.comments })
      .where('id', '=', sale.id)
      .execute();
    const [refund] = await postTransactions(trx, [{
      tx_type: 'REFUND',
      status: 'SUCCESS',
      agent_id: sale.agent_id,
      terminal_id: sale.terminal_id,
      user_id: request.userId,
      product_id: sale.product_id,
      voucher_id: sale.voucher_id,
      original_transaction_id: sale.id,
      currency_code: sale.currency_code,
      value_minor: sale.value_minor,
      buy_value_minor: sale.buy_value_minor,
      reason: request.comments,
      created_at: at,
    }]);
    await giveBackLimits(trx, sale);
    return { refId: refund!.ref_id, transactionId: refund!.id };
  });
}

/** Reverses a successful, unredeemed SALE (terminal void): voucher VOIDED, sale REVERSED, and
 * the sale taken out of the day's successful figures and the owed balance. */
export async function reverseSale(db: Kysely<Database>, saleTransactionId: number, reason: string, at = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const sale = await lockRefundableSale(trx, saleTransactionId, null, 'VOIDED');
    await trx
      .updateTable('transactions')
      .set({ status: 'REVERSED', return_date: at, reason })
      .where('id', '=', sale.id)
      .execute();
    await adjustDailyStats(trx, [{
      agentId: sale.agent_id,
      day: utcDay(sale.created_at),
      currencyCode: sale.currency_code,
      txType: 'SALE',
      count: 0,
      successCount: -1,
      valueMinor: -sale.value_minor,
      buyValueMinor: -sale.buy_value_minor,
    }]);
    await adjustBalances(trx, [{ agentId: sale.agent_id, currencyCode: sale.currency_code, amountMinor: -sale.buy_value_minor }]);
    await giveBackLimits(trx, sale);
  });
}

type SaleRow = Selectable<TransactionsTable> & { product_code: string };

async function lockRefundableSale(
  trx: Transaction<Database>,
  transactionId: number,
  voucherSerial: string | null,
  voucherStatus: VoucherStatus,
): Promise<SaleRow> {
  const sale = await trx
    .selectFrom('transactions as t')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .innerJoin('vouchers as v', 'v.id', 't.voucher_id')
    .selectAll('t')
    .select(['p.code as product_code', 'v.serial'])
    .where('t.id', '=', transactionId)
    .forUpdate('t')
    .executeTakeFirst();
  if (!sale || (voucherSerial !== null && sale.serial !== voucherSerial)) {
    throw new DomainError(ResultCode.notFound, 'transaction not found');
  }
  if (sale.tx_type !== 'SALE' || sale.status !== 'SUCCESS' || sale.redeemed_date !== null) {
    throw new DomainError(ResultCode.conflict, 'only a successful, unredeemed sale can be refunded or reversed');
  }
  const voucher = await trx
    .updateTable('vouchers')
    .set({ status: voucherStatus })
    .where('id', '=', sale.voucher_id!)
    .where('status', '=', 'SOLD')
    .executeTakeFirst();
  if (voucher.numUpdatedRows !== 1n) throw new DomainError(ResultCode.conflict, 'voucher is no longer unredeemed');
  return sale;
}

async function giveBackLimits(trx: Transaction<Database>, sale: SaleRow): Promise<void> {
  await releaseCreditLimits(
    trx,
    { agentId: sale.agent_id, currencyCode: sale.currency_code, productCode: sale.product_code, valueMinor: sale.value_minor },
    sale.created_at,
  );
}
