// The export's row of bench/floor.ts: a CSV report by email of 1,000,000 transactions, built as the
// job builds it on PostgreSQL (in a process of its own: report-build-process.ts), beside its floor,
// PostgreSQL's own `COPY (the same cells, joins, filter, order) TO STDOUT WITH CSV` read by psql
// into /dev/null, in the same round. The data is bench/report-email.ts's (MD0001's subtree over
// 182 days).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { openSync, closeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { wireTimestamp } from '../../server/domain/wire';
import { buildReportFileApart } from '../../server/modules/reports/report-build-process';
import { insertReportEmailExport } from '../../server/modules/reports/report-email.repository';
import { reportLines } from '../../server/modules/reports/report.service';
import { exportCellsQuery } from '../../server/modules/transactions/transaction-export.repository';
import { loadBenchData, type BenchDataSize } from './dashboard-data';

export const EXPORT_SIZE: BenchDataSize = {
  transactions: 1_000_000,
  retailersPerSubDivision: 150,
  payouts: 4_000,
  days: 182,
};
const DAY_MS = 86_400_000;

export interface ExportRound {
  rows: number;
  exportSeconds: number;
  copySeconds: number;
  /** The building process's peak RSS. */
  peakRss: number;
}

/** A value as an SQL literal (COPY takes no parameters). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'::timestamptz`;
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(', ')}]`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** Loads the data; then each `round()` builds the file and runs the COPY. */
export async function exportBesideCopy(db: Kysely<Database>, databaseUrl: string) {
  const now = new Date();
  const data = await loadBenchData(db, EXPORT_SIZE, now);
  await db
    .insertInto('settings')
    .values({ key: 'transactionSearchRangeInMonths', value: JSON.stringify(7) })
    .onConflict((c) => c.column('key').doUpdateSet({ value: JSON.stringify(7) }))
    .execute();
  const userId = data.demo.userIds.get('MD0001/admin')!;
  const agentId = data.demo.agentIds.get('MD0001')!;
  const filter = {
    start: wireTimestamp(
      new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (EXPORT_SIZE.days + 1) * DAY_MS),
    ),
    end: wireTimestamp(now),
    includeSubAgent: true,
  };
  const directory = await mkdtemp(join(tmpdir(), 'bench-export-floor-'));

  async function copySeconds(): Promise<number> {
    const { search, hideRedeemedAt, newestFirst, limit } = await reportLines(
      db,
      { agentId },
      filter,
      now,
      {},
    );
    if (!search) throw new Error('the export found nothing in scope');
    const query = exportCellsQuery(db, search, {
      hideRedeemedAt,
      newestFirst,
      limit: limit ?? 1_048_575,
    }).compile(db);
    const text = query.sql.replace(/\$(\d+)/g, (_, n: string) =>
      literal(query.parameters[Number(n) - 1]),
    );
    const devNull = openSync('/dev/null', 'w');
    const started = performance.now();
    const psql = spawn(
      'psql',
      [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-c', `COPY (${text}) TO STDOUT WITH CSV`],
      { stdio: ['ignore', devNull, 'inherit'] },
    );
    const [code] = (await once(psql, 'exit')) as [number];
    closeSync(devNull);
    if (code !== 0) throw new Error(`psql COPY exited with ${code}`);
    return (performance.now() - started) / 1000;
  }

  return {
    transactions: data.transactionCount,
    async round(): Promise<ExportRound> {
      const id = await insertReportEmailExport(db, {
        userId,
        agentId,
        email: 'bench@example.test',
        fileType: 'CSV',
        filter,
        language: 'en',
      });
      const path = join(directory, `report-${id}.csv`);
      const { rows, figures } = await buildReportFileApart(
        databaseUrl,
        { id, file_type: 'CSV' },
        path,
      );
      await rm(path, { force: true });
      return {
        rows,
        exportSeconds: figures.seconds,
        copySeconds: await copySeconds(),
        peakRss: figures.peakRss,
      };
    },
    stop: () => rm(directory, { recursive: true, force: true }),
  };
}
