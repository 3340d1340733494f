// Bearer sessions: the opaque token a client holds, the hashed row the server keeps, and the
// checks every secured operation runs (unknown, expired, idle, revoked, account disabled).
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { HandlerContext, SessionInfo } from './handler';
import { settingDefaults, readNumericSettings } from '../modules/platform/settings.service';
import { accountDisabled, forbidden, loggedInElsewhere, sessionExpired, sessionRevoked } from './errors';

/** Why a session was revoked; 'duplicate-login' answers 4002 instead of 4003. */
export const DUPLICATE_LOGIN_REASON = 'duplicate-login';
export const ACTIVE_USER_STATUS = '1';
/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_SECONDS = 60;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token from `Authorization: Bearer <token>`, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

export interface CreateSessionOptions {
  /** Support staff acting as the user (impersonation). */
  impersonatorUserId?: number | null;
  ip?: string | null;
  userAgent?: string | null;
}

/** Starts a session for the user and returns its opaque token; only the token's hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  options: CreateSessionOptions = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const { sessionLifetimeMinutes } = await readNumericSettings(db, ['sessionLifetimeMinutes']);
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashSessionToken(token),
      user_id: userId,
      expires_at: sql<Date>`now() + make_interval(mins => ${sessionLifetimeMinutes}::int)`,
      impersonator_user_id: options.impersonatorUserId ?? null,
      ip: options.ip ?? null,
      user_agent: options.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  return token;
}

/** The timing settings, read inside the session query to keep it to one round trip. */
function numericSetting(key: 'idleTimeoutSeconds' | 'idleCountdownSeconds' | 'sessionLifetimeMinutes') {
  return sql<number>`coalesce((select (value #>> '{}')::numeric from settings where key = ${key}), ${settingDefaults[key]})`;
}

/** The session behind a token, checked and touched; throws the 4001-4004 refusals. */
export async function resolveSession(db: Kysely<Database>, token: string): Promise<SessionInfo> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.revoked_at',
      's.revoked_reason',
      's.impersonator_user_id',
      'u.agent_id',
      'u.login',
      'u.status_id',
      'u.email',
      sql<boolean>`(u.email_confirmed_at is not null)`.as('email_confirmed'),
      sql<boolean>`(
        s.expires_at <= now()
        or s.created_at + make_interval(mins => ${numericSetting('sessionLifetimeMinutes')}::int) <= now()
        or s.last_seen_at + make_interval(secs => ${numericSetting('idleTimeoutSeconds')} + ${numericSetting('idleCountdownSeconds')}) <= now()
      )`.as('expired'),
      sql<boolean>`(s.last_seen_at + make_interval(secs => ${TOUCH_INTERVAL_SECONDS}) <= now())`.as('stale'),
      sql<string[]>`coalesce((select json_agg(a.acl) from user_acls a where a.user_id = u.id), '[]'::json)`.as('acls'),
    ])
    .where('s.token_hash', '=', hashSessionToken(token))
    .executeTakeFirst();

  if (!row) throw sessionExpired();
  if (row.revoked_at) throw row.revoked_reason === DUPLICATE_LOGIN_REASON ? loggedInElsewhere() : sessionRevoked();
  if (row.expired) throw sessionExpired();
  if (String(row.status_id) !== ACTIVE_USER_STATUS) throw accountDisabled();
  if (row.stale) {
    await db.updateTable('sessions').set({ last_seen_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
  }
  return {
    sessionId: row.id,
    userId: row.user_id,
    agentId: row.agent_id,
    login: row.login,
    acls: new Set(row.acls),
    impersonatorUserId: row.impersonator_user_id,
    email: row.email,
    emailConfirmed: row.email_confirmed,
  };
}

/** The signed-in session of a secured operation (the router guarantees it is there). */
export function requireSession(ctx: Pick<HandlerContext, 'session'>): SessionInfo {
  if (!ctx.session) throw sessionExpired();
  return ctx.session;
}

/** Refuses with 403 1003 'You do not have {acl} permission.' unless the user holds the ACL. */
export function requireAcl(ctx: Pick<HandlerContext, 'session'>, acl: string): SessionInfo {
  const session = requireSession(ctx);
  if (!session.acls.has(acl)) throw forbidden(acl);
  return session;
}
