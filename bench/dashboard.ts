// Benchmark (issue #14): the dashboards on PostgreSQL with 1,000,000 transactions.
//
//   stats calls     GET /api/v1/daily-stats and /weekly-stats (MD0001 admin, whole subtree) and
//                   /payout-transaction-weekly-stats (M00001 payout), 50 concurrent clients
//                   goal: p95 under 5 ms
//   dashboard kind  the live channel's last ten (STOMP over WebSocket, request to answer),
//                   50 concurrent clients                               goal: p95 under 5 ms
//   terminal sale   POST /api/v1/terminal/sale, 50 concurrent terminals goal: p95 under 25 ms
//                   (one on each of 50 retailers; and 10 on each of 5 retailers, whose sales
//                   meet on the same rows)
//   push delay      from just before a sale request to the push reaching each of 5 subscribed
//                   dashboards                                          goal: under 1 s
//   report kind     (issue #15) the live channel's report over 170 days for MD0001 admin (311
//                   agents, about 930,000 rows) and R00001 cashier: the first page with its
//                   count, a deep page, a refId, one terminal          goal: p95 under 10 ms
//
// Each call runs three ways: 50 clients flat out (each sends its next request as soon as its
// answer is back: the goal's load, where latency is 50 / throughput), 50 clients at one request
// a second each, and one client alone (the floor). Under each concurrent figure: how busy the
// portal's event loop was and where the machine's CPU went (portal, these clients, PostgreSQL,
// other processes).
//
// The data: the demo structure plus 300 retailers below SD0001/SD0002 (MD0001's subtree: 311
// agents), 1,000,000 transactions over the last 182 days written with set-based SQL, and the
// aggregates the ledger keeps rebuilt from them (bench/support/dashboard-data.ts). The portal
// runs in a process of its own, built as server/main.ts builds it on PostgreSQL (default pool,
// LISTEN/NOTIFY, job queue: bench/support/portal-server.ts); this process is the clients, through
// real HTTP and WebSocket. Also prints the EXPLAIN (ANALYZE, BUFFERS) figures of the last-ten
// query, and checks at the end that the daily stats and balances still agree with the rows.
//
// PostgreSQL only (TEST_DB unset or postgres; DATABASE_URL or the local default); without one it
// prints why and skips. Prints figures; never fails on a time; exits non-zero when something is
// broken (an unexpected answer, a missing push, aggregates that disagree with the rows).
import '../tests/support/install-test-keys';
import pg from 'pg';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import type { Database } from '../server/db/schema';
import { createSession } from '../server/http/session';
import { demoTerminalKey } from '../server/demo/structure';
import { transactionIdsPage } from '../server/modules/transactions/transactions.repository';
import { hashTerminalKey } from '../server/modules/terminal/terminal-auth';
import { aggregateMismatches, loadBenchData, type BenchDataSize } from './support/dashboard-data';
import { startPortalProcess, usageBetween, type PortalProcess } from './support/portal-process';
import { describeCpu, sampleCpu } from './support/cpu';
import { connectDashboard, type DashboardClient } from './support/live-client';
import { REPORT_DAYS, reportCases } from './support/report-cases';
import { closedLoop, describeLatencies, pacedLoop, percentiles } from './support/latency';
import { postgresOnly } from './support/postgres-only';

const SIZE: BenchDataSize = { transactions: 1_000_000, retailersPerSubDivision: 150, payouts: 4_000, days: 182 };
const CLIENTS = 50;
const WARM_UP = 5;
const REST_EACH = 60;
const DASHBOARD_EACH = 40;
const SALES_EACH = 40;
/** Requests of the one client that runs alone after the concurrent runs (the floor). */
const ALONE_EACH = 100;
/** Requests of each paced client (one a second). */
const PACED_EACH = 8;
const WATCHERS = 5;
const PUSH_ROUNDS = 20;
const DASHBOARD_FILTER = { pageSize: 10, pageIndex: 1, includeSubAgent: true, orderType: 'DESC' };
/** The demo retailers the crowded sale run uses, each with a product its limits allow 420 of. */
const CROWDED: Record<string, string> = { R00001: 'AUD10', R00002: 'AUD10', R00003: 'CAD10', R00004: 'NZD20', R00005: 'GBP10' };

const { createPostgresDatabase } = await postgresOnly();

const benchStarted = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The EXPLAIN (ANALYZE, BUFFERS) figures of the query transactionIdsPage sends for the MD's
 * dashboard, run as the portal runs it: a prepared statement (server/db/named-statements.ts),
 * here at its sixth execution, when PostgreSQL has chosen between a custom and a generic plan. */
