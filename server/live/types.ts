// The shapes the live channel shares with the rest of the server: the injected session check,
// the kind handlers registered by feature modules, and the binary answer of file exports.
import type { SessionInfo } from '../domain/session-info';
import type { ServerLanguage } from '../i18n/languages';

/** The request kinds of spec 2 section 7; each has a request and an answer destination. */
export const liveKinds = ['dashboard', 'report', 'exportCSV', 'exportExcel', 'print'] as const;
export type LiveKind = (typeof liveKinds)[number];

/** A refused session check: resultCode 4001-4004 (docs/decisions.md) and its description. */
export interface SessionRefusal {
  resultCode: number;
  resultDescription: string;
}

/** Resolves the CONNECT headers Username and Authorization ("Bearer <token>") to a session.
 * Called on CONNECT and again before every SEND, so a revoked session stops at once. */
export type Authenticate = (login: string, authorizationHeader: string) => Promise<SessionInfo | SessionRefusal>;

/** What a kind handler knows of the connection besides its session. */
export interface KindContext {
  /** The connection's language (CONNECT accept-language), for files and texts. */
  language: ServerLanguage;
}

/** Answers one request kind: the filter is the parsed JSON body of the SEND frame. A refusal
 * (an answer { resultCode not 0, resultDescription }, or a thrown DomainError) is worded in the
 * connection's language by the broker. */
export type KindHandler = (session: SessionInfo, filter: unknown, context: KindContext) => Promise<unknown>;

export interface KindOptions {
  /** The kind is a standing request (the dashboard): the broker keeps each connection's last
   * filter while it subscribes to the answers, and pushAgain answers it again. */
  standing?: boolean;
}

/** A standing request's last filter as the client sent it (parsed JSON, not yet validated). */
export type StandingFilter = unknown;

/** A file answer (exportExcel): travels base64-encoded with its real content-type. */
export class BinaryAnswer {
  constructor(
    readonly data: Uint8Array,
    readonly contentType: string,
  ) {}
}

export function isSessionRefusal(result: SessionInfo | SessionRefusal): result is SessionRefusal {
  return 'resultCode' in result;
}

/** The minimum of a logger the live channel writes to (Fastify's logger fits). */
export interface LiveLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
