// Builds the portal's HTTP server: the routes of openapi/portal.yaml answered by the modules'
// handlers, the web client, the live channel, security headers and error answers; and starts the
// job queue (server/jobs/queue.ts), which it stops on close.
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyCompress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { PortalConfig } from './config';
import type { HandlerMap } from './http/handler';
import { loadOpenApiDocument } from './http/openapi-document';
import { listContractOperations } from './http/contract-operations';
import { registerContractRoutes } from './http/router';
import { contractValidatorCompiler } from './http/validator-compiler';
import { registerErrorHandler } from './http/error-handler';
import { registerWebClient } from './plugins/web-client';
import { registerLiveChannel, type LiveChannel } from './live/plugin';
import { sessionAuthenticator } from './live/authenticate';
import type { DatabaseNotifications } from './db/database';
import { startJobQueue, type JobQueue, type JobStore } from './jobs/queue';
import { handlers as moduleHandlers } from './modules/index';
import { assertEmailConfirmed } from './modules/auth/email-gate';
import { limitBeforeBody } from './modules/auth/auth-limits';
import { onSessionsRevoked } from './modules/auth/session-events';
import { loggedRequest } from './http/logged-request';
import { registerSecurityHeaders } from './http/security-headers';
import { registerRequestLog, requestIdOf } from './http/request-log';
import { registerMetrics } from './http/metrics';
import { jobCountsByState } from './db/job-queue-schema';
import { registerRequestDrain, type RequestDrain } from './http/drain';
import { registerReadiness } from './http/readiness';
import { registerDemoMailbox } from './modules/mail/demo-mailbox.handlers';
import { registerDashboardKind } from './modules/dashboard/dashboard.live';
import { registerReportKind } from './modules/reports/report.live';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveChannel;
  }
}

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: PortalConfig;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to every module's handlers (server/modules/index.ts); tests may pass their own. */
  handlers?: HandlerMap;
  /** LISTEN/NOTIFY of the database, so that live events reach every instance (main.ts passes
   * the PortalDatabase); without it they stay on this instance. */
  notifications?: DatabaseNotifications;
  /** The database the job queue keeps its jobs in: the PortalDatabase that `db` belongs to. Null
   * only for a server without a database (a test of the engine status): then nothing can be queued. */
  jobStore: JobStore | null;
  /** How long close() lets the requests in flight finish before it cuts their connections. */
  shutdownGraceMs?: number;
  /** What the report pages, their exports and print read (the read replica of
   * DATABASE_REPLICA_URL, main.ts); `db` when absent. Nothing else reads it. */
  reportDb?: Kysely<Database>;
}

