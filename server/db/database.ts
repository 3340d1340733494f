// Opens the portal's database: PostgreSQL when a connection string is given, otherwise an
// embedded, file-backed PGlite (PostgreSQL compiled to WebAssembly) in dataDir. Both speak the
// same SQL, so one set of migrations serves both. Migrations, then the job queue's schema
// (server/db/job-queue-schema.ts), run before the handle is returned.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { namingPool } from './named-statements';
import type { PGlite } from '@electric-sql/pglite';
import type { QueryResult } from 'pg';
import type { Database } from './schema';
import { migrateToLatest } from './migrate';
import { installJobQueueSchema, type ExecuteSql } from './job-queue-schema';
import { migratedPgliteDump, pgliteExecuteSql, pgliteKysely } from './pglite-template';
import { openThreadPglite } from './pglite-thread';

export { migrateToLatest } from './migrate';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder of the embedded database; 'memory://' keeps it in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** PostgreSQL that a running server has migrated (a helper process of the server's): the
   * migrations and the job queue's schema are not looked at again. */
  migrated?: boolean;
}

/** Publish and subscribe over LISTEN/NOTIFY: events every server instance must see (the live
 * channel's forced logout). On PGlite, which serves one instance, it stays in the process. */
export interface DatabaseNotifications {
  /** Listens on a channel (a lower-case SQL identifier); resolves to the function that stops. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends a payload (at most 8000 bytes) to every listener of the channel. */
  notify(channel: string, payload: string): Promise<void>;
}

export interface PortalDatabase extends DatabaseNotifications {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL's connection string (the job queue opens a pool of its own on it); absent on PGlite. */
  url?: string;
  /**
   * Plain SQL for code that brings its own (the job queue, pg-boss): one statement with $1...
   * values, or without values a script of one or more statements (their rows together), as pg's
   * pool.query does. On PGlite it takes its turn with Kysely's queries (one session), so it never
   * lands inside a Kysely transaction; a script that fails is rolled back.
   */
  executeSql: ExecuteSql;
  /** Runs work while no other instance starting on this database runs its own: the advisory lock
   * the migrations take (the job queue creates its queues under it: pg-boss's create_queue run by
   * several instances at once can deadlock on a fresh database). On PGlite it just runs. */
  exclusively?: <T>(work: () => Promise<T>) => Promise<T>;
  /** The PostgreSQL pool's connections (the metrics); absent on PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<PortalDatabase> {
  const portal = options.url ? await openPostgres(options) : await openPglite(options);
  databaseKinds.set(portal.db, portal.kind);
  if (options.url && options.migrated) return portal;
  try {
    await underMigrationLock(options.url, async () => {
      await migrateToLatest(portal.db);
      await installJobQueueSchema(portal.executeSql);
    });
  } catch (error) {
    await portal.close();
    throw error;
  }
  return portal;
}

/** pg_advisory_lock key held while a server migrates its PostgreSQL database (#36): instances
 * started together migrate one after another, so each later one finds the work done. */
export const MIGRATION_LOCK_KEY = 3_600_036;

/** Runs work holding PostgreSQL's session-level advisory lock MIGRATION_LOCK_KEY on a connection
 * of its own (outside the pool, which may have a single connection); the lock goes with that
 * connection, also when the process dies. PGlite serves one process: no lock. */
async function underMigrationLock<T>(url: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!url) return work();
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The read replica the reports read (DATABASE_REPLICA_URL): a pool on a hot standby of the
 * portal's PostgreSQL, which replication keeps migrated (nothing is migrated or written through
 * it). databaseKindOf answers 'postgres' for its handle (exports stream from a cursor). */
export async function openReadReplica(url: string, maxConnections = 10): Promise<Pick<PortalDatabase, 'db' | 'kind' | 'poolStats' | 'close'>> {
  const replica = await openPostgres({ url, maxConnections });
  databaseKinds.set(replica.db, replica.kind);
  return { db: replica.db, kind: replica.kind, poolStats: replica.poolStats!, close: replica.close };
}

