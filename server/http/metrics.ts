// Prometheus metrics of one instance (#36), with prom-client, served on a listener of their own
// (server/main.ts: METRICS_PORT on METRICS_HOST, 127.0.0.1 by default; off unless METRICS_PORT is
// set), never on the public port. Requests by operation and resultCode with their durations,
// sign-in failures and locks (read from the login operation's answers), the database pool, the
// job queue's jobs by queue and state, live connections, and the process's own (prom-client's
// defaults: CPU, memory, event-loop lag, GC).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { ResultCode } from './errors';
import { operationOf, resultCodeOf } from './request-log';

/** The PostgreSQL pool's connections (pg's Pool counts); absent on PGlite. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricSources {
  poolStats?: (() => PoolStats) | undefined;
  /** The job queue's jobs by queue name and state. */
  jobCounts?: (() => Promise<{ name: string; state: string; count: number }[]>) | undefined;
  /** Open live (STOMP) connections on this instance. */
  liveConnections?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

const SIGN_IN_FAILURES: ReadonlySet<number> = new Set([
  ResultCode.invalidCredentials,
  ResultCode.invalidCredentialsLegacy,
  ResultCode.invalidCredentialsTotp,
  ResultCode.totpCodeInvalid,
  ResultCode.captchaRequired,
]);
const SIGN_IN_LOCKS: ReadonlySet<number> = new Set([ResultCode.accountLocked, ResultCode.lockedDuringTotp]);

export function registerMetrics(app: FastifyInstance, sources: MetricSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requests answered, by operation (the contract operationId; "other" outside the contract), HTTP status and resultCode.',
    labelNames: ['operation', 'status', 'result_code'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request\u2019s arrival to its answer, by operation.',
    labelNames: ['operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const signInFailures = new Counter({ name: 'portal_sign_in_failures_total', help: 'Sign-ins refused for wrong credentials, code or a missing captcha.', registers: [registry] });
  const signInLocks = new Counter({ name: 'portal_sign_in_locks_total', help: 'Sign-ins answered with a locked account.', registers: [registry] });
  new Gauge({
    name: 'portal_live_connections',
    help: 'Open live-channel (STOMP) connections on this instance.',
    registers: [registry],
    collect() {
      this.set(sources.liveConnections?.() ?? 0);
    },
  });
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'PostgreSQL pool connections of this instance by state (total, idle, waiting: requests waiting for one).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'portal_jobs',
    help: 'Jobs of the job queue (pg-boss, shared by every instance) by queue and state: created and retry are waiting, failed have failed for good.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      if (!sources.jobCounts) return;
      this.reset();
      for (const { name, state, count } of await sources.jobCounts()) this.set({ queue: name, state }, count);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const operation = operationOf(request) ?? 'other';
    const resultCode = resultCodeOf(request);
    requests.inc({ operation, status: reply.statusCode, result_code: resultCode ?? '' });
    durations.observe({ operation }, reply.elapsedTime / 1000);
    if (operation === 'login' && resultCode !== undefined) {
      if (SIGN_IN_FAILURES.has(resultCode)) signInFailures.inc();
      if (SIGN_IN_LOCKS.has(resultCode)) signInLocks.inc();
    }
  });
  app.decorate('metrics', registry);
  return registry;
}
