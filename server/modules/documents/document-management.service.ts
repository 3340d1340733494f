// Resource management (spec 3): the administrators' list of every portal document, filtered,
// sorted (id descending by default) and paged; and creating and changing a document, which only
// provider staff may (x-acl SCP.FLEX.ACCOUNT.MANAGER_R and SCP.PORTAL.DOCUMENTS_W, checked by the
// router before the upload is read). HTML is sanitised on the way in (sanitize-html, document-html.ts); a file
// is held to the settings documentFileMaxMb and documentFileNameMaxLength and to the kinds the
// contact forms accept (recognised by extension and content, never an executable or a script).
import type { Kysely } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import type { Database, DocumentContentType, DocumentLocation, DocumentType } from '../../db/schema';
import { DomainError, ResultCode, fieldRefusal } from '../../domain/domain-error';
import type { SessionInfo } from '../../domain/session-info';
import { recordAudit } from '../audit/audit.service';
import { attachmentKind, type AttachedFile } from '../auth/attachment-check';
import { readNumericSettings } from '../platform/settings.service';
import { DOCUMENT_NOT_FOUND } from './documents.service';
import {
  findManagedDocument, findManagedDocuments, insertDocument, updateDocumentRow, type DocumentRow, type ManagedDocumentSort,
} from './documents.repository';
import { documentHtmlOptions, hasVisibleContent } from './document-html';
import { defineMessages } from '@formatjs/intl';
import { PROBLEM } from '../../i18n/problems';
import { words, type Words } from '../../i18n/words';

/** What the location's page is called in the Resource Management screen. */
export const LOCATION_NAMES: Readonly<Record<DocumentLocation, string>> = {
  UNSET: 'All',
  'company-details': 'Company Details',
  'transaction-search': 'Transaction Search',
  'transaction-report': 'Report',
  'contact-us': 'Contact Us',
  resources: 'Resources',
};

export const DOCUMENT_TEXT = defineMessages({
  created: { id: 'SERVER.DOCUMENTS.CREATED', defaultMessage: "The document has been created." },
  updated: { id: 'SERVER.DOCUMENTS.UPDATED', defaultMessage: "The document has been updated." },
});

/** The longest HTML kept (the contract's content maxLength). */
const MAX_CONTENT_LENGTH = 100_000;
const MB = 1024 * 1024;

export interface ManagedDocumentsInput {
  searchText?: string;
  documentType?: DocumentType;
  contentType?: DocumentContentType;
  location?: DocumentLocation;
  active?: 'T' | 'F';
  orderBy?: ManagedDocumentSort;
  orderType?: 'ASC' | 'DESC';
  pageIndex: number;
  pageSize: number;
}

export interface ManagedDocument {
  id: number;
  code: string;
  description: string;
  documentType: DocumentType;
  contentType: DocumentContentType;
  content: string;
  location: { name: string; url: DocumentLocation };
  active: 'T' | 'F';
}

export async function listManagedDocuments(db: Kysely<Database>, input: ManagedDocumentsInput): Promise<{ data: ManagedDocument[]; totalRecord: number }> {
  const { rows, total } = await findManagedDocuments(db, {
    ...(input.searchText ? { searchText: input.searchText } : {}),
    ...(input.documentType ? { documentType: input.documentType } : {}),
    ...(input.contentType ? { contentType: input.contentType } : {}),
    ...(input.location ? { location: input.location } : {}),
    ...(input.active ? { active: input.active } : {}),
    orderBy: input.orderBy ?? 'id',
    orderType: (input.orderType ?? 'DESC') === 'ASC' ? 'asc' : 'desc',
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      code: row.code,
      description: row.description,
      documentType: row.document_type,
      contentType: row.content_type,
      content: row.content,
      location: { name: LOCATION_NAMES[row.location], url: row.location },
      active: row.active,
    })),
    totalRecord: total,
  };
}

/** The saveDocumentRequest part (DocumentSave; an update adds its id). */
export interface DocumentSaveInput {
  code: string;
  description?: string | null;
  documentTypeCode: DocumentType;
  contentType: DocumentContentType;
  content: string;
  location?: DocumentLocation;
  active?: 'T' | 'F';
}

/** Who saves: the session and the request's address (for the audit). */
export interface DocumentActor {
  session: SessionInfo;
  ip: string;
}

const refuse = (field: string, problem: Words) => fieldRefusal(field, problem);

