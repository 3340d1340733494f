// Benchmark: how long `npm start` (scripts/start.mjs) takes on an installed checkout from launch
// to the first answer of /api/status, and how fast a signed-in page's call then answers, on a
// fresh embedded database three ways: from the install-time demo template (the default), writing
// the demo history at start (other demo options, DEMO_DAYS=182: the history is written in the
// background while the portal answers), and again on the same data folder (the usual restart).
// Prints figures; never fails on a time.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../server/demo/sign-ins';
import { freePort } from '../tests/e2e/support/portal-server';

interface StartFigures {
  /** Launch to the first answer of /api/status. */
  firstAnswerMs: number;
  /** The slowest of five calls of the top bar's owed balances (a signed-in page's read) right after. */
  pageCallMs: number;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function startOnce(dataDir: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<StartFigures> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...extraEnv };
  delete env.DATABASE_URL;
  const child = spawn('node', ['scripts/start.mjs'], { env, stdio: 'ignore' });
  try {
    let firstAnswerMs = 0;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        const answer = await fetch(`${base}/api/status`);
        if (answer.ok) {
          firstAnswerMs = performance.now() - started;
          break;
        }
      } catch {
        // not yet listening
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchantId: 'MD0001', username: 'admin', password: DEMO_PASSWORD }),
    });
    const authorization = login.headers.get('authorization') ?? '';
    let pageCallMs = 0;
    for (let i = 0; i < 5; i++) {
      pageCallMs = Math.max(pageCallMs, await timed(() => fetch(`${base}/api/v1/owed-balances`, { headers: { authorization } }).then((r) => r.text())));
    }
    return { firstAnswerMs, pageCallMs };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const line = (label: string, figures: StartFigures) =>
  console.log(`${label.padEnd(58)} first answer ${(figures.firstAnswerMs / 1000).toFixed(2)} s, then a page's call ${figures.pageCallMs.toFixed(0)} ms at worst`);

const fromTemplate = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const writingHistory = mkdtempSync(join(tmpdir(), 'portal-bench-'));
try {
  line('start-up, fresh folder, from the demo template:', await startOnce(fromTemplate));
  line('start-up, existing data folder (budget 5 s):', await startOnce(fromTemplate));
  line('start-up, fresh folder, history written at start:', await startOnce(writingHistory, { DEMO_DAYS: '182' }));
} finally {
  rmSync(fromTemplate, { recursive: true, force: true });
  rmSync(writingHistory, { recursive: true, force: true });
}
