// Benchmark (#36, Growing data): the transaction report at 1,000,000 and at 10,000,000 rows of the
// ledger partitioned by month (migration 0022), in one run on one PostgreSQL database.
//
//   1. The data of bench/dashboard.ts (bench/support/dashboard-data.ts): the demo structure with 300
//      more retailers, 1,000,000 transactions over the last 182 days, the aggregates.
//   2. The report kind of bench/dashboard.ts (bench/support/report-cases.ts: MD0001 admin, 311
//      agents, and R00001 cashier; first page with its count, a deep page, a refId, one terminal;
//      170 days), through the portal in a process of its own over the live channel: 50 clients at
//      one request a second each, then one client alone. p50/p95 per case.
//   3. The same database grown to 10,000,000 rows: nine copies of the six months' rows, each moved
//      182 days further back (the ledger's history: four and a half more years, in their months'
//      partitions), written with INSERT ... SELECT; the aggregates rebuilt, VACUUM ANALYZE.
//   4. The same report again, with a fresh portal; each case's p95 printed beside the 1,000,000
//      figure with the ratio (goal: at most 1.5x), with the load average of each measurement.
//
// Also prints EXPLAIN (ANALYZE, BUFFERS) of MD0001's first and next page queries at each size:
// which partitions they read and through which index. PostgreSQL only (DATABASE_URL or the local
// default); without one it prints why and skips. Prints figures; never fails on a time; exits
// non-zero when something is broken (an unexpected answer). Takes about 15-25 minutes on 2 cores.
import '../tests/support/install-test-keys';
import { loadavg } from 'node:os';
import pg from 'pg';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import type { Database } from '../server/db/schema';
import { ensureTransactionMonths, transactionPartitions } from '../server/db/transaction-partitions';
import { createSession } from '../server/http/session';
import { transactionIdsPage } from '../server/modules/transactions/transactions.repository';
import { loadBenchData, rebuildAggregates, type BenchDataSize } from './support/dashboard-data';
import { startPortalProcess } from './support/portal-process';
import { connectDashboard, type DashboardClient } from './support/live-client';
import { closedLoop, describeLatencies, pacedLoop, percentiles } from './support/latency';
import { postgresOnly } from './support/postgres-only';
import { REPORT_DAYS, reportCases, reportStartOf } from './support/report-cases';

/** PARTITIONS_ROWS and PARTITIONS_COPIES make a smaller run (a check of the bench itself). */
const SIZE: BenchDataSize = { transactions: Number(process.env.PARTITIONS_ROWS ?? 1_000_000), retailersPerSubDivision: 150, payouts: 4_000, days: 182 };
/** Copies of the six months' rows, each 182 days further back: 1,000,000 + 9 x 1,000,000 rows. */
const COPIES = Number(process.env.PARTITIONS_COPIES ?? 9);
const CLIENTS = 50;
const PACED_EACH = 8;
const ALONE_EACH = 100;
const WARM_UP = 5;
const GOAL_RATIO = 1.5;

const { createPostgresDatabase } = await postgresOnly();

const benchStarted = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');
const load = () => loadavg().map((n) => n.toFixed(2)).join(', ');

/** What one EXPLAIN (ANALYZE, BUFFERS) says: the partitions read, the indexes used, the times. */
function planSummary(plan: string[]): string {
  const text = plan.join('\n');
  const partitions = [...new Set(text.match(/transactions_(\d{4}_\d{2}|default)\b/g))].sort();
  const indexes = [...new Set(text.match(/Scan using \w+/g)?.map((scan) => scan.replace('Scan using ', '').replace(/^transactions_\d{4}_\d{2}_/, 'transactions_<month>_')))];
  const seqScans = plan.filter((line) => /Seq Scan on transactions/.test(line)).length;
  const figure = (label: string) => plan.find((line) => line.startsWith(label))?.slice(label.length).trim() ?? '?';
  const read = partitions.length === 1 ? partitions[0] : `${partitions[0]} .. ${partitions.at(-1)}`;
  return `reads ${partitions.length} partition(s) (${read}), indexes ${indexes.join(', ')}; ${seqScans} sequential scans of the ledger; execution ${figure('Execution Time:')}, planning ${figure('Planning Time:')}`;
}

/** EXPLAIN (ANALYZE, BUFFERS) of MD0001's report queries over its 170 days, as transactionIdsPage
 * sends them (custom plans): the first page (read from its last month first) and the next page
 * after a cursor (the whole range). Up to two hours ago, so the newest hour's first look is skipped. */