/** The default of BuildAppOptions.shutdownGraceMs. */
export const SHUTDOWN_GRACE_MS = 10_000;

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config, logger = false, handlers = moduleHandlers, notifications, jobStore, shutdownGraceMs = SHUTDOWN_GRACE_MS, reportDb = db } = options;
  const app = Fastify({
    // Tokens in a logged URL are redacted (logged-request.ts).
    logger: logger && { ...(logger === true ? {} : logger), serializers: { req: loggedRequest } },
    // One line per request, at its answer (server/http/request-log.ts), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdOf,
    // A number of hops believes the nearest N proxies (proxy-addr's rule for a hop count).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // On close, idle keep-alive connections go at once; a request being answered is finished
    // (server/http/drain.ts), within the shutdown grace.
    forceCloseConnections: 'idle',
    // A request must arrive whole within two minutes (a slow drip keeps no buffers for ever);
    // an upload of 25 MB needs 1.7 Mbit/s. The live channel's sockets are upgraded at once.
    requestTimeout: 120_000,
  });
  const jobs = jobStore ? await startJobQueue(jobStore, { db, config, log: app.log }) : noJobQueue;
  app.addHook('onClose', () => jobs.stop());
  try {
    await registerAll(app, { db, config, handlers, notifications, jobs, shutdownGraceMs, jobStore, reportDb });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

const noJobQueue: JobQueue = {
  enqueue: async (_db, name) => {
    throw new Error(`${name}: this server was built without a job queue`);
  },
  stop: async () => undefined,
};

/** Every answer under /api (JSON, downloads, errors) is kept out of caches: tokens, profiles and
 * reports never sit in a browser or proxy cache. */
function keepApiAnswersOutOfCaches(app: FastifyInstance): void {
  const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

async function registerAll(
  app: FastifyInstance,
  { db, config, handlers, notifications, jobs, shutdownGraceMs, jobStore, reportDb }: Pick<BuildAppOptions, 'db' | 'config' | 'notifications' | 'jobStore'> & { handlers: HandlerMap; jobs: JobQueue; shutdownGraceMs: number; reportDb: Kysely<Database> },
): Promise<void> {
  registerReadiness(app);
  const drain = registerRequestDrain(app);
  registerRequestLog(app);
  registerMetrics(app, {
    poolStats: jobStore?.poolStats,
    jobCounts: jobStore ? () => jobCountsByState(jobStore.executeSql) : undefined,
    liveConnections: () => app.live.connectionCount(),
  });
  registerSecurityHeaders(app);
  keepApiAnswersOutOfCaches(app);
  registerErrorHandler(app, db);
  acceptEmptyBodies(app);
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  // Answers above 1 KiB of the operations that answer lists (router.ts: answersList) are
  // compressed for clients that accept it (the company structure of 10,000 agents is 1 MB of
  // JSON); small fixed answers skip the hook, which costs a quarter of a cheap call. Brotli at
  // quality 4 compresses 1 MB in milliseconds, close to gzip's size; the client's built files are
  // precompressed at quality 11 (web-client.ts). Request bodies are never decompressed.
  await app.register(fastifyCompress, {
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  const live = await registerLiveChannel(app, { authenticate: sessionAuthenticator(db), ...(notifications ? { portalDb: notifications } : {}) });
  app.decorate('live', live);
  forwardRevocationsToLiveChannel(app, live);
  const contract = loadOpenApiDocument(config.openapiFile);
  registerDashboardKind(live, db, contract, app.log);
  registerReportKind(live, reportDb, contract);
  const operations = listContractOperations(contract);
  // JSON bodies are validated without coercion, text (query, path, multipart) with it.
  app.setValidatorCompiler(contractValidatorCompiler(operations));
  registerContractRoutes(app, operations, { db, config, handlers, jobs, sessionGuards: [assertEmailConfirmed], beforeBody: limitBeforeBody(db), drain });
  registerDemoMailbox(app, db, config);
  await registerWebClient(app, config.clientDir);
  stopGracefully(app, drain, shutdownGraceMs);
}

/** close() as a rolling restart needs it: no new connections (a new request on an open one is
 * answered 503 with Connection: close, Fastify's own), live connections closed with 1012 'restart,
 * reconnect' (server/live/plugin.ts), the requests in flight finished, and only then the live
 * fan-out, the job queue and the rest stopped; the caller closes the database after. Past the
 * grace, connections still open are cut. onClose hooks run last-added first: this one, added
 * after every other, waits before any of theirs runs. */
function stopGracefully(app: FastifyInstance, drain: RequestDrain, graceMs: number): void {
  app.addHook('preClose', async () => {
    drain.close();
    setTimeout(() => app.server.closeAllConnections(), graceMs).unref();
  });
  app.addHook('onClose', async () => {
    if (!(await drain.settled(graceMs))) app.log.warn({ inFlight: drain.inFlight() }, 'shutdown: requests still running after the grace');
  });
}

/** A request with an empty body is taken as having none, whatever content type it names (some
 * proxies send a JSON content type, or none with a chunked empty body, on a body-less PUT):
 * operations without a body answer normally, and those that need one refuse it as 'body: is
 * required' (router.ts). A non-empty JSON body goes to Fastify's safe parser; a non-empty body
 * of a type no parser takes is refused as before. */
function acceptEmptyBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body.toString(), done);
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    done(Object.assign(new Error('content type is not supported'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }));
  });
}

/** Sessions ended by a newer sign-in get FORCE.LOGOUT.MESSAGE; sessions ended by a password
 * change are re-checked (ERROR 4003) — on every instance. */
function forwardRevocationsToLiveChannel(app: FastifyInstance, live: LiveChannel): void {
  const stop = onSessionsRevoked(async ({ userId, sessionIds, reason }) => {
    if (reason === 'duplicate-login') await live.publishForceLogout(userId, sessionIds);
    else await live.publishSessionCheck(userId);
  });
  app.addHook('onClose', async () => stop());
}
