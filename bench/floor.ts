// Benchmark (#38): every speed goal as a ratio to its floor, measured in the same run. Each row is
// measured beside its floor, three rounds, and printed as the median ratio with the range of the
// rounds and the load average. The load generator (autocannon, bench/support/load-generator.ts),
// the portal (bench/support/portal-server.ts, built as server/main.ts builds it on PostgreSQL)
// and the bare Fastify hello world (bench/support/bare-fastify.ts) each run in a process of
// their own, as a user's load arrives.
//
//   row                                     floor                              goal
//   signed-in read: GET /api/v1/profile,    GET /hello of a bare Fastify,       >= 0.3x throughput
//     GET /api/v1/company-structure (c=10)    same connections
//   GET /api/status (c=10)                  the same                           >= 0.5x throughput
//   voucher redeem, 50 clients flat out     POST /hello, 50 clients flat out    >= 0.5x throughput
//   voucher redeem, 1,000 sent at once      POST /hello, 1,000 at once          p95 at most 1.5x
//   npm start to the first 200              the server's own ready line         at most 1 s between, 3 s in all
//   CSV export of 1,000,000 rows            PostgreSQL's COPY of the same cells >= 0.5x, peak RSS < 150 MB
//   Lighthouse mobile, seven pages          the host's benchmarkIndex           >= 95
//
// Each HTTP row is also printed beside a bare Fastify that makes as many statements on
// PostgreSQL a request as the portal made in that round (counted in the portal's process): what
// the database's round trips alone allow on this machine. FLOOR_PARTS=http,start,export,lighthouse
// picks the parts (all by default). PostgreSQL only (DATABASE_URL or the local default); prints
// figures and never fails on a time.
import '../tests/support/install-test-keys';
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ensureBrandingAndSettings } from '../server/demo/content';
import { createDemoStructure } from '../server/demo/structure';
import { createSession } from '../server/http/session';
import { sellVouchers } from '../server/modules/terminal/sale.service';
import { startBareFastify } from './support/bare-fastify';
import type { LoadFigures, LoadSpec } from './support/load-generator';
import { startPortalProcess } from './support/portal-process';
import { postgresOnly } from './support/postgres-only';
import { startOnce, type StartFigures } from './support/start-once';
import { exportBesideCopy, type ExportRound } from './support/export-floor';
import { auditPages, scoreLine } from './support/lighthouse-pages';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROUNDS = 3;
const SECONDS = 5;
const generator = fileURLToPath(new URL('./support/load-generator.ts', import.meta.url));
const run = promisify(execFile);

/** One load, from a process of its own. */
async function load(spec: LoadSpec): Promise<LoadFigures> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', generator, JSON.stringify(spec)],
    { maxBuffer: 1 << 24 },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as LoadFigures;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fixed = (n: number, digits = 2) => n.toFixed(digits);

interface Round {
  /** The row's ratio to its floor (higher is better for throughput, lower for latency). */
  ratio: number;
  row: string;
  floor: string;
  /** Beside a bare Fastify making as many round trips to PostgreSQL as the portal made. */
  sameStatements: { statements: number; ratio: number; floor: string; cpuMicros: number };
}

interface Row {
  name: string;
  goal: string;
  /** One round: the row and its floors. */
  measure: () => Promise<Round>;
  meets: (ratio: number) => boolean;
}

const { createPostgresDatabase } = await postgresOnly();
/** FLOOR_PARTS=http,start,export,lighthouse (the default: all, in this order). */
const PARTS = new Set((process.env.FLOOR_PARTS ?? 'http,start,export,lighthouse').split(','));
const load1 = () => fixed(loadavg()[0]!);
/** The median with its unit, then the range of the rounds. */
const range = (values: number[], unit: string) => `${fixed(median(values))}${unit} (${fixed(Math.min(...values))}-${fixed(Math.max(...values))})`;

if (PARTS.has('http')) await httpRows();
if (PARTS.has('start')) await startRow();
if (PARTS.has('export')) await exportRow();
if (PARTS.has('lighthouse')) await lighthouseRows();

