// The migrated, empty embedded database as a data-folder dump, so that a new PGlite database
// (the first `npm start`, every PGlite test database) loads it in about half a second instead of
// running initdb and every migration (several seconds). It holds the job queue's tables too
// (job-queue-schema.ts). The dump is cached on disk per hash of the migrations and of that schema
// (node_modules/.cache/merchant-portal, made at install time by scripts/prepare.mjs); one process
// builds it while others wait for the file. Old dumps may be deleted at any time.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './schema';
import { migrateToLatest } from './migrate';
import { installJobQueueSchema, jobQueueSchemaSql, type ExecuteSql } from './job-queue-schema';
import { projectFile } from '../paths';

const migrationsDir = projectFile('server/db/migrations');
export const cacheDir = projectFile('node_modules/.cache/merchant-portal');
/** A build older than this is taken to have crashed and its lock is taken over. */
const STALE_LOCK_MS = 180_000;

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** Changes whenever a migration changes, or the job queue's schema (another pg-boss version). */
export function schemaHash(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(migrationsDir)) hash.update(file.slice(migrationsDir.length)).update(readFileSync(file));
  hash.update(jobQueueSchemaSql());
  return hash.digest('hex').slice(0, 16);
}

/** What the dialect needs of PGlite: the instance itself or its thread (pglite-thread.ts). */
export type PgliteLike = Pick<PGlite, 'close'> & { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }> };

interface ScriptablePglite {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * ExecuteSql on PGlite (the instance or its thread): with values one statement (query); without,
 * a script (exec, the simple protocol), whose rows come back together. A script that fails inside
 * its own BEGIN leaves the one session in a failed transaction, so it is rolled back. The caller
 * makes sure nothing else uses the session meanwhile (database.ts takes Kysely's connection).
 */
export function pgliteExecuteSql(pglite: ScriptablePglite): ExecuteSql {
  return async (text, values) => {
    if (values?.length) return { rows: (await pglite.query(text, values)).rows as Record<string, unknown>[] };
    try {
      return { rows: (await pglite.exec(text)).flatMap((result) => result.rows as Record<string, unknown>[]) };
    } catch (error) {
      await pglite.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };
}

/** A Kysely handle on a PGlite instance (kysely-pglite-dialect serialises its connections). */
export async function pgliteKysely(pglite: PgliteLike): Promise<Kysely<Database>> {
  const { PGliteDialect } = await import('kysely-pglite-dialect');
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite as PGlite) });
}

async function buildDump(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create();
  const db = await pgliteKysely(pglite);
  try {
    await migrateToLatest(db);
    await installJobQueueSchema(pgliteExecuteSql(pglite));
    return await pglite.dumpDataDir('none');
  } finally {
    await db.destroy();
  }
}

export function takeLock(lockFile: string): boolean {
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

async function cachedDump(): Promise<Blob> {
  mkdirSync(cacheDir, { recursive: true });
  const dumpFile = join(cacheDir, `pglite-template-${schemaHash()}.tar`);
  const lockFile = `${dumpFile}.lock`;
  for (;;) {
    if (existsSync(dumpFile)) return new Blob([readFileSync(dumpFile)]);
    if (takeLock(lockFile)) {
      try {
        const dump = await buildDump();
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

let dumpOfThisProcess: Promise<Blob> | undefined;

/** The migrated empty database as a dump, from the cache (built when missing or stale). Where
 * the cache cannot be written (a read-only install), it is built in memory each time. */
export function migratedPgliteDump(): Promise<Blob> {
  dumpOfThisProcess ??= cachedDump().catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EACCES' && (error as NodeJS.ErrnoException).code !== 'EROFS') throw error;
    return buildDump();
  });
  return dumpOfThisProcess;
}
