// Small helpers shared by the auth handlers: the client's IP, masked emails, the API's UTC
// timestamp format and the audit entries of sign-in events.
import type { HandlerContext } from '../../http/handler';
import { recordAudit, type AuditEntry } from '../audit/audit.service';

export function clientIp(ctx: Pick<HandlerContext, 'request'>): string {
  return ctx.request.ip || 'unknown';
}

/** 'admin@md0001.example.com' -> 'a***n@md0001.example.com'. */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const last = local.length > 2 ? local.slice(-1) : '';
  return `${local[0]}***${last}${email.slice(at)}`;
}

/** UTC `yyyy-MM-dd HH:mm:ss`. */
export function apiTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Writes an audit entry of an auth event with the request's IP (and the session's identities). */
export function auditAuth(ctx: Pick<HandlerContext, 'db' | 'request' | 'session'>, entry: AuditEntry): Promise<void> {
  return recordAudit(ctx.db, {
    ip: clientIp(ctx),
    ...(ctx.session ? { actor: ctx.session } : {}),
    ...entry,
  });
}
