// The audit trail's calls (#37): GET /api/v1/audit-events (a page, keyset cursor) and GET
// /api/v1/audit-events/export (CSV, streamed). Both need SCP.PORTAL.AUDIT_R (x-acl, checked by
// the router); the service keeps them to the user's agent and its descendants.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { defineHandlers } from '../../http/handler';
import { requireSession } from '../../http/session';
import { requestLanguage } from '../../i18n/languages';
import { attachmentDisposition } from '../documents/documents.handlers';
import { auditCsvCell, auditEventsCsv, listAuditEvents } from './audit-trail.service';

export const auditHandlers = defineHandlers({
  async listAuditEvents(ctx) {
    return listAuditEvents(ctx.db, requireSession(ctx), ctx.query);
  },

  async exportAuditEvents(ctx) {
    const language = requestLanguage(ctx.request.headers['accept-language']);
    const file = await auditEventsCsv(ctx.db, requireSession(ctx), ctx.query, language);
    // Pages of rows flow through csv-stringify as the client reads them (backpressure): memory
    // holds a page, whatever the number of events.
    const csv = Readable.from(file.records).pipe(stringify({ record_delimiter: 'windows', cast: { string: auditCsvCell } }));
    return ctx.reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'no-store')
      .send(csv);
  },
});
