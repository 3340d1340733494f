// Benchmark (issue #19): 10,000 concurrent terminal sales against credit limits on PostgreSQL.
// The limits must never be overshot, whatever the concurrency: each sale locks the limit items it
// consumes (its agent's and its ancestors', in id order) and takes the whole amount or nothing
// (server/modules/ledger/limit-consumption.service.ts).
//
// Each run has a sub division of its own with 20 new retailers of 20 terminals each (400
// terminals, 25 sales each: the refused-sales rate limit of 20 a minute per terminal is not
// reached), and these limits, which never reset during the run (a date period a year ahead):
//   each retailer  AUD VALUE 3,000.00 (300 sales of AUD 10) and AUD10 COUNT 350
//   the sub div.   AUD VALUE 50,000.00 (5,000 sales): one row every sale of the run locks
// 10,000 sales of AUD 10 (500 per retailer): at most 5,000 can succeed.
//
//   500 in flight  the 10,000 sales by 500 terminals at a time, each sending its next sale as soon
//                  as its answer is back (the latency includes the wait for the portal's 10
//                  database connections and the queue on the sub division's limit row). Sending all
//                  10,000 at once overflows the listen backlog (511): connections are reset.
//   100 in flight  the same with 100 at a time
//
// Printed: successes, refusals by code, latency p50/p95/p99 (all, successes, refusals) and, from
// the ledger afterwards, each limit item's use (the successful sales it covers) against its limit:
// the overshoot (must be 0) and whether its stored current value equals that use.
//
// PostgreSQL only (TEST_DB unset or postgres; DATABASE_URL or the local default); without one it
// prints why and skips. Prints figures; never fails on a time; exits non-zero when something is
// broken (an overshoot, a current value that disagrees with the ledger, an unexpected answer).
import '../tests/support/install-test-keys';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { ensureBrandingAndSettings } from '../server/demo/content';
import { createDemoStructure, demoTerminalKey } from '../server/demo/structure';
import { createAgent } from '../server/modules/agents/agents.service';
import { createLimitTemplate } from '../server/modules/credit-limits/credit-limits.service';
import { hashTerminalKey } from '../server/modules/terminal/terminal-auth';
import { startPortalProcess, usageBetween, type PortalProcess } from './support/portal-process';
import { closedLoop, describeLatencies } from './support/latency';
import { postgresOnly } from './support/postgres-only';

const SALES = 10_000;
const RETAILERS = 20;
const TERMINALS_PER_RETAILER = 20;
const IN_FLIGHT = [500, 100] as const;
const PRODUCT = 'AUD10';
const RETAILER_VALUE_MINOR = 300_000;
const RETAILER_COUNT = 350;
const SUB_DIVISION_VALUE_MINOR = 5_000_000;

const { createPostgresDatabase } = await postgresOnly();

interface Outcome {
  ms: number;
  resultCode: number;
}

/** A sub division under MD0001 with its retailers, their terminals and the run's limits. */
async function limitedSubDivision(db: Kysely<Database>, md: number, run: number) {
  const sub = await createAgent(db, { code: `BSD${run}`, name: `Bench sub division ${run}`, level: 'SD', parentId: md });
  const terminals: string[] = [];
  const retailers: number[] = [];
  for (let r = 0; r < RETAILERS; r++) {
    const retailer = await createAgent(db, { code: `B${run}R${String(r).padStart(3, '0')}`, name: `Bench retailer ${run}/${r}`, level: 'R', parentId: sub });
    retailers.push(retailer);
    const codes = Array.from({ length: TERMINALS_PER_RETAILER }, (_, t) => `B${run}R${r}-T${t}`);
    await db.insertInto('terminals').values(codes.map((code) => ({ code, agent_id: retailer, key_hash: hashTerminalKey(demoTerminalKey(code)) }))).execute();
    terminals.push(...codes);
  }
  const nextYear = `01/01/${new Date().getUTCFullYear() + 1}`;
  await createLimitTemplate(db, {
    code: `BENCH-R${run}`, name: 'Bench retailers', ownerAgentId: md, agentIds: retailers,
    items: [
      { targetType: 'CURRENCY', targetCode: 'AUD', limitType: 'VALUE', limitValue: RETAILER_VALUE_MINOR, periodId: 5, periodValue: nextYear },
      { targetType: 'PRODUCT', targetCode: PRODUCT, limitType: 'COUNT', limitValue: RETAILER_COUNT, periodId: 5, periodValue: nextYear },
    ],
  });
  await createLimitTemplate(db, {
    code: `BENCH-SD${run}`, name: 'Bench sub division', ownerAgentId: md, agentIds: [sub],
    items: [{ targetType: 'CURRENCY', targetCode: 'AUD', limitType: 'VALUE', limitValue: SUB_DIVISION_VALUE_MINOR, periodId: 5, periodValue: nextYear }],
  });
  return { sub, terminals };
}

/** Each limit item of the run's templates against the successful sales it covers (its agent's
 * and every agent's below it): the overshoot and whether the stored current value agrees. */
