// Benchmark (issue #18): POST /api/v1/voucher/redeem on PostgreSQL, many redeems of the same PINs
// racing. A PIN is redeemed exactly once; the others are refused 1009 'already redeemed'.
//
//   all at once     1,000 redeems of 100 PINs (10 each, shuffled) sent together: the number of
//                   successes (must be exactly 100) and the latency of each request, which here
//                   includes its wait for the portal's 10 database connections
//   50 clients      1,000 redeems of 100 new PINs by 50 clients flat out (each sends its next as
//                   soon as its answer is back), each PIN asked 10 times within a few ms
//   50 paced        1,000 redeems of 100 new PINs by 50 clients at one request a second each
//                   (clients in use, not flat out; as bench/dashboard.ts measures the terminal sale)
//   one client      100 new PINs each redeemed and then redeemed again, one request at a time
//                   (the floor)                                goal: p95 under 20 ms (each mode)
//   bare Fastify    the same 1,000 POSTs, sent together and by 50 clients flat out, to a bare
//                   Fastify hello world in a process of its own (bench/support/bare-fastify.ts):
//                   what each mode costs on this machine (this client, these cores) before any
//                   work is done. Where its p95 is above the goal, so is any endpoint's: 1,000
//                   requests at once answered with p95 under 20 ms are 950 answers in 20 ms,
//                   about 47,500 a second.
//
// The redeemer is the demo's payout merchant M00001 (one user, one currency: every success meets
// the same balance and daily/monthly rows, the worst case). The PINs are sold by R00001's and
// R00003's terminals through the one sale code path before each run. The portal runs in a process
// of its own, built as server/main.ts builds it on PostgreSQL (bench/support/portal-server.ts);
// this process is the clients, over real HTTP. At the end, the ledger is checked: one REDEEM row
// per redeemed voucher, the merchant's balance and the daily and monthly figures equal to a count
// over the rows.
//
// PostgreSQL only (TEST_DB unset or postgres; DATABASE_URL or the local default); without one it
// prints why and skips. Prints figures; never fails on a time; exits non-zero when something is
// broken (a count of successes other than the PINs', an unexpected answer, aggregates that
// disagree with the rows).
import '../tests/support/install-test-keys';
import { sql } from 'kysely';
import { ensureBrandingAndSettings } from '../server/demo/content';
import { createDemoStructure } from '../server/demo/structure';
import { createSession } from '../server/http/session';
import { sellVouchers } from '../server/modules/terminal/sale.service';
import { startBareFastify } from './support/bare-fastify';
import { startPortalProcess, usageBetween, type PortalProcess } from './support/portal-process';
import { closedLoop, describeLatencies, pacedLoop } from './support/latency';
import { postgresOnly } from './support/postgres-only';

const PINS = 100;
const TRIES_PER_PIN = 10;
const CLIENTS = 50;
const GOAL_P95_MS = 20;

const { createPostgresDatabase } = await postgresOnly();

interface Outcome {
  ms: number;
  status: number;
  resultCode: number;
}

