// A screen of the live channel (docs/live-channel.md) as the web client holds one: the real
// @stomp/stompjs Client over a Node WebSocket, subscribed to /transactions/{login}/{kind}
// (dashboard by default; report for the transaction report).
// ask() sends a request with a request-id and resolves with its answer and how long it took;
// pushes (answers without request-id) are kept with the moment they arrived.
import { Client, type IMessage } from '@stomp/stompjs';
import { nodeWebSocket } from '../../tests/server/live/support/node-websocket';

export interface DashboardAnswer {
  resultCode: number;
  resultDescription: string;
  data?: { refId: string; agentCode: string; date: string }[];
  /** The report kind's count. */
  totalRecord?: number;
}

export interface Arrival {
  /** performance.now() when the MESSAGE arrived */
  at: number;
  body: DashboardAnswer;
}

export interface DashboardClient {
  /** Sends the filter and waits for the answer with the same request-id; ms is send to arrival. */
  ask(filter: object, timeoutMs?: number): Promise<{ ms: number; body: DashboardAnswer }>;
  /** Forgets the pushes received so far. */
  clearPushes(): void;
  /** The next push (already received or to come). */
  nextPush(timeoutMs?: number): Promise<Arrival>;
  stop(): Promise<void>;
}

let requests = 0;

export async function connectDashboard(wsUrl: string, login: string, token: string, kind = 'dashboard'): Promise<DashboardClient> {
  const client = new Client({
    webSocketFactory: () => nodeWebSocket(wsUrl),
    connectHeaders: { Username: login, Authorization: `Bearer ${token}` },
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    reconnectDelay: 0,
  });
  const answers = new Map<string, (arrival: Arrival) => void>();
  const pushes: Arrival[] = [];
  let pushWaiter: ((arrival: Arrival) => void) | null = null;
  let failure: Error | null = null;
  const fail = (error: Error): void => {
    failure ??= error;
  };

  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (frame) => {
      fail(new Error(`live channel ERROR: ${frame.body}`));
      reject(failure!);
    };
    client.onWebSocketClose = () => {
      fail(new Error('live channel closed'));
      reject(failure!);
    };
    client.activate();
  });

  const destination = `/transactions/${login}/${kind}`;
  client.subscribe(destination, (message: IMessage) => {
    const arrival: Arrival = { at: performance.now(), body: JSON.parse(message.body) as DashboardAnswer };
    const requestId = message.headers['request-id'];
    if (requestId) {
      answers.get(requestId)?.(arrival);
      answers.delete(requestId);
    } else if (pushWaiter) {
      pushWaiter(arrival);
      pushWaiter = null;
    } else {
      pushes.push(arrival);
    }
  });

  return {
    async ask(filter, timeoutMs = 10_000) {
      if (failure) throw failure;
      const requestId = `bench-${++requests}`;
      const answered = new Promise<Arrival>((resolve, reject) => {
        const timer = setTimeout(() => {
          answers.delete(requestId);
          reject(failure ?? new Error(`no answer to ${requestId} within ${timeoutMs} ms`));
        }, timeoutMs);
        answers.set(requestId, (arrival) => {
          clearTimeout(timer);
          resolve(arrival);
        });
      });
      const sent = performance.now();
      client.publish({ destination: `/app/transaction/${login}/${kind}`, body: JSON.stringify(filter), headers: { 'request-id': requestId } });
      const arrival = await answered;
      return { ms: arrival.at - sent, body: arrival.body };
    },
    clearPushes: () => void pushes.splice(0),
    nextPush(timeoutMs = 5000) {
      const queued = pushes.shift();
      if (queued) return Promise.resolve(queued);
      if (failure) return Promise.reject(failure);
      return new Promise<Arrival>((resolve, reject) => {
        const timer = setTimeout(() => {
          pushWaiter = null;
          reject(failure ?? new Error(`no push within ${timeoutMs} ms`));
        }, timeoutMs);
        pushWaiter = (arrival) => {
          clearTimeout(timer);
          resolve(arrival);
        };
      });
    },
    stop: () => client.deactivate(),
  };
}
