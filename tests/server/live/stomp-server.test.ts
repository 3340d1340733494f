// The live channel through the real @stomp/stompjs Client against a real Fastify server:
// sign-in on CONNECT, heart-beat negotiation, requests and answers per kind, access refusals,
// session re-checks and forced logout.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BinaryAnswer } from '../../../server/live/types';
import { startLiveServer, testSession, type LiveServer } from './support/live-server';
import { watchedClient, type WatchedClient } from './support/stomp-client';

let server: LiveServer;
const clients: WatchedClient[] = [];

function connect(login: string, token: string): WatchedClient {
  const watched = watchedClient(server.url, login, token);
  clients.push(watched);
  return watched;
}

function bodyOf(frame: { body: string }): unknown {
  return JSON.parse(frame.body);
}

beforeAll(async () => {
  server = await startLiveServer();
  server.sessions.grant('alice-token', testSession('alice', 1, 'alice-session-1'));
  server.sessions.grant('alice-token-2', testSession('alice', 1, 'alice-session-2'));
  server.sessions.grant('bob-token', testSession('bob', 2, 'bob-session-1'));
  server.live.registerKind('dashboard', async (session, filter) => ({
    resultCode: 0,
    resultDescription: 'Success',
    login: session.login,
    filter,
  }));
  server.live.registerKind('exportExcel', async () => new BinaryAnswer(new Uint8Array([0x50, 0x4b, 3, 4, 255]), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
  server.live.registerKind('report', async () => {
    throw new Error('report store down');
  });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop()));
});

afterAll(async () => {
  await server.close();
});

describe('CONNECT', () => {
  it('accepts a valid session and negotiates 10 s heart-beats both ways', async () => {
    const alice = connect('alice', 'alice-token');
    const connected = await alice.connected;
    expect(connected.headers.version).toBe('1.2');
    expect(connected.headers['heart-beat']).toBe('10000,10000');
    expect(connected.headers['user-name']).toBe('alice');
    expect(server.live.connectionCount()).toBe(1);
  });

  it('refuses an unknown token with an ERROR frame carrying 4001 and closes', async () => {
    const intruder = connect('alice', 'stolen-token');
    await expect(intruder.connected).rejects.toThrow();
    const error = await intruder.error;
    expect(error.headers.message).toBe('Session invalid');
    expect(bodyOf(error)).toEqual({ resultCode: 4001, resultDescription: 'Your session has expired, please login again.' });
    await intruder.closed;
  });

  it('refuses a token presented under another login', async () => {
    const intruder = connect('bob', 'alice-token');
    expect(bodyOf(await intruder.error)).toMatchObject({ resultCode: 4001 });
    await intruder.closed;
  });
});

