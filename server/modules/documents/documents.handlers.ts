// The signed-in user's document operations: a page's notices and downloading a FILE document.
// (Document management for administrators is not built here yet.)
import { defineHandlers } from '../../http/handler';
import { requireSession } from '../../http/session';
import { documentFile, listPageDocuments } from './documents.service';

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const documentsHandlers = defineHandlers({
  async getDocuments(ctx) {
    return listPageDocuments(ctx.db, requireSession(ctx).agentId, ctx.body);
  },

  async downloadDocument(ctx) {
    const file = await documentFile(ctx.db, requireSession(ctx).agentId, ctx.query.documentId);
    return ctx.reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'no-store')
      .send(file.bytes);
  },
});
