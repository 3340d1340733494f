// Window counters in rate_limit_counters, shared by every server instance because they live in
// the database: request limits per IP and per account (403 1429), and failure tallies. Request
// limits use a sliding-window estimate (this window's count plus the previous window's, weighted
// by how much of it is still in view), so no burst across a window boundary doubles the limit.
// Counting a request, for every limit it is under, is one SQL statement.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';

const TOO_MANY_REQUESTS = 'Too many requests, please try again later.';
/** Share of counting statements that also delete counters of windows long gone. */
const PURGE_CHANCE = 0.01;

/** Start of the current window, or of the one `windowsAgo` before it. */
const windowStart = (windowSeconds: number, windowsAgo = 0) =>
  sql<Date>`to_timestamp((floor(extract(epoch from now()) / ${windowSeconds}) - ${windowsAgo}) * ${windowSeconds})`;

interface WindowCount {
  key: string;
  /** This window's count, this request included. */
  count: number;
  /** The previous window's count (0 when none). */
  previous: number;
  /** How far into its window the request falls, 0..1. */
  elapsed: number;
}

/**
 * Adds one to each key's counter of its current window and returns, per key, the new count, the
 * previous window's count and how much of the window has passed: one statement (an upsert whose
 * answer joins the previous windows' rows), with now and then a purge of windows older than two
 * days in the same statement.
 */
async function countWindows(db: Kysely<Database>, counters: readonly { key: string; windowSeconds: number }[]): Promise<Map<string, WindowCount>> {
  const rows = counters.map(({ key, windowSeconds }) => sql`(${key}::text, ${windowSeconds}::integer)`);
  const purge: RawBuilder<unknown> = Math.random() < PURGE_CHANCE
    // Rows another statement is purging are skipped, so a purge never waits on anyone.
    ? sql`, purged as (
        delete from rate_limit_counters where (key, window_start) in (
          select key, window_start from rate_limit_counters where window_start < now() - interval '2 days' for update skip locked
        )
      )`
    : sql``;
  const result = await sql<WindowCount>`
    with counted_keys (key, window_seconds) as (values ${sql.join(rows)})${purge},
    counted as (
      insert into rate_limit_counters (key, window_start, count)
      select key, to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds), 1 from counted_keys
      order by key -- one lock order for every statement: two requests never wait on each other in a cycle
      on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
      returning key, window_start, count
    )
    select c.key, c.count,
      coalesce(p.count, 0) as previous,
      (extract(epoch from now() - c.window_start) / k.window_seconds)::float8 as elapsed
    from counted c
    join counted_keys k on k.key = c.key
    left join rate_limit_counters p on p.key = c.key and p.window_start = c.window_start - make_interval(secs => k.window_seconds)
  `.execute(db);
  return new Map(result.rows.map((row) => [row.key, row]));
}

/** Adds one to the key's counter of the current window and returns the new count. */
export async function incrementCounter(db: Kysely<Database>, key: string, windowSeconds: number): Promise<number> {
  return (await countWindows(db, [{ key, windowSeconds }])).get(key)?.count ?? 1;
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

/** The key's sliding-window estimate now, without counting anything: this window's count plus
 * the previous one's, weighted by how much of it is still in view. */
export async function slidingCount(db: Kysely<Database>, key: string, windowSeconds: number): Promise<number> {
  const [current, previous] = await Promise.all([readCounter(db, key, windowSeconds), readCounter(db, key, windowSeconds, 1)]);
  const elapsed = (Date.now() / 1000 / windowSeconds) % 1;
  return current + previous * (1 - elapsed);
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

const rateKey = (limit: RateLimit) => `rate:${limit.name}:${limit.subject.toLowerCase()}`;

/**
 * Counts the request against every limit (one statement for all of them); refuses with 403
 * 1429 when the sliding-window estimate of one exceeds its limit.
 */
export async function enforceRateLimits(db: Kysely<Database>, limits: readonly RateLimit[]): Promise<void> {
  if (limits.length === 0) return;
  const windows = new Map(limits.map((limit) => [rateKey(limit), limit.windowSeconds]));
  const counts = await countWindows(db, [...windows].map(([key, windowSeconds]) => ({ key, windowSeconds })));
  for (const limit of limits) {
    const window = counts.get(rateKey(limit));
    if (window && window.count + window.previous * (1 - window.elapsed) > limit.limit) {
      throw new DomainError(ResultCode.tooManyRequests, TOO_MANY_REQUESTS);
    }
  }
}