describe('requests and answers', () => {
  it('answers a SEND on the subscription of the same kind, echoing request-id', async () => {
    const alice = connect('alice', 'alice-token');
    await alice.connected;
    const answer = alice.nextMessage('/transactions/alice/dashboard');
    alice.client.publish({
      destination: '/app/transaction/alice/dashboard',
      body: JSON.stringify({ isGetPayout: true }),
      headers: { 'content-type': 'application/json', 'request-id': 'r-1' },
    });
    const message = await answer;
    expect(message.headers['content-type']).toBe('application/json');
    expect(message.headers['request-id']).toBe('r-1');
    expect(bodyOf(message)).toEqual({ resultCode: 0, resultDescription: 'Success', login: 'alice', filter: { isGetPayout: true } });
  });

  it('answers 1501 for a kind nobody registered yet', async () => {
    const alice = connect('alice', 'alice-token');
    await alice.connected;
    const answer = alice.nextMessage('/transactions/alice/print');
    alice.client.publish({ destination: '/app/transaction/alice/print', body: '{}' });
    expect(bodyOf(await answer)).toEqual({ resultCode: 1501, resultDescription: 'This operation is not available yet.' });
  });

  it('answers 1500 when a handler fails, and 1001 when the filter is not JSON', async () => {
    const alice = connect('alice', 'alice-token');
    await alice.connected;
    const failed = alice.nextMessage('/transactions/alice/report');
    alice.client.publish({ destination: '/app/transaction/alice/report', body: '{}' });
    expect(bodyOf(await failed)).toEqual({ resultCode: 1500, resultDescription: 'Something went wrong, please try again later.' });
    const invalid = alice.nextMessage('/transactions/alice/dashboard');
    alice.client.publish({ destination: '/app/transaction/alice/dashboard', body: '{not json' });
    expect(bodyOf(await invalid)).toMatchObject({ resultCode: 1001 });
  });

  it('sends a binary answer base64-encoded with its content-type', async () => {
    const alice = connect('alice', 'alice-token');
    await alice.connected;
    const answer = alice.nextMessage('/transactions/alice/exportExcel');
    alice.client.publish({ destination: '/app/transaction/alice/exportExcel', body: '{}' });
    const message = await answer;
    expect(message.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(message.headers['content-transfer-encoding']).toBe('base64');
    expect([...Buffer.from(message.body, 'base64')]).toEqual([0x50, 0x4b, 3, 4, 255]);
  });
});

describe('access', () => {
  it('refuses a subscription to another login with ERROR 1005 and closes', async () => {
    const alice = connect('alice', 'alice-token');
    await alice.connected;
    alice.client.subscribe('/transactions/bob/dashboard', () => undefined);
    const error = await alice.error;
    expect(error.headers.message).toBe('Access denied');
    expect(bodyOf(error)).toEqual({ resultCode: 1005, resultDescription: 'Access denied' });
    await alice.closed;
  });

  it('refuses a SEND to another login', async () => {
    const alice = connect('alice', 'alice-token');
    await alice.connected;
    alice.client.publish({ destination: '/app/transaction/bob/dashboard', body: '{}' });
    expect(bodyOf(await alice.error)).toMatchObject({ resultCode: 1005 });
    await alice.closed;
  });

  it('re-checks the session on SEND: a revoked session gets its code and is closed', async () => {
    server.sessions.grant('carol-token', testSession('carol', 3, 'carol-session-1'));
    const carol = connect('carol', 'carol-token');
    await carol.connected;
    server.sessions.refuse('carol-token', { resultCode: 4003, resultDescription: 'Your session was revoked.' });
    carol.client.publish({ destination: '/app/transaction/carol/dashboard', body: '{}' });
    expect(bodyOf(await carol.error)).toEqual({ resultCode: 4003, resultDescription: 'Your session was revoked.' });
    await carol.closed;
  });

  it('re-checks the sessions of a user when told to (account disabled)', async () => {
    server.sessions.grant('dave-token', testSession('dave', 4, 'dave-session-1'));
    const dave = connect('dave', 'dave-token');
    await dave.connected;
    server.sessions.refuse('dave-token', { resultCode: 4004, resultDescription: 'Your account is disabled.' });
    await server.live.publishSessionCheck(4);
    expect(bodyOf(await dave.error)).toEqual({ resultCode: 4004, resultDescription: 'Your account is disabled.' });
    await dave.closed;
  });
});

describe('forced logout', () => {
  it('sends FORCE.LOGOUT.MESSAGE on the login topic to the named session only, then closes it', async () => {
    const old = connect('alice', 'alice-token');
    const current = connect('alice', 'alice-token-2');
    await Promise.all([old.connected, current.connected]);
    const notice = old.nextMessage('/topic/force-logout/alice');
    const untouched = current.nextMessage('/topic/force-logout/alice', 500);
    // A RECEIPT proves the server has both subscriptions before the logout is sent.
    await Promise.all([old, current].map((c) => new Promise<void>((resolve) => {
      c.client.watchForReceipt('ready', () => resolve());
      c.client.publish({ destination: '/app/transaction/alice/print', body: '{}', headers: { receipt: 'ready' } });
    })));

    expect(server.live.forceLogout(1, ['alice-session-1'])).toBe(1);

    const message = await notice;
    expect(bodyOf(message)).toEqual({
      messageKey: 'FORCE.LOGOUT.MESSAGE',
      message: 'Your account has been logged in from another location.',
      resultCode: 4002,
    });
    await old.closed;
    await expect(untouched).rejects.toThrow('no MESSAGE');
    expect(current.client.connected).toBe(true);
  });

  it('ends a connection without the topic subscription with ERROR 4002', async () => {
    const bob = connect('bob', 'bob-token');
    await bob.connected;
    expect(server.live.forceLogout(2, [])).toBe(1);
    expect(bodyOf(await bob.error)).toEqual({
      resultCode: 4002,
      resultDescription: 'Your account has been logged in from another location.',
    });
    await bob.closed;
  });
});
