// The queries of outgoing mail: the outbox, and the attachments of queued mail, kept in chunks
// of at most ATTACHMENT_CHUNK_BYTES so that no statement carries a whole file (an embedded
// database keeps the memory a large statement made it take).
import type { Insertable, Kysely } from 'kysely';
import type { Database, MailOutboxTable } from '../../db/schema';

export const ATTACHMENT_CHUNK_BYTES = 1024 * 1024;

export interface StoredAttachment {
  id: number;
  filename: string;
  contentType: string | null;
  size: number;
}

/** Writes one attachment, chunk by chunk, and returns its id. */
export async function insertAttachment(db: Kysely<Database>, file: { filename: string; contentType?: string | undefined; content: Buffer }): Promise<number> {
  const row = await db
    .insertInto('mail_attachments')
    .values({ file_name: file.filename, content_type: file.contentType ?? null, size: file.content.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  for (let seq = 0, offset = 0; offset < file.content.length; seq++, offset += ATTACHMENT_CHUNK_BYTES) {
    await db.insertInto('mail_attachment_chunks').values({ attachment_id: id, seq, bytes: file.content.subarray(offset, offset + ATTACHMENT_CHUNK_BYTES) }).execute();
  }
  return id;
}

export async function findAttachments(db: Kysely<Database>, ids: readonly number[]): Promise<StoredAttachment[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('mail_attachments').select(['id', 'file_name', 'content_type', 'size']).where('id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id, filename: row.file_name, contentType: row.content_type, size: row.size }] : [];
  });
}

/** The attachment's bytes, one chunk per query. */
export async function* attachmentChunks(db: Kysely<Database>, id: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const chunk = await db.selectFrom('mail_attachment_chunks').select('bytes').where('attachment_id', '=', id).where('seq', '=', seq).executeTakeFirst();
    if (!chunk) return;
    yield Buffer.from(chunk.bytes);
  }
}

export async function deleteAttachments(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('mail_attachments').where('id', 'in', [...ids]).execute();
}

export async function insertOutboxRow(db: Kysely<Database>, values: Insertable<MailOutboxTable>): Promise<void> {
  await db.insertInto('mail_outbox').values(values).execute();
}

/** The latest `count` messages kept whole in the outbox (LOGGED: the demo's mailbox), newest first. */
export function loggedMails(db: Kysely<Database>, count: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body', 'created_at'])
    .where('status', '=', 'LOGGED')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
}
