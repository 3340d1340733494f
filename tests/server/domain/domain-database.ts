// The database of a domain test file: the shared harness's fresh, migrated database (PGlite
// clone by default, a PostgreSQL database when TEST_DB=postgres), emptied between tests.
import { sql, type Kysely } from 'kysely';
import type { PortalDatabase } from '../../../server/db/database';
import type { Database } from '../../../server/db/schema';
import { createTestDatabase, testDatabaseKind } from '../support/test-database';

export const onPostgres = testDatabaseKind === 'postgres';

/** Creating a database takes seconds, much longer on a busy machine. */
export const OPEN_TIMEOUT_MS = 180_000;

export function openDomainDatabase(): Promise<PortalDatabase> {
  return createTestDatabase();
}

/** Empties every table (the migrations' bookkeeping excepted) and restarts the sequences. */
export async function resetDomainTables(db: Kysely<Database>): Promise<void> {
  const tables = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely_%'`.execute(db);
  const list = tables.rows.map((t) => `"${t.tablename}"`).join(', ');
  await sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`).execute(db);
}
