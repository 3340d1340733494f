// Builds the portal's HTTP server: the routes of openapi/portal.yaml answered by the modules'
// handlers, the web client, the live channel placeholder, security headers and error answers.
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
import { registerLiveChannel } from './plugins/live-channel';
import { handlers as moduleHandlers } from './modules/index';

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: PortalConfig;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to every module's handlers (server/modules/index.ts); tests may pass their own. */
  handlers?: HandlerMap;
}

export async function buildApp({ db, config, logger = false, handlers = moduleHandlers }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
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
  await registerLiveChannel(app);
  const operations = listContractOperations(loadOpenApiDocument(config.openapiFile));
  registerContractRoutes(app, operations, { db, config, handlers });
  await registerWebClient(app, config.clientDir);
  return app;
}