async function openPostgres(options: DatabaseOptions): Promise<PortalDatabase> {
  const pg = await import('pg');
  // timestamptz and bigint arrive as Date and string by default; money is kept in integer minor
  // units as bigint, parsed to number (safe below 2^53).
  pg.default.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.default.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
  });
  // An idle connection that the server closes (restart, failover) must not end the process:
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
  const notifications = postgresNotifications(db, options.url ?? '');
  const executeSql: ExecuteSql = async (text, values) => {
    const client = await pool.connect();
    try {
      // A script answers one result per statement.
      const result = (await client.query(text, values)) as QueryResult | QueryResult[];
      return { rows: (Array.isArray(result) ? result : [result]).flatMap((r) => r.rows ?? []) };
    } catch (error) {
      // A script that failed inside its own BEGIN leaves the connection in a failed transaction.
      if (!values?.length) await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  const exclusively = <T>(work: () => Promise<T>) => underMigrationLock(options.url, work);
  return { db, kind: 'postgres', url: options.url, executeSql, poolStats, exclusively, close: () => db.destroy(), ...notifications };
}

/** The embedded database runs on a thread of its own (server/db/pglite-thread.ts), so that a
 * long query never freezes the server's event loop. */
async function openPglite(options: DatabaseOptions): Promise<PortalDatabase> {
  const dataDir = options.dataDir ?? './data';
  const inMemory = dataDir === 'memory://';
  // A new database starts from the migrated template instead of initdb and every migration.
  const isNew = inMemory || !existsSync(join(dataDir, 'PG_VERSION'));
  const pglite = await openThreadPglite(inMemory ? undefined : dataDir, isNew ? await migratedPgliteDump() : undefined);
  const db = await pgliteKysely(pglite);
  // Queries run one at a time on PGlite: while one runs the database is evidently there, so the
  // engine status asks the thread, not a query that would wait behind a report.
  databaseProbes.set(db, async () => pglite.alive);
  const executeSql = pgliteExecuteSql(pglite);
  return {
    db,
    kind: 'pglite',
    executeSql: (text, values) => inTurn(db, () => executeSql(text, values)),
    close: () => db.destroy(),
    ...pgliteNotifications(pglite, db),
  };
}

/** Runs work while holding PGlite's one connection, as a Kysely query or transaction does, so that
 * statements sent around Kysely (the job queue's, LISTEN) never land inside a Kysely transaction. */
function inTurn<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(() => work());
}

const databaseProbes = new WeakMap<Kysely<Database>, () => Promise<boolean>>();
const databaseKinds = new WeakMap<Kysely<Database>, DatabaseKind>();

/** Which database a handle openDatabase returned speaks to; undefined for any other handle (a
 * transaction's). For the few reads that differ by database (a long export streams from a
 * server-side cursor on PostgreSQL and reads pages on PGlite, whose one session it must not hold). */
export function databaseKindOf(db: Kysely<Database>): DatabaseKind | undefined {
  return databaseKinds.get(db);
}

/** Whether the database answers: on PostgreSQL one cheap query; on PGlite whether its thread
 * runs. Throws nothing. */
export async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  const probe = databaseProbes.get(db);
  if (probe) return probe();
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Refreshes the query planner's statistics of every table (ANALYZE). */
export async function analyzeTables(db: Kysely<Database>): Promise<void> {
  await sql`ANALYZE`.execute(db);
}

/** LISTEN/NOTIFY on the embedded database: stays inside this process (one instance). LISTEN and
 * UNLISTEN take their turn with Kysely's queries: inside an open transaction a rollback would undo
 * them. */
export function pgliteNotifications(pglite: Pick<PGlite, 'listen'>, db: Kysely<Database>): DatabaseNotifications {
  return {
    listen: async (channel, onPayload) => {
      const stop = await inTurn(db, () => pglite.listen(checkedChannel(channel), onPayload));
      return () => inTurn(db, stop);
    },
    notify: (channel, payload) => notifyThrough(db, channel, payload),
  };
}

function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid notification channel ${channel}`);
  return channel;
}

/** NOTIFY through the query path everything else uses, so it joins PGlite's serialised queue;
 * inside a transaction it is delivered when the transaction commits, and never if it rolls back. */
export async function notifyThrough(db: Kysely<Database>, channel: string, payload: string): Promise<void> {
  await sql`SELECT pg_notify(${checkedChannel(channel)}, ${payload})`.execute(db);
}

/** LISTEN/NOTIFY on PostgreSQL: each listen holds one dedicated connection (pooled connections
 * cannot listen), reconnecting after a second if it drops; notify goes through the pool. */
export function postgresNotifications(db: Kysely<Database>, url: string): DatabaseNotifications {
  return {
    notify: (channel, payload) => notifyThrough(db, channel, payload),
    listen: async (channel, onPayload) => {
      const pg = await import('pg');
      const name = checkedChannel(channel);
      let stopped = false;
      let retry: ReturnType<typeof setTimeout> | null = null;
      let client: InstanceType<typeof pg.default.Client> | null = null;
      const reconnectLater = (): void => {
        if (stopped || retry) return;
        retry = setTimeout(() => {
          retry = null;
          connect().catch(reconnectLater);
        }, 1000);
      };
      const connect = async (): Promise<void> => {
        const next = new pg.default.Client({ connectionString: url });
        next.on('notification', (n) => {
          if (n.channel === name && n.payload !== undefined) onPayload(n.payload);
        });
        next.on('error', () => {
          if (client === next) client = null;
          next.end().catch(() => undefined);
          reconnectLater();
        });
        await next.connect();
        await next.query(`LISTEN ${name}`);
        if (stopped) await next.end();
        else client = next;
      };
      try {
        await connect();
      } catch (error) {
        stopped = true;
        throw error;
      }
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        await client?.end();
        client = null;
      };
    },
  };
}
