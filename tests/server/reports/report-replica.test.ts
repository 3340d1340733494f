// Reports read from the read replica (DATABASE_REPLICA_URL, #36) on PostgreSQL: a second database
// stands in for the standby, with the same structure (the same ids) and a ledger of its own, as a
// replica that has not caught up would hold. With the replica, the live channel's report page, its
// CSV export and the report by email's file (built in a process of its own) list the replica's
// rows, while the request's own row, its progress, the sessions and the dashboards stay on the
// primary; without it, the same report lists the primary's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig, type PortalConfig } from '../../../server/config';
import { openReadReplica, type PortalDatabase } from '../../../server/db/database';
import { ensureBrandingAndSettings } from '../../../server/demo/content';
import { createDemoStructure, type DemoStructure } from '../../../server/demo/structure';
import { wireTimestamp } from '../../../server/domain/wire';
import { createSession } from '../../../server/http/session';
import { postTransactions } from '../../../server/modules/ledger/postings';
import type { FastifyInstance } from 'fastify';
import { startSmtpPeer, type SmtpPeer } from '../auth/auth-harness';
import { testJobSettings } from '../support/app';
import { createPostgresDatabase, testDatabaseKind, testDatabaseSkipReason } from '../support/test-database';
import { liveChannelOf } from '../live/support/stomp-client';
import { attachmentOf, parseCsv } from '../../support/mail-attachment';
import { waitFor } from '../support/wait-for';

const DAY_MS = 86_400_000;
type Page = { totalRecord: number; data: { txnId: string | null }[] };
const NOW = new Date();
const daysAgo = (days: number, hour = 10) => new Date(Math.floor(NOW.getTime() / DAY_MS) * DAY_MS - days * DAY_MS + hour * 3_600_000);