async function httpRows() {
  const database = await createPostgresDatabase();
  const bare = await startBareFastify(database.url);
  let portal: Awaited<ReturnType<typeof startPortalProcess>> | null = null;
  try {
    await ensureBrandingAndSettings(database.db);
    const demo = await createDemoStructure(database.db, new Date(Date.now() - 7 * 86_400_000));
    const admin = await createSession(database.db, demo.userIds.get('MD0001/admin')!);
    const redeemer = await createSession(database.db, demo.userIds.get('M00001/payout')!);
    const seller = demo.terminals.find((t) => t.agentCode === 'R00001')!;
    const soldPins = async (n: number): Promise<string[]> => {
      const pins: string[] = [];
      for (let i = 0; i < n; i++) {
        const sale = await sellVouchers(database.db, [
          { terminalId: seller.id, productCode: 'AUD10' },
        ]);
        if (!sale.ok) throw new Error(`a sale was refused: ${sale.resultDescription}`);
        pins.push(sale.sales[0]!.pin);
      }
      return pins;
    };
    portal = await startPortalProcess(database.url);
    const at = (path: string) => `${portal!.url}${path}`;
    const hello = `${bare.url}/hello`;
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    const perSecond = (figures: LoadFigures) => ({
      ratio: (row: LoadFigures) => row.perSecond / figures.perSecond,
      text: `${fixed(figures.perSecond, 0)}/s`,
    });
    const p95 = (figures: LoadFigures) => ({
      ratio: (row: LoadFigures) => row.p95 / figures.p95,
      text: `p95 ${fixed(figures.p95, 1)} ms`,
    });
    /** One round: the floor, the row (counting the portal's statements and CPU), then a bare Fastify
     * making the same number of statements a request, each in the same mode. */
    const round = async (
      name: string,
      spec: LoadSpec,
      floorSpec: LoadSpec,
      figure: typeof perSecond,
    ): Promise<Round> => {
      const floor = figure(await load(floorSpec));
      const before = await portal!.usage();
      const measured = await load(spec);
      const after = await portal!.usage();
      if (measured.errors) throw new Error(`${name}: ${measured.errors} connection errors`);
      const statements = (after.statements - before.statements) / measured.requests;
      const cpuMicros =
        (after.cpu.user - before.cpu.user + after.cpu.system - before.cpu.system) /
        measured.requests;
      const same = figure(
        await load({ ...floorSpec, url: `${bare.url}/statements/${Math.round(statements)}` }),
      );
      return {
        ratio: floor.ratio(measured),
        row: figure(measured).text,
        floor: floor.text,
        sameStatements: { statements, ratio: same.ratio(measured), floor: same.text, cpuMicros },
      };
    };
    const throughputRow = (
      name: string,
      goal: number,
      spec: LoadSpec,
      floorSpec: LoadSpec,
    ): Row => ({
      name,
      goal: `>= ${goal}x throughput`,
      meets: (ratio) => ratio >= goal,
      measure: () => round(name, spec, floorSpec, perSecond),
    });
    const redeemBodies = async (pins: number, tries: number) => {
      const sold = await soldPins(pins);
      return sold.flatMap((pin) => Array.from({ length: tries }, () => JSON.stringify({ pin })));
    };

    const rows: Row[] = [
      throughputRow(
        'signed-in read: GET /api/v1/profile, c=10',
        0.3,
        {
          url: at('/api/v1/profile'),
          method: 'GET',
          headers: bearer(admin),
          connections: 10,
          seconds: SECONDS,
        },
        { url: hello, method: 'GET', connections: 10, seconds: SECONDS },
      ),
      throughputRow(
        'signed-in read: GET /api/v1/company-structure, c=10',
        0.3,
        {
          url: at('/api/v1/company-structure'),
          method: 'GET',
          headers: bearer(admin),
          connections: 10,
          seconds: SECONDS,
        },
        { url: hello, method: 'GET', connections: 10, seconds: SECONDS },
      ),
      throughputRow(
        'GET /api/status, c=10',
        0.5,
        { url: at('/api/status'), method: 'GET', connections: 10, seconds: SECONDS },
        { url: hello, method: 'GET', connections: 10, seconds: SECONDS },
      ),
      {
        name: 'voucher redeem, 50 clients flat out (200 PINs asked in turn)',
        goal: '>= 0.5x throughput',
        meets: (ratio) => ratio >= 0.5,
        measure: async () => {
          const bodies = await redeemBodies(200, 1);
          return round(
            'redeem',
            {
              url: at('/api/v1/voucher/redeem'),
              method: 'POST',
              headers: bearer(redeemer),
              bodies,
              connections: 50,
              seconds: SECONDS,
            },
            { url: hello, method: 'POST', bodies, connections: 50, seconds: SECONDS },
            perSecond,
          );
        },
      },
      {
        name: 'voucher redeem, 1,000 sent at once (100 PINs x 10)',
        goal: 'p95 <= 1.5x',
        meets: (ratio) => ratio <= 1.5,
        measure: async () => {
          const bodies = await redeemBodies(100, 10);
          return round(
            'redeem at once',
            {
              url: at('/api/v1/voucher/redeem'),
              method: 'POST',
              headers: bearer(redeemer),
              bodies,
              connections: 1000,
              amount: 1000,
            },
            { url: hello, method: 'POST', bodies, connections: 1000, amount: 1000 },
            p95,
          );
        },
      },
    ];

    // Warm-up: the pool, the JIT, the statements' plans.
    await load({
      url: at('/api/v1/profile'),
      method: 'GET',
      headers: bearer(admin),
      connections: 10,
      seconds: 2,
    });
    await load({ url: hello, method: 'GET', connections: 10, seconds: 2 });

    console.log(
      `rounds: ${ROUNDS}, ${SECONDS} s each; load average before: ${loadavg()
        .map((l) => fixed(l))
        .join(' ')}`,
    );
    for (const row of rows) {
      const rounds: Round[] = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await row.measure());
      const ratios = rounds.map((r) => r.ratio);
      const middle = median(ratios);
      const mid = rounds.find((r) => r.ratio === middle)!;
      console.log(
        `${row.name}\n  ${fixed(middle)}x (${fixed(Math.min(...ratios))}-${fixed(Math.max(...ratios))}), goal ${row.goal}: ${row.meets(middle) ? 'met' : 'MISSED'}` +
          `; median round ${mid.row} beside the floor's ${mid.floor}; load average ${loadavg()
            .map((l) => fixed(l))
            .join(' ')}` +
          `\n  the portal: ${fixed(mid.sameStatements.statements, 1)} statements and ${fixed(mid.sameStatements.cpuMicros, 0)} µs of its CPU a request; ` +
          `a bare Fastify making ${Math.round(mid.sameStatements.statements)} statements a request: ${mid.sameStatements.floor}, ratio ${fixed(mid.sameStatements.ratio)}x`,
      );
    }
  } finally {
    await portal?.stop();
    await bare.stop();
    await database.close();
  }
}

