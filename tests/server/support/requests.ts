// Building requests in tests: multipart bodies for app.inject, and the row counts of every
// table (to show a refused request changed nothing).
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

export interface TestFile {
  field: string;
  filename: string;
  content: Buffer | string;
  contentType: string;
}

/** A text part sent with a content type of its own (no file name), e.g. a JSON field as the
 * contract encodes it: `Content-Type: application/json`. */
export interface TypedPart {
  text: string;
  contentType: string;
}

/** A multipart/form-data payload: text fields (an array repeats the field; a TypedPart names its
 * content type) and files. */
export function multipartPayload(fields: Record<string, string | string[] | TypedPart>, files: TestFile[] = []) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      const { text, contentType } = typeof part === 'string' ? { text: part, contentType: null } : part;
      const type = contentType ? `content-type: ${contentType}\r\n` : '';
      chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n${type}\r\n${text}\r\n`));
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\ncontent-type: ${file.contentType}\r\n\r\n`),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The number of rows in every table of the database, by table name. */
export async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db);
  if (tables.rows.length === 0) return {};
  const union = tables.rows.map(({ name }) => `select '${name}' as name, count(*)::int as n from "${name}"`).join(' union all ');
  const counts = await sql.raw<{ name: string; n: number }>(union).execute(db);
  return Object.fromEntries(counts.rows.map((row) => [row.name, Number(row.n)]));
}

/** A 400 1001 answer as the merchant reads it in English: the sentence and the field it names. */
export function refusalOf(resultDescription: string, field?: string): { resultCode: 1001; resultDescription: string; field?: string } {
  return { resultCode: 1001, resultDescription, ...(field === undefined ? {} : { field }) };
}
