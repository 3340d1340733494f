// The live channel spoken frame by frame over a plain WebSocket: pipelined frames in one
// message, DISCONNECT with a receipt, the server's heart-beats and the drop of a silent peer,
// and the ERROR frames for protocol mistakes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRawSocket } from './support/node-websocket';
import { startLiveServer, testSession, type LiveServer } from './support/live-server';

let server: LiveServer;
let quick: LiveServer;

const connectFrame = (heartBeat: string): string =>
  `CONNECT\naccept-version:1.2\nheart-beat:${heartBeat}\nUsername:alice\nAuthorization:Bearer alice-token\n\n\0`;

beforeAll(async () => {
  [server, quick] = await Promise.all([startLiveServer(), startLiveServer({ heartbeatMs: 100 })]);
  for (const s of [server, quick]) s.sessions.grant('alice-token', testSession('alice', 1, 'alice-session-1'));
});

afterAll(async () => {
  await Promise.all([server.close(), quick.close()]);
});

describe('framing on the wire', () => {
  it('handles CONNECT, SUBSCRIBE and SEND sent together in one WebSocket message', async () => {
    const socket = await openRawSocket(server.url);
    socket.send(
      connectFrame('0,0') +
        'SUBSCRIBE\nid:sub-1\ndestination:/transactions/alice/print\nreceipt:r-1\n\n\0' +
        'SEND\ndestination:/app/transaction/alice/print\ncontent-length:2\n\n{}\0',
    );
    const text = await socket.waitFor('MESSAGE\n');
    expect(text.startsWith('CONNECTED\nversion:1.2\nheart-beat:10000,10000\n')).toBe(true);
    expect(text).toContain('RECEIPT\nreceipt-id:r-1\n\n\0');
    await socket.waitFor('This operation is not available yet.');
    expect(socket.received()).toMatch(/MESSAGE\nsubscription:sub-1\nmessage-id:[^\n]+\ndestination:\/transactions\/alice\/print\ncontent-type:application\/json\ncontent-length:\d+\n\n\{/);
    socket.close();
    await socket.closed;
  });

  it('answers DISCONNECT with its RECEIPT and closes', async () => {
    const socket = await openRawSocket(server.url);
    socket.send(connectFrame('0,0'));
    await socket.waitFor('CONNECTED');
    socket.send('DISCONNECT\nreceipt:bye-7\n\n\0');
    await socket.waitFor('RECEIPT\nreceipt-id:bye-7\n\n\0');
    await socket.closed;
  });

  it('sends heart-beats and drops a peer silent for twice the negotiated interval', async () => {
    const socket = await openRawSocket(quick.url);
    const started = Date.now();
    socket.send(connectFrame('50,50'));
    await socket.waitFor('CONNECTED\nversion:1.2\nheart-beat:100,100');
    await socket.closed;
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(200);
    expect(elapsed).toBeLessThan(2000);
    expect(socket.received().split('\0').at(-1)).toMatch(/^\n+$/);
  });

  it('keeps a peer that sends heart-beats', async () => {
    const socket = await openRawSocket(quick.url);
    socket.send(connectFrame('50,50'));
    await socket.waitFor('CONNECTED');
    const beating = setInterval(() => socket.send('\n'), 50);
    await new Promise((resolve) => setTimeout(resolve, 600));
    clearInterval(beating);
    expect(quick.live.connectionCount()).toBe(1);
    socket.close();
    await socket.closed;
  });
});

describe('protocol errors', () => {
  it.each([
    ['a frame before CONNECT', 'SEND\ndestination:/app/transaction/alice/print\n\n{}\0', 'Not connected'],
    ['a client without STOMP 1.2', 'CONNECT\naccept-version:1.0,1.1\nUsername:alice\nAuthorization:Bearer alice-token\n\n\0', 'Supported protocol version is 1.2'],
    ['a malformed frame', 'CONNECT\nno header colon\n\n\0', 'Malformed frame'],
    ['a CONNECT without credentials', 'CONNECT\naccept-version:1.2\n\n\0', 'Session invalid'],
  ])('answers %s with ERROR and closes', async (_case, frames, message) => {
    const socket = await openRawSocket(server.url);
    socket.send(frames);
    await socket.waitFor(`ERROR\nmessage:${message}`);
    await socket.closed;
  });

  it('refuses an unsupported command after CONNECT', async () => {
    const socket = await openRawSocket(server.url);
    socket.send(connectFrame('0,0'));
    await socket.waitFor('CONNECTED');
    socket.send('BEGIN\ntransaction:t1\n\n\0');
    await socket.waitFor('ERROR\nmessage:Unsupported command BEGIN');
    await socket.closed;
  });
});
