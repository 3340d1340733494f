// A stand-in live-channel server for the consumer side of the live-channel message pact: a real
// WebSocket server (ws) on 127.0.0.1 that answers CONNECT with CONNECTED, answers receipts and
// closes on DISCONNECT like any STOMP server, and delivers the pact's frame: a MESSAGE once the
// client SUBSCRIBEs to its destination (on that subscription), or, for the answer to a request
// (inReplyTo: the kind's request destination), once the client SENDs its request there, with
// the request's request-id, as the real server answers; or an ERROR (then closes, as
// STOMP 1.2 servers do) once the client has subscribed to anything, i.e. is settled in. Frames
// are written and read with the live channel's STOMP codec (server/live/frame.ts), so the web
// client meets the same framing as from the real server.
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { createFrameParser, serializeFrame, type StompFrame } from '../../server/live/frame';

/** The pact's frame: its command, destination (for a MESSAGE), headers and text body. */
export type PeerFrame =
  | { command: 'MESSAGE'; destination: string; headers: Record<string, string>; body: string; inReplyTo?: string }
  | { command: 'ERROR'; headers: Record<string, string>; body: string };

export interface MessagePeer {
  /** ws://127.0.0.1:<port>/ws */
  url: string;
  /** The destinations the client subscribed to, in order. */
  subscriptions: string[];
  /** The requests the client sent (destination and body), in order. */
  requests: Array<{ destination: string; body: string }>;
  close(): Promise<void>;
}

const send = (socket: WebSocket, frame: StompFrame) => socket.send(serializeFrame(frame));

export async function startMessagePeer(pactFrame: PeerFrame): Promise<MessagePeer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/ws' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const subscriptions: string[] = [];
  let sent = 0;
  let answerSubscription: string | undefined;
  /** The requests the client sent, with their bodies, in order. */
  const requests: Array<{ destination: string; body: string }> = [];

  function deliver(socket: WebSocket, subscription: string, extra: Record<string, string> = {}): void {
    if (pactFrame.command !== 'MESSAGE') return;
    sent += 1;
    const headers = { subscription, 'message-id': `pact-${sent}`, destination: pactFrame.destination, ...extra, ...pactFrame.headers };
    send(socket, { command: 'MESSAGE', headers, body: pactFrame.body });
  }

  function requested(socket: WebSocket, frame: StompFrame): void {
    const destination = frame.headers.destination ?? '';
    requests.push({ destination, body: frame.body });
    if (pactFrame.command !== 'MESSAGE' || destination !== pactFrame.inReplyTo || answerSubscription === undefined) return;
    deliver(socket, answerSubscription, { 'request-id': frame.headers['request-id'] ?? '' });
  }

  function subscribed(socket: WebSocket, frame: StompFrame): void {
    const destination = frame.headers.destination ?? '';
    subscriptions.push(destination);
    if (pactFrame.command === 'ERROR') {
      if (subscriptions.length > 1) return;
      send(socket, { command: 'ERROR', headers: pactFrame.headers, body: pactFrame.body });
      socket.close();
      return;
    }
    if (destination !== pactFrame.destination) return;
    if (pactFrame.inReplyTo) answerSubscription = frame.headers.id ?? '';
    else deliver(socket, frame.headers.id ?? '');
  }

  server.on('connection', (socket) => {
    const parser = createFrameParser({
      onHeartbeat: () => undefined,
      onFrame: (frame) => {
        const receipt = frame.headers.receipt;
        if (receipt !== undefined)
          send(socket, { command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
        if (frame.command === 'DISCONNECT') socket.close();
        else if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
          send(socket, {
            command: 'CONNECTED',
            headers: { version: '1.2', 'heart-beat': '0,0' },
            body: '',
          });
        } else if (frame.command === 'SUBSCRIBE') subscribed(socket, frame);
        else if (frame.command === 'SEND') requested(socket, frame);
      },
    });
    socket.on('message', (data: RawData) => parser.push(toBytes(data)));
  });

  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    subscriptions,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}
