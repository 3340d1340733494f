// The documents operations: a page's notices and downloading a FILE document (every signed-in
// user), resource management (the list: SCP.FLEX.ACCOUNT.MANAGER_R; saving: also the provider-only
// SCP.PORTAL.DOCUMENTS_W, both x-acl of the contract, checked by the router) and the signed-in
// Contact Us form (the contact-support service with the session's sender).
import { defineHandlers } from '../../http/handler';
import { requireSession } from '../../http/session';
import { enforceOperationLimits } from '../auth/auth-limits';
import { sendContactMessage } from '../auth/contact-support.service';
import { mailerOf, requestInfoOf } from '../auth/auth-request.handlers';
import { createDocument, listManagedDocuments, updateDocument } from './document-management.service';
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

  async getResourceManagement(ctx) {
    requireSession(ctx);
    return listManagedDocuments(ctx.db, ctx.body);
  },

  async createDocument(ctx) {
    const session = requireSession(ctx);
    const file = ctx.multipart?.files.find((f) => f.fieldname === 'file');
    return createDocument(ctx.db, { session, ip: ctx.request.ip }, ctx.body.saveDocumentRequest, file);
  },

  async updateDocument(ctx) {
    const session = requireSession(ctx);
    const file = ctx.multipart?.files.find((f) => f.fieldname === 'file');
    return updateDocument(ctx.db, { session, ip: ctx.request.ip }, ctx.body.saveDocumentRequest, file);
  },

  async contactUs(ctx) {
    const session = requireSession(ctx);
    // Its per-IP count came before the upload was read (auth-limits.ts, COUNTED_BEFORE_BODY).
    await enforceOperationLimits(ctx.db, null, 'contactUs', String(session.userId));
    return sendContactMessage(ctx.db, requestInfoOf(ctx), { message: ctx.body, files: ctx.multipart?.files ?? [] }, mailerOf(ctx), 'contact-us');
  },
});
