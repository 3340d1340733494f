// Three stateless portal instances on one PostgreSQL database behind HAProxy (#36): the
// compiled server as deploy/ runs it, the proxy on deploy/haproxy.cfg (tests/cluster/support).
// They act as one portal (sessions, forced logout, sign-in failure counters and the captcha,
// live pushes of terminal sales, files, a report by email and a PIN order run once), survive an instance killed under load without losing an
// acknowledged write, and restart one at a time under a steady load without failing a request.
// Runs only where PostgreSQL answers and HAProxy is installed (scripts/test.mjs stage cluster).
import { existsSync } from 'node:fs';
import { Client, type IMessage } from '@stomp/stompjs';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../openapi/generated/result-codes';
import { nodeWebSocket } from '../server/live/support/node-websocket';
import { watchedClient, type WatchedClient } from '../server/live/support/stomp-client';
import { postgresUnavailableReason } from '../server/support/test-database';
import { HAPROXY, startCluster, waitFor, type Cluster } from './support/cluster';
import { profileStatus, sell, signIn, steadyLoad } from './support/api';

const skipReason = (await postgresUnavailableReason()) ?? (existsSync(HAPROXY) ? null : `HAProxy is not installed (${HAPROXY})`);
if (skipReason) console.warn(`the cluster tests are skipped: ${skipReason}`);

const wsOf = (url: string) => `${url.replace(/^http/, 'ws')}/ws`;

/** The captcha answer the web client sends (the proof of work solved, as in the server tests). */
async function solvedCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Three live (STOMP) clients of one session through the proxy (round robin: one on each
 * instance), each reconnecting 200 ms after its socket closes; counts connections and close codes. */
function liveClients(token: string, count = 3) {
  const connects = Array.from({ length: count }, () => 0);
  const closeCodes: number[] = [];
  const stomps = connects.map((_, n) => {
    const client = new Client({
      webSocketFactory: () => nodeWebSocket(wsOf(proxyUrlOf())),
      connectHeaders: { Username: 'admin', Authorization: `Bearer ${token}` },
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      reconnectDelay: 200,
    });
    client.onConnect = () => (connects[n] = connects[n]! + 1);
    client.onWebSocketClose = (event: { code?: number }) => {
      if (client.active) closeCodes.push(event.code ?? 0);
    };
    client.activate();
    return client;
  });
  return { connects, closeCodes, stomps };
}
let proxyUrlOf = (): string => {
  throw new Error('the cluster starts first');
};

