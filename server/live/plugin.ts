// Puts the live channel (STOMP 1.2 over WebSocket, docs/live-channel.md) on a Fastify app at
// /ws and returns its API: kind handlers, forced logout on this instance or on every instance
// (LISTEN/NOTIFY through the database), session re-checks, the pushes of standing requests
// (the dashboard, after committed transactions) and the connection count.
import { randomUUID } from 'node:crypto';
import { fastifyWebsocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { DatabaseNotifications } from '../db/database';
import { LOGGED_IN_ELSEWHERE_DESCRIPTION } from '../http/errors';
import type { SessionInfo } from '../domain/session-info';
import { LiveBroker } from './broker';
import { maxFrameBytes } from './frame';
import { startLiveFanOut, type TransactionsListener } from './notify';
import { LiveConnection, type LiveSocket } from './session';
import type { Authenticate, KindHandler, KindOptions, LiveKind, StandingFilter } from './types';

export interface LiveChannelOptions {
  authenticate: Authenticate;
  /** The portal database (PortalDatabase fits); without it events stay on this instance. */
  portalDb?: DatabaseNotifications;
  path?: string;
  /** The LISTEN/NOTIFY channel; tests sharing a database use their own. */
  notifyChannel?: string;
  /** Heart-beat both ways in ms (spec: 10000); tests make it short. */
  heartbeatMs?: number;
  /** How long a new socket may take to send CONNECT, in ms. */
  connectTimeoutMs?: number;
}

export interface LiveChannel {
  registerKind(kind: LiveKind, handler: KindHandler, options?: KindOptions): void;
  /** Answers again, without request-id, the standing requests of a kind on this instance that
   * `affected` selects (their data changed); returns how many. */
  pushAgain(kind: LiveKind, affected: (session: SessionInfo, filter: StandingFilter) => boolean): Promise<number>;
  /** How many connections on this instance have a standing request of the kind. */
  standingCount(kind: LiveKind): number;
  /** Called with every 'transactions' event (committed transactions, from any instance). */
  onTransactions(listener: TransactionsListener): void;
  /** Forced logout on this instance only; returns how many connections it reached. */
  forceLogout(userId: number, sessionIds: readonly string[], message?: string): number;
  /** Forced logout on every instance (NOTIFY); sessionIds empty means all the user's sessions. */
  publishForceLogout(userId: number, sessionIds: readonly string[], message?: string): Promise<void>;
  /** Re-checks the sessions of one user's connections on every instance (NOTIFY). */
  publishSessionCheck(userId: number): Promise<void>;
  /** Open connections past CONNECT on this instance. */
  connectionCount(): number;
}


/** ws's WebSocket as the plugin uses it (@types/ws is not installed). */
interface NodeWebSocket extends LiveSocket {
  on(event: 'message', listener: (data: unknown) => void): void;
  on(event: 'close', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
}

export async function registerLiveChannel(app: FastifyInstance, options: LiveChannelOptions): Promise<LiveChannel> {
  // ws would otherwise buffer messages of up to 100 MiB; no frame of this channel comes near 1 MiB.
  if (!app.hasPlugin('@fastify/websocket')) await app.register(fastifyWebsocket, { options: { maxPayload: maxFrameBytes }, preClose: closeForRestart });
  const broker = new LiveBroker(app.log);
  const fanOut = await startLiveFanOut(broker, app.log, options.portalDb, options.notifyChannel);
  app.addHook('onClose', async () => fanOut.stop());

  app.get(options.path ?? '/ws', { websocket: true }, (socket, request) => {
    // Listeners are attached synchronously so the first frames are not lost.
    const ws = socket as unknown as NodeWebSocket;
    const connection = new LiveConnection({
      id: randomUUID(),
      socket: ws,
      authenticate: options.authenticate,
      routing: broker,
      heartbeatMs: options.heartbeatMs ?? 10_000,
      connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
      log: request.log,
    });
    ws.on('message', (data) => connection.receive(toBytes(data)));
    ws.on('close', () => connection.socketClosed());
    ws.on('error', (error) => request.log.warn({ err: error }, 'live channel: socket error'));
  });

  return {
    registerKind: (kind, handler, kindOptions) => broker.registerKind(kind, handler, kindOptions),
    pushAgain: (kind, affected) => broker.pushAgain(kind, affected),
    standingCount: (kind) => broker.standingCount(kind),
    onTransactions: (listener) => fanOut.onTransactions(listener),
    forceLogout: (userId, sessionIds, message = LOGGED_IN_ELSEWHERE_DESCRIPTION) => broker.forceLogout(userId, sessionIds, message),
    publishForceLogout: (userId, sessionIds, message = LOGGED_IN_ELSEWHERE_DESCRIPTION) =>
      fanOut.publish({ type: 'force-logout', userId, sessionIds: [...sessionIds], message }),
    publishSessionCheck: (userId) => fanOut.publish({ type: 'check-sessions', userId }),
    connectionCount: () => broker.connectionCount,
  };
}

/** RFC 6455's 1012: the server is restarting; the client connects again (to another instance). */
export const RESTART_CLOSE_CODE = 1012;

/** @fastify/websocket's preClose when the server closes: every live connection is told to
 * reconnect (1012) and cut two seconds later if it has not closed by then; no new upgrade is taken. */
function closeForRestart(this: FastifyInstance, done: () => void): void {
  for (const client of this.websocketServer.clients) {
    client.close(RESTART_CLOSE_CODE, 'Server restarting, reconnect');
    setTimeout(() => client.terminate(), 2000).unref();
  }
  this.websocketServer.close();
  done();
}

/** ws hands over a Buffer, an ArrayBuffer or fragments, depending on its binaryType. */
function toBytes(data: unknown): Uint8Array {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (Array.isArray(data)) return Buffer.concat(data as Uint8Array[]);
  return new TextEncoder().encode(String(data));
}