/** The file of a FILE document within the settings' limits and of an accepted kind. */
async function checkedFile(db: Kysely<Database>, file: AttachedFile): Promise<NonNullable<DocumentRow['file']>> {
  const limits = await readNumericSettings(db, ['documentFileMaxMb', 'documentFileNameMaxLength']);
  if (file.filename.length > limits.documentFileNameMaxLength) throw refuse('file', words(PROBLEM.maxFileNameLength, { n: limits.documentFileNameMaxLength }));
  if (file.data.length > limits.documentFileMaxMb * MB) throw refuse('file', words(PROBLEM.maxFileSize, { n: limits.documentFileMaxMb }));
  const kind = await attachmentKind(file);
  if (!kind) throw refuse('file', words(PROBLEM.fileType, { fileName: file.filename }));
  return { file_name: file.filename, file_content_type: kind.mime, file_bytes: file.data };
}

/** The HTML kept: sanitised, not empty, within the contract's length. */
function checkedHtml(content: string): string {
  const html = sanitizeHtml(content, documentHtmlOptions);
  if (!hasVisibleContent(html)) throw refuse('saveDocumentRequest.content', PROBLEM.notEmpty);
  if (html.length > MAX_CONTENT_LENGTH) throw refuse('saveDocumentRequest.content', words(PROBLEM.maxLength, { n: MAX_CONTENT_LENGTH }));
  return html;
}

/**
 * The row to write. HTML: the sanitised content, no file (a file part is refused). FILE: the new
 * file, named by its content; without one the stored file stays (an update of a FILE document)
 * or the file is required.
 */
async function documentRow(
  db: Kysely<Database>,
  input: DocumentSaveInput,
  file: AttachedFile | undefined,
  stored: { fileName: string | null } | null,
): Promise<DocumentRow> {
  const common = {
    code: input.code.trim(),
    description: input.description?.trim() ?? '',
    document_type: input.documentTypeCode,
    location: input.location ?? 'UNSET',
    active: input.active ?? 'T',
  };
  if (!common.code) throw refuse('saveDocumentRequest.code', PROBLEM.notEmpty);
  if (input.contentType === 'HTML') {
    if (file) throw refuse('file', PROBLEM.fileOnly);
    return { ...common, content_type: 'HTML', content: checkedHtml(input.content), file: stored?.fileName ? null : undefined };
  }
  if (file) {
    const checked = await checkedFile(db, file);
    return { ...common, content_type: 'FILE', content: checked.file_name, file: checked };
  }
  if (!stored?.fileName) throw refuse('file', PROBLEM.required);
  return { ...common, content_type: 'FILE', content: stored.fileName };
}

const auditedFields = (row: DocumentRow) => ({
  code: row.code, description: row.description, documentType: row.document_type, contentType: row.content_type,
  location: row.location, active: row.active, ...(row.content_type === 'FILE' ? { fileName: row.content } : {}),
});

export async function createDocument(db: Kysely<Database>, actor: DocumentActor, input: DocumentSaveInput, file?: AttachedFile) {
  const row = await documentRow(db, input, file, null);
  await db.transaction().execute(async (trx) => {
    const id = await insertDocument(trx, row, actor.session.userId);
    await recordAudit(trx, { action: 'document.create', entity: 'document', entityId: id, after: auditedFields(row), ip: actor.ip, actor: actor.session, resultCode: 0 });
  });
  return { resultCode: ResultCode.success, resultDescription: DOCUMENT_TEXT.created };
}

export async function updateDocument(db: Kysely<Database>, actor: DocumentActor, input: DocumentSaveInput & { id: number }, file?: AttachedFile) {
  await db.transaction().execute(async (trx) => {
    const stored = await findManagedDocument(trx, input.id);
    if (!stored) throw new DomainError(ResultCode.notFound, DOCUMENT_NOT_FOUND);
    const row = await documentRow(trx, input, file, { fileName: stored.file_size === null ? null : (stored.file_name ?? stored.content) });
    await updateDocumentRow(trx, input.id, row);
    const before = {
      code: stored.code, description: stored.description, documentType: stored.document_type, contentType: stored.content_type,
      location: stored.location, active: stored.active, ...(stored.content_type === 'FILE' ? { fileName: stored.content } : {}),
    };
    await recordAudit(trx, { action: 'document.update', entity: 'document', entityId: input.id, before, after: auditedFields(row), ip: actor.ip, actor: actor.session, resultCode: 0 });
  });
  return { resultCode: ResultCode.success, resultDescription: DOCUMENT_TEXT.updated };
}
