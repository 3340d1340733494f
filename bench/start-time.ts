// Benchmark: how long `npm start` (scripts/start.mjs) takes on an installed checkout from launch
// to the first answer of /api/status, on a fresh embedded database and again on the same data
// folder (the usual restart). Prints figures; never fails on a time.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/e2e/support/portal-server';

async function timeToFirstAnswer(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn('node', ['scripts/start.mjs'], { env, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/api/status`);
        if (answer.ok) return performance.now() - started;
      } catch {
        // not yet listening
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
try {
  const first = await timeToFirstAnswer(dataDir);
  const again = await timeToFirstAnswer(dataDir);
  console.log(`start-up, fresh data folder (demo data created): ${(first / 1000).toFixed(2)} s to first answer`);
  console.log(`start-up, existing data folder:                  ${(again / 1000).toFixed(2)} s to first answer (budget 5 s)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
