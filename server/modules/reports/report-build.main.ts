// The process that builds one report by email's file (report-build-process.ts starts it):
//   node --import tsx report-build.main.ts <export id> <file path>, REPORT_BUILD_DATABASE_URL set
// Opens its own small pool on the server's (migrated) PostgreSQL, builds the file with the job's
// buildReportFile (which writes the request's progress) and prints one line of JSON: the built
// report and the process's figures. With REPORT_BUILD_REPLICA_URL (the read replica) the rows are
// read there: the day cursors on the replica's pool, the request and its progress on the primary.
import { openDatabase, openReadReplica } from '../../db/database';
import type { BuiltApart } from './report-build-process';
import { reportEmailExportById } from './report-email.repository';
import { buildReportFile } from './report-email.service';

const [exportId, path] = process.argv.slice(2);
const url = process.env.REPORT_BUILD_DATABASE_URL;
if (!url || !exportId || !path) throw new Error('usage: REPORT_BUILD_DATABASE_URL=... report-build.main.ts <export id> <file path>');
// The day cursors read ahead and the progress's writes (transaction-export.repository.ts DAYS_OPEN + 1).
const replicaUrl = process.env.REPORT_BUILD_REPLICA_URL || undefined;
const database = await openDatabase({ url, maxConnections: replicaUrl ? 1 : 4, migrated: true });
const replica = replicaUrl ? await openReadReplica(replicaUrl, 4) : null;
try {
  const row = await reportEmailExportById(database.db, Number(exportId));
  if (!row) throw new Error(`report by email ${exportId} is gone`);
  const baselineRss = process.memoryUsage().rss;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const built = await buildReportFile(database.db, row, path, replica?.db);
  const cpu = process.cpuUsage(cpuBefore);
  const answer: BuiltApart = {
    ...built,
    figures: { seconds: (performance.now() - started) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6, baselineRss, peakRss: process.resourceUsage().maxRSS * 1024 },
  };
  process.stdout.write(`${JSON.stringify(answer)}\n`);
} finally {
  await replica?.close();
  await database.close();
}
