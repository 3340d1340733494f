// The web client's live channel (src/shared/live) against the real server: requests and their
// answers (JSON and files), forced logout, invalid sessions, time-outs and giving up after the
// configured number of failed reconnects; a watch of a standing request (the dashboards) with
// its answer, the server's pushes, the channel's status and the end of the subscription.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BinaryAnswer } from '../../../server/live/types';
import { createLiveChannel, LiveChannelError, type LiveChannel, type LiveChannelOptions } from '../../../src/shared/live/live-channel';
import { nodeWebSocket } from './support/node-websocket';
import { startLiveServer, testSession, type LiveServer } from './support/live-server';

let server: LiveServer;
const channels: LiveChannel[] = [];

function channel(overrides: Partial<LiveChannelOptions> = {}) {
  const events = { onForcedLogout: vi.fn(), onSessionInvalid: vi.fn(), onNetworkError: vi.fn() };
  const live = createLiveChannel({
    url: server.url,
    login: 'alice',
    token: 'alice-token',
    reconnectDelay: 1000,
    webSocketFactory: nodeWebSocket,
    ...events,
    ...overrides,
  });
  channels.push(live);
  return { live, ...events };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = await startLiveServer();
  server.sessions.grant('alice-token', testSession('alice', 1, 'alice-session-1'));
  server.live.registerKind('dashboard', async (_session, filter) => {
    const { wait = 0 } = filter as { wait?: number };
    await sleep(wait);
    return { resultCode: 0, resultDescription: 'Success', filter };
  }, { standing: true });
  server.live.registerKind('report', () => new Promise(() => undefined));
  server.live.registerKind('exportExcel', async () => new BinaryAnswer(Buffer.from('PK-xlsx'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
});

afterEach(async () => {
  await Promise.all(channels.splice(0).map((c) => c.disconnect()));
});

afterAll(async () => {
  await server.close();
});

describe('createLiveChannel', () => {
  it('answers requests, each with its own answer when several of one kind overlap', async () => {
    const { live } = channel();
    const [slow, fast] = await Promise.all([
      live.request('dashboard', { wait: 200, n: 1 }),
      live.request('dashboard', { wait: 0, n: 2 }),
    ]);
    expect(slow).toEqual({ resultCode: 0, resultDescription: 'Success', filter: { wait: 200, n: 1 } });
    expect(fast).toMatchObject({ filter: { n: 2 } });
  });

  it('passes on a kind the server does not serve yet as its 1501 answer', async () => {
    const { live } = channel();
    await expect(live.request('print', {})).resolves.toEqual({ resultCode: 1501, resultDescription: 'This operation is not available yet.' });
  });

  it('decodes a binary answer into a file', async () => {
    const { live } = channel();
    const file = (await live.request('exportExcel', {})) as { contentType: string; data: Uint8Array };
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(Buffer.from(file.data).toString()).toBe('PK-xlsx');
  });

  it('rejects a request without an answer in time', async () => {
    const { live } = channel({ requestTimeoutMs: 300 });
    await expect(live.request('report', {})).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('reports a forced logout and stops', async () => {
    server.sessions.grant('alice-token-2', testSession('alice', 1, 'alice-session-2'));
    const { live, onForcedLogout, onNetworkError } = channel({ token: 'alice-token-2' });
    await live.request('print', {});
    await server.live.publishForceLogout(1, ['alice-session-2']);
    await vi.waitFor(() => expect(onForcedLogout).toHaveBeenCalledTimes(1));
    expect(onForcedLogout).toHaveBeenCalledWith({
      messageKey: 'FORCE.LOGOUT.MESSAGE',
      message: 'Your account has been logged in from another location.',
      resultCode: 4002,
    });
    await expect(live.request('print', {})).rejects.toMatchObject({ failure: 'closed' });
    await sleep(1200);
    expect(server.live.connectionCount()).toBe(0);
    expect(onNetworkError).not.toHaveBeenCalled();
  });

  it('reports an unknown token as an invalid session and does not reconnect', async () => {
    const { live, onSessionInvalid } = channel({ token: 'nobody', reconnectDelay: 50 });
    const request = live.request('print', {});
    await expect(request).rejects.toBeInstanceOf(LiveChannelError);
    expect(onSessionInvalid).toHaveBeenCalledExactlyOnceWith({
      resultCode: 4001,
      resultDescription: 'Your session has expired, please login again.',
    });
    await sleep(300);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it('reports a session revoked between requests', async () => {
    server.sessions.grant('alice-token-3', testSession('alice', 1, 'alice-session-3'));
    const { live, onSessionInvalid } = channel({ token: 'alice-token-3' });
    await live.request('print', {});
    server.sessions.refuse('alice-token-3', { resultCode: 4003, resultDescription: 'Your session was revoked.' });
    await expect(live.request('print', {})).rejects.toMatchObject({ failure: 'session' });
    expect(onSessionInvalid).toHaveBeenCalledExactlyOnceWith({ resultCode: 4003, resultDescription: 'Your session was revoked.' });
  });

  it('hands a watch its answer and the pushes of its standing request, and ends the request when it stops', async () => {
    const { live } = channel();
    const statuses: string[] = [live.status()];
    live.onStatus((status) => statuses.push(status));
    const answers: unknown[] = [];
    const stop = live.watch('dashboard', { n: 7 }, { onAnswer: (answer) => answers.push(answer) });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]).toEqual({ resultCode: 0, resultDescription: 'Success', filter: { n: 7 } });
    expect(statuses).toEqual(['opening', 'live']);

    await expect(server.live.pushAgain('dashboard', (_session, filter) => (filter as { n?: number }).n === 7)).resolves.toBe(1);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(answers[1]).toEqual(answers[0]);

    stop();
    await vi.waitFor(() => expect(server.live.standingCount('dashboard')).toBe(0));
    await expect(server.live.pushAgain('dashboard', () => true)).resolves.toBe(0);
    await live.disconnect();
    expect(statuses).toEqual(['opening', 'live', 'stopped']);
  });

  it('tells a watch that the channel stopped', async () => {
    const { live } = channel({ url: 'ws://127.0.0.1:9/ws', reconnectDelay: 20, maxRetries: 1 });
    const onStopped = vi.fn();
    live.watch('dashboard', {}, { onAnswer: () => undefined, onStopped });
    await vi.waitFor(() => expect(onStopped).toHaveBeenCalledTimes(1));
    expect(onStopped.mock.calls[0]![0]).toMatchObject({ failure: 'network' });
    expect(live.status()).toBe('stopped');
  });

  it('gives up with a network error after the configured retries', async () => {
    const { live, onNetworkError } = channel({ url: 'ws://127.0.0.1:9/ws', reconnectDelay: 20, maxRetries: 2 });
    const request = live.request('dashboard', {});
    await expect(request).rejects.toMatchObject({ failure: 'network' });
    expect(onNetworkError).toHaveBeenCalledTimes(1);
  });
});
