// One live-channel connection's STOMP 1.2 state machine: CONNECT with the session check and
// heart-beat negotiation, SUBSCRIBE/UNSUBSCRIBE/SEND limited to the login's own destinations,
// RECEIPTs, DISCONNECT, the session re-check before every SEND, forced logout, and the ERROR
// frame plus close on anything refused. Routing and subscriptions belong to the broker.
import type { SessionInfo } from '../domain/session-info';
import { requestLanguage, type ServerLanguage } from '../i18n/languages';
import { readDestination } from './destinations';
import { createFrameParser, FrameError, HEARTBEAT, serializeFrame, type StompFrame } from './frame';
import { isSessionRefusal, type Authenticate, type LiveLogger, type SessionRefusal } from './types';
import { ResultCode, SESSION_EXPIRED_DESCRIPTION, UNEXPECTED_ERROR_DESCRIPTION } from '../http/errors';

/** The WebSocket as the connection uses it (ws's WebSocket fits). */
export interface LiveSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
  terminate(): void;
}

/** What a connection needs from the broker. */
export interface LiveRouting {
  attach(connection: LiveConnection): void;
  detach(connection: LiveConnection): void;
  subscribe(connection: LiveConnection, id: string, destination: string): void;
  unsubscribe(connection: LiveConnection, id: string): void;
  /** Runs the kind's handler and delivers the answer to this connection's subscriptions. */
  answer(connection: LiveConnection, session: SessionInfo, kind: string, request: StompFrame): Promise<void>;
}

export interface ConnectionOptions {
  id: string;
  socket: LiveSocket;
  authenticate: Authenticate;
  routing: LiveRouting;
  /** The server's heart-beat in both directions (ms); the spec's value is 10000. */
  heartbeatMs: number;
  /** How long a new socket may take to send CONNECT. */
  connectTimeoutMs: number;
  log: LiveLogger;
}

/** The body of the forced-logout MESSAGE (spec 1 section 4). */
export interface ForceLogoutNotice {
  messageKey: 'FORCE.LOGOUT.MESSAGE';
  message: string;
  resultCode: 4002;
}

type State = 'awaiting-connect' | 'authenticating' | 'connected' | 'closed';

const closeCodes = { normal: 1000, protocolError: 1002, policyViolation: 1008, internalError: 1011 } as const;
const json = { 'content-type': 'application/json' };
const accessDenied: SessionRefusal = { resultCode: ResultCode.outsideHierarchy, resultDescription: 'Access denied' };
const sessionExpired: SessionRefusal = { resultCode: ResultCode.sessionExpired, resultDescription: SESSION_EXPIRED_DESCRIPTION };
const serverError: SessionRefusal = { resultCode: ResultCode.unexpectedError, resultDescription: UNEXPECTED_ERROR_DESCRIPTION };
const invalid = (resultDescription: string): SessionRefusal => ({ resultCode: ResultCode.invalidRequest, resultDescription });

export class LiveConnection {
  /** The session behind the connection, refreshed by every re-check; null until CONNECTED. */
  session: SessionInfo | null = null;
  /** The language of the CONNECT frame's accept-language header (the merchant's choice, sent by
   * the web client), in which refusals and files are worded. */
  language: ServerLanguage = 'en';
  private state: State = 'awaiting-connect';
  private credentials = { login: '', authorization: '' };
  private readonly waiting: StompFrame[] = [];
  private readonly timers: Array<ReturnType<typeof setTimeout>> = [];
  private lastReceivedAt = Date.now();
  private messageCount = 0;
  private readonly parser = createFrameParser({
    onFrame: (frame) => this.onFrame(frame),
    onHeartbeat: () => undefined,
  });

  constructor(private readonly options: ConnectionOptions) {
    this.timers.push(setTimeout(() => this.refuse('Connect timeout', sessionExpired), options.connectTimeoutMs));
  }

  get id(): string {
    return this.options.id;
  }

