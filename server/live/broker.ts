// The live channel's routing on one instance: the open connections, their subscriptions, the
// registered kind handlers, and delivery (an answer to the asking connection's subscriptions of
// that kind; a forced logout or a session re-check to the connections of one user). A standing
// kind (the dashboard) keeps each connection's last filter while the connection subscribes to
// its answers, so that pushAgain can answer it again when its data changed.
import { ResultCode } from '../http/errors';
import { PROBLEM } from '../i18n/problems';
import { REFUSAL } from '../i18n/refusals';
import type { SessionInfo } from '../domain/session-info';
import { DomainError } from '../domain/domain-error';
import type { ServerLanguage } from '../i18n/languages';
import { say, type Words } from '../i18n/words';
import { liveDestinations } from './destinations';
import type { StompFrame } from './frame';
import type { ForceLogoutNotice, LiveConnection, LiveRouting } from './session';
import { BinaryAnswer, type KindHandler, type KindOptions, type LiveKind, type LiveLogger, type StandingFilter } from './types';

const notAvailable = { resultCode: ResultCode.notAvailableYet, resultDescription: REFUSAL.notAvailableYet };
const unexpected = { resultCode: ResultCode.unexpectedError, resultDescription: REFUSAL.unexpected };
const invalidFilter = { resultCode: ResultCode.invalidRequest, resultDescription: PROBLEM.request };

/** The header a client may put on a SEND to find its answer; copied onto the MESSAGE. */
export const requestIdHeader = 'request-id';

interface Answer {
  body: string;
  headers: Record<string, string>;
}

export class LiveBroker implements LiveRouting {
  private readonly subscriptions = new Map<LiveConnection, Map<string, string>>();
  private readonly handlers = new Map<string, KindHandler>();
  private readonly standingKinds = new Set<string>();
  /** Per connection, the last filter of each standing kind it asked. */
  private readonly standing = new Map<LiveConnection, Map<string, unknown>>();

  constructor(private readonly log: LiveLogger) {}

  get connectionCount(): number {
    return this.subscriptions.size;
  }

  registerKind(kind: LiveKind, handler: KindHandler, options: KindOptions = {}): void {
    this.handlers.set(kind, handler);
    if (options.standing) this.standingKinds.add(kind);
    else this.standingKinds.delete(kind);
  }

  attach(connection: LiveConnection): void {
    if (!this.subscriptions.has(connection)) this.subscriptions.set(connection, new Map());
  }

  detach(connection: LiveConnection): void {
    this.subscriptions.delete(connection);
    this.standing.delete(connection);
  }

  subscribe(connection: LiveConnection, id: string, destination: string): void {
    this.subscriptions.get(connection)?.set(id, destination);
  }

  unsubscribe(connection: LiveConnection, id: string): void {
    const subscriptions = this.subscriptions.get(connection);
    const destination = subscriptions?.get(id);
    subscriptions?.delete(id);
    const filters = this.standing.get(connection);
    if (!destination || !filters || !connection.session) return;
    // The last subscription to a standing kind's answers ends its standing request.
    for (const kind of filters.keys()) {
      const answers = liveDestinations.answer(connection.session.login, kind);
      if (destination === answers && this.subscriptionsTo(connection, answers).length === 0) filters.delete(kind);
    }
  }

  async answer(connection: LiveConnection, session: SessionInfo, kind: string, request: StompFrame): Promise<void> {
    const parsed = parseFilter(request.body);
    if (parsed.ok && this.standingKinds.has(kind)) this.remember(connection, kind, parsed.filter);
    const answer = parsed.ok ? await this.run(connection, session, kind, parsed.filter) : jsonAnswer(worded(invalidFilter, connection.language));
    const requestId = request.headers[requestIdHeader];
    this.deliver(connection, session, kind, answer, requestId === undefined ? {} : { [requestIdHeader]: requestId });
  }

  /** How many connections on this instance have a standing request of the kind. */
  standingCount(kind: LiveKind): number {
    return [...this.standing.values()].filter((filters) => filters.has(kind)).length;
  }

  /** Answers again, without request-id, every standing request of the kind on this instance
   * that `affected` selects; each session is checked first (an invalid one ends its connection
   * with its 4001-4004 ERROR). Returns how many were answered. */
  async pushAgain(kind: LiveKind, affected: (session: SessionInfo, filter: StandingFilter) => boolean): Promise<number> {
    const selected = [...this.standing].flatMap(([connection, filters]) => {
      const session = connection.session;
      const filter = filters.get(kind);
      return session && filters.has(kind) && affected(session, filter as StandingFilter) ? [{ connection, filter }] : [];
    });
    const answered = await Promise.all(
      selected.map(async ({ connection, filter }) => {
        const session = await connection.revalidate();
        if (!session) return 0;
        this.deliver(connection, session, kind, await this.run(connection, session, kind, filter), {});
        return 1;
      }),
    );
    return answered.reduce<number>((sum, one) => sum + one, 0);
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

  private remember(connection: LiveConnection, kind: string, filter: unknown): void {
    if (!this.subscriptions.has(connection)) return;
    const filters = this.standing.get(connection) ?? new Map<string, unknown>();
    filters.set(kind, filter);
    this.standing.set(connection, filters);
  }

  private deliver(connection: LiveConnection, session: SessionInfo, kind: string, answer: Answer, extraHeaders: Record<string, string>): void {
    const destination = liveDestinations.answer(session.login, kind);
    const headers = { ...answer.headers, ...extraHeaders };
    for (const id of this.subscriptionsTo(connection, destination)) {
      connection.sendMessage(id, destination, answer.body, headers);
    }
  }

  private subscriptionsTo(connection: LiveConnection, destination: string): string[] {
    const all = this.subscriptions.get(connection) ?? new Map<string, string>();
    return [...all].filter(([, d]) => d === destination).map(([id]) => id);
  }

  private async run(connection: LiveConnection, session: SessionInfo, kind: string, filter: unknown): Promise<Answer> {
    const { language } = connection;
    const handler = this.handlers.get(kind);
    if (!handler) return jsonAnswer(worded(notAvailable, language));
    try {
      const payload = await handler(session, filter, { language });
      return payload instanceof BinaryAnswer ? binaryAnswer(payload) : jsonAnswer(worded(payload, language));
    } catch (error) {
      // A refusal of the rules answers as on REST: its code, its worded description, its details.
      if (error instanceof DomainError) {
        const field = error.field === undefined ? {} : { field: error.field };
        return jsonAnswer({ ...error.details, resultCode: error.resultCode, resultDescription: say(error.words, language, error.field), ...field });
      }
      this.log.error({ err: error, kind, userId: session.userId }, 'live channel: kind handler failed');
      return jsonAnswer(worded(unexpected, language));
    }
  }
}

/** An answer whose description is a message of server/i18n, worded in the connection's
 * language; any other answer as it is. */
function worded(payload: unknown, language: ServerLanguage): unknown {
  if (typeof payload !== 'object' || payload === null) return payload;
  const { resultDescription } = payload as { resultDescription?: unknown };
  if (typeof resultDescription !== 'object' || resultDescription === null) return payload;
  return { ...payload, resultDescription: say(resultDescription as Words, language) };
}

function parseFilter(body: string): { ok: true; filter: unknown } | { ok: false } {
  try {
    return { ok: true, filter: body.trim() === '' ? {} : JSON.parse(body) };
  } catch {
    return { ok: false };
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
