// The live channel's routing on one instance: the open connections, their subscriptions, the
// registered kind handlers, and delivery (an answer to the asking connection's subscriptions of
// that kind; a forced logout or a session re-check to the connections of one user).
import { NOT_AVAILABLE_YET_DESCRIPTION, ResultCode, UNEXPECTED_ERROR_DESCRIPTION } from '../http/errors';
import type { SessionInfo } from '../http/handler';
import { liveDestinations } from './destinations';
import type { StompFrame } from './frame';
import type { ForceLogoutNotice, LiveConnection, LiveRouting } from './session';
import { BinaryAnswer, type KindHandler, type LiveKind, type LiveLogger } from './types';

const notAvailable = { resultCode: ResultCode.notAvailableYet, resultDescription: NOT_AVAILABLE_YET_DESCRIPTION };
const unexpected = { resultCode: ResultCode.unexpectedError, resultDescription: UNEXPECTED_ERROR_DESCRIPTION };
const invalidFilter = { resultCode: ResultCode.invalidRequest, resultDescription: 'filter: must be JSON' };

/** The header a client may put on a SEND to find its answer; copied onto the MESSAGE. */
export const requestIdHeader = 'request-id';

interface Answer {
  body: string;
  headers: Record<string, string>;
}

export class LiveBroker implements LiveRouting {
  private readonly subscriptions = new Map<LiveConnection, Map<string, string>>();
  private readonly handlers = new Map<string, KindHandler>();

  constructor(private readonly log: LiveLogger) {}

  get connectionCount(): number {
    return this.subscriptions.size;
  }

  registerKind(kind: LiveKind, handler: KindHandler): void {
    this.handlers.set(kind, handler);
  }

  attach(connection: LiveConnection): void {
    if (!this.subscriptions.has(connection)) this.subscriptions.set(connection, new Map());
  }

  detach(connection: LiveConnection): void {
    this.subscriptions.delete(connection);
  }

  subscribe(connection: LiveConnection, id: string, destination: string): void {
    this.subscriptions.get(connection)?.set(id, destination);
  }

  unsubscribe(connection: LiveConnection, id: string): void {
    this.subscriptions.get(connection)?.delete(id);
  }

  async answer(connection: LiveConnection, session: SessionInfo, kind: string, request: StompFrame): Promise<void> {
    const answer = await this.run(session, kind, request.body);
    const requestId = request.headers[requestIdHeader];
    const headers = requestId === undefined ? answer.headers : { ...answer.headers, [requestIdHeader]: requestId };
    const destination = liveDestinations.answer(session.login, kind);
    for (const id of this.subscriptionsTo(connection, destination)) {
      connection.sendMessage(id, destination, answer.body, headers);
    }
  }

  /** Forced logout on this instance: the user's connections of the given sessions (all of the
   * user's connections when sessionIds is empty). */
  forceLogout(userId: number, sessionIds: readonly string[], message: string): number {
    const notice: ForceLogoutNotice = { messageKey: 'FORCE.LOGOUT.MESSAGE', message, resultCode: ResultCode.loggedInElsewhere };
    const targets = this.connectionsOf(userId, sessionIds);
    for (const connection of targets) {
      const destination = liveDestinations.forceLogout(connection.session?.login ?? '');
      connection.forceLogout(destination, this.subscriptionsTo(connection, destination), notice);
    }
    return targets.length;
  }

  /** Checks the sessions of one user's connections again (after a revocation, a password
   * change or a disabled account); each invalid one ends with its 4001-4004 ERROR. */
  async checkSessions(userId: number): Promise<void> {
    await Promise.all(this.connectionsOf(userId, []).map((connection) => connection.revalidate()));
  }

  private connectionsOf(userId: number, sessionIds: readonly string[]): LiveConnection[] {
    return [...this.subscriptions.keys()].filter(
      (c) => c.session?.userId === userId && (sessionIds.length === 0 || sessionIds.includes(c.session.sessionId)),
    );
  }

  private subscriptionsTo(connection: LiveConnection, destination: string): string[] {
    const all = this.subscriptions.get(connection) ?? new Map<string, string>();
    return [...all].filter(([, d]) => d === destination).map(([id]) => id);
  }

  private async run(session: SessionInfo, kind: string, body: string): Promise<Answer> {
    const handler = this.handlers.get(kind);
    if (!handler) return jsonAnswer(notAvailable);
    let filter: unknown;
    try {
      filter = body.trim() === '' ? {} : JSON.parse(body);
    } catch {
      return jsonAnswer(invalidFilter);
    }
    try {
      const payload = await handler(session, filter);
      return payload instanceof BinaryAnswer ? binaryAnswer(payload) : jsonAnswer(payload);
    } catch (error) {
      this.log.error({ err: error, kind, userId: session.userId }, 'live channel: kind handler failed');
      return jsonAnswer(unexpected);
    }
  }
}

function jsonAnswer(payload: unknown): Answer {
  return { body: JSON.stringify(payload ?? null), headers: { 'content-type': 'application/json' } };
}

/** Binary answers travel base64-encoded so every frame stays text (docs/live-channel.md). */
function binaryAnswer(file: BinaryAnswer): Answer {
  return {
    body: Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength).toString('base64'),
    headers: { 'content-type': file.contentType, 'content-transfer-encoding': 'base64' },
  };
}