async function explainLastTen(url: string, mdId: number): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured: CompiledQuery[] = [];
  const logging = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (event) => void (event.level === 'query' && captured.push(event.query)) });
  try {
    const since = new Date();
    since.setUTCMonth(since.getUTCMonth() - 6);
    await transactionIdsPage(logging, { scope: { agentId: mdId, includeSubAgents: true }, since, until: null, txTypes: null, statuses: null }, { limit: 10, offset: 0, newestFirst: true });
    const { sql, parameters } = captured.at(-1)!;
    const literal = (value: unknown) =>
      typeof value === 'number' ? String(value) : `'${(value instanceof Date ? value.toISOString() : String(value)).replace(/'/g, "''")}'`;
    await pool.query(`PREPARE bench_last_ten AS ${sql}`);
    let lines: string[] = [];
    for (let run = 0; run < 6; run++) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE bench_last_ten(${parameters.map(literal).join(', ')})`);
      lines = plan.rows.map((row) => row['QUERY PLAN']);
    }
    await pool.query('DEALLOCATE bench_last_ten');
    const figure = (label: string) => lines.find((line) => line.startsWith(label))?.slice(label.length).trim() ?? '?';
    const buffers = lines.find((line) => line.trim().startsWith('Buffers:'))?.trim().replace(/^Buffers:\s*/, '') ?? 'none';
    const nodes = [lines[0]!, ...lines.filter((line) => line.trim().startsWith('->'))].map((line) => line.trim().replace(/^->\s*/, '').replace(/\s+\(cost=.*$/, ''));
    const kind = lines.some((line) => /\$\d/.test(line)) ? 'generic' : 'custom';
    return `execution ${figure('Execution Time:')}, planning ${figure('Planning Time:')} (${kind} plan), buffers ${buffers}; plan: ${nodes.join(' > ')}`;
  } finally {
    await logging.destroy();
  }
}

/** A refused sale's answer: its result code and description. */
interface Refusal {
  resultCode: number;
  resultDescription: string;
}

const database = await createPostgresDatabase();
let portal: PortalProcess | null = null;
const dashboards: DashboardClient[] = [];
try {
  // ---- the data -------------------------------------------------------------------------
  const now = new Date();
  const loadStarted = performance.now();
  const steps: string[] = [];
  const data = await loadBenchData(database.db, SIZE, now, (name, ms) => steps.push(`${name} ${(ms / 1000).toFixed(1)} s`));
  console.log(`loaded ${count(data.transactionCount)} transactions in ${seconds(loadStarted)} (${steps.join(', ')}); MD0001's subtree: ${data.mdScopeAgents} agents`);
  const mdId = data.demo.agentIds.get('MD0001')!;
  console.log(`last-ten query of MD0001's dashboard, EXPLAIN (ANALYZE, BUFFERS) of the prepared statement's 6th run: ${await explainLastTen(database.url, mdId)}`);

  // Ten terminals on each crowded retailer (the demo gave each two).
  const crowdedTerminals = Object.keys(CROWDED).flatMap((agentCode) => Array.from({ length: 10 }, (_, i) => ({ agentCode, code: i < 2 ? `${agentCode}-T${i + 1}` : `${agentCode}-B${i + 1}` })));
  await database.db
    .insertInto('terminals')
    .values(crowdedTerminals.filter((t) => t.code.includes('-B')).map((t) => ({ code: t.code, agent_id: data.demo.agentIds.get(t.agentCode)!, key_hash: hashTerminalKey(demoTerminalKey(t.code)) })))
    .execute();
  const sessions = async (user: string, n: number) => Promise.all(Array.from({ length: n }, () => createSession(database.db, data.demo.userIds.get(user)!)));
  const adminTokens = await sessions('MD0001/admin', CLIENTS + WATCHERS);
  const payoutTokens = await sessions('M00001/payout', CLIENTS);

  portal = await startPortalProcess(database.url);
  const base = portal.url;
  const wsUrl = `${base.replace(/^http/, 'ws')}/ws`;

  // ---- measuring ----------------------------------------------------------------------------
  type Load = 'flat out' | 'paced' | 'alone';
  interface Measure {
    name: string;
    call: (client: number) => Promise<number>;
    goalP95Ms: number;
    /** flat out: CLIENTS loops of `each` calls back to back; paced: CLIENTS clients at one call a
     * second; alone: one client, back to back (the floor). */
    loads: readonly Load[];
    each: number;
    clients?: number;
    unit?: string;
    party?: string;
    afterWarmUp?: () => void;
  }
  /** Warms up, runs each load and prints its latencies; for the concurrent ones also what the
   * portal's event loop and the machine's CPU were doing meanwhile. */
  const measure = async ({ name, call, goalP95Ms, loads, each, clients = CLIENTS, unit = 'requests', party = 'clients', afterWarmUp }: Measure) => {
    await closedLoop(clients, WARM_UP, call);
    afterWarmUp?.();
    for (const load of loads) {
      const [cpuBefore, before] = [sampleCpu(portal!.pid), await portal!.usage()];
      const run =
        load === 'flat out' ? await closedLoop(clients, each, call)
        : load === 'paced' ? await pacedLoop(clients, PACED_EACH, 1000, call)
        : await closedLoop(1, ALONE_EACH, call);
      const [after, cpuAfter] = [await portal!.usage(), sampleCpu(portal!.pid)];
      const who = load === 'flat out' ? `${clients} ${party} flat out` : load === 'paced' ? `${clients} ${party} at 1 a second each` : `1 ${party.replace(/s$/, '')} alone`;
      console.log(`${name}, ${who}: ${describeLatencies(run.latencies, run.seconds, load === 'alone' ? undefined : goalP95Ms, unit)}`);
      if (load !== 'alone') console.log(`    ${usageBetween(before, after)}; ${describeCpu(cpuBefore, cpuAfter)}`);
    }
  };

  // ---- the stats calls --------------------------------------------------------------------
  const stats = async (path: string, tokens: string[], who: string) => {
    const call = async (client: number) => {
      const started = performance.now();
      const answer = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${tokens[client]!}` } });
      const body = await answer.text();
      const ms = performance.now() - started;
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${body.slice(0, 300)}`);
      return ms;
    };
    await measure({ name: `GET ${path} (${who})`, call, goalP95Ms: 5, loads: ['flat out', 'paced', 'alone'], each: REST_EACH });
  };
  await stats('/api/v1/daily-stats', adminTokens, 'MD0001 admin');
  await stats('/api/v1/weekly-stats', adminTokens, 'MD0001 admin');
  await stats('/api/v1/payout-transaction-weekly-stats', payoutTokens, 'M00001 payout');

  // ---- the dashboard kind -------------------------------------------------------------------
  const connectStarted = performance.now();
  dashboards.push(...(await Promise.all(adminTokens.slice(0, CLIENTS).map((token) => connectDashboard(wsUrl, 'admin', token)))));
  console.log(`live channel: ${CLIENTS} dashboards (MD0001 admin, one session each) connected in ${(performance.now() - connectStarted).toFixed(0)} ms`);
  const ask = async (client: number) => {
    const { ms, body } = await dashboards[client]!.ask(DASHBOARD_FILTER);
    if (body.resultCode !== 0 || body.data?.length !== 10) throw new Error(`dashboard answered ${JSON.stringify(body).slice(0, 300)}`);
    return ms;
  };
  const kind = "live dashboard kind (last ten of MD0001's subtree)";
  await measure({ name: kind, call: ask, goalP95Ms: 5, loads: ['flat out', 'paced', 'alone'], each: DASHBOARD_EACH });
  await Promise.all(dashboards.splice(0).map((client) => client.stop()));

  // ---- the report kind (issue #15) ------------------------------------------------------------
  const cashierTokens = await sessions('R00001/cashier', CLIENTS);
  const tokensOf: Record<string, string[]> = { 'MD0001/admin': adminTokens, 'R00001/cashier': cashierTokens };
  for (const { who, user, login, filters } of await reportCases(database.db, now)) {
    const reports = await Promise.all(tokensOf[user]!.slice(0, CLIENTS).map((token) => connectDashboard(wsUrl, login, token, 'report')));
    dashboards.push(...reports);
    for (const [what, filter, fine] of filters) {
      const call = async (client: number) => {
        const { ms, body } = await reports[client]!.ask(filter);
        if (body.resultCode !== 0 || !fine(body)) throw new Error(`report (${what}) answered ${JSON.stringify(body).slice(0, 300)}`);
        return ms;
      };
      const loads: Load[] = what === 'first page' ? ['flat out', 'paced', 'alone'] : ['paced', 'alone'];
      await measure({ name: `live report kind, ${who}, ${what} of ${REPORT_DAYS} days`, call, goalP95Ms: 10, loads, each: DASHBOARD_EACH });
    }
    await Promise.all(dashboards.splice(0).map((client) => client.stop()));
  }

  // ---- terminal sales -------------------------------------------------------------------------
  let saleKeys = 0;
  const sell = async (terminalCode: string, productCode: string): Promise<{ ms: number; refId: string | null; refusal: Refusal | null }> => {
    const started = performance.now();
    const answer = await fetch(`${base}/api/v1/terminal/sale`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-terminal-key': demoTerminalKey(terminalCode), 'idempotency-key': `bench-${process.pid}-${++saleKeys}` },
      body: JSON.stringify({ productCode }),
    });
    const text = await answer.text();
    const ms = performance.now() - started;
    const body = JSON.parse(text) as Refusal & { refId?: string };
    if (answer.status === 200 && body.resultCode === 0 && body.refId) return { ms, refId: body.refId, refusal: null };
    // A refusal of the sale itself (credit limit, inactive agent, rate) is a figure; anything else is broken.
    if (answer.status === 403 || answer.status === 409) return { ms, refId: null, refusal: body };
    throw new Error(`terminal sale by ${terminalCode} answered ${answer.status}: ${text.slice(0, 300)}`);
  };
  const saleRun = async (name: string, terminals: { code: string; productCode: string }[], loads: readonly Load[]) => {
    const refusals = new Map<string, number>();
    let tried = 0;
    const call = async (client: number) => {
      const { ms, refusal } = await sell(terminals[client]!.code, terminals[client]!.productCode);
      tried++;
      if (refusal) {
        const reason = `${refusal.resultCode} ${refusal.resultDescription}`;
        refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
      }
      return ms;
    };
    await measure({
      name: `POST /api/v1/terminal/sale (${name})`,
      call,
      goalP95Ms: 25,
      loads,
      each: SALES_EACH,
      clients: terminals.length,
      unit: 'sales',
      party: 'terminals',
      afterWarmUp: () => {
        refusals.clear();
        tried = 0;
      },
    });
    const refused = [...refusals.values()].reduce((a, b) => a + b, 0);
    const why = [...refusals].map(([reason, n]) => `${n} x ${reason}`).join('; ');
    console.log(`    of those ${tried} sales ${refused === 0 ? 'none was refused' : `${refused} were refused: ${why}`}`);
  };
  const spread = data.benchTerminals.slice(0, CLIENTS).map((t) => ({ code: t.code, productCode: `${t.currency}10` }));
  await saleRun(`one terminal on each of ${CLIENTS} retailers`, spread, ['flat out', 'paced', 'alone']);
  await saleRun('10 terminals on each of 5 demo retailers', crowdedTerminals.map((t) => ({ code: t.code, productCode: CROWDED[t.agentCode]! })), ['flat out']);

  // ---- push delay ----------------------------------------------------------------------------
  dashboards.push(...(await Promise.all(adminTokens.slice(CLIENTS).map((token) => connectDashboard(wsUrl, 'admin', token)))));
  for (const watcher of dashboards) await watcher.ask(DASHBOARD_FILTER);
  await sleep(500);
  const delays: number[] = [];
  const saleMs: number[] = [];
  let stale = 0;
  for (let round = 0; round < PUSH_ROUNDS; round++) {
    for (const watcher of dashboards) watcher.clearPushes();
    const terminal = data.benchTerminals[CLIENTS + (round % 10)]!;
    const started = performance.now();
    const sale = await sell(terminal.code, `${terminal.currency}10`);
    if (!sale.refId) throw new Error(`the push round's sale was refused: ${JSON.stringify(sale.refusal)}`);
    saleMs.push(sale.ms);
    await Promise.all(
      dashboards.map(async (watcher) => {
        for (;;) {
          const push = await watcher.nextPush(5000);
          if (push.body.resultCode !== 0) throw new Error(`push answered ${JSON.stringify(push.body).slice(0, 300)}`);
          if (push.body.data?.[0]?.refId === sale.refId) {
            delays.push(push.at - started);
            return;
          }
          stale++; // a push of an earlier round
        }
      }),
    );
    await sleep(300);
  }
  const pushes = percentiles(delays);
  console.log(
    `push delay, sale to push on ${WATCHERS} dashboards: p50 ${pushes.p50.toFixed(0)} ms, p95 ${pushes.p95.toFixed(0)} ms, max ${pushes.max.toFixed(0)} ms ` +
      `(${delays.length} pushes of ${PUSH_ROUNDS} sales; the sale itself p50 ${percentiles(saleMs).p50.toFixed(1)} ms${stale ? `; ${stale} earlier pushes skipped` : ''}); ` +
      `goal under 1 s: ${pushes.max < 1000 ? 'met' : 'MISSED'}`,
  );
  await Promise.all(dashboards.splice(0).map((client) => client.stop()));

  // ---- the aggregates still agree with the rows ----------------------------------------------
  const mismatches = await aggregateMismatches(database.db);
  const rows = Number((await database.db.selectFrom('transactions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  if (mismatches.dailyStats || mismatches.balances) {
    throw new Error(`after the sales, ${mismatches.dailyStats} agent_daily_stats rows and ${mismatches.balances} agent_balances rows disagree with the ${count(rows)} transactions`);
  }
  console.log(`after the sales: agent_daily_stats and agent_balances agree with the ${count(rows)} transactions; whole run ${seconds(benchStarted)}`);
} catch (error) {
  console.error(`broken: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await Promise.all(dashboards.map((client) => client.stop()));
  await portal?.stop();
  await database.close();
}
