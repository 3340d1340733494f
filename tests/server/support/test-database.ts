// The shared test-database harness: createTestDatabase() gives a fresh, migrated database per
// call, fast. TEST_DB=pglite (default): every database is an in-memory PGlite loaded from the
// migrated template dump (server/db/pglite-template.ts). TEST_DB=postgres: a template database
// named after a hash of the migrations is built once (and rebuilt when they change); each
// database is CREATE DATABASE ... TEMPLATE it, dropped on close.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { openDatabase, type PortalDatabase } from '../../../server/db/database';
import { schemaHash } from '../../../server/db/pglite-template';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKind: TestDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** pg_advisory_lock key guarding the template build across workers and runs. */
const TEMPLATE_LOCK_KEY = 7_302_611;

// ---- PGlite -------------------------------------------------------------------------------

/** An in-memory PGlite loaded from the migrated template (see server/db/database.ts). */
function createPgliteDatabase(): Promise<PortalDatabase> {
  return openDatabase({ dataDir: 'memory://' });
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

/** A fresh, migrated PostgreSQL database whatever TEST_DB says; `url` lets other processes (the
 * e2e journeys' portal instances) share it. close() drops it once their connections are gone. */
export async function createPostgresDatabase(): Promise<PortalDatabase & { url: string }> {
  const template = await (postgresTemplate ??= buildPostgresTemplate());
  const name = `t_${randomBytes(8).toString('hex')}`;
  await withAdmin((client) => client.query(`create database "${name}" template "${template}"`));
  const portal = await openDatabase({ url: databaseUrl(name), maxConnections: 4 });
  return {
    ...portal,
    url: databaseUrl(name),
    close: async () => {
      await portal.close();
      await withAdmin((client) => dropWhenReleased(client, name));
    },
  };
}

// ---- public face --------------------------------------------------------------------------

async function findSkipReason(): Promise<string | null> {
  if (testDatabaseKind !== 'postgres') return null;
  const unavailable = await postgresUnavailableReason();
  if (!unavailable) return null;
  const reason = `TEST_DB=postgres but ${unavailable}: the server suite is skipped`;
  console.warn(reason);
  return reason;
}

/** Why no PostgreSQL answers at DATABASE_URL (or the default), null when one does. */
export async function postgresUnavailableReason(): Promise<string | null> {
  try {
    await withAdmin((client) => client.query('select 1'));
    return null;
  } catch (error) {
    return `no PostgreSQL answers at ${adminUrl} (${(error as Error).message})`;
  }
}

/** Why the database suites cannot run (null when they can); use with describe.skipIf. */
export const testDatabaseSkipReason: string | null = await findSkipReason();

/** A fresh, migrated database of the kind TEST_DB names; close() disposes of it. */
export async function createTestDatabase(): Promise<PortalDatabase> {
  return testDatabaseKind === 'postgres' ? createPostgresDatabase() : createPgliteDatabase();
}
