// Undoing a successful SALE whose voucher is still unredeemed: a refund (requested by a user,
// writes a REFUND transaction) or a reversal (the terminal voids the sale; no new row). Both give
// the voucher's value back to the credit limits and the owed balance.
//
// The voucher decides who wins: a refund, a reversal and a redemption (vouchers.service.ts) each
// change the voucher from SOLD by a conditional UPDATE, so of concurrent attempts exactly one
// matches and the others find it changed. Each takes the voucher's row first and the sale's
// second, in the same order as a redemption, so two of them wait for each other instead of
// deadlocking. The refusals are merchant-worded: a refund's reach the portal (PUT
// /api/v1/refund-transaction) and are translated in server/i18n/refusal-words.ts.
import type { Kysely, Transaction } from 'kysely';
import type { Database, TransactionsTable, VoucherStatus } from '../../db/schema';
import type { Selectable } from 'kysely';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { isInScope } from '../agents/agents.service';
import { releaseCreditLimits } from './limit-consumption.service';
import { utcDay } from '../../../shared/periods';
import { claimSoldVoucher, saleWithVoucher, updateTransaction } from './ledger.repository';
import { adjustBalances, adjustDailyStats, postTransactions } from './postings';
import { defineMessages } from '@formatjs/intl';

/** What this file's refusals say (server/i18n). */
const TEXT = defineMessages({
  saleRefunded: { id: 'SERVER.LEDGER.SALE_REFUNDED', defaultMessage: "Only a sale can be refunded." },
  transactionAlreadyRefunded: { id: 'SERVER.LEDGER.TRANSACTION_ALREADY_REFUNDED', defaultMessage: "This transaction has already been refunded." },
  saleReversedRefunded: { id: 'SERVER.LEDGER.SALE_REVERSED_REFUNDED', defaultMessage: "This sale has been reversed and cannot be refunded." },
  voucherSaleRedeemedSale: { id: 'SERVER.LEDGER.VOUCHER_SALE_REDEEMED_SALE', defaultMessage: "The voucher of this sale has been redeemed, so the sale cannot be refunded." },
  successfulSaleRefunded: { id: 'SERVER.LEDGER.SUCCESSFUL_SALE_REFUNDED', defaultMessage: "Only a successful sale can be refunded." },
  voucherSaleLongerRefunded: { id: 'SERVER.LEDGER.VOUCHER_SALE_LONGER_REFUNDED', defaultMessage: "The voucher of this sale can no longer be refunded." },
  transactionWasFound: { id: 'SERVER.LEDGER.TRANSACTION_WAS_FOUND', defaultMessage: "The transaction was not found." },
  transactionOutsideCompanyStructure: { id: 'SERVER.LEDGER.TRANSACTION_OUTSIDE_COMPANY_STRUCTURE', defaultMessage: "This transaction is outside your company structure." },
  voucherSerialDoesMatch: { id: 'SERVER.LEDGER.VOUCHER_SERIAL_DOES_MATCH', defaultMessage: "The voucher serial does not match this transaction." },
});

export interface RefundRequest {
  transactionId: number;
  /** When set, the sale's voucher must have this serial. */
  voucherSerial: string | null;
  comments: string | null;
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
  return db.transaction().execute((trx) => refundSaleInTransaction(trx, request));
}

/** The refund inside a caller's transaction (the portal's refund audits it in the same one). */
export async function refundSaleInTransaction(trx: Transaction<Database>, request: RefundRequest): Promise<Refund> {
  const at = request.at ?? new Date();
  const sale = await lockRefundableSale(trx, request.transactionId, request.voucherSerial, 'REFUNDED', request.scopeAgentId);
  await updateTransaction(trx, sale.id, { status: 'REFUNDED', refunded_at: at, return_date: at, reason: request.comments });
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
}

/** Reverses a successful, unredeemed SALE (terminal void): voucher VOIDED, sale REVERSED, and
 * the sale taken out of the day's successful figures and the owed balance. */
export async function reverseSale(db: Kysely<Database>, saleTransactionId: number, reason: string, at = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const sale = await lockRefundableSale(trx, saleTransactionId, null, 'VOIDED', undefined);
    await updateTransaction(trx, sale.id, { status: 'REVERSED', return_date: at, reason });
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

type SaleState = Pick<SaleRow, 'tx_type' | 'status' | 'redeemed_date'> & { voucher_status: VoucherStatus | null };

/** Refuses, in the merchant's words, a sale that cannot be refunded or reversed (any more);
 * worded for a refund, the only one a person asks for. */
function refuseUnlessRefundable(sale: SaleState, voucherMustBeSold: boolean): void {
  if (sale.tx_type !== 'SALE') throw new DomainError(ResultCode.conflict, TEXT.saleRefunded);
  if (sale.status === 'REFUNDED') throw new DomainError(ResultCode.conflict, TEXT.transactionAlreadyRefunded);
  if (sale.status === 'REVERSED') throw new DomainError(ResultCode.conflict, TEXT.saleReversedRefunded);
  if (sale.redeemed_date !== null || sale.voucher_status === 'REDEEMED') {
    throw new DomainError(ResultCode.conflict, TEXT.voucherSaleRedeemedSale);
  }
  if (sale.status !== 'SUCCESS') throw new DomainError(ResultCode.conflict, TEXT.successfulSaleRefunded);
  if (voucherMustBeSold && sale.voucher_status !== 'SOLD') {
    throw new DomainError(ResultCode.conflict, TEXT.voucherSaleLongerRefunded);
  }
}

async function lockRefundableSale(
  trx: Transaction<Database>,
  transactionId: number,
  voucherSerial: string | null,
  voucherStatus: VoucherStatus,
  scopeAgentId: number | undefined,
): Promise<SaleRow> {
  const found = await saleWithVoucher(trx, transactionId, false);
  if (!found) throw new DomainError(ResultCode.notFound, TEXT.transactionWasFound);
  // Whose sale it is before anything about its state: outside the scope, nothing else is told.
  if (scopeAgentId !== undefined && !(await isInScope(trx, scopeAgentId, found.agent_id))) {
    throw new DomainError(ResultCode.outsideHierarchy, TEXT.transactionOutsideCompanyStructure);
  }
  if (voucherSerial !== null && found.serial !== voucherSerial) {
    throw new DomainError(ResultCode.notFound, TEXT.voucherSerialDoesMatch);
  }
  refuseUnlessRefundable(found, true);
  // The voucher first (see the top of this file): the one UPDATE that lets exactly one win.
  if (!(await claimSoldVoucher(trx, found.voucher_id!, voucherStatus))) {
    // Someone else changed it since it was read: say what happened to it.
    const now = await saleWithVoucher(trx, transactionId, false);
    refuseUnlessRefundable(now!, true);
    throw new DomainError(ResultCode.conflict, TEXT.voucherSaleLongerRefunded);
  }
  const sale = await saleWithVoucher(trx, transactionId, true);
  refuseUnlessRefundable({ ...sale!, voucher_status: 'SOLD' }, false);
  return { ...sale!, product_code: sale!.product_code! };
}

async function giveBackLimits(trx: Transaction<Database>, sale: SaleRow): Promise<void> {
  await releaseCreditLimits(
    trx,
    { agentId: sale.agent_id, currencyCode: sale.currency_code, productCode: sale.product_code, valueMinor: sale.value_minor },
    sale.created_at,
  );
}
