// The demo database made once, at install (scripts/prepare.mjs), and copied into a new data folder
// at its first `npm start`, then moved to today's dates: the portal answers at its normal speed
// within seconds, with the whole six-month history in place, instead of writing that history for
// half a minute while every page waits behind it (the embedded database runs one query at a time).
//
// The template lives beside the migrated one (node_modules/.cache/merchant-portal), named by a
// hash of the migrations and of the server code that makes the demo (server/demo, the modules and
// the domain), so a change to any of them makes the next start write the history itself as
// before, until the next install (or `node scripts/prepare.mjs`) builds a new template. It is made
// and used only with the default demo options and without keys in the environment: its vouchers
// and authenticator secrets are sealed with keys it generated, kept beside it and copied into the
// new folder's key file (server/security/server-keys.ts).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { cacheDir, migratedPgliteDump, pgliteKysely, schemaHash, takeLock } from '../db/pglite-template';
import { ensureTransactionMonths } from '../db/transaction-partitions';
import { installServerKeys, newKey, writeKeyFile, type ServerKeys } from '../security/server-keys';
import { createDemoSettlementFiles } from './content';
import { DEMO_SIZE, ensureDemoData } from './index';
import { projectFile } from '../paths';

const DAY_MS = 86_400_000;
/** The demo options the template is made with; other options write the history at start. */
export const TEMPLATE_DEMO = DEMO_SIZE;

const serverDir = projectFile('server/');
const CODE_FOLDERS = ['demo', 'modules', 'domain', 'security'];

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? sourcesUnder(path) : path.endsWith('.ts') ? [path] : [];
    });
}

function templateName(): string {
  const hash = createHash('sha256').update(schemaHash());
  for (const folder of CODE_FOLDERS) {
    for (const file of sourcesUnder(join(serverDir, folder))) hash.update(file.slice(serverDir.length)).update(readFileSync(file));
  }
  return `demo-template-${hash.digest('hex').slice(0, 16)}`;
}

interface TemplateInfo {
  /** When the template's demo history ends (its "now"), epoch ms. */
  builtAt: number;
}

/** Whether this start may use the template: default demo options and no key from the
 * environment (the template's PINs and authenticator secrets are sealed with its own keys). */
export function templateFits(options: { days?: number; targetSales?: number }, keysFromEnvironment: object = {}): boolean {
  return (
    (options.days ?? TEMPLATE_DEMO.days) === TEMPLATE_DEMO.days &&
    (options.targetSales ?? TEMPLATE_DEMO.targetSales) === TEMPLATE_DEMO.targetSales &&
    Object.values(keysFromEnvironment).every((key) => !key)
  );
}

/** Makes the template when it is missing (another process making it is waited for). */
export async function buildDemoTemplate(log: (message: string) => void = () => undefined): Promise<void> {
  const dir = join(cacheDir, templateName());
  const lockFile = `${dir}.lock`;
  while (!existsSync(`${dir}.json`)) {
    if (!takeLock(lockFile)) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      await writeTemplate(dir, log);
      for (const old of readdirSync(cacheDir).filter((f) => f.startsWith('demo-template-') && !f.startsWith(templateName()))) {
        rmSync(join(cacheDir, old), { recursive: true, force: true });
      }
    } finally {
      rmSync(lockFile, { force: true });
    }
  }
}

async function writeTemplate(dir: string, log: (message: string) => void): Promise<void> {
  const building = `${dir}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(building, { loadDataDir: await migratedPgliteDump() });
  const db = await pgliteKysely(pglite);
  const builtAt = Date.now();
  // The template's own keys, copied with it into a new data folder's key file.
  const keys = { pinSecret: newKey(), captchaSecret: newKey(), totpKey: newKey() };
  installServerKeys(keys);
  writeKeyFile(`${dir}.keys.json`, keys);
  try {
    const { transactions } = await ensureDemoData(db, { ...TEMPLATE_DEMO, now: new Date(builtAt), log });
    await transactions;
  } finally {
    await db.destroy();
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
  const info: TemplateInfo = { builtAt };
  writeFileSync(`${dir}.json`, JSON.stringify(info));
}

/**
 * Copies the template into `dataDir` when the folder holds no database yet and a template for
 * this code exists; returns when its history ends, or null (nothing copied).
 */
export function seedFromDemoTemplate(dataDir: string, keyFile: string): Date | null {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return null;
  const dir = join(cacheDir, templateName());
  if (!existsSync(`${dir}.json`)) return null;
  const info = JSON.parse(readFileSync(`${dir}.json`, 'utf8')) as TemplateInfo;
  cpSync(dir, dataDir, { recursive: true, filter: (source) => !/(postmaster\.pid|portal\.lock)$/.test(source) });
  writeKeyFile(keyFile, JSON.parse(readFileSync(`${dir}.keys.json`, 'utf8')) as ServerKeys);
  return new Date(info.builtAt);
}

/**
 * Moves a copied demo to today: every date and time of the portal's tables forward by the whole
 * days since the template was made (times of day and the order of events stay; the last day may
 * end earlier than now), then the monthly figures and the weekly settlement files again. Rows move
 * far ahead first and back after, so a unique key holding a date never meets its neighbour.
 */
/** The history ends where the template was built (`end`, moved by whole days), which may be hours
 * before now: the day's events are stretched from its start to now (within that UTC day), so the
 * demo looks like a day of trade up to now. Tables with a time in a key are left alone. */
async function stretchLastDay(trx: Kysely<Database>, tables: Map<string, { times: string[]; keyed: boolean }>, end: Date, now: Date): Promise<void> {
  const dayStart = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate());
  const target = Math.min(now.getTime(), dayStart + DAY_MS - 1000);
  if (target <= end.getTime() || end.getTime() <= dayStart) return;
  const factor = (target - dayStart) / (end.getTime() - dayStart);
  const start = new Date(dayStart).toISOString();
  for (const [table, { times, keyed }] of tables) {
    if (keyed) continue;
    for (const column of times) {
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${start}::timestamptz + (${sql.ref(column)} - ${start}::timestamptz) * ${factor}::float8
        WHERE ${sql.ref(column)} >= ${start}::timestamptz AND ${sql.ref(column)} <= ${end.toISOString()}::timestamptz`.execute(trx);
    }
  }
}

