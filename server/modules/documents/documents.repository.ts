// Every query of the documents module: the pages' documents an agent reads, one document's file,
// and the administrators' list and changes (resource management).
import type { Kysely } from 'kysely';
import type { AgentLevel, Database, DocumentContentType, DocumentLocation, DocumentType } from '../../db/schema';
import { pageOffset, type PageRequest } from '../../domain/paging';

export async function agentLevelOf(db: Kysely<Database>, agentId: number): Promise<AgentLevel> {
  const agent = await db.selectFrom('agents').select('level').where('id', '=', agentId).executeTakeFirstOrThrow();
  return agent.level;
}

export interface PageDocumentsQuery extends PageRequest {
  locations: DocumentLocation[];
  documentTypes: DocumentType[];
  /** FILE documents only (the resources page). */
  filesOnly: boolean;
}

/** The active documents of the locations and audiences, newest first, one page, with the total. */
export async function findActivePageDocuments(db: Kysely<Database>, query: PageDocumentsQuery) {
  let base = db
    .selectFrom('documents')
    .where('active', '=', 'T')
    .where('location', 'in', query.locations)
    .where('document_type', 'in', query.documentTypes);
  if (query.filesOnly) base = base.where('content_type', '=', 'FILE');
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'content', 'content_type', 'active', 'description', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset(pageOffset(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findDocumentFile(db: Kysely<Database>, documentId: number) {
  return db
    .selectFrom('documents')
    .select(['document_type', 'content_type', 'content', 'active', 'file_name', 'file_content_type', 'file_bytes'])
    .where('id', '=', documentId)
    .executeTakeFirst();
}

/** The columns the management list sorts by, by the contract's orderBy. */
const SORT_COLUMNS = {
  id: 'id', code: 'code', description: 'description', documentType: 'document_type', contentType: 'content_type', location: 'location', active: 'active',
} as const;
export type ManagedDocumentSort = keyof typeof SORT_COLUMNS;

export interface ManagedDocumentsQuery extends PageRequest {
  searchText?: string;
  documentType?: DocumentType;
  contentType?: DocumentContentType;
  location?: DocumentLocation;
  active?: 'T' | 'F';
  orderBy: ManagedDocumentSort;
  orderType: 'asc' | 'desc';
}

/** '%' and '_' of a search text matched as themselves (LIKE's escape is '\'). */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every document (any audience, page or state) matching the filters, one page, with the total. */
export async function findManagedDocuments(db: Kysely<Database>, query: ManagedDocumentsQuery) {
  let base = db.selectFrom('documents');
  // UNSET in a filter means every type and every location (spec 3: 'UNSET (All)').
  if (query.documentType && query.documentType !== 'UNSET') base = base.where('document_type', '=', query.documentType);
  if (query.contentType) base = base.where('content_type', '=', query.contentType);
  if (query.location && query.location !== 'UNSET') base = base.where('location', '=', query.location);
  if (query.active) base = base.where('active', '=', query.active);
  const search = query.searchText?.trim();
  if (search) {
    const pattern = likePattern(search);
    base = base.where((eb) => eb.or([eb('code', 'ilike', pattern), eb('description', 'ilike', pattern), eb('content', 'ilike', pattern)]));
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'code', 'description', 'document_type', 'content_type', 'content', 'location', 'active'])
      .orderBy(SORT_COLUMNS[query.orderBy], query.orderType)
      .orderBy('id', query.orderType)
      .limit(query.pageSize)
      .offset(pageOffset(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findManagedDocument(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'code', 'description', 'document_type', 'content_type', 'content', 'location', 'active', 'file_name', 'file_content_type'])
    .select((eb) => eb.fn<number | null>('length', ['file_bytes']).as('file_size'))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface DocumentRow {
  code: string;
  description: string;
  document_type: DocumentType;
  content_type: DocumentContentType;
  content: string;
  location: DocumentLocation;
  active: 'T' | 'F';
  /** Absent: the stored file stays; null: no file. */
  file?: { file_name: string; file_content_type: string; file_bytes: Buffer } | null;
}

const fileColumns = (file: DocumentRow['file']) =>
  file === undefined ? {} : file === null ? { file_name: null, file_content_type: null, file_bytes: null } : file;

export async function insertDocument(db: Kysely<Database>, row: DocumentRow, userId: number): Promise<number> {
  const { file, ...columns } = row;
  const inserted = await db
    .insertInto('documents')
    .values({ ...columns, ...fileColumns(file), created_by_user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateDocumentRow(db: Kysely<Database>, id: number, row: DocumentRow): Promise<void> {
  const { file, ...columns } = row;
  await db
    .updateTable('documents')
    .set({ ...columns, ...fileColumns(file), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
