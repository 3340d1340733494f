// 'db.analyze': refreshes the query planner's statistics of the embedded database every night
// at 03:30 UTC. PostgreSQL's autovacuum does this by itself; PGlite runs no autovacuum, so without
// it the planner keeps the row counts of the day the tables were small and picks plans that scan
// (a join of a batch to the sales became a scan of every sale per row). On PostgreSQL the job
// does nothing. Idempotent.
import { analyzeTables } from '../db/database';
import { defineJob } from './job-kind';

export const dbAnalyze = defineJob<Record<string, never>>({
  name: 'db.analyze',
  retry: { limit: 2, delaySeconds: 600, backoff: false },
  keepSeconds: 7 * 86_400,
  schedule: { cron: '30 3 * * *', runAtStart: false },
  async run(context) {
    if (context.config.databaseUrl) return;
    const started = Date.now();
    await analyzeTables(context.db);
    context.log.info({ ms: Date.now() - started }, 'planner statistics refreshed');
  },
});
