// Fixed-window counters in rate_limit_counters, shared by every server instance because they
// live in the database: request limits per IP and per account (403 1429), and failure tallies.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';

const windowStart = (windowSeconds: number) =>
  sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;

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

/** The key's count in the current window (0 when none). */
export async function readCounter(db: Kysely<Database>, key: string, windowSeconds: number): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '=', windowStart(windowSeconds))
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
    const count = await incrementCounter(db, `rate:${limit.name}:${limit.subject.toLowerCase()}`, limit.windowSeconds);
    if (count > limit.limit) throw tooManyRequests();
  }
}
