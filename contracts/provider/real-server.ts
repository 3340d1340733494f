// The REAL server a provider verification runs against: buildApp on a fresh migrated database,
// listening on a free port, started before the file's tests and closed after; with the context
// the provider states fill (the real session behind each placeholder token).
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { PortalDatabase } from '../../server/db/database';
import { createTestDatabase } from '../../tests/server/support/test-database';
import type { StateContext } from './states/index';

export interface RealServer {
  readonly baseUrl: string;
  readonly database: PortalDatabase;
  readonly context: StateContext;
}

export function realServerForVerification(): RealServer {
  let database: PortalDatabase | undefined;
  let app: FastifyInstance | undefined;
  let baseUrl: string | undefined;
  const context: StateContext = { tokenFor: new Map() };
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ db: database.db, jobStore: database, notifications: database, config: loadConfig({ PIN_ORDER_TXT_DOWNLOAD: 'true' }) });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return {
    get baseUrl() {
      if (!baseUrl) throw new Error('the server starts before the verification');
      return baseUrl;
    },
    get database() {
      if (!database) throw new Error('the server starts before the verification');
      return database;
    },
    context,
  };
}