/** `npm start` on an existing data folder (the usual restart; a first start from the demo template
 * before the rounds), beside the server's own ready line: at most 1 s between them, 3 s in all. */
async function startRow() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-floor-start-'));
  try {
    await startOnce(dataDir);
    const rounds: StartFigures[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await startOnce(dataDir));
    const gaps = rounds.map((r) => (r.firstAnswerMs - r.readyInMs) / 1000);
    const totals = rounds.map((r) => r.firstAnswerMs / 1000);
    const met = median(gaps) <= 1 && median(totals) <= 3;
    console.log(
      `npm start to the first 200 (existing data folder)\n  ${range(totals, ' s')} beside the server's ready line ${range(rounds.map((r) => r.readyInMs / 1000), ' s')}: ` +
        `${range(gaps, ' s')} between them, goal at most 1 s between them and 3 s in all: ${met ? 'met' : 'MISSED'}; load average ${load1()}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A CSV report by email of 1,000,000 rows beside PostgreSQL's own COPY of the same cells. */
async function exportRow() {
  const database = await createPostgresDatabase();
  const exports = await exportBesideCopy(database.db, database.url);
  try {
    const rounds: ExportRound[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await exports.round());
    const ratios = rounds.map((r) => r.copySeconds / r.exportSeconds);
    const mid = rounds.find((r) => r.copySeconds / r.exportSeconds === median(ratios))!;
    const peak = Math.max(...rounds.map((r) => r.peakRss)) / 1024 / 1024;
    console.log(
      `CSV export of ${mid.rows.toLocaleString('en-US')} rows (of ${exports.transactions.toLocaleString('en-US')} transactions)\n  ${range(ratios, 'x')}, goal >= 0.5x and peak RSS under 150 MB: ` +
        `${median(ratios) >= 0.5 && peak < 150 ? 'met' : 'MISSED'}; median round ${fixed(mid.exportSeconds, 1)} s beside COPY's ${fixed(mid.copySeconds, 1)} s; ` +
        `peak RSS ${fixed(peak, 1)} MB; load average ${load1()}`,
    );
  } finally {
    await exports.stop();
    await database.close();
  }
}

/** Lighthouse mobile, cold cache, the median of LIGHTHOUSE_RUNS (5) per page, beside the host's benchmarkIndex. */
async function lighthouseRows() {
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
  console.log(`Lighthouse mobile, cold cache, median of ${runs}; load average ${load1()}`);
  await auditPages(runs, (score) => console.log(`  ${scoreLine(score)}`));
}