async function limitsAgainstLedger(db: Kysely<Database>, run: number) {
  const { rows } = await sql<{ id: number; limit_value: string; current_value: string; used: string }>`
    SELECT ali.id, ali.limit_value, ali.current_value,
      (SELECT CASE WHEN ali.limit_type = 'VALUE' THEN coalesce(sum(t.value_minor), 0) ELSE count(*) END
       FROM agent_closure c
       JOIN transactions t ON t.agent_id = c.descendant_id AND t.tx_type = 'SALE' AND t.status = 'SUCCESS'
       JOIN products p ON p.id = t.product_id
       WHERE c.ancestor_id = ali.agent_id
         AND (CASE WHEN ali.target_type = 'CURRENCY' THEN t.currency_code ELSE p.code END) = ali.target_code) AS used
    FROM agent_limit_items ali
    JOIN limit_template_items ti ON ti.id = ali.template_item_id
    JOIN limit_templates lt ON lt.id = ti.template_id
    WHERE lt.code IN (${`BENCH-R${run}`}, ${`BENCH-SD${run}`})`.execute(db);
  let overshoot = 0;
  let disagreeing = 0;
  let atLimit = 0;
  for (const row of rows) {
    const used = Number(row.used);
    overshoot += Math.max(0, used - Number(row.limit_value));
    if (used !== Number(row.current_value)) disagreeing++;
    if (used === Number(row.limit_value)) atLimit++;
  }
  return { items: rows.length, overshoot, disagreeing, atLimit };
}

const database = await createPostgresDatabase();
let portal: PortalProcess | null = null;
let broken = false;
try {
  await ensureBrandingAndSettings(database.db);
  const demo = await createDemoStructure(database.db, new Date(Date.now() - 7 * 86_400_000));
  const md = demo.agentIds.get('MD0001')!;
  portal = await startPortalProcess(database.url);
  const base = portal.url;
  let keys = 0;
  const sell = async (terminal: string): Promise<Outcome> => {
    const started = performance.now();
    const answer = await fetch(`${base}/api/v1/terminal/sale`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-terminal-key': demoTerminalKey(terminal), 'idempotency-key': `limits-${process.pid}-${++keys}` },
      body: JSON.stringify({ productCode: PRODUCT }),
    });
    const body = (await answer.json()) as { resultCode: number; resultDescription: string };
    const ms = performance.now() - started;
    const expected = (answer.status === 200 && body.resultCode === 0) || (answer.status === 400 && body.resultCode === 1010) || (answer.status === 403 && body.resultCode === 1429);
    if (!expected) throw new Error(`sale by ${terminal} answered ${answer.status}: ${JSON.stringify(body)}`);
    return { ms, resultCode: body.resultCode };
  };

  // ---- warm-up: the pool, JIT and the statements' plans, on demo terminals without limits --------
  const warm = demo.terminals.filter((t) => t.agentCode === 'R00004').map((t) => t.code);
  for (let i = 0; i < 40; i++) await sell(warm[i % warm.length]!);

  for (const [index, clients] of IN_FLIGHT.entries()) {
    const run = index + 1;
    const name = `${clients} in flight (${SALES.toLocaleString('en')} sales of ${RETAILERS * TERMINALS_PER_RETAILER} terminals)`;
    const { terminals } = await limitedSubDivision(database.db, md, run);
    const from = await portal.usage();
    const outcomes: Outcome[] = [];
    const { seconds } = await closedLoop(clients, SALES / clients, async (client, i) => {
      const outcome = await sell(terminals[(i * clients + client) % terminals.length]!);
      outcomes.push(outcome);
      return outcome.ms;
    });
    const usage = usageBetween(from, await portal.usage());
    const count = (code: number) => outcomes.filter((o) => o.resultCode === code).length;
    const ledger = await limitsAgainstLedger(database.db, run);
    const fine = ledger.overshoot === 0 && ledger.disagreeing === 0 && count(0) <= SUB_DIVISION_VALUE_MINOR / 1000;
    if (!fine) broken = true;
    console.log(`${name}: ${count(0)} sold (at most ${SUB_DIVISION_VALUE_MINOR / 1000} fit), ${count(1010)} refused 1010 credit limit, ${count(1429)} refused 1429 refused-sales rate`);
    console.log(`  all sales     ${describeLatencies(outcomes.map((o) => o.ms), seconds, undefined, 'sales')}`);
    console.log(`  sold          ${describeLatencies(outcomes.filter((o) => o.resultCode === 0).map((o) => o.ms), null, undefined, 'sales')}`);
    console.log(`  refused       ${describeLatencies(outcomes.filter((o) => o.resultCode !== 0).map((o) => o.ms), null, undefined, 'sales')}`);
    console.log(
      `  limits: ${ledger.items} items, overshoot ${ledger.overshoot} (${ledger.overshoot === 0 ? 'none' : 'BROKEN'}), ` +
        `${ledger.atLimit} used up exactly, current values ${ledger.disagreeing === 0 ? 'all agree' : `DISAGREE on ${ledger.disagreeing} items`} with the ledger`,
    );
    console.log(`  portal: ${usage}`);
  }
} finally {
  await portal?.stop();
  await database.close();
}
if (broken) {
  console.log('BROKEN: see above');
  process.exit(1);
}
