// The signed-in user's document operations: a page's notices and downloading a FILE document.
// (Document management for administrators is not built here yet.)
import type { HandlerMap } from '../../http/handler';
import { requireSession } from '../../http/session';
import { answeringDomainErrors } from '../../domain/to-api-error';
import { documentFile, listPageDocuments, type DocumentsQuery } from './documents.service';

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const documentsHandlers: HandlerMap = {
  async getDocuments(ctx) {
    const session = requireSession(ctx);
    return answeringDomainErrors(() => listPageDocuments(ctx.db, session.agentId, ctx.request.body as DocumentsQuery));
  },

  async downloadDocument(ctx) {
    const session = requireSession(ctx);
    const { documentId } = ctx.request.query as { documentId: number };
    const file = await answeringDomainErrors(() => documentFile(ctx.db, session.agentId, documentId));
    return ctx.reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'no-store')
      .send(file.bytes);
  },
};
