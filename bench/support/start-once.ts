// One `npm start` (the README's command) on a data folder, timed from its launch: to the server's
// own ready line ('ready in N ms', the time from the server's start to listening, which it prints
// itself), and to the first 200 of GET /api/status; then the slowest of five calls of a
// signed-in page's read (the top bar's owed balances). The process is stopped with SIGTERM.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { DEMO_PASSWORD } from '../../server/demo/sign-ins';
import { freePort } from '../../tests/e2e/support/portal-server';

export interface StartFigures {
  /** Launch to the first 200 of /api/status. */
  firstAnswerMs: number;
  /** What the server's ready line says of its own start. */
  readyInMs: number;
  /** The slowest of five calls of the top bar's owed balances right after. */
  pageCallMs: number;
}

const READY = /ready in (\d+) ms/;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export async function startOnce(
  dataDir: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<StartFigures> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  let readyInMs = Number.NaN;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const ready = READY.exec(line);
    if (ready) readyInMs = Number(ready[1]);
  });
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
      await new Promise((r) => setTimeout(r, 20));
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchantId: 'MD0001', username: 'admin', password: DEMO_PASSWORD }),
    });
    const authorization = login.headers.get('authorization') ?? '';
    let pageCallMs = 0;
    for (let i = 0; i < 5; i++) {
      pageCallMs = Math.max(
        pageCallMs,
        await timed(() =>
          fetch(`${base}/api/v1/owed-balances`, { headers: { authorization } }).then((r) =>
            r.text(),
          ),
        ),
      );
    }
    // The ready line comes right after listening; give stdout a moment if the answer came first.
    for (let i = 0; i < 50 && Number.isNaN(readyInMs); i++)
      await new Promise((r) => setTimeout(r, 20));
    return { firstAnswerMs, readyInMs, pageCallMs };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    // npm's whole process group: npm, the shell it may start, and the server.
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}
