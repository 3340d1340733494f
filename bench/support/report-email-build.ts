// The child process of bench/report-email.ts: builds one report by email's file with the job's own
// buildReportFile, alone in its process, so that its peak RSS is the job's and nothing else's.
//   tsx bench/support/report-email-build.ts <database url> <export id> <file path>
// Prints one line of JSON: rows, seconds, the CPU seconds of this process while building (the rest
// of the time is the database's, or other work on the machine), the file's bytes, the RSS before
// building (after the imports and the database are open) and the process's peak RSS (the
// kernel's maxRSS).
import '../../tests/support/install-test-keys';
import { stat } from 'node:fs/promises';
import { openDatabase } from '../../server/db/database';
import { reportEmailExportById } from '../../server/modules/reports/report-email.repository';
import { buildReportFile } from '../../server/modules/reports/report-email.service';

const [url, id, path] = process.argv.slice(2);
if (!url || !id || !path) throw new Error('usage: report-email-build.ts <database url> <export id> <file path>');
const database = await openDatabase({ url, maxConnections: 4 });
try {
  const row = (await reportEmailExportById(database.db, Number(id)))!;
  global.gc?.();
  const baselineRss = process.memoryUsage().rss;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const built = await buildReportFile(database.db, row, path);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const peakRss = process.resourceUsage().maxRSS * 1024;
  console.log(JSON.stringify({ rows: built.rows, seconds, cpuSeconds, bytes: (await stat(path)).size, baselineRss, peakRss }));
} finally {
  await database.close();
}
