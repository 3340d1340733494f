// Benchmark: what a call costs, measured in one run against a bare Fastify hello world on this
// machine (so the figures are ratios that survive a slower or busier machine), and how long the
// embedded database can make one request wait behind another's query.
//
//   status         GET /api/status (no session)                 goal >= 0.5x the bare server
//   signed-in read GET /api/v1/profile and the company structure goal >= 0.3x on PostgreSQL
//   worst stall    the slowest /api/status answer while another request runs a 1 s query
//                  goal: no request waits more than 100 ms behind another's query
//
// TEST_DB=postgres (with DATABASE_URL) measures PostgreSQL, otherwise PGlite. Prints figures;
// never fails on a time.
import '../tests/support/install-test-keys';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { createTestDatabase } from '../tests/server/support/test-database';
import { createSignedInUser } from '../tests/server/support/test-users';
import { loadConfig } from '../server/config';

const SECONDS = 3;
const CONCURRENCY = 8;

/** Requests per second that CONCURRENCY loops of sequential requests reach in SECONDS. */
async function throughput(url: string, headers: Record<string, string> = {}): Promise<number> {
  const until = performance.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const answer = await fetch(url, { headers });
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
        done++;
      }
    }),
  );
  return done / SECONDS;
}

const bare = Fastify();
bare.get('/hello', async () => ({ hello: 'world' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const database = await createTestDatabase();
const app = await buildApp({ db: database.db, jobStore: database, config: loadConfig({}) });
const portalUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const kind = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

try {
  const user = await createSignedInUser(database.db);
  await throughput(`${bareUrl}/hello`); // warm-up
  const base = await throughput(`${bareUrl}/hello`);
  console.log(`bare Fastify hello world: ${base.toFixed(0)} requests/s (${CONCURRENCY} concurrent)`);
  const measure = async (name: string, path: string, headers?: Record<string, string>) => {
    await throughput(`${portalUrl}${path}`, headers);
    const rate = await throughput(`${portalUrl}${path}`, headers);
    console.log(`${name.padEnd(26)} ${rate.toFixed(0).padStart(6)} requests/s = ${(rate / base).toFixed(3)}x bare (${kind})`);
  };
  await measure('GET /api/status', '/api/status');
  await measure('GET /api/v1/profile', '/api/v1/profile', user.headers);
  await measure('GET /api/v1/company-structure', '/api/v1/company-structure', user.headers);

  // The worst wait of a cheap call while a slow query (about 1 s) runs for another request.
  const slow = (async () => {
    const started = performance.now();
    await sql`select count(*) from generate_series(1, 5000000)`.execute(database.db);
    return performance.now() - started;
  })();
  let worst = 0;
  let finished = false;
  void slow.then(() => (finished = true));
  while (!finished) {
    const started = performance.now();
    await (await fetch(`${portalUrl}/api/status`)).arrayBuffer();
    worst = Math.max(worst, performance.now() - started);
  }
  console.log(`worst /api/status wait during a ${(await slow).toFixed(0)} ms query: ${worst.toFixed(0)} ms (${kind}; goal at most 100 ms)`);
} finally {
  await app.close();
  await bare.close();
  await database.close();
}
