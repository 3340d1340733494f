// sessions: the hashed bearer tokens and their state (started, last seen, revoked). The session
// query reads the user, its ACLs and the timing settings in the same statement (one round trip
// per signed-in request, docs/adr/0001-server-module.md).
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, SessionsTable } from '../../db/schema';
import { compiledOnce } from '../../db/compiled-once';

type TimingSetting = 'idleTimeoutSeconds' | 'idleCountdownSeconds' | 'sessionLifetimeMinutes';

/** A new session that ends `lifetimeMinutes` from now. */
export async function insertSession(db: Kysely<Database>, row: Omit<Insertable<SessionsTable>, 'expires_at'>, lifetimeMinutes: number): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...row, expires_at: sql<Date>`now() + make_interval(mins => ${lifetimeMinutes}::int)` })
    .execute();
}

/** A timing setting read inside the session query (its default when the table has no row). */
function numericSetting(key: TimingSetting, defaults: Record<TimingSetting, number>) {
  return sql<number>`coalesce((select (value #>> '{}')::numeric from settings where key = ${key}), ${defaults[key]})`;
}

/** The session of a token hash with its user, ACLs and email state; `expired` by its end, its
 * lifetime or idleness, `stale` when last seen `touchIntervalSeconds` ago or more. Built and
 * compiled once (server/db/compiled-once.ts): every signed-in call runs it. */
function sessionQuery(defaults: Record<TimingSetting, number>, touchIntervalSeconds: number) {
  return compiledOnce(['tokenHash'], (db, { tokenHash }) =>
    db
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
          or s.created_at + make_interval(mins => ${numericSetting('sessionLifetimeMinutes', defaults)}::int) <= now()
          or s.last_seen_at + make_interval(secs => ${numericSetting('idleTimeoutSeconds', defaults)} + ${numericSetting('idleCountdownSeconds', defaults)}) <= now()
        )`.as('expired'),
        sql<boolean>`(s.last_seen_at + make_interval(secs => ${touchIntervalSeconds}) <= now())`.as('stale'),
        sql<string[]>`coalesce((select json_agg(a.acl) from user_acls a where a.user_id = u.id), '[]'::json)`.as('acls'),
      ])
      .where('s.token_hash', '=', tokenHash),
  );
}

/** The session query of the given defaults and touch interval (a module keeps one). */
export function sessionByTokenHash(defaults: Record<TimingSetting, number>, touchIntervalSeconds: number) {
  const query = sessionQuery(defaults, touchIntervalSeconds);
  return async (db: Kysely<Database>, tokenHash: string) => (await query.rows(db, { tokenHash }))[0];
}

export async function touchSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: sql<Date>`now()` }).where('id', '=', sessionId).execute();
}

/** Revokes the user's live sessions (all, or all but one; those of support staff impersonating
 * the user only with `includeImpersonated`); returns their ids. */
export async function revokeLiveSessions(
  db: Kysely<Database>,
  userId: number,
  reason: string,
  options: { exceptSessionId?: string; includeImpersonated?: boolean },
): Promise<string[]> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  if (options.exceptSessionId) query = query.where('id', '!=', options.exceptSessionId);
  if (!options.includeImpersonated) query = query.where('impersonator_user_id', 'is', null);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

/** Revokes one session of the user; returns its id, or nothing when it is not the user's. */
export async function revokeSessionRow(db: Kysely<Database>, userId: number, sessionId: string, reason: string): Promise<string[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Keeps the language a user signed in with (the words of mail sent to them later). */
export async function setUserLanguage(db: Kysely<Database>, userId: number, language: Database['users']['language']): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).where('language', 'is distinct from', language).execute();
}
