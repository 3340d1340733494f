// What the auth and profile services know of the request that called them: plain data the
// handlers build once (auth-request.handlers.ts), never the HTTP context. With it: masked emails, the
// answer of a done step, and the audit entries of sign-in events.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionInfo } from '../../domain/session-info';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import { defineMessages } from '@formatjs/intl';
import type { Words } from '../../i18n/words';

/** What this file's refusals say (server/i18n). */
const TEXT = defineMessages({
  sessionExpiredPleaseLogin: { id: 'SERVER.AUTH.SESSION_EXPIRED_PLEASE_LOGIN', defaultMessage: "Your session has expired, please login again." },
});

/** The caller of a service: where the request came from and who is signed in. */
export interface RequestInfo {
  /** The client's address ('unknown' when the request has none). */
  ip: string;
  /** The User-Agent header, null without one. */
  userAgent: string | null;
  /** The host the request was sent to, lower case, without the port (sign-in domains). */
  host: string;
  /** The signed-in user; null on public calls. */
  session: SessionInfo | null;
}

/** The caller of a signed-in operation. */
export interface SignedInRequest extends RequestInfo {
  session: SessionInfo;
}

/** The answer of a step that has nothing to return but its own text. */
export interface Done {
  resultCode: typeof ResultCode.success;
  resultDescription: Words;
}

export const done = (resultDescription: Words): Done => ({ resultCode: ResultCode.success, resultDescription });

/** 403 4001: the session's user is gone (the text of every expired session). */
export const sessionGone = () => new DomainError(ResultCode.sessionExpired, TEXT.sessionExpiredPleaseLogin);

/** 'admin@md0001.example.com' -> 'a***n@md0001.example.com'. */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const last = local.length > 2 ? local.slice(-1) : '';
  return `${local[0]}***${last}${email.slice(at)}`;
}

/** Writes an audit entry of an auth event with the caller's IP (and the session's identities). */
export function auditAuth(db: Kysely<Database>, actor: Pick<RequestInfo, 'ip' | 'session'>, entry: AuditEntry): Promise<void> {
  return recordAudit(db, {
    ip: actor.ip,
    ...(actor.session ? { actor: actor.session } : {}),
    ...entry,
  });
}