describe.skipIf(testDatabaseSkipReason || testDatabaseKind !== 'postgres')('reports on the read replica', () => {
  let primary: PortalDatabase & { url: string };
  let standby: PortalDatabase & { url: string };
  let replica: Awaited<ReturnType<typeof openReadReplica>>;
  let smtp: SmtpPeer;
  let demo: DemoStructure;
  let withReplica: FastifyInstance;
  let withoutReplica: FastifyInstance;
  let token: string;
  const range = { start: wireTimestamp(daysAgo(10, 0)), end: wireTimestamp(new Date(Math.floor(NOW.getTime() / 1000) * 1000)) };

  /** Sales of R00001 whose external references start with `mark`, on `database`, through the
   * ledger (the aggregates follow). */
  async function sales(database: PortalDatabase, structure: DemoStructure, count: number, mark: string) {
    const terminal = structure.terminals.find((tm) => tm.agentCode === 'R00001')!;
    const rows = Array.from({ length: count }, (_, i) => ({
      tx_type: 'SALE' as const, status: 'SUCCESS' as const, agent_id: structure.agentIds.get('R00001')!, terminal_id: terminal.id, currency_code: 'AUD',
      value_minor: 1000, buy_value_minor: 950, created_at: daysAgo(1 + i, 10), phone_no: null, txn_id: `${mark}-${i}`,
    }));
    await database.db.transaction().execute((trx) => postTransactions(trx, rows));
  }

  /** A server on the primary; the one without a replica works no jobs (every instance works the
   * same queue: a report by email is built by whichever takes it). */
  const app = async (database: PortalDatabase, config: Partial<PortalConfig>, reportDb?: PortalDatabase['db']) => {
    const built = await buildApp({ db: database.db, jobStore: reportDb ? database : null, config: { ...loadConfig({}), jobs: testJobSettings, smtpUrl: smtp.url, ...config }, ...(reportDb ? { reportDb } : {}) });
    await built.ready();
    return built;
  };

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    primary = await createPostgresDatabase();
    standby = await createPostgresDatabase();
    const created = new Date(NOW.getTime() - 400 * DAY_MS);
    for (const database of [primary, standby]) await ensureBrandingAndSettings(database.db);
    demo = await createDemoStructure(primary.db, created);
    const standbyDemo = await createDemoStructure(standby.db, created);
    // A replica holds the primary's rows: the same agents and users under the same ids.
    expect([...standbyDemo.agentIds]).toEqual([...demo.agentIds]);
    await sales(primary, demo, 3, 'primary');
    await sales(standby, standbyDemo, 5, 'replica');
    replica = await openReadReplica(standby.url, 4);
    withReplica = await app(primary, { databaseUrl: primary.url, databaseReplicaUrl: standby.url }, replica.db);
    withoutReplica = await app(primary, { databaseUrl: primary.url });
    token = await createSession(primary.db, demo.userIds.get('MD0001/admin')!);
  }, 180_000);

  afterAll(async () => {
    await withReplica?.close();
    await withoutReplica?.close();
    await replica?.close();
    await primary?.close();
    await standby?.close();
    await smtp?.close();
  });

  const liveWith = liveChannelOf(() => withReplica);
  const liveWithout = liveChannelOf(() => withoutReplica);
  async function ask(live: typeof liveWith, kind: string, filter: object) {
    const client = live.connect('admin', token);
    await client.connected;
    const answer = client.nextMessage(`/transactions/admin/${kind}`);
    client.client.publish({ destination: `/app/transaction/admin/${kind}`, body: JSON.stringify(filter), headers: { 'request-id': 'r1' } });
    const message = await answer;
    return message.headers['content-transfer-encoding'] === 'base64' ? Buffer.from(message.body, 'base64').toString('utf8') : (JSON.parse(message.body) as Page);
  }
  const filter = { ...range, includeSubAgent: true, pageSize: 10, pageIndex: 1 };

  it('answers a report page and its CSV export from the replica', async () => {
    const page = (await ask(liveWith, 'report', filter)) as Page;
    expect(page.totalRecord).toBe(5);
    expect(page.data.map((row) => row.txnId).sort()).toEqual(['replica-0', 'replica-1', 'replica-2', 'replica-3', 'replica-4']);
    const csv = (await ask(liveWith, 'exportCSV', filter)) as string;
    expect(csv).toContain('replica-4');
    expect(csv).not.toContain('primary-');
  });

  it('keeps the sessions and the dashboard (its last ten) on the primary', async () => {
    // The session exists on the primary only: the replica stand-in never had it.
    expect(await standby.db.selectFrom('sessions').select('id').execute()).toEqual([]);
    const lastTen = (await ask(liveWith, 'dashboard', { pageSize: 10, pageIndex: 1, includeSubAgent: true, orderType: 'DESC' })) as Page;
    expect(lastTen.data.map((row) => row.txnId).sort()).toEqual(['primary-0', 'primary-1', 'primary-2']);
  });

  it('builds the report by email\'s file from the replica; its request and progress stay on the primary', async () => {
    const answer = await withReplica.inject({
      method: 'POST', url: '/api/v1/send-report-to-email', headers: { authorization: `Bearer ${token}` },
      payload: { ...range, email: 'replica@example.test', fileType: 'CSV', includeSubAgent: true },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { exportId } = answer.json<{ exportId: number }>();
    const row = await waitFor(`export ${exportId} to be SENT`, async () => {
      const found = await primary.db.selectFrom('report_email_exports').selectAll().where('id', '=', exportId).executeTakeFirstOrThrow();
      if (found.status === 'FAILED') throw new Error(`export failed: ${found.failure}`);
      return found.status === 'SENT' ? found : null;
    });
    expect(row).toMatchObject({ rows_total: 5, rows_done: 5 });
    // The request was written to the primary only: the replica (this stand-in) never had it.
    expect(await standby.db.selectFrom('report_email_exports').select('id').execute()).toEqual([]);
    const lines = parseCsv(attachmentOf((await smtp.nextMailTo('replica@example.test')).text).content.toString('utf8').replace(/^\uFEFF/, ''));
    expect(lines.slice(1).map((cells) => cells[2]).sort()).toEqual(['replica-0', 'replica-1', 'replica-2', 'replica-3', 'replica-4']);
  }, 60_000);

  it('without a replica, answers the same report from the primary', async () => {
    const page = (await ask(liveWithout, 'report', filter)) as Page;
    expect(page.totalRecord).toBe(3);
    expect(page.data.map((row) => row.txnId).sort()).toEqual(['primary-0', 'primary-1', 'primary-2']);
  });
});

describe('DATABASE_REPLICA_URL', () => {
  it('is read beside DATABASE_URL, and refused without it (the embedded database has no replica)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://primary/portal', DATABASE_REPLICA_URL: 'postgres://standby/portal' }).databaseReplicaUrl).toBe('postgres://standby/portal');
    expect(loadConfig({ DATABASE_URL: 'postgres://primary/portal' }).databaseReplicaUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://standby/portal' })).toThrow(/DATABASE_REPLICA_URL needs DATABASE_URL/);
  });
});
