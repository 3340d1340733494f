// Bearer sessions as the router and the sign-in flows use them: the opaque token a client holds
// and the hashed row the server keeps. The refusals of a session (unknown, expired, idle,
// revoked, account disabled) are the router's (server/http/session.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readNumericSettings, settingDefaults } from '../platform/settings.service';
import { insertSession, sessionByTokenHash, setUserLanguage, touchSession } from './sessions.repository';
import type { ServerLanguage } from '../../i18n/languages';

/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_SECONDS = 60;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface CreateSessionOptions {
  /** Support staff acting as the user (impersonation). */
  impersonatorUserId?: number | null;
  ip?: string | null;
  userAgent?: string | null;
  /** The language the user signs in with: kept on the user (not when impersonated) so that mail
   * caused elsewhere, a credit-limit alert, is worded in it. */
  language?: ServerLanguage;
}

/** Starts a session for the user and returns its opaque token; only the token's hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  options: CreateSessionOptions = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const { sessionLifetimeMinutes } = await readNumericSettings(db, ['sessionLifetimeMinutes']);
  await insertSession(
    db,
    {
      token_hash: hashSessionToken(token),
      user_id: userId,
      impersonator_user_id: options.impersonatorUserId ?? null,
      ip: options.ip ?? null,
      user_agent: options.userAgent?.slice(0, 500) ?? null,
    },
    sessionLifetimeMinutes,
  );
  if (options.language && !options.impersonatorUserId) await setUserLanguage(db, userId, options.language);
  return token;
}

const sessionOfHash = sessionByTokenHash(settingDefaults, TOUCH_INTERVAL_SECONDS);

/** The session behind a token, with its user, ACLs and email state, and whether it has expired
 * or is due to be touched (one query); undefined when there is none. */
export function sessionOfToken(db: Kysely<Database>, token: string) {
  return sessionOfHash(db, hashSessionToken(token));
}

/** Records that the session was seen now. */
export { touchSession };
