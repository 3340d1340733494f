// The settlement earnings calls: GET /api/v1/settlement-earnings-reports (the user's agent's
// weekly files) and GET /api/v1/download-settlement-earnings-report (one file of the subtree).
import { defineHandlers } from '../../http/handler';
import { requireSession } from '../../http/session';
import { attachmentDisposition } from '../documents/documents.handlers';
import { listSettlementFiles, settlementFile } from './settlement.service';

export const settlementHandlers = defineHandlers({
  async getSettlementEarningsReports(ctx) {
    return listSettlementFiles(ctx.db, requireSession(ctx), ctx.query);
  },

  async downloadSettlementEarningsReport(ctx) {
    const file = await settlementFile(ctx.db, requireSession(ctx), ctx.query.fileName);
    return ctx.reply
      .header('content-type', file.contentType === 'text/csv' ? 'text/csv; charset=utf-8' : file.contentType)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'no-store')
      .send(file.bytes);
  },
});
