// Refunding a transaction from the reports (spec 2, Transaction Reports; PUT
// /api/v1/refund-transaction): a user holding SCP.TTI.ADMIN.USER.REFUND_W refunds a successful
// SALE of its agent or an agent below it whose voucher has not been redeemed. The ledger does the
// refund (sale-reversals.service.ts: the voucher is claimed by one conditional UPDATE, so of
// concurrent refunds and redemptions exactly one wins; the sale REFUNDED, a REFUND row, balance,
// daily stats and credit limits given back); here the refId is found and the refund is audited
// with its comment in the same database transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionInfo } from '../../domain/session-info';
import { ACL } from '../../domain/acls';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { recordAudit } from '../audit/audit.service';
import { refundSaleInTransaction } from '../ledger/sale-reversals.service';
import { findTransactionByRefId } from './refund.repository';
import { defineMessages } from '@formatjs/intl';

/** What this file's refusals say (server/i18n). */
const TEXT = defineMessages({
  doPermissionRefundTransactions: { id: 'SERVER.REPORTS.DO_PERMISSION_REFUND_TRANSACTIONS', defaultMessage: "You do not have permission to refund transactions." },
  transactionWasFound: { id: 'SERVER.REPORTS.TRANSACTION_WAS_FOUND', defaultMessage: "The transaction was not found." },
});

export const AUDIT_TRANSACTION_REFUND = 'transaction.refund';

/** The body of PUT /api/v1/refund-transaction. */
export interface RefundInput {
  /** The sale's refId. */
  transactionId: string;
  voucherSerial?: string | undefined;
  comments?: string | undefined;
}

export interface RefundDone {
  /** The refId of the REFUND transaction written. */
  refundRefId: string;
}

const blankToNull = (text: string | undefined) => (text === undefined || text.trim() === '' ? null : text.trim());

/** Refunds the sale; throws a DomainError (1003, 1004, 1005, 1009) and changes nothing when it cannot. */
export async function refundTransaction(db: Kysely<Database>, actor: SessionInfo, input: RefundInput, ip?: string): Promise<RefundDone> {
  if (!actor.acls.has(ACL.REFUND_W)) throw new DomainError(ResultCode.permissionDenied, TEXT.doPermissionRefundTransactions);
  const voucherSerial = blankToNull(input.voucherSerial);
  const comments = blankToNull(input.comments);
  return db.transaction().execute(async (trx) => {
    const sale = await findTransactionByRefId(trx, input.transactionId);
    if (!sale) throw new DomainError(ResultCode.notFound, TEXT.transactionWasFound);
    const refund = await refundSaleInTransaction(trx, {
      transactionId: sale.id,
      voucherSerial,
      comments,
      userId: actor.userId,
      scopeAgentId: actor.agentId,
    });
    await recordAudit(trx, {
      action: AUDIT_TRANSACTION_REFUND,
      entity: 'transaction',
      entityId: input.transactionId,
      before: { status: 'SUCCESS', voucherSerial: sale.voucherSerial, voucherStatus: 'SOLD' },
      after: { status: 'REFUNDED', voucherSerial: sale.voucherSerial, voucherStatus: 'REFUNDED', refundRefId: refund.refId, comments },
      resultCode: ResultCode.success,
      actor,
      ...(ip ? { ip } : {}),
    });
    return { refundRefId: refund.refId };
  });
}
