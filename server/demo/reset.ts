// `npm run demo:reset -- --yes`: drops every table of the DATABASE_URL (PostgreSQL) or DATA_DIR
// (embedded, default ./data) database, the job queue's too, migrates it again and writes the demo
// data, waiting for the whole transaction history. It refuses (exit code 1) while a running portal
// holds the embedded database's folder (server/db/data-dir-lock.ts), and holds it itself meanwhile.
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/database';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from '../db/data-dir-lock';
import { installJobQueueSchema, JOB_QUEUE_SCHEMA } from '../db/job-queue-schema';
import { demoSignIns, ensureDemoData } from './index';
import { loadConfig } from '../config';
import { startServerKeys } from '../security/key-start';

async function main(): Promise<void> {
  const config = loadConfig();
  const url = config.databaseUrl;
  const dataDir = config.dataDir;
  const target = url ? `PostgreSQL database ${url.replace(/\/\/[^@]*@/, '//***@')}` : `embedded database in ${dataDir}`;
  if (!process.argv.includes('--yes')) {
    console.error(`This deletes all data of the ${target} and writes the demo data. Run again with --yes to confirm.`);
    process.exitCode = 2;
    return;
  }
  let lock: DataDirLock | undefined;
  if (!url) {
    try {
      lock = acquireDataDirLock(dataDir);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      console.error(`${error.message} Nothing was reset.`);
      process.exitCode = 1;
      return;
    }
  }
  const portal = await openDatabase({ url, dataDir });
  try {
    await sql`DROP SCHEMA public CASCADE`.execute(portal.db);
    await sql`CREATE SCHEMA public`.execute(portal.db);
    await sql`DROP SCHEMA ${sql.id(JOB_QUEUE_SCHEMA)} CASCADE`.execute(portal.db);
    await migrateToLatest(portal.db);
    await installJobQueueSchema(portal.executeSql);
    await startServerKeys(portal.db, config.keys);
    const started = Date.now();
    const { transactions } = await ensureDemoData(portal.db);
    await transactions;
    console.log(`demo data re-created in ${Date.now() - started} ms in the ${target}`);
    for (const s of demoSignIns) console.log(`  ${s.merchantId.padEnd(9)} ${s.username.padEnd(8)} ${s.password}  ${s.shows}`);
  } finally {
    await portal.close();
    lock?.release();
  }
}

await main();
