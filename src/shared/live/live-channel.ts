// The client of the live channel (STOMP over WebSocket, docs/live-channel.md), the only
// importer of @stomp/stompjs: signs in with Username and Authorization, keeps 10 s heart-beats,
// turns a request of one kind into a SEND plus the answer on that kind's subscription, watches
// the login's forced-logout topic, reports an invalid session, and gives up with a network
// error after the configured number of failed reconnects (spec 2 section 8). A watch keeps a
// standing request (the dashboards): asked again on every reconnect, it receives the server's
// pushes as well as its answers, and the channel reports whether it is live.
import { Client, type IMessage, type StompSubscription } from '@stomp/stompjs';
import { readStoredLocale } from '../i18n/locales';
import { isSessionInvalidResult, type SessionInvalidResult } from '../api';
import {
  answerDestination,
  forceLogoutDestination,
  REQUEST_ID_HEADER,
  requestDestination,
  type LiveKind,
} from './destinations';

/** Reconnect delays of spec 2 section 9. */
export const LIVE_RECONNECT_DELAY = { dashboards: 5000, reports: 1000 } as const;
export const LIVE_HEARTBEAT_MS = 10_000;

/** The forced-logout notice (spec 1 section 4). */
export interface ForcedLogoutMessage {
  messageKey: string;
  message: string;
  resultCode: number;
}

/** A file answer (exportExcel), decoded from the base64 body. */
export interface LiveFile {
  contentType: string;
  data: Uint8Array;
}

export type LiveFailure = 'timeout' | 'network' | 'session' | 'closed' | 'refused';

/** opening: before the first connection; connecting: reconnecting after the connection was lost;
 * live: connected; stopped: given up (network error), ended by the session, or disconnected. */
export type LiveStatus = 'opening' | 'connecting' | 'live' | 'stopped';

export interface LiveWatcher {
  /** The first answer, each answer after a reconnect, and every push of the kind. */
  onAnswer(answer: unknown): void;
  /** The channel has stopped: no more answers will come. */
  onStopped?(error: LiveChannelError): void;
}