  /** Feeds one WebSocket message. */
  receive(chunk: Uint8Array): void {
    if (this.state === 'closed') return;
    this.lastReceivedAt = Date.now();
    try {
      this.parser.push(chunk);
    } catch (error) {
      if (error instanceof FrameError) this.refuse('Malformed frame', invalid(error.message), {}, closeCodes.protocolError);
      else this.failed(error);
    }
  }

  /** The socket closed from the other side (or after our close). */
  socketClosed(): void {
    this.shutdown();
  }

  /** Delivers one MESSAGE to one of this connection's subscriptions. */
  sendMessage(subscriptionId: string, destination: string, body: string, headers: Record<string, string>): void {
    this.messageCount += 1;
    this.write({
      command: 'MESSAGE',
      headers: { subscription: subscriptionId, 'message-id': `${this.id}-${this.messageCount}`, destination, ...headers },
      body,
    });
  }

  /** Tells the client it was signed out elsewhere, then closes: a MESSAGE on each of its
   * forced-logout subscriptions, or an ERROR frame with code 4002 when it has none. */
  forceLogout(destination: string, subscriptionIds: readonly string[], notice: ForceLogoutNotice): void {
    if (this.state === 'closed') return;
    if (subscriptionIds.length === 0) {
      this.refuse('Signed in from another location', { resultCode: notice.resultCode, resultDescription: notice.message });
      return;
    }
    for (const id of subscriptionIds) this.sendMessage(id, destination, JSON.stringify(notice), json);
    this.close(closeCodes.normal, 'forced logout');
  }

  /** Checks the session again; an invalid one ends the connection with its 4001-4004 code. */
  async revalidate(): Promise<SessionInfo | null> {
    const result = await this.authenticate();
    if (this.state === 'closed') return null;
    if (isSessionRefusal(result)) {
      this.refuse('Session invalid', result);
      return null;
    }
    this.session = result;
    return result;
  }

  private onFrame(frame: StompFrame): void {
    if (this.state === 'closed') return;
    if (this.state === 'authenticating') {
      this.waiting.push(frame);
    } else if (this.state === 'awaiting-connect') {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') this.connect(frame).catch((e: unknown) => this.failed(e));
      else this.refuse('Not connected: send CONNECT first', sessionExpired, frame.headers);
    } else {
      this.onConnectedFrame(frame);
    }
  }

  private onConnectedFrame(frame: StompFrame): void {
    switch (frame.command) {
      case 'SUBSCRIBE':
        return this.subscribe(frame);
      case 'UNSUBSCRIBE':
        this.options.routing.unsubscribe(this, frame.headers.id ?? '');
        return this.acknowledge(frame);
      case 'SEND':
        return void this.send(frame).catch((e: unknown) => this.failed(e));
      case 'ACK':
      case 'NACK':
        // Subscriptions are always ack:auto; acknowledging is harmless.
        return this.acknowledge(frame);
      case 'DISCONNECT':
        this.acknowledge(frame);
        return this.close(closeCodes.normal, 'disconnect');
      default:
        return this.refuse(`Unsupported command ${frame.command}`, invalid('Unsupported command'), frame.headers);
    }
  }