describe.skipIf(skipReason !== null)('three instances behind HAProxy on one PostgreSQL', () => {
  let cluster: Cluster;
  const clients: WatchedClient[] = [];
  const connect = (url: string, login: string, token: string) => {
    const client = watchedClient(wsOf(url), login, token);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    cluster = await startCluster(3);
    proxyUrlOf = () => cluster.proxyUrl;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await cluster?.stop();
  });

  it('takes a session made on one instance on every other', async () => {
    const [one, ...others] = cluster.instances;
    const token = await signIn(one!.url, 'SD0001', 'manager');
    for (const instance of others) expect(await profileStatus(instance.url, token), instance.name).toEqual({ status: 200, resultCode: 0 });
    expect(await profileStatus(cluster.proxyUrl, token)).toEqual({ status: 200, resultCode: 0 });
  });

  it("serves each instance's metrics on its own local listener, not on the public port", async () => {
    const [one] = cluster.instances;
    const text = await (await fetch(`http://127.0.0.1:${one!.metricsPort}/metrics`)).text();
    expect(text).toMatch(/portal_http_requests_total\{operation="login",status="200",result_code="0"\} \d+/);
    expect(text).toMatch(/portal_db_pool_connections\{state="total"\} \d+/);
    expect(text).toContain('portal_live_connections');
    const onPublicPort = await fetch(`${one!.url}/metrics`);
    expect(await onPublicPort.text()).not.toContain('portal_http_requests_total');
  });

  it('logs out a live client on one instance when the user signs in through another', async () => {
    const [one, two] = cluster.instances;
    const first = await signIn(one!.url, 'MD0001', 'viewer');
    const client = connect(one!.url, 'viewer', first);
    await client.connected;
    const notice = client.nextMessage('/topic/force-logout/viewer', 15_000);
    // The subscription is in place once the broker has seen it: a receipt-less round trip.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await signIn(two!.url, 'MD0001', 'viewer');
    expect(JSON.parse((await notice).body)).toMatchObject({ messageKey: 'FORCE.LOGOUT.MESSAGE', resultCode: 4002 });
    await client.closed;
    expect((await profileStatus(two!.url, first)).status).toBe(403);
  });

  it('counts sign-in failures across instances: the captcha follows, and the lock-out holds on every instance', async () => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.36' };
    const attempt = async (url: string, challenge?: Challenge) =>
      (await (
        await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            merchantId: 'MD0001',
            username: 'nobody-in-the-cluster',
            password: 'wrong password 1',
            ...(challenge ? { captcha: await solvedCaptcha(challenge) } : {}),
          }),
        })
      ).json()) as { resultCode: number; countFailed?: number; captchaChallenge?: unknown };
    const [one, two, three] = cluster.instances;
    expect(await attempt(one!.url)).toMatchObject({ resultCode: ResultCode.invalidCredentials, countFailed: 1 });
    const second = await attempt(two!.url);
    expect(second).toMatchObject({ resultCode: ResultCode.invalidCredentials, countFailed: 2 });
    expect(second.captchaChallenge).toBeDefined();
    // The third instance has seen none of them itself, and asks for the captcha.
    expect(await attempt(three!.url)).toMatchObject({ resultCode: ResultCode.captchaRequired });
    const total = (await (await fetch(`${three!.url}/api/auth/total-login-failed`, { headers })).json()) as { total: number; captchaChallenge?: unknown };
    expect(total.total).toBeGreaterThanOrEqual(2);
    expect(total.captchaChallenge).toBeDefined();

    // Going on round the instances, each attempt with the captcha the previous one asked for
    // solved: the account locks after five failures counted by all three, and stays locked on each.
    let answer = await attempt(three!.url);
    const answeredBy: string[] = [];
    for (let n = 0; n < 10 && answer.resultCode !== ResultCode.accountLocked; n += 1) {
      const instance = cluster.instances[n % 3]!;
      answeredBy.push(instance.name);
      answer = await attempt(instance.url, answer.captchaChallenge as Challenge | undefined);
    }
    expect(answer.resultCode, JSON.stringify(answer)).toBe(ResultCode.accountLocked);
    expect(new Set(answeredBy).size).toBe(3);
    for (const instance of cluster.instances) expect((await attempt(instance.url)).resultCode, instance.name).toBe(ResultCode.accountLocked);
  });

  it('pushes a terminal sale taken by one instance to a dashboard watched on another', async () => {
    const [one, two] = cluster.instances;
    const token = await signIn(two!.url, 'MD0001', 'admin');
    const client = connect(two!.url, 'admin', token);
    await client.connected;
    const first = client.nextMessage('/transactions/admin/dashboard', 15_000);
    client.client.publish({ destination: '/app/transaction/admin/dashboard', body: JSON.stringify({ includeSubAgent: true }) });
    await first;
    const sale = await sell(one!.url);
    expect(sale).toMatchObject({ status: 200, resultCode: 0 });
    // Pushes of earlier commits may come first; the sale's arrives within seconds.
    let pushed: IMessage | null = null;
    while (!pushed) {
      const message = await client.nextMessage('/transactions/admin/dashboard', 15_000);
      if (message.body.includes(sale.refId!)) pushed = message;
    }
    expect(pushed.headers['request-id']).toBeUndefined();
  });

  it('downloads through one instance a file uploaded through another', async () => {
    const [one, two] = cluster.instances;
    const support = await signIn(one!.url, 'PROVIDER', 'support');
    const content = `%PDF-1.4 cluster ${Date.now()}`;
    const form = new FormData();
    form.append('saveDocumentRequest', JSON.stringify({ code: 'CLUSTER-FILE', documentTypeCode: 'MER_ALL', contentType: 'FILE', content: 'cluster.pdf', location: 'resources' }));
    form.append('file', new Blob([content], { type: 'application/pdf' }), 'cluster.pdf');
    const saved = await fetch(`${one!.url}/api/v1/save-document`, { method: 'POST', headers: { authorization: `Bearer ${support}` }, body: form });
    expect(await saved.json()).toMatchObject({ resultCode: 0 });
    const { id } = await cluster.database.db.selectFrom('documents').select('id').where('code', '=', 'CLUSTER-FILE').executeTakeFirstOrThrow();
    const download = await fetch(`${two!.url}/api/v1/download-document?documentId=${id}`, { headers: { authorization: `Bearer ${support}` } });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(content);
  });

  it('runs a report by email queued on one instance exactly once, and generates a PIN order once', async () => {
    const [one, two, three] = cluster.instances;
    const admin = await signIn(one!.url, 'MD0001', 'admin');
    const wire = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
    const email = 'cluster-report@example.test';
    const asked = await fetch(`${one!.url}/api/v1/send-report-to-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ start: wire(new Date(Date.now() - 5 * 86_400_000)), end: wire(new Date(Math.floor(Date.now() / 1000) * 1000)), email, fileType: 'CSV', includeSubAgent: true }),
    });
    const { exportId, resultCode } = (await asked.json()) as { exportId: number; resultCode: number };
    expect(resultCode).toBe(0);

    // A PIN order placed through the second instance, approved through the third.
    const form = new FormData();
    form.append('pinOrders', new Blob([JSON.stringify([{ productCode: 'GBP10', qty: 7 }])], { type: 'application/json' }), 'pinOrders.json');
    const placed = (await (await fetch(`${two!.url}/api/v1/submit-pin-batch-orders`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form })).json()) as { resultCode: number; orderRefs: string[] };
    expect(placed.resultCode).toBe(0);
    const orderRef = placed.orderRefs[0]!;
    const support = await signIn(three!.url, 'PROVIDER', 'support');
    const approved = await fetch(`${three!.url}/api/v1/approve-pin-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${support}` },
      body: JSON.stringify({ orderRef, approve: true, comment: 'Approved' }),
    });
    expect(await approved.json()).toMatchObject({ resultCode: 0 });

    const db = cluster.database.db;
    await waitFor(`report ${exportId} to be SENT`, async () => {
      const row = await db.selectFrom('report_email_exports').select(['status', 'failure']).where('id', '=', exportId).executeTakeFirstOrThrow();
      if (row.status === 'FAILED') throw new Error(`the report failed: ${row.failure}`);
      return row.status === 'SENT';
    });
    const order = await db.selectFrom('pin_batch_orders').select('id').where('order_ref', '=', orderRef).executeTakeFirstOrThrow();
    await waitFor(`PIN order ${orderRef} to be ready`, async () =>
      (await db.selectFrom('pin_batch_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status === 'READY_FOR_DOWNLOAD',
    );
    // Every job of the queue has settled: none still waiting or running anywhere.
    await waitFor('the job queue to settle', async () => {
      const { rows } = await cluster.database.executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE state::text IN ('created', 'retry', 'active') AND name NOT LIKE '__pgboss%' AND start_after < now()`);
      return Number(rows[0]?.n) === 0;
    });
    expect(cluster.smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    const pins = await db.selectFrom('vouchers').select(({ fn }) => fn.countAll<number>().as('n')).where('pin_batch_order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(Number(pins.n)).toBe(7);
  });

  it('routes around an instance killed under load; the live channel reconnects; no acknowledged write is lost', async () => {
    const token = await signIn(cluster.proxyUrl, 'R00001', 'cashier');
    const { connects, stomps } = liveClients(await signIn(cluster.proxyUrl, 'MD0001', 'admin'));
    try {
      await waitFor('three live clients to connect', () => connects.every((count) => count === 1));
      const load = steadyLoad(cluster.proxyUrl, token, 4);
      await waitFor('some load', () => load.counts.answered >= 40);
      const victim = cluster.instances[1]!;
      await victim.stop('SIGKILL');
      await cluster.waitForProxyState('DOWN', [victim.name]);
      // Once the proxy has taken it out, nothing fails.
      const failedWhenDown = load.counts.failed;
      const answeredWhenDown = load.counts.answered;
      await waitFor('load after the kill', () => load.counts.answered >= answeredWhenDown + 60);
      const counts = await load.stop();
      console.log(
        `kill test: sent ${counts.sent}, answered ${counts.answered}, failed ${counts.failed} (${failedWhenDown} before the proxy took the instance out), acknowledged sales ${counts.acknowledgedRefIds.length}`,
      );
      expect(counts.failed, counts.failures.join('\n')).toBe(failedWhenDown);
      // The client whose instance died connected again, through the proxy, to another.
      await waitFor('the live clients to reconnect', () => connects.every((count) => count >= 1) && connects.some((count) => count >= 2));
      expect(stomps.every((client) => client.connected)).toBe(true);

      // Every sale the portal acknowledged is stored, once, with its ledger effects.
      const refIds = counts.acknowledgedRefIds;
      const stored = await cluster.database.db
        .selectFrom('transactions')
        .select(({ fn }) => [fn.count<number>('id').as('rows'), fn.count<number>('ref_id').distinct().as('refs')])
        .where('ref_id', 'in', refIds)
        .executeTakeFirstOrThrow();
      console.log(`kill test: acknowledged ${refIds.length}, stored ${Number(stored.rows)} rows for them`);
      expect(Number(stored.refs)).toBe(new Set(refIds).size);
      expect(Number(stored.rows)).toBe(new Set(refIds).size);
      // The daily figures (maintained in the same transaction as each row) match the rows.
      const agent = await cluster.database.db.selectFrom('agents').select('id').where('code', '=', 'R00001').executeTakeFirstOrThrow();
      const rows = await cluster.database.db.selectFrom('transactions').select(({ fn }) => fn.count<number>('id').as('n')).where('agent_id', '=', agent.id).executeTakeFirstOrThrow();
      const stats = await cluster.database.db.selectFrom('agent_daily_stats').select(({ fn }) => fn.sum<number>('count').as('n')).where('agent_id', '=', agent.id).executeTakeFirstOrThrow();
      expect(Number(stats.n)).toBe(Number(rows.n));

      await victim.start();
      await cluster.waitForProxyState('UP');
    } finally {
      await Promise.all(stomps.map((client) => client.deactivate()));
    }
  });

  it('restarts every instance in turn under a steady load without failing a request; live clients are told to reconnect', async () => {
    const token = await signIn(cluster.proxyUrl, 'R00001', 'cashier');
    const { connects, closeCodes, stomps } = liveClients(await signIn(cluster.proxyUrl, 'MD0001', 'admin'));
    await waitFor('three live clients to connect', () => connects.every((count) => count === 1));
    const load = steadyLoad(cluster.proxyUrl, token, 4);
    await waitFor('some load', () => load.counts.answered >= 40);
    for (const instance of cluster.instances) {
      const exitCode = await instance.stop('SIGTERM');
      expect(exitCode, `${instance.name} exit code\n${instance.log().slice(-2000)}`).toBe(0);
      await instance.start();
      await cluster.waitForProxyState('UP');
    }
    const answered = load.counts.answered;
    await waitFor('load after the restarts', () => load.counts.answered >= answered + 40);
    const counts = await load.stop();
    console.log(`rolling restart: sent ${counts.sent}, answered ${counts.answered}, failed ${counts.failed}; live clients connected ${connects.join('/')} times, closed with ${closeCodes.join(',')}`);
    expect(counts.failed, counts.failures.join('\n')).toBe(0);
    expect(counts.answered).toBe(counts.sent);
    // Every instance closed its live connections with 1012 (restart: reconnect); the clients
    // came back through the proxy and are connected now.
    await waitFor('the live clients to be connected', () => stomps.every((client) => client.connected));
    expect(closeCodes.length).toBeGreaterThanOrEqual(3);
    expect(closeCodes.every((code) => code === 1012)).toBe(true);
    await Promise.all(stomps.map((client) => client.deactivate()));
  });
});
