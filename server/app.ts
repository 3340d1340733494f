// Builds the portal's HTTP server: the routes of openapi/portal.yaml answered by the modules'
// handlers, the web client, the live channel, security headers and error answers.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { PortalConfig } from './config';
import type { HandlerMap } from './http/handler';
import { loadOpenApiDocument } from './http/openapi-document';
import { listContractOperations } from './http/contract-operations';
import { registerContractRoutes } from './http/router';
import { registerErrorHandler } from './http/error-handler';
import { openApiFormats } from './http/openapi-formats';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebClient } from './plugins/web-client';
import { registerLiveChannel, type LiveChannel } from './live/plugin';
import { sessionAuthenticator } from './live/authenticate';
import type { DatabaseNotifications } from './db/database';
import { handlers as moduleHandlers } from './modules/index';
import { assertEmailConfirmed } from './modules/auth/email-gate';
import { onSessionsRevoked } from './modules/auth/session-events';

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
}

export async function buildApp({ db, config, logger = false, handlers = moduleHandlers, notifications }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    forceCloseConnections: true,
    ajv: {
      // Unknown fields are refused (additionalProperties: false), not silently dropped; query
      // strings and multipart fields are coerced from text as Fastify does by default.
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false, strict: false },
      plugins: [openApiFormats],
    },
  });
  registerSecurityHeaders(app);
  registerErrorHandler(app);
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  const live = await registerLiveChannel(app, { authenticate: sessionAuthenticator(db), ...(notifications ? { portalDb: notifications } : {}) });
  app.decorate('live', live);
  forwardRevocationsToLiveChannel(app, live);
  const operations = listContractOperations(loadOpenApiDocument(config.openapiFile));
  registerContractRoutes(app, operations, { db, config, handlers, sessionGuards: [assertEmailConfirmed] });
  await registerWebClient(app, config.clientDir);
  return app;
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
