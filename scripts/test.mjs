#!/usr/bin/env node
// `npm test`: every check of the project, in stages; the steps of a stage run side by side
// (two cores here and on CI). Each vitest step writes a JSON report so that the run ends with
// one line counting every test: 'tests: N passed, N failed'. Exit code 1 if anything failed.
//
//   node scripts/test.mjs            all stages
//   node scripts/test.mjs --only e2e steps whose name contains 'e2e'
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import net from 'node:net';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;

/** The journeys that also run on the embedded database (every journey runs on PostgreSQL). */
const E2E_SMOKE = ['tests/e2e/portal-starts.e2e.test.ts', 'tests/e2e/sign-in.e2e.test.ts', 'tests/e2e/shell.e2e.test.ts', 'tests/e2e/company.e2e.test.ts'];

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The load balancer of the cluster stage (Debian's haproxy package). */
const HAPROXY = '/usr/sbin/haproxy';

/** A vitest step: its JSON report feeds the closing count. */
function vitest(name, args, env = {}) {
  const outputFile = join(reports, `${name}.json`);
  return {
    name,
    command: 'npx',
    args: ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`],
    env,
    report: outputFile,
  };
}

/** scripts/storybook-smoke.mjs with the test runner's JSON report (jest's, which vitest's copies). */
function storybookSmoke() {
  const outputFile = join(reports, 'storybook-smoke.json');
  return {
    name: 'storybook-smoke',
    command: 'node',
    args: ['scripts/storybook-smoke.mjs', '--', '--json', `--outputFile=${outputFile}`],
    report: outputFile,
  };
}

function script(name, file, extra = []) {
  return { name, command: 'node', args: [file, ...extra] };
}

async function postgresAnswers() {
  const { hostname, port } = new URL(postgresUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function exists(relative) {
  return existsSync(join(root, relative));
}

async function stages() {
  const hasPostgres = await postgresAnswers();
  const list = [
    // Generated files must match their sources; then types and lint.
    [
      exists('design-tokens/build.mjs') && script('tokens-fresh', 'design-tokens/build.mjs', ['--check']),
      exists('scripts/openapi-types.mjs') && script('openapi-fresh', 'scripts/openapi-types.mjs', ['--check']),
      exists('scripts/i18n.mjs') && script('i18n-complete', 'scripts/i18n.mjs', ['--check']),
      { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
      { name: 'lint', command: 'npx', args: ['eslint', '.'] },
      // Import cycles of the server, type-only imports included (.dependency-cruiser.cjs).
      { name: 'import-cycles', command: 'npx', args: ['depcruise', 'server', '--config', '.dependency-cruiser.cjs'] },
      // The JavaScript budgets (brotli bytes of each page's first load), over the built files.
      script('size-budget', 'scripts/size-budget.mjs'),
    ],
    // Unit tests and the server suite on both databases; after the shorter PostgreSQL suite, the
    // contracts (consumer, then the provider against the real server, which reads the pacts the
    // consumer tests have just written).
    [
      vitest('unit-and-server-pglite', ['--project', 'unit', '--project', 'server'], { TEST_DB: 'pglite' }),
      [
        hasPostgres
          ? vitest('server-postgres', ['--project', 'server'], { TEST_DB: 'postgres', DATABASE_URL: postgresUrl })
          : { name: 'server-postgres', skip: `no PostgreSQL answers at ${postgresUrl}` },
        vitest('pact-consumer', ['--project', 'pact-consumer']),
        vitest('pact-provider', ['--project', 'pact-provider']),
      ],
    ],
    // Chromium: the stories, then a smoke set of journeys on the embedded database (the portal
    // starts, signs in, shows the shell's data and the company page; without PostgreSQL the
    // full set runs there); beside them every journey against a portal on PostgreSQL.
    [
      [
        // The journeys after it do not depend on the stories: they run whatever the stories gave.
        exists('.storybook/main.ts') && { ...vitest('stories', ['--project', 'stories']), gate: false },
        vitest('e2e', ['--project', 'e2e', ...(hasPostgres ? E2E_SMOKE : [])]),
      ].filter(Boolean),
      hasPostgres
        ? vitest('e2e-postgres', ['--project', 'e2e'], { E2E_DB: 'postgres', DATABASE_URL: postgresUrl })
        : { name: 'e2e-postgres', skip: `no PostgreSQL answers at ${postgresUrl}` },
    ],
    // Three compiled portal instances on one fresh PostgreSQL database behind HAProxy running
    // deploy/haproxy.cfg (#36, tests/cluster): after the journeys, so that it has both cores.
    [
      !hasPostgres
        ? { name: 'cluster', skip: `no PostgreSQL answers at ${postgresUrl}` }
        : !existsSync(HAPROXY)
          ? { name: 'cluster', skip: `HAProxy is not installed (${HAPROXY}; apt-get install haproxy)` }
          : vitest('cluster', ['--project', 'cluster'], { DATABASE_URL: postgresUrl }),
    ],
    // The QA path (docs/qa.md), after the stories so that it has both cores: the static Storybook
    // built into a temporary folder and served on a free port, then the stories tagged `smoke`
    // through @storybook/test-runner, as QA runs it against a deployed Storybook.
    [exists('.storybook/test-runner.ts') && storybookSmoke()],
  ];
  // --only keeps the steps whose name holds the word; in a chain, only those links.
  const wanted = (step) => !only || step.name.includes(only);
  const keep = (step) => (Array.isArray(step) ? step.filter(wanted) : wanted(step) ? step : null);
  return list
    .map((stage) => stage.filter(Boolean).map(keep).filter((step) => step && (!Array.isArray(step) || step.length)))
    .filter((stage) => stage.length);
}

function run(step) {
  if (step.skip) {
    console.log(`\n--- ${step.name}: skipped (${step.skip})`);
    return Promise.resolve({ ...step, ok: true, skipped: true, seconds: 0 });
  }
  const started = Date.now();
  console.log(`\n--- ${step.name}: ${step.command} ${step.args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (chunk) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.length)
        .map((line) => `[${step.name}] ${line}`)
        .join('\n');
    child.stdout.on('data', (c) => console.log(prefix(c)));
    child.stderr.on('data', (c) => console.error(prefix(c)));
    child.on('close', (code) => resolve({ ...step, ok: code === 0, seconds: (Date.now() - started) / 1000 }));
  });
}

