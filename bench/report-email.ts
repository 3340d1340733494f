// Benchmark (issue #15, reports by email): the 'report.email' job's file building over 1,000,000
// transactions on PostgreSQL: buildReportFile (server/modules/reports/report-email.service.ts),
// which reads the filter's rows in the report's order with one query per UTC day from a
// server-side cursor, 5,000 rows a FETCH, three days' cursors open at once (each on its own
// connection, so that PostgreSQL reads the next days while the file is written), each row
// answered by the database as one line of the file (the CSV line, or the sheet row's XML cells:
// report-files.ts csvLines and sheetLines, server/modules/transactions/transaction-export.repository.ts),
// which Node writes to a temporary file (the xlsx's parts zipped by yazl as the sheet is
// written), progress written every 5,000 rows.
// MD0001 admin's whole subtree (311 agents) over the data's 182 days; the file is capped at
// 1,048,575 rows, so the whole 1,000,000 are in it.
//
//   CSV    goal 300,000 rows/s, peak RSS under 150 MB
//   xlsx   goal  50,000 rows/s
//
// Each file is built as the job builds it on PostgreSQL: in a process of its own with its small
// heap (server/modules/reports/report-build-process.ts buildReportFileApart), whose figures are
// printed: its peak RSS (the kernel's maxRSS, the whole process: Node, tsx and its loader thread,
// the modules, the pool and the build), its RSS before building (the baseline, everything but the
// build), and the CPU seconds it spent building (the rest of the time is PostgreSQL's, whose
// several backends share the machine's cores, or other work on the machine: see `uptime`).
// The data is the dashboards' (bench/support/dashboard-data.ts). PostgreSQL only; never fails on
// a time.
import '../tests/support/install-test-keys';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wireTimestamp } from '../server/domain/wire';
import { buildReportFileApart } from '../server/modules/reports/report-build-process';
import { insertReportEmailExport } from '../server/modules/reports/report-email.repository';
import { loadBenchData, type BenchDataSize } from './support/dashboard-data';
import { postgresOnly } from './support/postgres-only';

const SIZE: BenchDataSize = { transactions: 1_000_000, retailersPerSubDivision: 150, payouts: 4_000, days: 182 };
const DAY_MS = 86_400_000;

const { createPostgresDatabase } = await postgresOnly();

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
    const path = join(directory, `report-${id}.${fileType === 'CSV' ? 'csv' : 'xlsx'}`);
    const { rows, figures: built } = await buildReportFileApart(database.url, { id, file_type: fileType }, path);
    const bytes = (await stat(path)).size;
    const goal = fileType === 'CSV' ? 'goal 300,000 rows/s, under 150 MB' : 'goal 50,000 rows/s';
    console.log(
      `${fileType.padEnd(5)} ${count(rows)} rows in ${built.seconds.toFixed(1)} s: ${count(Math.round(rows / built.seconds))} rows/s (job process CPU ${built.cpuSeconds.toFixed(1)} s); ` +
        `file ${mb(bytes)}; job process peak RSS ${mb(built.peakRss)} (${mb(built.baselineRss)} before building, +${mb(built.peakRss - built.baselineRss)}) (${goal})`,
    );
    await rm(path, { force: true });
  }
} finally {
  await rm(directory, { recursive: true, force: true });
  await database.close();
}
