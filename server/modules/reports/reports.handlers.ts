// The reports' REST calls (spec 2, Transaction Reports): PUT /api/v1/refund-transaction (x-acl
// SCP.TTI.ADMIN.USER.REFUND_W, checked by the router and again by the service), GET
// /api/v1/transaction-export-limit, POST /api/v1/send-report-to-email with our GET
// /api/v1/report-email-exports (its progress) and GET /api/v1/report-email-exports/{exportId}/file
// (the kept file of a report too large to mail, streamed), and our saved report views (GET and POST
// /api/v1/report-views, DELETE /api/v1/report-views/{viewId}) and scheduled reports (GET and POST
// /api/v1/report-schedules, PUT and DELETE /api/v1/report-schedules/{scheduleId}, and POST
// /api/v1/report-schedule-unsubscribe, the mail's link, without a session). The report itself, its exports
// and print travel over the live channel.
import { Readable } from 'node:stream';
import { defineHandlers } from '../../http/handler';
import { attachmentDisposition } from '../documents/documents.handlers';
import { requireSession } from '../../http/session';
import { requestLanguage } from '../../i18n/languages';
import { transactionExportLimit } from './export-limit.service';
import { refundTransaction } from './refund.service';
import { listReportEmailExports, reportEmailFile, sendReportToEmail } from './report-email.service';
import { deleteReportView, listReportViews, saveReportView } from './report-views.service';
import { createReportSchedule, deleteReportSchedule, listReportSchedules, unsubscribeReportSchedule, updateReportSchedule } from './report-schedules.service';
import { defineMessage } from '@formatjs/intl';

export const reportsHandlers = defineHandlers({
  async refundTransaction(ctx) {
    await refundTransaction(ctx.db, requireSession(ctx), ctx.body, ctx.request.ip);
    return { resultDescription: defineMessage({ id: 'SERVER.REPORTS.REFUNDED', defaultMessage: 'The transaction has been refunded.' }) };
  },

  async getTransactionExportLimit(ctx) {
    requireSession(ctx);
    return { exportLimit: await transactionExportLimit(ctx.db) };
  },

  async sendReportToEmail(ctx) {
    const language = requestLanguage(ctx.request.headers['accept-language']);
    return { exportId: await sendReportToEmail(ctx.db, ctx.jobs, requireSession(ctx), ctx.body, language) };
  },

  async listReportEmailExports(ctx) {
    const language = requestLanguage(ctx.request.headers['accept-language']);
    return { data: await listReportEmailExports(ctx.db, requireSession(ctx), language) };
  },

  async downloadReportEmailFile(ctx) {
    const file = await reportEmailFile(ctx.db, requireSession(ctx), ctx.params.exportId);
    return ctx.reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentDisposition(file.name))
      .header('content-length', String(file.bytes))
      .header('cache-control', 'no-store')
      .send(Readable.from(file.content));
  },

  async listReportViews(ctx) {
    return { data: await listReportViews(ctx.db, requireSession(ctx)) };
  },

  async saveReportView(ctx) {
    return saveReportView(ctx.db, requireSession(ctx), ctx.body);
  },

  async deleteReportView(ctx) {
    await deleteReportView(ctx.db, requireSession(ctx), ctx.params.viewId);
    return {};
  },

  async listReportSchedules(ctx) {
    return { data: await listReportSchedules(ctx.db, requireSession(ctx)) };
  },

  async createReportSchedule(ctx) {
    const language = requestLanguage(ctx.request.headers['accept-language']);
    return createReportSchedule(ctx.db, requireSession(ctx), ctx.body, language);
  },

  async updateReportSchedule(ctx) {
    const language = requestLanguage(ctx.request.headers['accept-language']);
    return updateReportSchedule(ctx.db, requireSession(ctx), ctx.params.scheduleId, ctx.body, language);
  },

  async deleteReportSchedule(ctx) {
    await deleteReportSchedule(ctx.db, requireSession(ctx), ctx.params.scheduleId);
    return {};
  },

  async unsubscribeReportSchedule(ctx) {
    await unsubscribeReportSchedule(ctx.db, ctx.body.token);
    return { resultDescription: defineMessage({ id: 'SERVER.REPORTS.UNSUBSCRIBED', defaultMessage: 'The scheduled report will no longer be sent.' }) };
  },
});
