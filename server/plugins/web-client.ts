// Serves the built web client (dist/client) with a history-API fallback to index.html for app
// routes, and answers unknown /api and /ws paths and missing files with the contract's JSON 404. Text files go out as the
// brotli or gzip copies the build wrote beside them (scripts/vite/precompress.ts) when the
// browser accepts them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { refusalBody, unknownRoute } from '../http/errors';

const INDEX_FILE = 'index.html';

function isServerPath(url: string): boolean {
  return /^\/(api|ws)(\/|\?|$)/.test(url);
}

/** A page of the app (a route), not a missing file: no extension in its last segment. A missing
 * file (favicon.ico, an old chunk) answers 404, so the browser never caches index.html as it. */
function isAppRoute(path: string): boolean {
  return !/\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');
}

export async function registerWebClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(join(clientDir, INDEX_FILE));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      preCompressed: true,
      // dist/client/.vite (the build manifest, read by the bench) is not served.
      dotfiles: 'ignore',
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under assets/; the rest must be revalidated.
        const immutable = path.startsWith(join(clientDir, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (hasClient && !isServerPath(request.url) && isAppRoute(path) && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile(INDEX_FILE);
    }
    const error = unknownRoute(request.method, path);
    return reply.status(error.httpStatus).send(refusalBody(error));
  });
}