async function explainReport(url: string, mdId: number, now: Date): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured: CompiledQuery[] = [];
  const logging = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (event) => void (event.level === 'query' && captured.push(event.query)) });
  const explain = async (query: CompiledQuery) => planSummary((await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, [...query.parameters])).rows.map((row) => row['QUERY PLAN']));
  try {
    const search = { scope: { agentId: mdId, includeSubAgents: true }, since: reportStartOf(now), until: new Date(now.getTime() - 7_200_000), txTypes: null, statuses: null };
    const ids = await transactionIdsPage(logging, search, { limit: 10, offset: 0, newestFirst: true }, now);
    const firstPage = [...captured];
    const last = (await sql<{ ref_id: string }>`SELECT ref_id FROM transactions WHERE id = ${ids.at(-1)!}`.execute(logging)).rows[0]!.ref_id;
    captured.length = 0;
    await transactionIdsPage(logging, search, { limit: 10, offset: 0, newestFirst: true, afterRefId: last }, now);
    const lines = [];
    for (const [index, query] of firstPage.entries()) lines.push(`first page, query ${index + 1} of ${firstPage.length}: ${await explain(query)}`);
    lines.push(`next page after a cursor: ${await explain(captured.at(-1)!)}`);
    return lines;
  } finally {
    await logging.destroy();
  }
}

interface CaseFigures {
  name: string;
  paced: number[];
  alone: number[];
  load: string;
}

/** The report cases through a fresh portal: 50 clients at one a second each, then one alone. */
async function measureReports(url: string, db: Kysely<Database>, userIds: Map<string, number>, now: Date, label: string): Promise<CaseFigures[]> {
  const portal = await startPortalProcess(url);
  const clients: DashboardClient[] = [];
  const figures: CaseFigures[] = [];
  try {
    const wsUrl = `${portal.url.replace(/^http/, 'ws')}/ws`;
    for (const { who, user, login, filters } of await reportCases(db, now)) {
      const tokens = await Promise.all(Array.from({ length: CLIENTS }, () => createSession(db, userIds.get(user)!)));
      const reports = await Promise.all(tokens.map((token) => connectDashboard(wsUrl, login, token, 'report')));
      clients.push(...reports);
      for (const [what, filter, fine] of filters) {
        const call = async (client: number) => {
          const { ms, body } = await reports[client]!.ask(filter);
          if (body.resultCode !== 0 || !fine(body)) throw new Error(`report (${what}) answered ${JSON.stringify(body).slice(0, 300)}`);
          return ms;
        };
        const name = `${who}, ${what}`;
        await closedLoop(CLIENTS, WARM_UP, call);
        const paced = await pacedLoop(CLIENTS, PACED_EACH, 1000, call);
        const alone = await closedLoop(1, ALONE_EACH, call);
        const at = load();
        console.log(`${label}: live report kind, ${name} of ${REPORT_DAYS} days: ${CLIENTS} clients at 1 a second each ${describeLatencies(paced.latencies, paced.seconds)}; 1 client alone ${describeLatencies(alone.latencies, alone.seconds)} (load average ${at})`);
        figures.push({ name, paced: paced.latencies, alone: alone.latencies, load: at });
      }
      await Promise.all(clients.splice(0).map((client) => client.stop()));
    }
  } finally {
    await Promise.all(clients.map((client) => client.stop()));
    await portal.stop();
  }
  return figures;
}

/** Nine copies of the six months' rows, each 182 days further back, in their months' partitions. */
async function grow(db: Kysely<Database>, now: Date, windowStart: Date): Promise<void> {
  const oldest = new Date(windowStart.getTime() - COPIES * SIZE.days * 86_400_000);
  const made = await ensureTransactionMonths(db, { now, since: oldest });
  console.log(`month partitions made for the history: ${made.made.length} (${made.made[0]} .. ${made.made.at(-1)})`);
  await db.connection().execute(async (conn) => {
    await sql`SET synchronous_commit = off`.execute(conn);
    // As the 1,000,000 were loaded: no foreign-key triggers (every reference is an existing row).
    await sql`SET session_replication_role = replica`.execute(conn);
    try {
      for (let copy = 1; copy <= COPIES; copy++) {
        const started = performance.now();
        const inserted = await sql`
          INSERT INTO transactions (tx_type, status, agent_id, terminal_id, product_id, currency_code,
            value_minor, buy_value_minor, result_code, result_desc, created_at)
          SELECT tx_type, status, agent_id, terminal_id, product_id, currency_code, value_minor, buy_value_minor,
            result_code, result_desc, created_at - make_interval(days => ${copy * SIZE.days})
          FROM transactions WHERE created_at >= ${windowStart} ORDER BY created_at, id`.execute(conn);
        console.log(`  copy ${copy} of ${COPIES}: ${count(Number(inserted.numAffectedRows))} rows in ${seconds(started)} (load average ${load()})`);
      }
    } finally {
      await sql`RESET session_replication_role`.execute(conn);
      await sql`RESET synchronous_commit`.execute(conn);
    }
  });
}

