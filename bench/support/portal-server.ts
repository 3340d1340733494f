// The portal as bench/dashboard.ts measures it: a process of its own (so the load generator does
// not share its event loop), built as server/main.ts builds it on PostgreSQL (the default pool,
// LISTEN/NOTIFY for the live channel, the job queue), without logging, on 127.0.0.1 and a free
// port. Started by portal-process.ts with BENCH_DATABASE_URL; talks over the IPC channel:
// sends { listening: url }, answers 'usage' with its CPU time, event loop utilisation and the
// statements it has sent to PostgreSQL so far (every pg client's query(), counted here), and
// stops on 'stop', on SIGTERM or when its parent goes away.
import '../../tests/support/install-test-keys';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';

const url = process.env.BENCH_DATABASE_URL;
if (!url || !process.send) throw new Error('portal-server.ts: start it with portal-process.ts (BENCH_DATABASE_URL and an IPC channel)');

let statements = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as { query: unknown }).query = function counted(this: pg.Client, ...args: unknown[]) {
  statements++;
  return query.apply(this, args);
};

const database = await openDatabase({ url });
// The weekly settlement job (scheduled, and run at each start) only when a benchmark asks: on
// the bench's fresh ledger it would write half a year of files while the others measure.
const config = loadConfig({ DATABASE_URL: url });
config.jobs = { ...config.jobs, schedules: process.env.BENCH_SCHEDULES === '1' };
const app = await buildApp({ db: database.db, notifications: database, jobStore: database, config });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

let stopping: Promise<void> | null = null;
function stop(): Promise<void> {
  stopping ??= (async () => {
    await app.close();
    await database.close();
    if (process.connected) process.disconnect();
    // Whatever still holds the loop (a closing socket) gets two seconds.
    setTimeout(() => process.exit(), 2000).unref();
  })().catch((error: unknown) => {
    console.error('portal-server: stop failed', error);
    process.exitCode = 1;
  });
  return stopping;
}

process.on('message', (message) => {
  if (message === 'usage') {
    process.send!({ usage: { cpu: process.cpuUsage(), elu: performance.eventLoopUtilization(), at: performance.now(), statements } });
  } else if (message === 'stop') {
    void stop();
  }
});
process.on('disconnect', () => void stop());
process.once('SIGTERM', () => void stop());
process.send({ listening: address });
