// Starts the portal: opens the database (embedded PGlite in DATA_DIR unless DATABASE_URL is
// set; the demo data on first start of the embedded one, or with DEMO_DATA=true), listens, prints the URL and the demo sign-ins, and
// shuts down cleanly on SIGINT/SIGTERM: it stops taking connections, finishes the requests in
// flight, tells live connections to reconnect, stops the job queue, then closes the database. The embedded database's folder is locked while the
// portal runs (server/db/data-dir-lock.ts), so `npm run demo:reset` cannot reset it underneath.
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type PortalConfig } from './config';
import { openDatabase, openReadReplica, type PortalDatabase } from './db/database';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from './db/data-dir-lock';
import { demoSignIns, ensureDemoData } from './demo/index';
import { moveDemoToToday, seedFromDemoTemplate, templateFits } from './demo/template';
import { buildApp, SHUTDOWN_GRACE_MS } from './app';
import { assertKeysGiven, MissingKeysError } from './security/server-keys';
import { startServerKeys } from './security/key-start';
import { keepsDemoMailbox } from './modules/mail/mail.service';
import { DEMO_MAILBOX_PATH } from './modules/mail/demo-mailbox.handlers';

/** The most a stop may take before the process exits anyway: the requests in flight get
 * SHUTDOWN_GRACE_MS (app.ts), the job queue its own stop time, then the database closes. */
const SHUTDOWN_LIMIT_MS = 3 * SHUTDOWN_GRACE_MS;

/** Work the process does beside requests (the demo history, the metrics listener): stopped before the database closes. */
class Background {
  private readonly controller = new AbortController();
  private readonly running: Promise<unknown>[] = [];
  private readonly stops: (() => Promise<void>)[] = [];
  readonly signal = this.controller.signal;
  watch(work: Promise<unknown>): void {
    this.running.push(work.catch(() => undefined));
  }
  /** Something else to stop with it (the metrics listener). */
  onStop(stop: () => Promise<void>): void {
    this.stops.push(stop);
  }
  async stop(): Promise<void> {
    this.controller.abort();
    await Promise.all([...this.running, ...this.stops.map((stop) => stop().catch(() => undefined))]);
  }
}

/** The Prometheus metrics (app.metrics, server/http/metrics.ts) at GET /metrics on a listener of
 * their own, so that the public port never shows them. */
async function serveMetrics(app: FastifyInstance, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    app.metrics
      .metrics()
      .then((text) => response.writeHead(200, { 'content-type': app.metrics.contentType }).end(text))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'metrics failed');
        response.writeHead(500).end();
      });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  app.log.info(`metrics at http://${host}:${port}/metrics`);
  return server;
}

function signInTable(): string {
  if (demoSignIns.length === 0) return '';
  const rows = [['merchant id', 'username', 'password', 'what it shows'], ...demoSignIns.map((s) => [s.merchantId, s.username, s.password, s.shows])];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`;
  return ['Demo sign-ins:', line(rows[0]!), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)].join('\n');
}

function stopOnSignals(app: FastifyInstance, database: PortalDatabase, lock: DataDirLock | undefined, background: Background, delayMs: number): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    // Not ready from now on; for SHUTDOWN_DELAY_MS the instance still answers, so that the load
    // balancer's health check takes it out of rotation before it stops listening.
    app.readiness.drain();
    setTimeout(() => process.exit(1), delayMs + SHUTDOWN_LIMIT_MS).unref();
    new Promise((resolve) => setTimeout(resolve, delayMs))
      .then(() => app.close())
      .then(() => background.stop())
      .then(() => database.close())
      .then(() => {
        lock?.release();
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

async function start(config: PortalConfig): Promise<void> {
  const startedAt = performance.now();
  assertKeysGiven(config.keys);
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  // A new embedded database with the default demo starts as a copy of the install-time demo
  // template (server/demo/template.ts), moved to today.
  const demoCopiedFrom =
    !config.databaseUrl && config.demo.enabled && templateFits(config.demo, config.keys.fromEnvironment) ? seedFromDemoTemplate(config.dataDir, config.keys.keyFile!) : null;
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await startServerKeys(database.db, config.keys);
  if (demoCopiedFrom) {
    const days = await moveDemoToToday(database.db, demoCopiedFrom);
    console.log(`demo data: copied from the install-time template, moved ${days} day(s) to today`);
  }
  // The reports' read replica (DATABASE_REPLICA_URL), closed with the server.
  const replica = config.databaseReplicaUrl ? await openReadReplica(config.databaseReplicaUrl) : null;
  const app = await buildApp({ db: database.db, notifications: database, jobStore: database, config, logger: { level: config.logLevel }, ...(replica ? { reportDb: replica.db } : {}) });
  if (replica) app.addHook('onClose', () => replica.close());
  const background = new Background();
  stopOnSignals(app, database, lock, background, config.shutdownDelayMs);
  // The demo structure and sign-ins exist before the first answer; the six-month history is
  // written in the background while the portal answers (and stopped, unfinished, by a stop).
  if (config.demo.enabled) background.watch((await ensureDemoData(database.db, { ...config.demo, signal: background.signal })).transactions);
  await app.listen({ port: config.port, host: config.host });
  if (config.metrics.port !== null) {
    const metrics = await serveMetrics(app, config.metrics.port, config.metrics.host);
    background.onStop(() => new Promise<void>((resolve) => metrics.close(() => resolve())));
  }
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(
    [
      '',
      `Merchant Portal is running at ${config.publicUrl} (${where}), ready in ${Math.round(performance.now() - startedAt)} ms`,
      config.demo.enabled ? signInTable() : '',
      keepsDemoMailbox(config) ? `Mail (no SMTP_URL): the demo mailbox at ${config.publicUrl}${DEMO_MAILBOX_PATH}` : '',
      '',
    ].join('\n'),
  );
}

start(loadConfig()).catch((error: unknown) => {
  const known = error instanceof DataDirInUseError || error instanceof MissingKeysError;
  console.error('The portal could not start:', known ? error.message : error);
  process.exit(1);
});
