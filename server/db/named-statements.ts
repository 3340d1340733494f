// PostgreSQL parses and plans every unnamed statement anew: for the session query that every
// signed-in call runs, planning takes longer than running it (0.1 to 0.3 ms against 0.05 ms).
// Kysely sends every query unnamed, so the pool it is given names each parameterised query by
// a hash of its text: a connection parses and plans it once, then only binds and runs it. Up to
// MAX_NAMED_PER_CONNECTION statements per connection are named (the portal's queries are a
// bounded set; the cap keeps texts that vary, such as IN lists of any length, from growing a
// connection's memory without end); the rest go unnamed as before, and so do reads of the
// month-partitioned ledger (below).
import { createHash } from 'node:crypto';
import type pg from 'pg';

export const MAX_NAMED_PER_CONNECTION = 500;

const named = new WeakMap<pg.PoolClient, Set<string>>();

const statementName = (text: string) => `k${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

/** A read of the ledger, which is partitioned by month (migration 0022), stays unnamed: planned
 * with its values each time, it reads and locks only the months its range touches. Named, after
 * five runs PostgreSQL may keep a generic plan, which locks every month's partition and indexes at
 * each run, a cost that grows with the months kept (docs/benchmarks.md, bench/partitions.ts). */
const readsLedger = /\b(from|join)\s+transactions\b/i;

/** Makes the client name its parameterised queries (once per client; the pool reuses clients). */
function nameQueriesOf(client: pg.PoolClient): pg.PoolClient {
  if (named.has(client)) return client;
  const names = new Set<string>();
  named.set(client, names);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || readsLedger.test(text)) return query(text, values, ...rest);
    const name = statementName(text);
    if (!names.has(name)) {
      if (names.size >= MAX_NAMED_PER_CONNECTION) return query(text, values, ...rest);
      names.add(name);
    }
    return query({ name, text, values }, ...rest);
  };
  return client;
}

/** The pool as Kysely's PostgresDialect takes it, its clients naming their queries. */
export function namingPool(pool: pg.Pool) {
  return {
    connect: async () => nameQueriesOf(await pool.connect()),
    end: () => pool.end(),
  };
}
