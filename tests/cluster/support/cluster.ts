// Three portal instances (the compiled server, dist/server/main.js, as deploy/ runs it) on one
// fresh PostgreSQL database behind HAProxy running deploy/haproxy.cfg with only its addresses
// replaced by free ports (#36). The demo data is written into the database first (a short
// history), a real SMTP peer takes the mail. Instances can be stopped (SIGTERM), killed
// (SIGKILL) and started again on their port; HAProxy's view of them is read from its stats CSV.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDemoData } from '../../../server/demo/index';
import { createPostgresDatabase } from '../../server/support/test-database';
import { startSmtpPeer, type SmtpPeer } from '../../server/auth/auth-harness';
import { freePort } from '../../e2e/support/portal-server';
import { TEST_KEYS_ENVIRONMENT } from '../../support/test-keys';
import type { PortalDatabase } from '../../../server/db/database';

const root = new URL('../../..', import.meta.url).pathname;
export const HAPROXY = '/usr/sbin/haproxy';

/** How long an instance reports DRAINING before it stops listening: two of HAProxy's checks
 * (inter 1s fall 2) and a margin, as deploy/merchant-portal@.service sets it. */
const SHUTDOWN_DELAY_MS = 2500;

/** Resolves once `check` answers true; polls every 100 ms. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export class Instance {
  child: ChildProcess | null = null;
  exited: Promise<number | null> = Promise.resolve(null);
  private output = '';

  constructor(
    readonly name: string,
    readonly port: number,
    /** Its Prometheus metrics listener (METRICS_PORT, on 127.0.0.1). */
    readonly metricsPort: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  log(): string {
    return this.output;
  }

  /** Starts the compiled server and waits until it answers ready. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['dist/server/main.js'], { cwd: root, env: { ...this.env, PORT: String(this.port), METRICS_PORT: String(this.metricsPort) }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    child.stdout!.on('data', (chunk) => (this.output += String(chunk)));
    child.stderr!.on('data', (chunk) => (this.output += String(chunk)));
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    await waitFor(`${this.name} to be ready`, async () => {
      if (child.exitCode !== null) throw new Error(`${this.name} exited (${child.exitCode}):\n${this.output}`);
      return (await fetch(`${this.url}/api/health/ready`)).ok;
    }, 60_000).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${this.output.slice(-3000)}`);
    });
  }

  /** SIGTERM (a graceful stop) or SIGKILL; resolves with the exit code once the process has gone. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    child.kill(signal);
    return this.exited;
  }
}

export interface Cluster {
  proxyUrl: string;
  instances: Instance[];
  database: PortalDatabase & { url: string };
  smtp: SmtpPeer;
  /** HAProxy's state of each server (UP, DOWN, ...), by server name portal1... */
  serverStates(): Promise<Record<string, string>>;
  /** Waits until HAProxy sees every named server (default all) in `state`. */
  waitForProxyState(state: 'UP' | 'DOWN', names?: string[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startCluster(count = 3): Promise<Cluster> {
  const [database, smtp] = await Promise.all([createPostgresDatabase(), startSmtpPeer()]);
  const demo = await ensureDemoData(database.db, { days: 2, targetSales: 200, log: () => undefined });
  await demo.transactions;
  const [proxyPort, statsPort, ...ports] = await Promise.all([freePort(), freePort(), ...Array.from({ length: 2 * count }, () => freePort())]);
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...TEST_KEYS_ENVIRONMENT,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    DEMO_DATA: 'false',
    SMTP_URL: smtp.url,
    PUBLIC_URL: proxyUrl,
    // HAProxy on this host is the one hop to believe; the tests that count sign-in failures by
    // address send X-Forwarded-For, which HAProxy extends (option forwardfor).
    TRUST_PROXY: 'true',
    SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    LOG_LEVEL: 'warn',
  };
  const instances = Array.from({ length: count }, (_, n) => new Instance(`portal${n + 1}`, ports[n]!, ports[count + n]!, env));

  // deploy/haproxy.cfg as it is, with its addresses replaced by this run's ports.
  let config = readFileSync(join(root, 'deploy/haproxy.cfg'), 'utf8');
  const replace = (from: string, to: string) => {
    if (!config.includes(from)) throw new Error(`deploy/haproxy.cfg no longer has ${from}`);
    config = config.replace(from, to);
  };
  replace('bind 127.0.0.1:8080', `bind 127.0.0.1:${proxyPort}`);
  replace('bind 127.0.0.1:8404', `bind 127.0.0.1:${statsPort}`);
  for (let n = 1; n <= 3; n += 1) {
    if (n <= count) replace(`server portal${n} 127.0.0.1:808${n}`, `server portal${n} 127.0.0.1:${ports[n - 1]}`);
    else replace(`    server portal${n} 127.0.0.1:808${n}\n`, '');
  }
  const folder = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
  const configFile = join(folder, 'haproxy.cfg');
  writeFileSync(configFile, config);

  let haproxy: ChildProcess | null = null;
  let haproxyLog = '';
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
    if (haproxy && haproxy.exitCode === null) {
      haproxy.kill('SIGTERM');
      await new Promise((resolve) => haproxy!.once('exit', resolve));
    }
    await smtp.close();
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  };

  const serverStates = async (): Promise<Record<string, string>> => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n').map((line) => line.split(','));
    const at = (name: string) => header!.indexOf(name);
    const states: Record<string, string> = {};
    for (const row of rows) if (row[at('pxname')] === 'portals' && row[at('svname')]!.startsWith('portal')) states[row[at('svname')]!] = row[at('status')]!;
    return states;
  };
  const waitForProxyState = (state: 'UP' | 'DOWN', names = instances.map((instance) => instance.name)) =>
    waitFor(`HAProxy to see ${names.join(', ')} ${state}`, async () => {
      const states = await serverStates();
      return names.every((name) => (states[name] ?? '').startsWith(state));
    });

  try {
    // The instances start together: each migrates under the advisory lock (a no-op here).
    await Promise.all(instances.map((instance) => instance.start()));
    haproxy = spawn(HAPROXY, ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stdout!.on('data', (chunk) => (haproxyLog += String(chunk)));
    haproxy.stderr!.on('data', (chunk) => (haproxyLog += String(chunk)));
    await waitFor('HAProxy to answer', async () => (await fetch(`${proxyUrl}/api/health/live`)).ok).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${haproxyLog}`);
    });
    await waitForProxyState('UP');
    return { proxyUrl, instances, database, smtp, serverStates, waitForProxyState, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
