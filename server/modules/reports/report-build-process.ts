// On PostgreSQL the report by email's file is built in a process of its own
// (report-build.main.ts runs buildReportFile there), for two reasons:
// - the server's event loop and heap are left to the requests: a million rows took about 3 s of
//   the building process's CPU, and the pages of lines, dying young by the thousand, left up to
//   80 MB of garbage in a heap sized for the server;
// - a CSV's building process has a small heap (HEAP_FLAGS): it holds a few pages of lines at a
//   time, so that its peak stays under 150 MB (about 15 MB of it the build's).
// The embedded database is opened by the server's process alone: there the file is built in it.
import { spawn } from 'node:child_process';
import { projectFile, projectRoot, runsCompiled } from '../../paths';
import type { ReportFileType } from '../../db/schema';

/** The building process's entry: compiled beside the server (scripts/build-server.mjs) when the
 * server runs compiled, otherwise the TypeScript through tsx. */
const MAIN = runsCompiled ? projectFile('dist/server/report-build.main.js') : projectFile('server/modules/reports/report-build.main.ts');
const LOADER: readonly string[] = runsCompiled ? [] : ['--import', 'tsx'];
/** Where `tsx` (which runs the TypeScript) is found: the project's folder. */
const PROJECT = projectRoot;

/** V8's heap of the building process, by the file's type. A CSV: 2 MB semi-spaces collect the
 * young pages as they die (with the default 16 MB ones, about 80 MB of garbage piled up before a
 * collection), and 96 MB of old space, which a build holding a few pages does not reach (a leak
 * fails the job instead of growing). Measured on 1,000,000 rows, three runs each way: peak RSS
 * 121-124 MB instead of 225-230, for 5.4-5.6 s of the process's CPU instead of 3.4-4.2 (more young
 * collections), at the same speed (12.3-13.4 s against 11.7-14.6: PostgreSQL's work sets it). An xlsx (rows four times longer, and the deflate)
 * keeps V8's defaults: with the small heap it took 16 s of CPU instead of 10 and fell from about
 * 75,000 to 52,000 rows/s, against its goal of 50,000 (peak RSS about 250 MB, in this process). */
const HEAP_FLAGS: Record<ReportFileType, readonly string[]> = {
  CSV: ['--max-semi-space-size=2', '--max-old-space-size=96'],
  Excel: [],
};

/** The building process's figures (bench/report-email.ts prints them; the job logs them). */
export interface BuildFigures {
  seconds: number;
  /** CPU seconds of the building process while it built. */
  cpuSeconds: number;
  /** Its RSS once open, before building, and its peak (the kernel's maxRSS), in bytes. */
  baselineRss: number;
  peakRss: number;
}

/** A report file written: where, how many rows, and whether more matched. */
export interface BuiltReport {
  path: string;
  rows: number;
  /** More rows matched than the file holds. */
  truncated: boolean;
}

export type BuiltApart = BuiltReport & { figures: BuildFigures };

/** Builds the request's file at `path` in a process of its own on the PostgreSQL at
 * `databaseUrl` (handed over in its environment, never on its command line), which writes the
 * request's progress as buildReportFile does; the rows are read from `replicaUrl` when given (the
 * read replica, DATABASE_REPLICA_URL). Rejects with the process's last words when it fails. */
export function buildReportFileApart(databaseUrl: string, request: { id: number; file_type: ReportFileType }, path: string, replicaUrl?: string): Promise<BuiltApart> {
  const exportId = request.id;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...HEAP_FLAGS[request.file_type], ...LOADER, MAIN, String(exportId), path], {
      cwd: PROJECT,
      env: { ...process.env, REPORT_BUILD_DATABASE_URL: databaseUrl, REPORT_BUILD_REPLICA_URL: replicaUrl ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let answer = '';
    let said = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (answer += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (said = (said + text).slice(-2000)));
    // The server stopping stops the build (the job is tried again after a restart).
    const stop = () => child.kill();
    process.once('exit', stop);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      process.off('exit', stop);
      const last = answer.trim().split('\n').at(-1);
      if (code === 0 && last) resolve(JSON.parse(last) as BuiltApart);
      else reject(new Error(`building report ${exportId}'s file failed (${signal ?? `exit ${code}`}): ${said.trim() || 'no message'}`));
    });
  });
}