function readReport(report) {
  if (!report || !existsSync(report)) return null;
  try {
    return JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return null;
  }
}

function countTests(report) {
  const json = readReport(report);
  if (!json) return null;
  return { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0, skipped: json.numPendingTests ?? 0 };
}

/** The failed tests of a report, 'file > test: first line of the message' (CI shows the tail only). */
function failedTests(report) {
  const json = readReport(report);
  if (!json) return [];
  return (json.testResults ?? []).flatMap((file) => {
    const name = file.name.replace(root, '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    const message = (text) => (text ?? '').split('\n')[0].slice(0, 200);
    if (!tests.length && file.status === 'failed') return [`${name}: ${message(file.message)}`];
    return tests.map((test) => `${name} > ${test.fullName}: ${message(test.failureMessages?.[0])}`);
  });
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const results = [];
/** Runs a step, or a chain of steps one after another (a chain stops at its first failure,
 * unless that step says the later ones do not depend on it: `gate: false`). */
async function runChain(step) {
  if (!Array.isArray(step)) return [await run(step)];
  const done = [];
  for (const link of step) {
    const result = await run(link);
    done.push(result);
    if (!result.ok && link.gate !== false) break;
  }
  return done;
}

for (const stage of await stages()) {
  results.push(...(await Promise.all(stage.map(runChain))).flat());
  await delay(10);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = results.flatMap((r) => failedTests(r.report).map((line) => `${r.name}: ${line}`));
if (failures.length) console.log(`\n=== Failed tests\n${failures.join('\n')}`);
console.log('\n=== Summary');
for (const r of results) {
  const counts = countTests(r.report);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  } else if (!r.skipped) {
    // A check without test counts (typecheck, lint, freshness) counts as one test.
    if (r.ok) passed++;
    else failed++;
  }
  const detail = counts ? ` (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped)` : '';
  console.log(`${r.skipped ? 'SKIP' : r.ok ? 'ok  ' : 'FAIL'} ${r.name} ${r.seconds.toFixed(1)}s${detail}${r.skipped ? ` - ${r.skip}` : ''}`);
}
const allOk = results.every((r) => r.ok);
if (!allOk && failed === 0) failed = results.filter((r) => !r.ok).length;
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);