const database = await createPostgresDatabase();
try {
  const now = new Date();
  const loadStarted = performance.now();
  const steps: string[] = [];
  const data = await loadBenchData(database.db, SIZE, now, (name, ms) => steps.push(`${name} ${(ms / 1000).toFixed(1)} s`));
  const windowStart = new Date(now.getTime() - SIZE.days * 86_400_000 - 60_000);
  const mdId = data.demo.agentIds.get('MD0001')!;
  const partitions = async () => (await transactionPartitions(database.db)).length;
  console.log(`loaded ${count(data.transactionCount)} transactions in ${seconds(loadStarted)} (${steps.join(', ')}); MD0001's subtree: ${data.mdScopeAgents} agents; ${await partitions()} partitions`);
  const first = count(data.transactionCount);
  for (const line of await explainReport(database.url, mdId, now)) console.log(`${first}: MD0001's report, EXPLAIN (ANALYZE, BUFFERS), ${line}`);
  const small = await measureReports(database.url, database.db, data.demo.userIds, now, first);

  const growStarted = performance.now();
  await grow(database.db, now, windowStart);
  const grown = performance.now();
  await rebuildAggregates(database.db);
  const rebuilt = performance.now();
  for (const table of ['transactions', 'agent_daily_stats', 'agent_monthly_stats', 'agent_balances']) await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(database.db);
  const rows = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM transactions`.execute(database.db)).rows[0]!.n);
  const size = (await sql<{ size: string }>`SELECT pg_size_pretty(sum(pg_total_relation_size(inhrelid))) AS size FROM pg_inherits WHERE inhparent = 'transactions'::regclass`.execute(database.db)).rows[0]!.size;
  console.log(
    `grown to ${count(rows)} transactions (${size} with indexes, ${await partitions()} partitions) in ${seconds(growStarted)}: ` +
      `rows ${((grown - growStarted) / 1000).toFixed(1)} s, aggregates ${((rebuilt - grown) / 1000).toFixed(1)} s, vacuum and analyze ${seconds(rebuilt)}`,
  );
  for (const line of await explainReport(database.url, mdId, now)) console.log(`${count(rows)}: MD0001's report, EXPLAIN (ANALYZE, BUFFERS), ${line}`);
  const large = await measureReports(database.url, database.db, data.demo.userIds, now, count(rows));

  console.log(`\nreport p95, ${CLIENTS} clients at one request a second each (one client alone), ${first} rows beside ${count(rows)}; goal at most ${GOAL_RATIO}x:`);
  let worst = 0;
  for (const [index, before] of small.entries()) {
    const after = large[index]!;
    const [p1, p10] = [percentiles(before.paced).p95, percentiles(after.paced).p95];
    const [a1, a10] = [percentiles(before.alone).p95, percentiles(after.alone).p95];
    const [m1, m10] = [percentiles(before.paced).p50, percentiles(after.paced).p50];
    worst = Math.max(worst, p10 / p1);
    console.log(
      `  ${before.name.padEnd(52)} p95 ${p1.toFixed(1).padStart(6)} ms -> ${p10.toFixed(1).padStart(6)} ms  ${(p10 / p1).toFixed(2)}x` +
        `   (p50 ${m1.toFixed(1)} -> ${m10.toFixed(1)} ms, ${(m10 / m1).toFixed(2)}x; alone p95 ${a1.toFixed(1)} -> ${a10.toFixed(1)} ms, ${(a10 / a1).toFixed(2)}x; load ${before.load} / ${after.load})`,
    );
  }
  console.log(`largest ratio ${worst.toFixed(2)}x: goal ${worst <= GOAL_RATIO ? 'met' : 'MISSED'}; whole run ${seconds(benchStarted)}`);
} catch (error) {
  console.error(`broken: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
