// Opens the portal's database: PostgreSQL when a connection string is given, otherwise an
// embedded, file-backed PGlite (PostgreSQL compiled to WebAssembly) in dataDir. Both speak the
// same SQL, so one set of migrations serves both. Migrations run before the handle is returned.
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations/index';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder of the embedded database; 'memory://' keeps it in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

export interface PortalDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

const provider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => migrations,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<PortalDatabase> {
  const portal = options.url ? await openPostgres(options) : await openPglite(options);
  await migrateToLatest(portal.db);
  return portal;
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
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openPglite(options: DatabaseOptions): Promise<PortalDatabase> {
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { PGliteDialect } = await import('kysely-pglite-dialect');
  const dataDir = options.dataDir ?? './data';
  const pglite = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, {
    parsers: { [types.INT8]: (v: string) => Number(v) },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
