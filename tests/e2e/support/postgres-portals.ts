// Several portal instances on ONE PostgreSQL database, as behind a load balancer: a fresh test
// database from the server tests' harness (tests/server/support/test-database.ts, dropped
// again at the end), the demo data written into it as `npm run demo:reset` does (with a short
// history), then each instance started as `npm start` would with DATABASE_URL (portal-server.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { ensureDemoData } from '../../../server/demo/index';
import {
  createPostgresDatabase,
  postgresUnavailableReason,
} from '../../server/support/test-database';
import { startPortal, type RunningPortal } from './portal-server';

export { postgresUnavailableReason };

export interface SharedDatabasePortals {
  portals: RunningPortal[];
  /** The shared database, for a journey that sets a moment up (a schedule come due). */
  db: Kysely<Database>;
  /** Stops every instance, then starts as many again at once (as after a deploy). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** `count` instances on one fresh database with the demo data, each with `env` besides DATABASE_URL. */
export async function startPortalsOnOnePostgres(count: number, env: Record<string, string> = {}): Promise<SharedDatabasePortals> {
  const database = await createPostgresDatabase();
  const portals: RunningPortal[] = [];
  const stop = async () => {
    await Promise.all(portals.map((portal) => portal.stop()));
    await database.close();
  };
  try {
    const demo = await ensureDemoData(database.db, {
      days: 2,
      targetSales: 200,
      log: () => undefined,
    });
    await demo.transactions;
    for (let n = 0; n < count; n += 1)
      portals.push(await startPortal({ ...env, DATABASE_URL: database.url }));
    const restart = async () => {
      await Promise.all(portals.splice(0).map((portal) => portal.stop()));
      portals.push(...(await Promise.all(Array.from({ length: count }, () => startPortal({ ...env, DATABASE_URL: database.url })))));
    };
    return { portals, db: database.db, restart, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
