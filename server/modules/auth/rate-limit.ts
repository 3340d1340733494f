// Window counters in rate_limit_counters, shared by every server instance because they live in
// the database: request limits per IP and per account (403 1429), and failure tallies. Request
// limits use a sliding-window estimate (this window's count plus the previous window's, weighted
// by how much of it is still in view), so no burst across a window boundary doubles the limit.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';

/** Start of the current window, or of the one `windowsAgo` before it. */
const windowStart = (windowSeconds: number, windowsAgo = 0) =>
  sql<Date>`to_timestamp((floor(extract(epoch from now()) / ${windowSeconds}) - ${windowsAgo}) * ${windowSeconds})`;

/** Adds one to the key's counter of the current window and returns the new count. */
export async function incrementCounter(db: Kysely<Database>, key: string, windowSeconds: number): Promise<number> {
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, window_start: windowStart(windowSeconds), count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`rate_limit_counters.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  if (Math.random() < 0.01) {
    await db.deleteFrom('rate_limit_counters').where('window_start', '<', sql<Date>`now() - interval '2 days'`).execute();
  }
  return row.count;
}

/** The key's count in the current window, or in the one `windowsAgo` before it (0 when none). */
export async function readCounter(db: Kysely<Database>, key: string, windowSeconds: number, windowsAgo = 0): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '=', windowStart(windowSeconds, windowsAgo))
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function resetCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
}

export interface RateLimit {
  /** What is counted, e.g. 'login:ip'. */
  name: string;
  /** Who is counted: the IP, or the account named in the request. */
  subject: string;
  limit: number;
  windowSeconds: number;
}

/** Counts the request against every limit; refuses with 403 1429 when one is exceeded. */
export async function enforceRateLimits(db: Kysely<Database>, limits: RateLimit[]): Promise<void> {
  for (const limit of limits) {
    const key = `rate:${limit.name}:${limit.subject.toLowerCase()}`;
    const current = await incrementCounter(db, key, limit.windowSeconds);
    const previous = await readCounter(db, key, limit.windowSeconds, 1);
    const elapsed = ((Date.now() / 1000) % limit.windowSeconds) / limit.windowSeconds;
    if (current + previous * (1 - elapsed) > limit.limit) throw tooManyRequests();
  }
}
