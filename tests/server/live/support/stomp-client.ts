// The real @stomp/stompjs Client on a Node WebSocket, with its callbacks turned into promises.
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { nodeWebSocket } from './node-websocket';

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

export function watchedClient(url: string, login: string, token: string): WatchedClient {
  const client = new Client({
    webSocketFactory: () => nodeWebSocket(url),
    connectHeaders: { Username: login, Authorization: `Bearer ${token}` },
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    reconnectDelay: 0,
  });
  let onError: (frame: IFrame) => void = () => undefined;
  const error = new Promise<IFrame>((resolve) => (onError = resolve));
  const connected = new Promise<IFrame>((resolve, reject) => {
    client.onConnect = resolve;
    client.onStompError = (frame) => {
      onError(frame);
      reject(new Error(frame.body));
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
      const queued = inbox.get(destination)?.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no MESSAGE on ${destination}`)), timeoutMs);
        waiters.set(destination, [
          ...(waiters.get(destination) ?? []),
          (message) => {
            clearTimeout(timer);
            resolve(message);
          },
        ]);
      });
    },
    stop: () => client.deactivate(),
  };
}