  private async connect(frame: StompFrame): Promise<void> {
    this.state = 'authenticating';
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) {
      return this.refuse('Supported protocol version is 1.2', invalid('STOMP 1.2 required'), {}, closeCodes.protocolError, { version: '1.2' });
    }
    this.language = requestLanguage(frame.headers['accept-language']);
    this.credentials = {
      login: frame.headers.Username ?? frame.headers.username ?? '',
      authorization: frame.headers.Authorization ?? frame.headers.authorization ?? '',
    };
    const session = await this.revalidate();
    if (!session) return;
    this.state = 'connected';
    this.clearTimers();
    const heartbeat = this.startHeartbeats(frame.headers['heart-beat']);
    this.write({
      command: 'CONNECTED',
      headers: { version: '1.2', 'heart-beat': heartbeat, server: 'merchant-portal', session: this.id, 'user-name': session.login },
      body: '',
    });
    this.options.routing.attach(this);
    for (const waiting of this.waiting.splice(0)) this.onFrame(waiting);
  }

  private subscribe(frame: StompFrame): void {
    const destination = frame.headers.destination ?? '';
    const meaning = this.session ? readDestination(destination, this.session.login) : null;
    if (!meaning || meaning.type === 'request') return this.refuse('Access denied', accessDenied, frame.headers);
    if (!frame.headers.id) {
      return this.refuse('Malformed frame', invalid('SUBSCRIBE needs an id header'), frame.headers);
    }
    this.options.routing.subscribe(this, frame.headers.id, destination);
    this.acknowledge(frame);
  }

  private async send(frame: StompFrame): Promise<void> {
    const meaning = this.session ? readDestination(frame.headers.destination ?? '', this.session.login) : null;
    if (!meaning || meaning.type !== 'request') return this.refuse('Access denied', accessDenied, frame.headers);
    this.acknowledge(frame);
    const session = await this.revalidate();
    if (session) await this.options.routing.answer(this, session, meaning.kind, frame);
  }

  private async authenticate(): Promise<SessionInfo | SessionRefusal> {
    const { login, authorization } = this.credentials;
    if (!login || !authorization) return sessionExpired;
    try {
      return await this.options.authenticate(login, authorization);
    } catch (error) {
      this.options.log.error({ err: error, connection: this.id }, 'live channel: session check failed');
      return serverError;
    }
  }

  /** Negotiates heart-beats (STOMP 1.2): each side's interval is the larger of what one side
   * offers and the other wants; 0 on either side switches that direction off. */
  private startHeartbeats(clientHeader: string | undefined): string {
    const server = this.options.heartbeatMs;
    const [clientSends = 0, clientWants = 0] = (clientHeader ?? '0,0').split(',').map((v) => Number(v.trim()) || 0);
    const outgoing = clientWants > 0 && server > 0 ? Math.max(server, clientWants) : 0;
    const incoming = clientSends > 0 && server > 0 ? Math.max(server, clientSends) : 0;
    if (outgoing > 0) this.timers.push(setInterval(() => this.writeRaw(HEARTBEAT), outgoing));
    if (incoming > 0) {
      const check = (): void => {
        if (Date.now() - this.lastReceivedAt <= 2 * incoming) return;
        this.options.log.warn({ connection: this.id }, 'live channel: no heart-beat, connection dropped');
        this.options.socket.terminate();
        this.shutdown();
      };
      this.timers.push(setInterval(check, Math.max(1, Math.floor(incoming / 2))));
    }
    return `${server},${server}`;
  }

  /** Something broke on our side: log it, tell the client 1500 and close. */
  private failed(error: unknown): void {
    this.options.log.error({ err: error, connection: this.id }, 'live channel: connection failed');
    this.refuse('Server error', serverError, {}, closeCodes.internalError);
  }

  private acknowledge(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined) this.write({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
  }

  /** Sends an ERROR frame (STOMP 1.2: the server closes the connection after it) and closes. */
  private refuse(
    message: string,
    body: SessionRefusal,
    requestHeaders: Readonly<Record<string, string>> = {},
    code: number = closeCodes.policyViolation,
    extraHeaders: Record<string, string> = {},
  ): void {
    if (this.state === 'closed') return;
    const receipt = requestHeaders.receipt;
    this.write({
      command: 'ERROR',
      headers: { message, ...json, ...(receipt === undefined ? {} : { 'receipt-id': receipt }), ...extraHeaders },
      body: JSON.stringify(body),
    });
    this.close(code, message);
  }

  private close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.shutdown();
    this.options.socket.close(code, reason.slice(0, 120));
  }

  private shutdown(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.clearTimers();
    this.options.routing.detach(this);
  }

  private clearTimers(): void {
    for (const timer of this.timers.splice(0)) clearTimeout(timer);
  }

  private write(frame: StompFrame): void {
    this.writeRaw(serializeFrame(frame));
  }

  private writeRaw(text: string): void {
    if (this.state !== 'closed') this.options.socket.send(text);
  }
}
