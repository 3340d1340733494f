// Benchmark (issue #16): the performance report and the weekly settlement job on PostgreSQL with
// 1,000,000 transactions and about 1,000 agents.
//
//   performance report  GET /api/v1/merchant-performance-report of MD0001 admin with sub-agents
//                       (this year; MD0001's subtree: about 1,000 agents), 50 clients at one
//                       request a second each, also flat out and one client alone
//                                                                   goal: p95 under 20 ms
//   settlement job      writeMissedSettlementWeeks (what 'settlement.weekly' runs) over the
//                       whole half year (about 27 weeks, every agent's file of every week), and
//                       one week alone (the Monday run): time, files, and the bench process's
//                       peak memory above its start (RSS and heap, sampled every 10 ms)
//
// The data: bench/support/dashboard-data.ts with 500 retailers below each of SD0001 and SD0002
// (1,000 retailers with a terminal each, plus the demo's agents), 1,000,000 transactions over the
// last 182 days written with set-based SQL, and the aggregates the ledger keeps (agent_daily_stats,
// agent_monthly_stats, agent_balances) rebuilt from them. The portal runs in a process of its own
// (bench/support/portal-server.ts, scheduled jobs off); the report is checked against a count over
// the transactions before it is measured.
//
// PostgreSQL only (TEST_DB unset or postgres; DATABASE_URL or the local default); without one it
// prints why and skips. Prints figures; never fails on a time; exits non-zero when something is
// broken (an unexpected answer, a report that disagrees with the transactions).
import '../tests/support/install-test-keys';
import { sql } from 'kysely';
import { createSession } from '../server/http/session';
import { writeMissedSettlementWeeks, writeSettlementWeek } from '../server/modules/settlement/settlement.service';
import { lastEndedWeek } from '../shared/periods';
import { loadBenchData, type BenchDataSize } from './support/dashboard-data';
import { startPortalProcess, usageBetween, type PortalProcess } from './support/portal-process';
import { describeCpu, sampleCpu } from './support/cpu';
import { closedLoop, describeLatencies, pacedLoop } from './support/latency';
import { postgresOnly } from './support/postgres-only';

const SIZE: BenchDataSize = { transactions: 1_000_000, retailersPerSubDivision: 500, payouts: 4_000, days: 182 };
const CLIENTS = 50;
const PACED_EACH = 10;
const FLAT_EACH = 20;
const ALONE_EACH = 100;
const GOAL_P95_MS = 20;

const { createPostgresDatabase } = await postgresOnly();

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Runs `work` while sampling this process's memory; answers its time and peaks above the start. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; rss: number; heap: number }> {
  global.gc?.();
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    const end = process.memoryUsage();
    return { result, ms: performance.now() - started, rss: Math.max(rss, end.rss) - start.rss, heap: Math.max(heap, end.heapUsed) - start.heapUsed };
  } finally {
    clearInterval(timer);
  }
}

