// Multi-row inserts in statements PostgreSQL accepts: a statement carries at most 65,535 bind
// parameters (one per row and column), so a PIN order of 100,000 vouchers or a large sale batch
// is inserted in chunks, in order, inside the caller's transaction.

/** PostgreSQL's limit of bind parameters in one statement (a 16-bit count). */
export const MAX_BIND_PARAMETERS = 65_535;

/** The columns a multi-row insert of these rows names (the union of their keys). */
function columnCount(rows: readonly object[]): number {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return Math.max(columns.size, 1);
}

/** The rows split into runs of at most `limit` bind parameters each, in order. */
export function insertChunks<Row extends object>(rows: readonly Row[], limit = MAX_BIND_PARAMETERS): Row[][] {
  const size = Math.max(1, Math.floor(limit / columnCount(rows)));
  const chunks: Row[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}

/** Runs `insert` once per chunk, one after the other, and concatenates what each returns. */
export async function insertInChunks<Row extends object, Result>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<Result[]>,
  limit = MAX_BIND_PARAMETERS,
): Promise<Result[]> {
  const results: Result[] = [];
  for (const chunk of insertChunks(rows, limit)) results.push(...(await insert(chunk)));
  return results;
}
