// Benchmark (issue #37): the audit trail over a million events. The demo company's agents get
// 1,000,000 audit rows over 90 days (half by MD0001, SD0001 and R00001, 30% by provider staff,
// 20% in SD0002's branch, M00002's payout user 0.1%), then the list is read as the screen reads it (audit-trail.service.ts
// listAuditEvents): the first page and the 100th (by cursor) for MD0001 admin, provider staff and
// R00001's branch, filtered by kind, user and result, and the CSV export of a day streamed to
// nowhere (rows per second, peak RSS). Prints figures and the plan of MD0001's first page; never
// fails on a time. PostgreSQL by default (DATABASE_URL), TEST_DB=pglite for the embedded database.
import '../tests/support/install-test-keys';
import { sql } from 'kysely';
import { ensureBrandingAndSettings } from '../server/demo/content';
import { createDemoStructure } from '../server/demo/structure';
import type { SessionInfo } from '../server/domain/session-info';
import { auditEventsCsv, listAuditEvents } from '../server/modules/audit/audit-trail.service';
import { ALL_ACLS } from '../server/domain/acls';

const ROWS = Number(process.env.AUDIT_ROWS ?? 1_000_000);

process.env.TEST_DB ??= 'postgres';
const { createTestDatabase, testDatabaseKind, postgresUnavailableReason } = await import('../tests/server/support/test-database');
if (testDatabaseKind === 'postgres') {
  const unavailable = await postgresUnavailableReason();
  if (unavailable) {
    console.log(`skipped: ${unavailable}`);
    process.exit(0);
  }
}

const database = await createTestDatabase();
const { db } = database;
try {
  await ensureBrandingAndSettings(db);
  const demo = await createDemoStructure(db, new Date(Date.now() - 100 * 86_400_000));
  const user = (login: string) => demo.userIds.get(login)!;
  const agent = (code: string) => demo.agentIds.get(code)!;
  const started = performance.now();
  // The rows: MD0001, SD0001 and R00001 half of them, provider staff 30%, SD0002's manager 20%.
  const actors = [user('MD0001/admin'), user('SD0001/manager'), user('R00001/cashier'), user('PROVIDER/support'), user('SD0002/manager'), user('M00002/payout')];
  const agents = [agent('MD0001'), agent('SD0001'), agent('R00001'), agent('PROVIDER'), agent('SD0002'), agent('M00002')];
  await sql`INSERT INTO audit_log (at, actor_user_id, impersonator_user_id, action, entity, entity_id, ip, result_code, agent_id)
    SELECT now() - (n * interval '7776 seconds') / ${ROWS / 1000}::int,
      (${sql.val(actors)}::bigint[])[1 + (CASE WHEN n % 1000 = 999 THEN 5 WHEN n % 10 < 5 THEN n % 3 WHEN n % 10 < 8 THEN 3 ELSE 4 END)],
      CASE WHEN n % 50 = 0 THEN ${user('PROVIDER/support')}::bigint END,
      (ARRAY['login', 'transaction.refund', 'voucher.redeem', 'user.updated', 'pinOrder.download', 'authorisation.refused'])[1 + n % 6],
      'user', (n % 1000)::text, '203.0.113.' || (n % 250)::text,
      CASE WHEN n % 6 = 5 THEN 1003 WHEN n % 13 = 0 THEN 988 ELSE 0 END,
      (${sql.val(agents)}::bigint[])[1 + (CASE WHEN n % 1000 = 999 THEN 5 WHEN n % 10 < 5 THEN n % 3 WHEN n % 10 < 8 THEN 3 ELSE 4 END)]
    FROM generate_series(1, ${ROWS}) AS n`.execute(db);
  await sql`ANALYZE audit_log`.execute(db);
  console.log(`database: ${testDatabaseKind}; ${ROWS.toLocaleString('en')} audit rows written in ${((performance.now() - started) / 1000).toFixed(1)} s; Node ${process.version}`);

  const session = (login: string): SessionInfo => ({
    sessionId: 'bench', userId: user(login), agentId: agent(login.split('/')[0]!), login, acls: new Set(ALL_ACLS), impersonatorUserId: null, email: null, emailConfirmed: true,
  });
  const time = async (label: string, login: string, input: Parameters<typeof listAuditEvents>[2], pages = 1) => {
    let cursor: string | undefined;
    const times: number[] = [];
    let rows = 0;
    for (let page = 1; page <= pages; page += 1) {
      const at = performance.now();
      const answer = await listAuditEvents(db, session(login), { ...input, ...(cursor ? { cursor } : {}) });
      times.push(performance.now() - at);
      rows = answer.data.length;
      if (!answer.nextCursor) break;
      cursor = answer.nextCursor;
    }
    const first = times[0]!.toFixed(1);
    const last = times.at(-1)!.toFixed(1);
    console.log(`${label.padEnd(58)} first page ${first.padStart(7)} ms, page ${times.length} ${last.padStart(7)} ms (${rows} rows)`);
  };
  const lastWeek = { start: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ') };
  for (let round = 0; round < 2; round += 1) {
    console.log(round === 0 ? '-- cold' : '-- warm');
    await time('MD0001 admin, everything', 'MD0001/admin', {}, 100);
    await time('MD0001 admin, last 7 days', 'MD0001/admin', lastWeek, 100);
    await time('MD0001 admin, refunds', 'MD0001/admin', { category: 'refunds' }, 100);
    await time('MD0001 admin, impersonation', 'MD0001/admin', { category: 'impersonation' }, 10);
    await time('MD0001 admin, user cashier, refused', 'MD0001/admin', { userLogin: 'cashier', result: 'REFUSED' }, 10);
    await time('MD0001 admin, agent R00001', 'MD0001/admin', { agentCode: 'R00001' }, 100);
    await time('PROVIDER support, everything', 'PROVIDER/support', {}, 100);
    await time('R00001 cashier branch, everything', 'R00001/cashier', {}, 100);
    await time('SD0002 manager branch, everything', 'SD0002/manager', {}, 100);
    await time('M00002 payout (0.1% of the rows), everything', 'M00002/payout', {}, 10);
  }
  const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, BUFFERS) SELECT l.id FROM audit_log l
    WHERE l.agent_id IN (SELECT descendant_id FROM agent_closure WHERE ancestor_id = ${agent('MD0001')})
    ORDER BY l.at DESC, l.id DESC LIMIT 51`.execute(db);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));

  const day = new Date(Date.now() - 86_400_000);
  const csvStart = performance.now();
  const { records } = await auditEventsCsv(db, session('PROVIDER/support'), { start: day.toISOString().slice(0, 19).replace('T', ' ') }, 'en');
  let lines = 0;
  let peak = process.memoryUsage().rss;
  for await (const _ of records) {
    lines += 1;
    if (lines % 5000 === 0) peak = Math.max(peak, process.memoryUsage().rss);
  }
  const seconds = (performance.now() - csvStart) / 1000;
  console.log(`CSV of the last day for provider staff: ${lines.toLocaleString('en')} lines in ${seconds.toFixed(1)} s (${Math.round(lines / seconds).toLocaleString('en')} lines/s), peak RSS ${Math.round(peak / 1024 / 1024)} MB`);
} finally {
  await database.close();
}
