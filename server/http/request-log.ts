// One JSON line per request, written when its answer has gone (#36): the request id, the
// operation, who asked (user and agent ids of the session, when there was one), the HTTP status,
// the answer's resultCode and the duration; the URL with its secrets redacted
// (logged-request.ts). Fastify's own 'incoming request' / 'request completed' lines are off
// (app.ts disableRequestLogging): two lines per request cost throughput. The request id is the
// proxy's X-Request-Id when it is well formed, else a new UUID, and is answered in X-Request-Id.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { redactUrl } from './logged-request';
import { sessionOf } from './router';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's operationId of a route registered from it (router.ts). */
    operationId?: string;
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming request id taken as it is: letters, digits and . _ : -, at most 128. */
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** Fastify's genReqId: the proxy's id when well formed, otherwise a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/** The operationId a contract route carries in its config (router.ts), or undefined. */
export function operationOf(request: FastifyRequest): string | undefined {
  return request.routeOptions.config?.operationId;
}

const resultCodes = new WeakMap<FastifyRequest, number>();

/** The resultCode of the request's JSON answer, once sent. */
export function resultCodeOf(request: FastifyRequest): number | undefined {
  return resultCodes.get(request);
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
  // Every JSON answer (router.ts withResultCode, error-handler.ts) has a resultCode: read from
  // the object before it is serialised.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const code = (payload as { resultCode?: unknown } | null)?.resultCode;
    if (typeof code === 'number') resultCodes.set(request, code);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const session = sessionOf(request);
    request.log.info(
      {
        operation: operationOf(request) ?? null,
        method: request.method,
        url: redactUrl(request.url, request.routeOptions.url),
        userId: session?.userId ?? null,
        agentId: session?.agentId ?? null,
        status: reply.statusCode,
        resultCode: resultCodes.get(request) ?? null,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        remoteAddress: request.ip,
      },
      'request',
    );
  });
}