export class LiveChannelError extends Error {
  override readonly name = 'LiveChannelError';
  constructor(
    readonly failure: LiveFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface LiveChannelOptions {
  /** ws(s)://host/ws; liveChannelUrl() derives it in the browser. */
  url: string;
  login: string;
  /** The bearer token, without the "Bearer " prefix. */
  token: string;
  /** The language the merchant chose: sent as accept-language on CONNECT, the server words
   * refusals and files in it (default: the stored one, as the REST calls send). */
  language?: string;
  /** LIVE_RECONNECT_DELAY.dashboards or .reports. */
  reconnectDelay: number;
  /** Failed connection attempts in a row before onNetworkError and stop (default 3). */
  maxRetries?: number;
  /** How long request() waits for its answer (default 60 s). */
  requestTimeoutMs?: number;
  onForcedLogout(message: ForcedLogoutMessage): void;
  onSessionInvalid(result: SessionInvalidResult): void;
  onNetworkError(error: LiveChannelError): void;
  /** Where no global WebSocket exists (Node): makes the socket for a URL. */
  webSocketFactory?: (url: string) => unknown;
}

export interface LiveChannel {
  /** Publishes the filter to the kind's request destination and resolves with the answer: the
   * parsed JSON, or a LiveFile for a binary answer. Rejects with a LiveChannelError. */
  request(kind: LiveKind, filter: unknown): Promise<unknown>;
  /** Asks the kind with the filter now and after every reconnect, and hands the watcher its
   * answers and the server's pushes of that kind. Returns the function that stops watching (the
   * kind's subscription ends with the last watcher, so the server stops pushing). */
  watch(kind: LiveKind, filter: unknown, watcher: LiveWatcher): () => void;
  status(): LiveStatus;
  /** How long to wait before reconnecting from now on (LIVE_RECONNECT_DELAY: the reports' 1 s
   * while a report screen is open, the dashboards' 5 s otherwise). */
  setReconnectDelay(ms: number): void;
  /** Calls the listener on every change of status; returns the function that stops it. */
  onStatus(listener: (status: LiveStatus) => void): () => void;
  disconnect(): Promise<void>;
}

interface Watch extends LiveWatcher {
  kind: LiveKind;
  body: string;
}

interface PendingRequest {
  kind: LiveKind;
  body: string;
  sent: boolean;
  resolve(answer: unknown): void;
  reject(error: LiveChannelError): void;
  timer: ReturnType<typeof setTimeout>;
}

export function createLiveChannel(options: LiveChannelOptions): LiveChannel {
  const { login, url, webSocketFactory } = options;
  const maxRetries = options.maxRetries ?? 3;
  const pending = new Map<string, PendingRequest>();
  const watches = new Map<string, Watch>();
  const subscribedKinds = new Map<LiveKind, StompSubscription>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  let status: LiveStatus = 'opening';
  let failedAttempts = 0;
  let stopped = false;
  let counter = 0;
  const nextId = () => `${Date.now().toString(36)}-${(counter += 1)}`;

  const client = new Client({
    brokerURL: webSocketFactory ? undefined : url,
    webSocketFactory: webSocketFactory ? () => webSocketFactory(url) : undefined,
    connectHeaders: { Username: login, Authorization: `Bearer ${options.token}`, 'accept-language': options.language ?? readStoredLocale() },
    heartbeatIncoming: LIVE_HEARTBEAT_MS,
    heartbeatOutgoing: LIVE_HEARTBEAT_MS,
    reconnectDelay: options.reconnectDelay,
    onConnect: () => {
      failedAttempts = 0;
      subscribedKinds.clear();
      client.subscribe(forceLogoutDestination(login), (message) => forcedLogout(message));
      for (const [id, request] of pending) if (!request.sent) publish(id, request);
      for (const [id, watch] of watches) publish(id, watch);
      setStatus('live');
    },
    onStompError: (frame) => refused(parseJson(frame.body), frame.headers.message ?? 'refused'),
    onWebSocketClose: () => connectionLost(),
  });
  client.activate();

  function setStatus(next: LiveStatus): void {
    if (status === next || status === 'stopped') return;
    status = next;
    for (const listener of statusListeners) listener(next);
  }

  function stop(failure: LiveFailure, reason: string): void {
    stopped = true;
    rejectAll(failure, reason, () => true);
    const error = new LiveChannelError(failure, reason);
    for (const watch of watches.values()) watch.onStopped?.(error);
    watches.clear();
    setStatus('stopped');
    void client.deactivate();
  }

  function rejectAll(failure: LiveFailure, reason: string, which: (r: PendingRequest) => boolean): void {
    for (const [id, request] of pending) {
      if (!which(request)) continue;
      settle(id);
      request.reject(new LiveChannelError(failure, reason));
    }
  }

  function settle(id: string): PendingRequest | undefined {
    const request = pending.get(id);
    if (request) clearTimeout(request.timer);
    pending.delete(id);
    return request;
  }

  function forcedLogout(message: IMessage): void {
    if (stopped) return;
    const notice = parseJson(message.body) as ForcedLogoutMessage;
    stop('session', notice.message);
    options.onForcedLogout(notice);
  }

  function sessionInvalid(result: SessionInvalidResult): void {
    if (stopped) return;
    stop('session', result.resultDescription);
    options.onSessionInvalid(result);
  }

  /** An ERROR frame: the server closes the connection after it. */
  function refused(body: unknown, reason: string): void {
    if (isSessionInvalidResult(body)) return sessionInvalid(body);
    rejectAll('refused', reason, (r) => r.sent);
  }

  function connectionLost(): void {
    if (stopped) return;
    // Answers to requests already sent went with the connection.
    rejectAll('network', 'The live channel connection was lost.', (r) => r.sent);
    setStatus('connecting');
    failedAttempts += 1;
    if (failedAttempts <= maxRetries) return;
    const error = new LiveChannelError('network', 'Network Error.');
    stop('network', error.message);
    options.onNetworkError(error);
  }

  function publish(id: string, request: { kind: LiveKind; body: string; sent?: boolean }): void {
    if (!subscribedKinds.has(request.kind)) {
      const kind = request.kind;
      subscribedKinds.set(kind, client.subscribe(answerDestination(login, kind), (message) => answered(kind, message)));
    }
    request.sent = true;
    client.publish({
      destination: requestDestination(login, request.kind),
      body: request.body,
      headers: { 'content-type': 'application/json', [REQUEST_ID_HEADER]: id },
    });
  }

  function answered(kind: LiveKind, message: IMessage): void {
    const answer = readAnswer(message);
    if (isSessionInvalidResult(answer)) return sessionInvalid(answer);
    const requestId = message.headers[REQUEST_ID_HEADER];
    const watch = requestId === undefined ? undefined : watches.get(requestId);
    if (watch) return watch.onAnswer(answer);
    const id = requestId ?? oldestSent(kind);
    const request = id === undefined ? undefined : settle(id);
    if (request) return request.resolve(answer);
    // A push: the server's new answer to the kind's standing request.
    if (requestId === undefined) for (const w of watches.values()) if (w.kind === kind) w.onAnswer(answer);
  }

  /** The kind's subscription ends when nothing waits for its answers any more. */
  function releaseKind(kind: LiveKind): void {
    const inUse = [...watches.values(), ...pending.values()].some((w) => w.kind === kind);
    const subscription = subscribedKinds.get(kind);
    if (inUse || !subscription) return;
    subscribedKinds.delete(kind);
    if (client.connected) subscription.unsubscribe();
  }

  /** For a server that does not echo request-id: answers come in the order of the requests. */
  function oldestSent(kind: LiveKind): string | undefined {
    for (const [id, request] of pending) if (request.kind === kind && request.sent) return id;
    return undefined;
  }

  return {
    request(kind, filter) {
      if (stopped) return Promise.reject(new LiveChannelError('closed', 'The live channel is closed.'));
      const id = nextId();
      return new Promise((resolve, reject) => {
        const timeoutMs = options.requestTimeoutMs ?? 60_000;
        const timer = setTimeout(() => {
          settle(id);
          reject(new LiveChannelError('timeout', `No answer to ${kind} within ${timeoutMs} ms.`));
        }, timeoutMs);
        const request: PendingRequest = { kind, body: JSON.stringify(filter ?? {}), sent: false, resolve, reject, timer };
        pending.set(id, request);
        if (client.connected) publish(id, request);
      });
    },
    watch(kind, filter, watcher) {
      if (stopped) {
        watcher.onStopped?.(new LiveChannelError('closed', 'The live channel is closed.'));
        return () => undefined;
      }
      const id = nextId();
      const watch: Watch = { ...watcher, kind, body: JSON.stringify(filter ?? {}) };
      watches.set(id, watch);
      if (client.connected) publish(id, watch);
      return () => {
        if (!watches.delete(id)) return;
        releaseKind(kind);
      };
    },
    status: () => status,
    setReconnectDelay(ms) {
      client.reconnectDelay = ms;
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    async disconnect() {
      stopped = true;
      rejectAll('closed', 'The live channel was disconnected.', () => true);
      watches.clear();
      setStatus('stopped');
      await client.deactivate();
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function readAnswer(message: IMessage): unknown {
  if (message.headers['content-transfer-encoding'] !== 'base64') return parseJson(message.body);
  const binary = atob(message.body);
  return {
    contentType: message.headers['content-type'] ?? 'application/octet-stream',
    data: Uint8Array.from(binary, (c) => c.charCodeAt(0)),
  } satisfies LiveFile;
}
