// Benchmark: GET /api/v1/company-structure for an MD with 10,000 agents below it (99 Sub
// Divisions of 100 Retailers), through the real server on a fresh test database (TEST_DB picks
// PGlite or PostgreSQL). Prints figures; never fails on a time.
import '../tests/support/install-test-keys';
import { createBulkStructure } from '../tests/server/company/support/bulk-structure';
import { createTestApp } from '../tests/server/support/app';
import { createSignedInUser } from '../tests/server/support/test-users';

const RUNS = 5;

const t = await createTestApp();
try {
  const user = await createSignedInUser(t.db);
  let started = performance.now();
  const added = await createBulkStructure(t.db, user.agentId, { subDivisions: 99, retailersEach: 100 });
  console.log(`built ${added + 1} agents in ${(performance.now() - started).toFixed(0)} ms`);
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    started = performance.now();
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/company-structure', headers: user.headers });
    timings.push(performance.now() - started);
    if (answer.statusCode !== 200) throw new Error(`answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
    if (run === 0) console.log(`answer size ${(answer.body.length / 1024).toFixed(0)} KiB`);
  }
  timings.sort((a, b) => a - b);
  console.log(`company-structure, 10,000 agents: best ${timings[0]!.toFixed(0)} ms, median ${timings[Math.floor(RUNS / 2)]!.toFixed(0)} ms, worst ${timings[RUNS - 1]!.toFixed(0)} ms over ${RUNS} runs`);
} finally {
  await t.close();
}
