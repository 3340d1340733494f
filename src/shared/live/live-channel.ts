// The client of the live channel (STOMP over WebSocket, docs/live-channel.md), the only
// importer of @stomp/stompjs: signs in with Username and Authorization, keeps 10 s heart-beats,
// turns a request of one kind into a SEND plus the answer on that kind's subscription, watches
// the login's forced-logout topic, reports an invalid session, and gives up with a network
// error after the configured number of failed reconnects (spec 2 section 8).
import { Client, type IMessage } from '@stomp/stompjs';
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
  disconnect(): Promise<void>;
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
  const subscribedKinds = new Set<LiveKind>();
  let failedAttempts = 0;
  let stopped = false;
  let counter = 0;

  const client = new Client({
    brokerURL: webSocketFactory ? undefined : url,
    webSocketFactory: webSocketFactory ? () => webSocketFactory(url) : undefined,
    connectHeaders: { Username: login, Authorization: `Bearer ${options.token}` },
    heartbeatIncoming: LIVE_HEARTBEAT_MS,
    heartbeatOutgoing: LIVE_HEARTBEAT_MS,
    reconnectDelay: options.reconnectDelay,
    onConnect: () => {
      failedAttempts = 0;
      subscribedKinds.clear();
      client.subscribe(forceLogoutDestination(login), (message) => forcedLogout(message));
      for (const [id, request] of pending) if (!request.sent) publish(id, request);
    },
    onStompError: (frame) => refused(parseJson(frame.body), frame.headers.message ?? 'refused'),
    onWebSocketClose: () => connectionLost(),
  });
  client.activate();

  function stop(failure: LiveFailure, reason: string): void {
    stopped = true;
    rejectAll(failure, reason, () => true);
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
    failedAttempts += 1;
    if (failedAttempts <= maxRetries) return;
    const error = new LiveChannelError('network', 'Network Error.');
    stop('network', error.message);
    options.onNetworkError(error);
  }

  function publish(id: string, request: PendingRequest): void {
    if (!subscribedKinds.has(request.kind)) {
      subscribedKinds.add(request.kind);
      client.subscribe(answerDestination(login, request.kind), (message) => answered(request.kind, message));
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
    const id = message.headers[REQUEST_ID_HEADER] ?? oldestSent(kind);
    const request = id === undefined ? undefined : settle(id);
    request?.resolve(answer);
  }

  /** For a server that does not echo request-id: answers come in the order of the requests. */
  function oldestSent(kind: LiveKind): string | undefined {
    for (const [id, request] of pending) if (request.kind === kind && request.sent) return id;
    return undefined;
  }

  return {
    request(kind, filter) {
      if (stopped) return Promise.reject(new LiveChannelError('closed', 'The live channel is closed.'));
      counter += 1;
      const id = `${Date.now().toString(36)}-${counter}`;
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
    async disconnect() {
      stopped = true;
      rejectAll('closed', 'The live channel was disconnected.', () => true);
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
