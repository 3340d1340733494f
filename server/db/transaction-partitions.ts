// The month partitions of the transaction ledger (migration 0022; docs/decisions.md 102): one per
// UTC calendar month, transactions_YYYY_MM, FOR VALUES FROM the month's first instant (00:00 UTC)
// TO the next month's, and transactions_default for a row whose month has none.
//
// ensureTransactionMonths makes the partitions of the current month and the next AHEAD_MONTHS
// ahead of time (the scheduled job transaction.partitions, the demo data), and gives every month
// that has rows in the default partition a partition of its own, moving those rows into it. One
// month at a time, each in a transaction: the new partition is made as a table of its own (LIKE the
// ledger, so its columns, defaults and CHECKs), the month's rows are moved into it from the default
// partition, then it is attached, which takes only SHARE UPDATE EXCLUSIVE on the ledger (sales go
// on) and ACCESS EXCLUSIVE on the default partition, held from the start so that no row of that
// month lands there meanwhile. An advisory lock makes two runs at once (two instances) harmless;
// a month that has its partition is left alone, so a run again changes nothing.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** The partitions made ahead of the current month. */
export const AHEAD_MONTHS = 3;
/** pg_advisory_xact_lock key held while a month's partition is made. */
const PARTITION_LOCK_KEY = 3_600_037;
export const DEFAULT_PARTITION = 'transactions_default';

/** The first day (UTC) of the month `at` falls in, as 'YYYY-MM-DD'. */
export function monthOf(at: Date): string {
  return `${at.toISOString().slice(0, 7)}-01`;
}

/** The month `months` after the month 'YYYY-MM-DD' (its first day). */
export function addMonths(month: string, months: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const at = new Date(Date.UTC(year, mon - 1 + months, 1));
  return at.toISOString().slice(0, 10);
}

/** The partition's name of the month 'YYYY-MM-DD'. */
export function partitionName(month: string): string {
  return `transactions_${month.slice(0, 4)}_${month.slice(5, 7)}`;
}

export interface TransactionPartition {
  name: string;
  /** Its bound expression, e.g. FOR VALUES FROM ('2026-12-01 00:00:00+00') TO (...), or DEFAULT. */
  bound: string;
}

/** The ledger's partitions, by name. */
export async function transactionPartitions(db: Kysely<Database>): Promise<TransactionPartition[]> {
  const { rows } = await sql<TransactionPartition>`
    SELECT c.relname AS name, pg_get_expr(c.relpartbound, c.oid) AS bound
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'transactions'::regclass ORDER BY c.relname`.execute(db);
  return rows;
}

async function monthsInDefault(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ month: string }>`
    SELECT DISTINCT to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS month
    FROM ${sql.table(DEFAULT_PARTITION)} ORDER BY 1`.execute(db);
  return rows.map((row) => row.month);
}

/** Makes the month's partition unless it exists, moving its rows out of the default partition.
 * Returns whether it made it and how many rows it moved. Runs in the caller's transaction. */
async function ensureMonth(trx: Kysely<Database>, month: string): Promise<{ made: boolean; moved: number }> {
  await sql`SELECT pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`.execute(trx);
  const name = partitionName(month);
  const exists = await sql<{ found: boolean }>`SELECT to_regclass(${name}) IS NOT NULL AS found`.execute(trx);
  if (exists.rows[0]?.found) return { made: false, moved: 0 };
  const from = `${month} 00:00:00+00`;
  const to = `${addMonths(month, 1)} 00:00:00+00`;
  await sql`LOCK TABLE ${sql.table(DEFAULT_PARTITION)} IN ACCESS EXCLUSIVE MODE`.execute(trx);
  await sql`CREATE TABLE ${sql.table(name)} (LIKE transactions INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`.execute(trx);
  // The bound as a CHECK too, so that attaching need not scan the new table to prove it.
  await sql`ALTER TABLE ${sql.table(name)} ADD CONSTRAINT ${sql.id(`${name}_bound`)}
    CHECK (created_at >= ${sql.lit(from)}::timestamptz AND created_at < ${sql.lit(to)}::timestamptz)`.execute(trx);
  const moved = await sql`
    WITH moved AS (
      DELETE FROM ${sql.table(DEFAULT_PARTITION)}
      WHERE created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz RETURNING *
    )
    INSERT INTO ${sql.table(name)} SELECT * FROM moved`.execute(trx);
  await sql`ALTER TABLE transactions ATTACH PARTITION ${sql.table(name)}
    FOR VALUES FROM (${sql.lit(from)}) TO (${sql.lit(to)})`.execute(trx);
  await sql`ALTER TABLE ${sql.table(name)} DROP CONSTRAINT ${sql.id(`${name}_bound`)}`.execute(trx);
  return { made: true, moved: Number(moved.numAffectedRows ?? 0) };
}

export interface PartitionRun {
  /** The partitions made, by name. */
  made: string[];
  /** Rows moved out of the default partition into them. */
  moved: number;
}

export interface MonthsWanted {
  /** The current instant (default now). */
  now?: Date;
  /** Months made ahead of the current one (default AHEAD_MONTHS). */
  ahead?: number;
  /** Also every month from this one on (a history about to be written: the demo data). */
  since?: Date;
}

/**
 * The partitions of the current month and the next AHEAD_MONTHS, and of every month that has rows
 * in the default partition (those rows moved into it). Idempotent. Given a transaction it works
 * inside it; given the database, each month in a transaction of its own.
 */
export async function ensureTransactionMonths(db: Kysely<Database>, wantedMonths: MonthsWanted = {}): Promise<PartitionRun> {
  const { now = new Date(), ahead = AHEAD_MONTHS, since } = wantedMonths;
  const current = monthOf(now);
  const wanted = new Set(Array.from({ length: ahead + 1 }, (_, i) => addMonths(current, i)));
  for (let month = since ? monthOf(since) : current; month < current; month = addMonths(month, 1)) wanted.add(month);
  for (const month of await monthsInDefault(db)) wanted.add(month);
  const existing = new Set((await transactionPartitions(db)).map((partition) => partition.name));
  const run: PartitionRun = { made: [], moved: 0 };
  for (const month of [...wanted].sort()) {
    if (existing.has(partitionName(month))) continue;
    const result = db.isTransaction
      ? await ensureMonth(db, month)
      : await db.transaction().execute((trx) => ensureMonth(trx, month));
    if (result.made) run.made.push(partitionName(month));
    run.moved += result.moved;
  }
  return run;
}