export async function moveDemoToToday(db: Kysely<Database>, builtAt: Date, now = new Date()): Promise<number> {
  const days = Math.floor((now.getTime() - builtAt.getTime()) / DAY_MS);
  if (days <= 0) return 0;
  const columns = await sql<{ table_name: string; column_name: string; data_type: string; in_key: boolean }>`
    SELECT c.table_name, c.column_name, c.data_type, EXISTS (
      SELECT 1 FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage k USING (constraint_schema, constraint_name, table_name)
      WHERE tc.table_schema = 'public' AND tc.table_name = c.table_name AND k.column_name = c.column_name
        AND tc.constraint_type IN ('PRIMARY KEY', 'UNIQUE')
        -- the ledger's keys (id, created_at) and (ref_id, created_at) hold the partition key
        -- (migration 0022) beside a number unique by itself: a shift never makes two meet
        AND tc.table_name <> 'transactions'
    ) AS in_key
    FROM information_schema.columns c
    WHERE c.table_schema = 'public' AND c.data_type IN ('date', 'timestamp with time zone', 'timestamp without time zone')
      -- the audit trail is append-only (migration 0020): its events keep the time they happened
      AND c.table_name <> 'audit_log'
      -- a partition's rows are moved through its table (the ledger's months, migration 0022)
      AND c.table_name NOT IN (SELECT relname FROM pg_class WHERE relispartition)
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, { columns: string[]; times: string[]; keyed: boolean }>();
  for (const { table_name: table, column_name: column, data_type: type, in_key: inKey } of columns.rows) {
    const entry = tables.get(table) ?? { columns: [], times: [], keyed: false };
    entry.columns.push(column);
    if (type === 'timestamp with time zone') entry.times.push(column);
    entry.keyed ||= inKey;
    tables.set(table, entry);
  }
  const FAR = 100_000;
  const shift = (table: string, cols: string[], by: number) =>
    sql`UPDATE ${sql.table(table)} SET ${sql.join(cols.map((col) => sql`${sql.ref(col)} = ${sql.ref(col)} + make_interval(days => ${by})`))}`;
  await db.transaction().execute(async (trx) => {
    // Rows that are made again below from the moved days (a month's first day, a week's Monday,
    // would not stay one when moved by whole days).
    await sql`DELETE FROM agent_monthly_stats`.execute(trx);
    await sql`DELETE FROM settlement_files`.execute(trx);
    await sql`DELETE FROM settlement_weeks`.execute(trx);
    for (const [table, { columns: cols, keyed }] of tables) {
      if (keyed) {
        await shift(table, cols, FAR).execute(trx);
        await shift(table, cols, days - FAR).execute(trx);
      } else {
        await shift(table, cols, days).execute(trx);
      }
    }
    // The performance report's months again from the moved days.
    await sql`INSERT INTO agent_monthly_stats (agent_id, month, currency_code, tx_type, count, success_count, value_minor, buy_value_minor)
      SELECT agent_id, date_trunc('month', day)::date, currency_code, tx_type, sum(count), sum(success_count), sum(value_minor), sum(buy_value_minor)
      FROM agent_daily_stats GROUP BY 1, 2, 3, 4`.execute(trx);
    await stretchLastDay(trx, tables, new Date(builtAt.getTime() + days * DAY_MS), now);
    await createDemoSettlementFiles(trx, now);
    // The ledger's months up to now and ahead: moved rows of a month without one are in the
    // default partition until then.
    await ensureTransactionMonths(trx, { now });
  });
  return days;
}
