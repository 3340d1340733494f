// Runs a migration's plain PostgreSQL statements one by one (PGlite and PostgreSQL accept the
// same DDL, but the extended query protocol takes a single statement per call).
import { sql, type Kysely } from 'kysely';

export async function runStatements(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Drop statements for the tables a migration created, newest first. */
export function dropTables(tables: readonly string[]): string[] {
  return [...tables].reverse().map((table) => `DROP TABLE IF EXISTS ${table} CASCADE`);
}
