// The real @stomp/stompjs Client on a Node WebSocket, with its callbacks turned into promises.
// Every body the server sends is checked against what docs/live-channel.md and the contract say
// it is: an ERROR's and an answer's body is an ApiResult (the contract's schema, its result codes),
// a forced-logout notice is { messageKey, message, resultCode: 4002 }. A drift rejects the
// promise that would have delivered it, naming the violation.
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { nodeWebSocket } from './node-websocket';
import { schemaViolations } from '../../support/answer-contract';

const openapiFile = fileURLToPath(new URL('../../../../openapi/portal.yaml', import.meta.url));

const FORCE_LOGOUT_NOTICE = {
  type: 'object',
  required: ['messageKey', 'message', 'resultCode'],
  additionalProperties: false,
  properties: { messageKey: { const: 'FORCE.LOGOUT.MESSAGE' }, message: { type: 'string', minLength: 1 }, resultCode: { const: 4002 } },
};

/** Why a body the server sent is not what the channel's documentation says, or null. */
export function liveBodyViolation(frame: Pick<IFrame, 'command' | 'headers' | 'body'>): string | null {
  if (frame.headers['content-transfer-encoding'] === 'base64') return null;
  let body: unknown;
  try {
    body = JSON.parse(frame.body);
  } catch {
    return `${frame.command} body is not JSON: ${frame.body.slice(0, 200)}`;
  }
  const forcedLogout = (frame.headers.destination ?? '').startsWith('/topic/force-logout/');
  const violations = schemaViolations(openapiFile, forcedLogout ? FORCE_LOGOUT_NOTICE : 'ApiResult', body);
  return violations ? `${frame.command} ${frame.headers.destination ?? ''} body ${frame.body} breaks its schema: ${violations.join('; ')}` : null;
}

export interface WatchedClient {
  client: Client;
  /** Resolves with CONNECTED, rejects with the ERROR frame's body if the server refuses. */
  connected: Promise<IFrame>;
  /** The first ERROR frame. */
  error: Promise<IFrame>;
  /** The WebSocket closed. */
  closed: Promise<void>;
  /** The next MESSAGE on a destination (subscribes on first call). */
  nextMessage(destination: string, timeoutMs?: number): Promise<IMessage>;
  stop(): Promise<void>;
}

export function watchedClient(url: string, login: string, token: string, extraHeaders: Record<string, string> = {}): WatchedClient {
  const client = new Client({
    webSocketFactory: () => nodeWebSocket(url),
    connectHeaders: { Username: login, Authorization: `Bearer ${token}`, ...extraHeaders },
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    reconnectDelay: 0,
  });
  let onError: (frame: IFrame) => void = () => undefined;
  const error = new Promise<IFrame>((resolve) => (onError = resolve)).then((frame) => {
    const violation = liveBodyViolation(frame);
    if (violation) throw new Error(violation);
    return frame;
  });
  error.catch(() => undefined);
  const connected = new Promise<IFrame>((resolve, reject) => {
    client.onConnect = resolve;
    client.onStompError = (frame) => {
      onError(frame);
      reject(new Error(liveBodyViolation(frame) ?? frame.body));
    };
  });
  connected.catch(() => undefined);
  const closed = new Promise<void>((resolve) => (client.onWebSocketClose = () => resolve()));
  const inbox = new Map<string, IMessage[]>();
  const waiters = new Map<string, Array<(message: IMessage) => void>>();
  const deliver = (destination: string, message: IMessage): void => {
    const waiter = waiters.get(destination)?.shift();
    if (waiter) waiter(message);
    else inbox.set(destination, [...(inbox.get(destination) ?? []), message]);
  };
  const subscribed = new Set<string>();
  client.activate();
  return {
    client,
    connected,
    error,
    closed,
    nextMessage(destination, timeoutMs = 5000) {
      if (!subscribed.has(destination)) {
        subscribed.add(destination);
        client.subscribe(destination, (message) => deliver(destination, message));
      }
      const checked = (message: IMessage): Promise<IMessage> => {
        const violation = liveBodyViolation(message);
        return violation ? Promise.reject(new Error(violation)) : Promise.resolve(message);
      };
      const queued = inbox.get(destination)?.shift();
      if (queued) return checked(queued);
      return new Promise<IMessage>((resolve, reject) => {
        const waiter = (message: IMessage) => {
          clearTimeout(timer);
          resolve(message);
        };
        // A wait that times out leaves the queue, so that the next message goes to the next wait.
        const timer = setTimeout(() => {
          waiters.set(destination, (waiters.get(destination) ?? []).filter((other) => other !== waiter));
          reject(new Error(`no MESSAGE on ${destination}`));
        }, timeoutMs);
        waiters.set(destination, [...(waiters.get(destination) ?? []), waiter]);
      }).then(checked);
    },
    stop: () => client.deactivate(),
  };
}

/** In a describe block: the test app listens on a free port (beforeAll) and `connect` opens
 * clients to its live channel, all stopped afterwards (afterAll). */
export function liveChannelOf(app: () => FastifyInstance) {
  let url = '';
  const clients: WatchedClient[] = [];
  beforeAll(async () => {
    await app().listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app().server.address() as AddressInfo).port}/ws`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
  });
  return {
    /** extraHeaders: more CONNECT headers (accept-language). */
    connect(login: string, token: string, extraHeaders: Record<string, string> = {}): WatchedClient {
      const client = watchedClient(url, login, token, extraHeaders);
      clients.push(client);
      return client;
    },
  };
}
