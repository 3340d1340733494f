// The documents a signed-in user reads: a page's active notices (newest first, paged) and the
// bytes of a FILE document. Visibility rules are in document-visibility.ts.
import type { Kysely } from 'kysely';
import type { Database, DocumentContentType, DocumentLocation } from '../../db/schema';
import { DomainError, ResultCode, fieldRefusal } from '../../domain/domain-error';
import { wireTimestamp } from '../../domain/wire';
import {
  COMPANY_DETAILS_NOTICE_LIMIT, COMPANY_DETAILS_PAGE, DEFAULT_PAGE_SIZE, RESOURCES_PAGE, isVisibleTo, visibleDocumentTypes,
} from './document-visibility';
import { agentLevelOf, findActivePageDocuments, findDocumentFile } from './documents.repository';
import { defineMessage } from '@formatjs/intl';
import { PROBLEM } from '../../i18n/problems';

export interface Notice {
  id: number;
  content: string;
  contentType: DocumentContentType;
  active: 'T' | 'F';
  description: string;
  /** yyyy-MM-dd HH:mm:ss, UTC */
  createdDate: string;
}

export interface NoticePage {
  data: Notice[];
  totalRecord: number;
}

export interface DocumentsQuery {
  page: string;
  pageIndex?: number;
  pageSize?: number;
}

export interface DocumentFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export const DOCUMENT_NOT_FOUND = defineMessage({ id: 'SERVER.DOCUMENTS.DOCUMENT_NOT_FOUND', defaultMessage: "The document was not found." });

/** The active documents of a page that the agent sees, newest first. company-details gives at
 * most 4 (the first page only); resources gives FILE documents only. */
export async function listPageDocuments(db: Kysely<Database>, agentId: number, query: DocumentsQuery): Promise<NoticePage> {
  const level = await agentLevelOf(db, agentId);
  const onCompanyDetails = query.page === COMPANY_DETAILS_PAGE;
  const pageSize = onCompanyDetails ? Math.min(query.pageSize ?? COMPANY_DETAILS_NOTICE_LIMIT, COMPANY_DETAILS_NOTICE_LIMIT) : (query.pageSize ?? DEFAULT_PAGE_SIZE);
  const pageIndex = onCompanyDetails ? 1 : (query.pageIndex ?? 1);
  const { rows, total } = await findActivePageDocuments(db, {
    locations: [query.page as DocumentLocation, 'UNSET'],
    documentTypes: visibleDocumentTypes(level),
    filesOnly: query.page === RESOURCES_PAGE,
    pageIndex,
    pageSize,
  });
  return {
    data: rows.map((row) => ({
      id: row.id, content: row.content, contentType: row.content_type, active: row.active,
      description: row.description, createdDate: wireTimestamp(row.created_at),
    })),
    totalRecord: onCompanyDetails ? Math.min(total, COMPANY_DETAILS_NOTICE_LIMIT) : total,
  };
}

/** The file of a FILE document the agent sees. A missing, inactive or invisible document is
 * refused alike (1004); a visible HTML document has no file (1001). */
export async function documentFile(db: Kysely<Database>, agentId: number, documentId: number): Promise<DocumentFile> {
  const level = await agentLevelOf(db, agentId);
  const document = await findDocumentFile(db, documentId);
  if (!document || document.active !== 'T' || !isVisibleTo(level, document.document_type)) {
    throw new DomainError(ResultCode.notFound, DOCUMENT_NOT_FOUND);
  }
  if (document.content_type !== 'FILE' || !document.file_bytes) {
    throw fieldRefusal('documentId', PROBLEM.notAFile);
  }
  return {
    fileName: document.file_name ?? document.content,
    contentType: document.file_content_type ?? 'application/octet-stream',
    bytes: document.file_bytes,
  };
}
