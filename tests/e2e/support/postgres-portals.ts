// Several portal instances on ONE PostgreSQL database, as behind a load balancer: a fresh test
// database from the server tests' harness (tests/server/support/test-database.ts, dropped
// again at the end), the demo data written into it as `npm run demo:reset` does (with a short
// history), then each instance started as `npm start` would with DATABASE_URL (portal-server.ts).
import { ensureDemoData } from '../../../server/demo/index';
import {
  createPostgresDatabase,
  postgresUnavailableReason,
} from '../../server/support/test-database';
import { startPortal, type RunningPortal } from './portal-server';

export { postgresUnavailableReason };

export interface SharedDatabasePortals {
  portals: RunningPortal[];
  stop(): Promise<void>;
}

export async function startPortalsOnOnePostgres(count: number): Promise<SharedDatabasePortals> {
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
      portals.push(await startPortal({ DATABASE_URL: database.url }));
    return { portals, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
