// rate_limit_counters: window counters keyed by what they count (request limits, failure tallies,
// account locks, captcha waivers), shared by every server instance. The rules that read them are
// in rate-limit.ts and lockout.ts.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/** Share of counting statements that also delete counters of windows long gone. */
const PURGE_CHANCE = 0.01;

/** Start of the current window, or of the one `windowsAgo` before it. */
const windowStart = (windowSeconds: number, windowsAgo = 0) =>
  sql<Date>`to_timestamp((floor(extract(epoch from now()) / ${windowSeconds}) - ${windowsAgo}) * ${windowSeconds})`;

export interface WindowCount {
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
export async function countWindows(db: Kysely<Database>, counters: readonly { key: string; windowSeconds: number }[]): Promise<Map<string, WindowCount>> {
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

/** The key's count in the current window, or in the one `windowsAgo` before it (0 when none). */
export async function counterOf(db: Kysely<Database>, key: string, windowSeconds: number, windowsAgo = 0): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '=', windowStart(windowSeconds, windowsAgo))
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function deleteCounters(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
}

/** A row of the key that began at `at` (now when not given), kept once. */
export async function insertMark(db: Kysely<Database>, key: string, at?: Date): Promise<void> {
  await db
    .insertInto('rate_limit_counters')
    .values({ key, window_start: at ?? sql<Date>`now()`, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doNothing())
    .execute();
}

/** The database's now and when each row of the key began within the last `seconds`, oldest
 * first, in epoch seconds. */
export async function marksSince(db: Kysely<Database>, key: string, seconds: number): Promise<{ now: number; marks: number[] } | undefined> {
  const { rows } = await sql<{ now: number; locks: number[] }>`
    select extract(epoch from now())::float8 as now,
      coalesce((
        select json_agg(extract(epoch from window_start)::float8 order by window_start) from rate_limit_counters
        where key = ${key} and window_start > now() - make_interval(secs => ${seconds})
      ), '[]'::json) as locks
  `.execute(db);
  const row = rows[0];
  return row && { now: row.now, marks: row.locks };
}

/** Replaces the key's rows with one that begins now. */
export async function replaceWithMarkNow(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
  await db.insertInto('rate_limit_counters').values({ key, window_start: sql<Date>`now()`, count: 1 }).execute();
}

/** Deletes the key's rows; true when one of them began within the last `seconds`. */
export async function takeMarkNewerThan(db: Kysely<Database>, key: string, seconds: number): Promise<boolean> {
  const rows = await db
    .deleteFrom('rate_limit_counters')
    .where('key', '=', key)
    .returning(sql<boolean>`window_start > now() - make_interval(secs => ${seconds})`.as('live'))
    .execute();
  return rows.some((row) => row.live);
}
