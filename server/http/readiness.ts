// Whether this instance takes requests (#36): the load balancer's health check reads it through
// GET /api/health/ready (server/modules/platform/health.handlers.ts). STARTING until the server
// is ready (Fastify's onReady, just before it listens), DRAINING from the moment a stop begins
// (SIGTERM, server/main.ts, before the drain delay) until the process exits.
import type { FastifyInstance } from 'fastify';

export type ReadinessState = 'STARTING' | 'READY' | 'DRAINING';

export interface Readiness {
  state(): ReadinessState;
  /** A stop has begun: the health check answers DRAINING from now on. */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export function registerReadiness(app: FastifyInstance): Readiness {
  let state: ReadinessState = 'STARTING';
  const readiness: Readiness = {
    state: () => state,
    drain: () => {
      state = 'DRAINING';
    },
  };
  app.decorate('readiness', readiness);
  app.addHook('onReady', async () => {
    if (state === 'STARTING') state = 'READY';
  });
  app.addHook('preClose', async () => readiness.drain());
  return readiness;
}
