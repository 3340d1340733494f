// The stored files of reports by email too large to mail (report_email_files, migration 0011):
// a finished file written to the database in chunks of about 1 MB with its name, type, size and
// expiry on the request's row; read back a chunk at a time for the download; deleted when expired.
import { createReadStream } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Bytes a stored chunk holds (the last one fewer). */
export const FILE_CHUNK_BYTES = 1024 * 1024;

export interface StoredFileFacts {
  name: string;
  contentType: string;
  expiresAt: Date;
}

/** Stores the file at `path` as the request's file, replacing any earlier one (a job run again),
 * in one transaction. Returns its size in bytes. */
export function storeReportFile(db: Kysely<Database>, exportId: number, path: string, facts: StoredFileFacts): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('report_email_files').where('export_id', '=', exportId).execute();
    let seq = 0;
    let bytes = 0;
    for await (const chunk of createReadStream(path, { highWaterMark: FILE_CHUNK_BYTES }) as AsyncIterable<Buffer>) {
      await trx.insertInto('report_email_files').values({ export_id: exportId, seq: seq++, chunk }).execute();
      bytes += chunk.length;
    }
    await trx
      .updateTable('report_email_exports')
      .set({ file_name: facts.name, file_content_type: facts.contentType, file_bytes: bytes, file_expires_at: facts.expiresAt, updated_at: new Date() })
      .where('id', '=', exportId)
      .execute();
    return bytes;
  });
}

/** The user's request with a stored file not yet expired, or undefined (another user's, unknown,
 * without a file or expired: all alike). */
export function storedFileOf(db: Kysely<Database>, userId: number, exportId: number, now: Date) {
  return db
    .selectFrom('report_email_exports')
    .select(['id', 'file_name', 'file_content_type', 'file_bytes'])
    .where('id', '=', exportId)
    .where('user_id', '=', userId)
    .where('file_expires_at', '>', now)
    .executeTakeFirst();
}

/** The stored chunks in order, read one at a time (memory holds one chunk). */
export async function* storedFileChunks(db: Kysely<Database>, exportId: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const row = await db.selectFrom('report_email_files').select('chunk').where('export_id', '=', exportId).where('seq', '=', seq).executeTakeFirst();
    if (!row) return;
    yield row.chunk;
  }
}

/** Deletes the files that expired by `now` and clears their requests' file columns. Returns how
 * many files went. */
export async function deleteExpiredReportFiles(db: Kysely<Database>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .updateTable('report_email_exports')
      .set({ file_name: null, file_content_type: null, file_bytes: null, file_expires_at: null })
      .where('file_expires_at', '<=', now)
      .returning('id')
      .execute();
    if (expired.length) await trx.deleteFrom('report_email_files').where('export_id', 'in', expired.map((row) => row.id)).execute();
    return expired.length;
  });
}
