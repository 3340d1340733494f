// createTestApp(): the real server (buildApp) on a fresh test database, driven with app.inject.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../server/app';
import { loadConfig, type PortalConfig } from '../../../server/config';
import type { PortalDatabase } from '../../../server/db/database';
import type { Database } from '../../../server/db/schema';
import type { HandlerMap } from '../../../server/http/handler';
import { createTestDatabase } from './test-database';
import { checkAnswersAgainstContract } from './answer-contract';

export interface TestAppOptions {
  /** Defaults to every module's handlers; {} leaves every operation unbuilt (500 1501). */
  handlers?: HandlerMap;
  config?: Partial<PortalConfig>;
  /** LISTEN on the test database, as main.ts does, so that the ledger's NOTIFYs reach the live
   * channel (dashboard pushes); without it live events stay on this instance. */
  notifications?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** The database behind db (the job queue's store, for another app on it). */
  database: PortalDatabase;
  config: PortalConfig;
  close(): Promise<void>;
}

/** Workers look for due retries twice a second, and a failed job is tried again at once; the
 * scheduled kinds (weekly settlement files) are neither scheduled nor run at start, unless a test
 * asks (tests/server/settlement). */
export const testJobSettings: PortalConfig['jobs'] = { pollSeconds: 0.5, retryDelaySeconds: 0, schedules: false };

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: PortalConfig = { ...loadConfig({}), jobs: testJobSettings, ...options.config };
  const app = await buildApp({
    db: database.db,
    jobStore: database,
    config,
    ...(options.handlers ? { handlers: options.handlers } : {}),
    ...(options.notifications ? { notifications: database } : {}),
  });
  checkAnswersAgainstContract(app, config.openapiFile);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
