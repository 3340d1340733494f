// The shared test-database harness: createTestDatabase() gives a fresh, migrated database per
// call, fast. TEST_DB=pglite (default): one in-memory PGlite is migrated once (its data folder
// dump cached on disk per migrations hash) and every database is a clone of that folder. TEST_DB=postgres: a template database named
// after a hash of the migrations is built once (and rebuilt when they change); each database
// is CREATE DATABASE ... TEMPLATE it, dropped on close.
// Old cached PGlite templates (node_modules/.cache/merchant-portal) may be deleted at any time.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { migrateToLatest, openDatabase, pgliteNotifications, type PortalDatabase } from '../../../server/db/database';
import type { Database } from '../../../server/db/schema';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKind: TestDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const migrationsDir = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));
/** pg_advisory_lock key guarding the template build across workers and runs. */
const TEMPLATE_LOCK_KEY = 7_302_611;

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** Changes whenever a migration changes. */
function schemaHash(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(migrationsDir)) hash.update(file.slice(migrationsDir.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

// ---- PGlite -------------------------------------------------------------------------------

let pgliteTemplate: Promise<Blob> | undefined;
const cacheDir = fileURLToPath(new URL('../../../node_modules/.cache/merchant-portal', import.meta.url));
/** A build older than this is taken to have crashed and its lock is taken over. */
const STALE_LOCK_MS = 180_000;

async function pgliteKysely(pglite: PGlite): Promise<Kysely<Database>> {
  const { PGliteDialect } = await import('kysely-pglite-dialect');
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

async function buildPgliteTemplate(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create();
  const db = await pgliteKysely(pglite);
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  return dump;
}

function takeLock(lockFile: string): boolean {
  try {
    closeSync(openSync(lockFile, 'wx'));
    return true;
  } catch {
    const age = Date.now() - (statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (age < STALE_LOCK_MS) return false;
    rmSync(lockFile, { force: true });
    return takeLock(lockFile);
  }
}

/**
 * The migrated data folder, cached on disk per migrations hash so that workers and later runs
 * load it instead of migrating (one worker builds it while the others wait for the file).
 */
async function pgliteTemplateDump(): Promise<Blob> {
  mkdirSync(cacheDir, { recursive: true });
  const dumpFile = join(cacheDir, `pglite-template-${schemaHash()}.tar`);
  const lockFile = `${dumpFile}.lock`;
  for (;;) {
    if (existsSync(dumpFile)) return new Blob([readFileSync(dumpFile)]);
    if (takeLock(lockFile)) {
      try {
        const dump = await buildPgliteTemplate();
        writeFileSync(`${dumpFile}.${process.pid}`, Buffer.from(await dump.arrayBuffer()));
        renameSync(`${dumpFile}.${process.pid}`, dumpFile);
        for (const old of readdirSync(cacheDir).filter((f) => /^pglite-template-\w+\.tar$/.test(f))) {
          if (join(cacheDir, old) !== dumpFile) rmSync(join(cacheDir, old), { force: true });
        }
        return dump;
      } finally {
        rmSync(lockFile, { force: true });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function createPgliteDatabase(): Promise<PortalDatabase> {
  const dump = await (pgliteTemplate ??= pgliteTemplateDump());
  const { PGlite, types } = await import('@electric-sql/pglite');
  // The same parsers as server/db/database.ts: bigint money as number.
  const pglite = await PGlite.create({ loadDataDir: dump, parsers: { [types.INT8]: (v: string) => Number(v) } });
  const db = await pgliteKysely(pglite);
  return { db, kind: 'pglite', close: () => db.destroy(), ...pgliteNotifications(pglite, db) };
}

// ---- PostgreSQL ---------------------------------------------------------------------------

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let postgresTemplate: Promise<string> | undefined;

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
}

async function buildPostgresTemplate(): Promise<string> {
  const name = `tpl_portal_${schemaHash()}`;
  return withAdmin(async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      if (await databaseExists(client, name)) return name;
      // Built under another name and renamed, so a crashed build never looks finished.
      const building = `${name}_building`;
      await client.query(`drop database if exists "${building}" with (force)`);
      await client.query(`create database "${building}"`);
      const portal = await openDatabase({ url: databaseUrl(building), maxConnections: 1 }); // migrates
      await portal.close();
      await client.query(`alter database "${building}" rename to "${name}"`);
      const stale = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like 'tpl\\_portal\\_%' and datname <> $1`,
        [name],
      );
      for (const { datname } of stale.rows) {
        await client.query(`drop database if exists "${datname}"`).catch(() => undefined); // in use by another run
      }
      return name;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
}

/** Drops a test database once its pool's connections have gone (a forced drop would kill a
 * connection that is still closing, which then errors outside any test); forces it at last. */
async function dropWhenReleased(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await client.query(`drop database if exists "${name}"`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await client.query(`drop database if exists "${name}" with (force)`);
}

async function createPostgresDatabase(): Promise<PortalDatabase> {
  const template = await (postgresTemplate ??= buildPostgresTemplate());
  const name = `t_${randomBytes(8).toString('hex')}`;
  await withAdmin((client) => client.query(`create database "${name}" template "${template}"`));
  const portal = await openDatabase({ url: databaseUrl(name), maxConnections: 4 });
  return {
    ...portal,
    close: async () => {
      await portal.close();
      await withAdmin((client) => dropWhenReleased(client, name));
    },
  };
}

// ---- public face --------------------------------------------------------------------------

async function findSkipReason(): Promise<string | null> {
  if (testDatabaseKind !== 'postgres') return null;
  try {
    await withAdmin((client) => client.query('select 1'));
    return null;
  } catch (error) {
    const reason = `TEST_DB=postgres but no PostgreSQL answers at ${adminUrl} (${(error as Error).message}): the server suite is skipped`;
    console.warn(reason);
    return reason;
  }
}

/** Why the database suites cannot run (null when they can); use with describe.skipIf. */
export const testDatabaseSkipReason: string | null = await findSkipReason();

/** A fresh, migrated database of the kind TEST_DB names; close() disposes of it. */
export async function createTestDatabase(): Promise<PortalDatabase> {
  return testDatabaseKind === 'postgres' ? createPostgresDatabase() : createPgliteDatabase();
}
