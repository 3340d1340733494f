// Three stateless portal instances on one PostgreSQL database behind HAProxy (#36): the
// compiled server as deploy/ runs it, the proxy on deploy/haproxy.cfg (tests/cluster/support).
// They act as one portal (sessions, forced logout, sign-in failure counters and the captcha,
// live pushes of terminal sales), survive an instance killed under load without losing an
// acknowledged write, and restart one at a time under a steady load without failing a request.
// Runs only where PostgreSQL answers and HAProxy is installed (scripts/test.mjs stage cluster).
import { existsSync } from 'node:fs';
import { Client, type IMessage } from '@stomp/stompjs';
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

  it('counts sign-in failures of one address across instances: the captcha follows', async () => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.36' };
    const attempt = async (url: string) =>
      (await (
        await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ merchantId: 'MD0001', username: 'nobody-in-the-cluster', password: 'wrong password 1' }),
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

  it('routes around an instance killed under load; the live channel reconnects; no acknowledged write is lost', async () => {
    const token = await signIn(cluster.proxyUrl, 'R00001', 'cashier');
    const live = await signIn(cluster.proxyUrl, 'MD0001', 'admin');
    // Three live clients through the proxy (round robin: one on each instance), reconnecting.
    const connects = [0, 0, 0];
    const stomps = connects.map((_, n) => {
      const client = new Client({
        webSocketFactory: () => nodeWebSocket(wsOf(cluster.proxyUrl)),
        connectHeaders: { Username: 'admin', Authorization: `Bearer ${live}` },
        heartbeatIncoming: 0,
        heartbeatOutgoing: 0,
        reconnectDelay: 200,
      });
      client.onConnect = () => (connects[n] = connects[n]! + 1);
      client.activate();
      return client;
    });
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

  it('restarts every instance in turn under a steady load without failing a request', async () => {
    const token = await signIn(cluster.proxyUrl, 'R00001', 'cashier');
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
    console.log(`rolling restart: sent ${counts.sent}, answered ${counts.answered}, failed ${counts.failed}`);
    expect(counts.failed, counts.failures.join('\n')).toBe(0);
    expect(counts.answered).toBe(counts.sent);
  });
});