const database = await createPostgresDatabase();
let portal: PortalProcess | null = null;
try {
  const now = new Date();
  const year = now.getUTCFullYear();
  const loadStarted = performance.now();
  const steps: string[] = [];
  const data = await loadBenchData(database.db, SIZE, now, (name, ms) => steps.push(`${name} ${(ms / 1000).toFixed(1)} s`));
  const agents = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM agents`.execute(database.db)).rows[0]!.n);
  console.log(`loaded ${count(data.transactionCount)} transactions in ${seconds(loadStarted)} (${steps.join(', ')}); ${count(agents)} agents, MD0001's subtree: ${data.mdScopeAgents}`);
  const mdId = data.demo.agentIds.get('MD0001')!;

  // ---- the performance report -----------------------------------------------------------------
  portal = await startPortalProcess(database.url);
  const tokens = await Promise.all(Array.from({ length: CLIENTS }, () => createSession(database.db, data.demo.userIds.get('MD0001/admin')!)));
  const url = `${portal.url}/api/v1/merchant-performance-report?year=${year}&includeSubAgents=true`;
  const ask = async (token: string) => {
    const started = performance.now();
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await answer.json()) as { resultCode: number; data: { currencyCode: string; grossValue: { values: number[] }[]; vouchersRedeemed: { values: number[] }[] }[] };
    const ms = performance.now() - started;
    if (answer.status !== 200 || body.resultCode !== 0) throw new Error(`performance report answered ${answer.status} ${JSON.stringify(body).slice(0, 300)}`);
    return { ms, body };
  };
  // The report agrees with a count over the transactions (gross value and redemptions per month).
  const { body } = await ask(tokens[0]!);
  const counted = await sql<{ currency_code: string; month: number; gross: string; redeemed: string }>`
    SELECT t.currency_code, extract(month FROM t.created_at AT TIME ZONE 'UTC')::int AS month,
      sum(CASE WHEN t.tx_type = 'SALE' THEN t.value_minor WHEN t.tx_type = 'REFUND' THEN -t.value_minor ELSE 0 END) AS gross,
      count(*) FILTER (WHERE t.tx_type = 'REDEEM') AS redeemed
    FROM transactions t JOIN agent_closure c ON c.descendant_id = t.agent_id AND c.ancestor_id = ${mdId}
    WHERE t.created_at >= ${new Date(Date.UTC(year, 0, 1))} AND t.created_at < ${new Date(Date.UTC(year + 1, 0, 1))}
      AND ((t.tx_type = 'SALE' AND t.status IN ('SUCCESS', 'REFUNDED')) OR (t.tx_type IN ('REFUND', 'REDEEM') AND t.status = 'SUCCESS'))
    GROUP BY 1, 2`.execute(database.db);
  for (const entry of body.data) {
    for (let month = 1; month <= 12; month++) {
      const row = counted.rows.find((r) => r.currency_code === entry.currencyCode && Number(r.month) === month);
      const gross = Number(row?.gross ?? 0) / 100;
      const redeemed = Number(row?.redeemed ?? 0);
      if (Math.abs(entry.grossValue[0]!.values[month - 1]! - gross) > 0.001 || entry.vouchersRedeemed[0]!.values[month - 1] !== redeemed) {
        throw new Error(`the report disagrees with the transactions: ${entry.currencyCode} month ${month}: ${entry.grossValue[0]!.values[month - 1]} / ${gross}, ${entry.vouchersRedeemed[0]!.values[month - 1]} / ${redeemed}`);
      }
    }
  }
  const months = await sql<{ n: string }>`SELECT count(*) AS n FROM agent_monthly_stats s JOIN agent_closure c ON c.descendant_id = s.agent_id AND c.ancestor_id = ${mdId}
    WHERE s.month >= ${`${year}-01-01`}::date AND s.month < ${`${year + 1}-01-01`}::date`.execute(database.db);
  console.log(`performance report of MD0001 with sub-agents, ${year}: agrees with a count over the transactions; reads ${count(Number(months.rows[0]!.n))} agent_monthly_stats rows`);
  for (let i = 0; i < 20; i++) await ask(tokens[i % CLIENTS]!); // warm up
  for (const load of ['paced', 'flat out', 'alone'] as const) {
    const [before, cpuBefore] = [await portal.usage(), sampleCpu(portal.pid)];
    const call = async (client: number) => (await ask(tokens[client]!)).ms;
    const run = load === 'paced' ? await pacedLoop(CLIENTS, PACED_EACH, 1000, call) : load === 'flat out' ? await closedLoop(CLIENTS, FLAT_EACH, call) : await closedLoop(1, ALONE_EACH, call);
    const [after, cpuAfter] = [await portal.usage(), sampleCpu(portal.pid)];
    const who = load === 'paced' ? `${CLIENTS} clients at 1 a second each` : load === 'flat out' ? `${CLIENTS} clients flat out` : '1 client alone';
    console.log(`performance report, ${who}: ${describeLatencies(run.latencies, run.seconds, load === 'paced' ? GOAL_P95_MS : undefined)}`);
    if (load !== 'alone') console.log(`    ${usageBetween(before, after)}; ${describeCpu(cpuBefore, cpuAfter)}`);
  }
  await portal.stop();
  portal = null;

  // ---- the settlement job --------------------------------------------------------------------
  const all = await measured(() => writeMissedSettlementWeeks(database.db, now));
  const files = await sql<{ n: string; bytes: string }>`SELECT count(*) AS n, sum(length(bytes)) AS bytes FROM settlement_files`.execute(database.db);
  console.log(
    `settlement job, catching up ${all.result.weeks.length} weeks (${all.result.weeks[0]} to ${all.result.weeks.at(-1)}): ${count(all.result.files)} files ` +
      `(${mb(Number(files.rows[0]!.bytes))}) in ${(all.ms / 1000).toFixed(1)} s (${(all.ms / Math.max(1, all.result.weeks.length)).toFixed(0)} ms a week); ` +
      `peak memory above start: RSS ${mb(all.rss)}, heap ${mb(all.heap)}`,
  );
  const week = lastEndedWeek(now);
  await sql`DELETE FROM settlement_files WHERE date = ${week}::date`.execute(database.db);
  await sql`DELETE FROM settlement_weeks WHERE week = ${week}::date`.execute(database.db);
  const one = await measured(() => writeSettlementWeek(database.db, week));
  console.log(`settlement job, one week (${week}, the Monday run): ${count(one.result)} files in ${one.ms.toFixed(0)} ms; peak memory above start: RSS ${mb(one.rss)}, heap ${mb(one.heap)}`);
  const again = await measured(() => writeMissedSettlementWeeks(database.db, now));
  console.log(`settlement job run again: ${again.result.files} files added in ${again.ms.toFixed(0)} ms (idempotent)`);
} finally {
  await portal?.stop();
  await database.close();
}
