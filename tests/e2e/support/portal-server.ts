// Starts the portal as `npm start` would (scripts/start.mjs) on a free port with a fresh data
// folder, waits until /api/status answers ALIVE, and stops it again. Used by the e2e setup.
// With E2E_DB=postgres (`npm test` runs the journeys once on each database) the portal gets a
// fresh PostgreSQL database of its own (dropped at stop) with the demo data, instead of PGlite.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import { TEST_KEYS_ENVIRONMENT } from '../../support/test-keys';

export interface RunningPortal {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** On E2E_DB=postgres, a fresh database for one portal: its URL and what drops it. */
async function journeyDatabase(env: Record<string, string>): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (process.env.E2E_DB !== 'postgres' || env.DATABASE_URL) return { env, drop: async () => undefined };
  const { createPostgresDatabase } = await import('../../server/support/test-database');
  const database = await createPostgresDatabase();
  return { env: { DATABASE_URL: database.url, DEMO_DATA: 'true', ...env }, drop: () => database.close() };
}

export async function startPortal(requested: Record<string, string> = {}): Promise<RunningPortal> {
  const { env, drop } = await journeyDatabase(requested);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  // A month of demo history is plenty for journeys and takes seconds instead of minutes.
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Journeys that fail sign-ins on purpose say they come from an address of their own with
    // X-Forwarded-For (sign-in.ts openSignInPageOfItsOwn), as a proxy in front would.
    TRUST_PROXY: 'true',
    DATA_DIR: dataDir,
    DEMO_DAYS: '30',
    DEMO_SALES: '5000',
    ...TEST_KEYS_ENVIRONMENT,
    ...env,
  };
  // The embedded database unless a journey asks for PostgreSQL explicitly.
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child: ChildProcess = spawn('node', ['scripts/start.mjs'], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (c) => (log += c));
  child.stderr?.on('data', (c) => (log += c));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await drop();
  };

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited (${child.exitCode}):\n${log}`);
    try {
      const answer = await fetch(`${url}/api/status`);
      if (answer.ok && (await answer.json()).status === 'ALIVE') return { url, dataDir, output: () => log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the portal did not answer within 180 s:\n${log}`);
}
