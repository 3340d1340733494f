// Benchmark (issue #15, reports by email): the 'report.email' job's file building over 1,000,000
// transactions on PostgreSQL: buildReportFile (server/modules/reports/report-email.service.ts),
// which reads the filter's rows in the report's order a day at a time, 5,000 rows a page after
// the previous page's last row (transactionIdsPage, then the rows of those ids), and writes them
// with the report's own writers (report-files.ts) to a temporary file, progress written every
// 5,000 rows. MD0001 admin's whole subtree (311 agents) over the data's 182 days; the file is
// capped at 1,048,575 rows, so the whole 1,000,000 are in it.
//
//   CSV    goal 300,000 rows/s, peak RSS under 150 MB
//   xlsx   goal  50,000 rows/s
//
// Prints rows per second, the file's size and the process's peak RSS while building (sampled
// every 20 ms; the baseline after loading the data is printed too). The data is the dashboards'
// (bench/support/dashboard-data.ts). PostgreSQL only; never fails on a time.
import '../tests/support/install-test-keys';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wireTimestamp } from '../server/domain/wire';
import { insertReportEmailExport, reportEmailExportById } from '../server/modules/reports/report-email.repository';
import { buildReportFile } from '../server/modules/reports/report-email.service';
import { loadBenchData, type BenchDataSize } from './support/dashboard-data';

const SIZE: BenchDataSize = { transactions: 1_000_000, retailersPerSubDivision: 150, payouts: 4_000, days: 182 };
const DAY_MS = 86_400_000;

process.env.TEST_DB ??= 'postgres';
if (process.env.TEST_DB !== 'postgres') {
  console.log(`skipped: this benchmark measures PostgreSQL only (TEST_DB=${process.env.TEST_DB})`);
  process.exit(0);
}
const { createPostgresDatabase, postgresUnavailableReason } = await import('../tests/server/support/test-database');
const unavailable = await postgresUnavailableReason();
if (unavailable) {
  console.log(`skipped: ${unavailable}`);
  process.exit(0);
}

const count = (n: number) => n.toLocaleString('en-US');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const database = await createPostgresDatabase();
const directory = await mkdtemp(join(tmpdir(), 'bench-report-email-'));
try {
  const now = new Date();
  const loadStarted = performance.now();
  const data = await loadBenchData(database.db, SIZE, now);
  console.log(`loaded ${count(data.transactionCount)} transactions in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s; MD0001's subtree: ${data.mdScopeAgents} agents`);
  // The data reaches 182 days back: let reports reach 7 months so that all of it is in range.
  await database.db.insertInto('settings').values({ key: 'transactionSearchRangeInMonths', value: JSON.stringify(7) })
    .onConflict((c) => c.column('key').doUpdateSet({ value: JSON.stringify(7) })).execute();
  const userId = data.demo.userIds.get('MD0001/admin')!;
  const agentId = data.demo.agentIds.get('MD0001')!;
  const filter = { start: wireTimestamp(new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (SIZE.days + 1) * DAY_MS)), end: wireTimestamp(now), includeSubAgent: true };

  for (const fileType of ['CSV', 'Excel'] as const) {
    const id = await insertReportEmailExport(database.db, { userId, agentId, email: 'bench@example.test', fileType, filter, language: 'en' });
    const row = (await reportEmailExportById(database.db, id))!;
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const path = join(directory, `report-${id}.${fileType === 'CSV' ? 'csv' : 'xlsx'}`);
    const built = await buildReportFile(database.db, row, path);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const size = (await stat(path)).size;
    const goal = fileType === 'CSV' ? 'goal 300,000 rows/s, under 150 MB' : 'goal 50,000 rows/s';
    console.log(
      `${fileType.padEnd(5)} ${count(built.rows)} rows in ${seconds.toFixed(1)} s: ${count(Math.round(built.rows / seconds))} rows/s; ` +
        `file ${mb(size)}; peak RSS ${mb(peak)} (baseline ${mb(baseline)}) (${goal})`,
    );
    await rm(path, { force: true });
  }
} finally {
  await rm(directory, { recursive: true, force: true });
  await database.close();
}