const database = await createPostgresDatabase();
let portal: PortalProcess | null = null;
let broken = false;
try {
  await ensureBrandingAndSettings(database.db);
  const demo = await createDemoStructure(database.db, new Date(Date.now() - 7 * 86_400_000));
  const merchantId = demo.agentIds.get('M00001')!;
  const token = await createSession(database.db, demo.userIds.get('M00001/payout')!);
  const sellers = ['R00001', 'R00003'].map((code) => ({ code, products: code === 'R00001' ? 'AUD10' : 'CAD10' }));
  /** PINs of `n` new sales, alternating between the two sellers (AUD and CAD). */
  const soldPins = async (n: number): Promise<string[]> => {
    const pins: string[] = [];
    for (let i = 0; i < n; i++) {
      const seller = sellers[i % sellers.length]!;
      const terminal = demo.terminals.find((t) => t.agentCode === seller.code)!;
      const sale = await sellVouchers(database.db, [{ terminalId: terminal.id, productCode: seller.products }]);
      if (!sale.ok) throw new Error(`the sale by ${seller.code} was refused: ${sale.resultDescription}`);
      pins.push(sale.sales[0]!.pin);
    }
    return pins;
  };

  portal = await startPortalProcess(database.url);
  const base = portal.url;
  const redeem = async (pin: string): Promise<Outcome> => {
    const started = performance.now();
    const answer = await fetch(`${base}/api/v1/voucher/redeem`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ pin }),
    });
    const body = (await answer.json()) as { resultCode: number; resultDescription: string };
    const ms = performance.now() - started;
    if (!(answer.status === 200 && body.resultCode === 0) && !(answer.status === 400 && body.resultCode === 1009)) {
      throw new Error(`redeem answered ${answer.status}: ${JSON.stringify(body)}`);
    }
    return { ms, status: answer.status, resultCode: body.resultCode };
  };
  const shuffled = <T>(values: T[]): T[] => {
    for (let i = values.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [values[i], values[j]] = [values[j]!, values[i]!];
    }
    return values;
  };
  const report = async (name: string, outcomes: Outcome[], seconds: number, expectedSuccesses: number, cpuFrom: Awaited<ReturnType<PortalProcess['usage']>>) => {
    const successes = outcomes.filter((o) => o.resultCode === 0).length;
    const refused = outcomes.filter((o) => o.resultCode === 1009).length;
    const ok = successes === expectedSuccesses;
    if (!ok) broken = true;
    const usage = usageBetween(cpuFrom, await portal!.usage());
    console.log(`${name}: ${successes} redeemed (${ok ? 'exactly' : 'BROKEN: expected'} ${expectedSuccesses}), ${refused} refused 1009 already redeemed`);
    console.log(`  all requests  ${describeLatencies(outcomes.map((o) => o.ms), seconds, GOAL_P95_MS)}`);
    console.log(`  successes     ${describeLatencies(outcomes.filter((o) => o.resultCode === 0).map((o) => o.ms), null)}`);
    console.log(`  refusals      ${describeLatencies(outcomes.filter((o) => o.resultCode !== 0).map((o) => o.ms), null)}`);
    console.log(`  portal: ${usage}`);
  };

  // ---- warm-up: the portal's pool, JIT and the statements' plans --------------------------------
  for (const pin of await soldPins(20)) {
    await redeem(pin);
    await redeem(pin);
  }
  let expectedRedeems = 20;

  // ---- all at once --------------------------------------------------------------------------
  {
    const pins = await soldPins(PINS);
    const requests = shuffled(pins.flatMap((pin) => Array.from({ length: TRIES_PER_PIN }, () => pin)));
    const from = await portal.usage();
    const started = performance.now();
    const outcomes = await Promise.all(requests.map((pin) => redeem(pin)));
    await report(`all at once (${requests.length} requests of ${PINS} PINs sent together)`, outcomes, (performance.now() - started) / 1000, PINS, from);
    expectedRedeems += PINS;
  }

  // ---- the floor: the same burst at a bare Fastify hello world ---------------------------------
  {
    const bare = await startBareFastify();
    try {
      const post = async (): Promise<number> => {
        const started = performance.now();
        const answer = await fetch(`${bare.url}/hello`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ pin: '0000000000000000' }),
        });
        await answer.json();
        return performance.now() - started;
      };
      await Promise.all(Array.from({ length: 100 }, post)); // warm-up
      const started = performance.now();
      const latencies = await Promise.all(Array.from({ length: PINS * TRIES_PER_PIN }, post));
      console.log(`bare Fastify hello world, the same ${latencies.length} POSTs (the floor of each mode on this machine):`);
      console.log(`  sent together      ${describeLatencies(latencies, (performance.now() - started) / 1000, GOAL_P95_MS)}`);
      const flatOut = await closedLoop(CLIENTS, (PINS * TRIES_PER_PIN) / CLIENTS, () => post());
      console.log(`  ${CLIENTS} clients flat out ${describeLatencies(flatOut.latencies, flatOut.seconds, GOAL_P95_MS)}`);
    } finally {
      await bare.stop();
    }
  }

  // ---- 50 clients flat out ------------------------------------------------------------------
  {
    const pins = await soldPins(PINS);
    const each = (PINS * TRIES_PER_PIN) / CLIENTS;
    const outcomes: Outcome[] = [];
    const from = await portal.usage();
    // The k-th request of every client asks the same few PINs: each PIN is asked 10 times by
    // different clients at about the same moment.
    const run = await closedLoop(CLIENTS, each, async (client, index) => {
      const pin = pins[(index * CLIENTS + client) % PINS]!;
      const outcome = await redeem(pin);
      outcomes.push(outcome);
      return outcome.ms;
    });
    await report(`${CLIENTS} clients flat out (${outcomes.length} requests of ${PINS} PINs)`, outcomes, run.seconds, PINS, from);
    expectedRedeems += PINS;
  }

  // ---- 50 clients at one request a second each ----------------------------------------------
  {
    const pins = await soldPins(PINS);
    const each = (PINS * TRIES_PER_PIN) / CLIENTS;
    const outcomes: Outcome[] = [];
    const from = await portal.usage();
    const run = await pacedLoop(CLIENTS, each, 1000, async (client, index) => {
      const outcome = await redeem(pins[(index * CLIENTS + client) % PINS]!);
      outcomes.push(outcome);
      return outcome.ms;
    });
    await report(`${CLIENTS} clients at one request a second each (${outcomes.length} requests of ${PINS} PINs)`, outcomes, run.seconds, PINS, from);
    expectedRedeems += PINS;
  }

  // ---- one client ---------------------------------------------------------------------------
  {
    const pins = await soldPins(PINS);
    const outcomes: Outcome[] = [];
    const from = await portal.usage();
    const started = performance.now();
    for (const pin of pins) {
      outcomes.push(await redeem(pin));
      outcomes.push(await redeem(pin));
    }
    await report(`one client (${outcomes.length} requests: each of ${PINS} PINs redeemed, then again)`, outcomes, (performance.now() - started) / 1000, PINS, from);
    expectedRedeems += PINS;
  }

  // ---- the ledger agrees ----------------------------------------------------------------------
  const redeemRows = await sql<{ rows: string; vouchers: string; value: string }>`
    SELECT count(*) AS rows, count(DISTINCT voucher_id) AS vouchers, coalesce(sum(value_minor), 0) AS value
    FROM transactions WHERE tx_type = 'REDEEM' AND agent_id = ${merchantId}`.execute(database.db);
  const { rows, vouchers, value } = redeemRows.rows[0]!;
  const balance = await sql<{ currency_code: string; balance_minor: string; redeemed: string }>`
    SELECT b.currency_code, b.balance_minor,
      (SELECT coalesce(sum(value_minor), 0) FROM transactions t WHERE t.tx_type = 'REDEEM' AND t.agent_id = b.agent_id AND t.currency_code = b.currency_code) AS redeemed
    FROM agent_balances b WHERE b.agent_id = ${merchantId} ORDER BY 1`.execute(database.db);
  const stats = await sql<{ daily: string; monthly: string }>`
    SELECT (SELECT coalesce(sum(success_count), 0) FROM agent_daily_stats WHERE agent_id = ${merchantId} AND tx_type = 'REDEEM') AS daily,
      (SELECT coalesce(sum(success_count), 0) FROM agent_monthly_stats WHERE agent_id = ${merchantId} AND tx_type = 'REDEEM') AS monthly`.execute(database.db);
  const balancesAgree = balance.rows.every((b) => Number(b.balance_minor) === -Number(b.redeemed));
  const statsAgree = Number(stats.rows[0]!.daily) === Number(rows) && Number(stats.rows[0]!.monthly) === Number(rows);
  const ledgerOk = Number(rows) === expectedRedeems && Number(vouchers) === expectedRedeems && balancesAgree && statsAgree;
  if (!ledgerOk) broken = true;
  console.log(
    `ledger: ${rows} REDEEM rows for ${vouchers} vouchers (expected ${expectedRedeems}), value ${(Number(value) / 100).toFixed(2)}; ` +
      `balances ${balance.rows.map((b) => `${b.currency_code} ${(Number(b.balance_minor) / 100).toFixed(2)}`).join(', ')} ${balancesAgree ? 'agree' : 'DISAGREE'} with the rows; ` +
      `daily and monthly REDEEM successes ${stats.rows[0]!.daily} / ${stats.rows[0]!.monthly} ${statsAgree ? 'agree' : 'DISAGREE'}`,
  );
} finally {
  await portal?.stop();
  await database.close();
}
if (broken) {
  console.log('BROKEN: see above');
  process.exit(1);
}
