// The reports' REST calls (spec 2, Transaction Reports): PUT /api/v1/refund-transaction (x-acl
// SCP.TTI.ADMIN.USER.REFUND_W, checked by the router and again by the service) and GET
// /api/v1/transaction-export-limit. The report itself, its exports and print travel over the
// live channel.
import { defineHandlers } from '../../http/handler';
import { requireSession } from '../../http/session';
import { transactionExportLimit } from './export-limit.service';
import { refundTransaction } from './refund.service';

export const reportsHandlers = defineHandlers({
  async refundTransaction(ctx) {
    await refundTransaction(ctx.db, requireSession(ctx), ctx.body, ctx.request.ip);
    return { resultDescription: 'The transaction has been refunded.' };
  },

  async getTransactionExportLimit(ctx) {
    requireSession(ctx);
    return { exportLimit: await transactionExportLimit(ctx.db) };
  },
});
