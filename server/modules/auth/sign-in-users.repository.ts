// The user rows the sign-in and account-security flows read and write. Authenticator secrets are
// sealed with TOTP_SECRET_KEY here, on their way in and out, and nowhere else.
import { sql, type Kysely } from 'kysely';
import type { Database, UserStatusId } from '../../db/schema';
import { openSecret, sealPrefix, sealSecret } from '../../security/sealed-secret';
import { serverKeys } from '../../security/server-keys';

/** users.status_id of an account that may sign in (anything else is disabled). */
export const ACTIVE_USER_STATUS: UserStatusId = '1';

export interface AuthUser {
  id: number;
  agentId: number;
  agentCode: string;
  login: string;
  passwordHash: string;
  email: string | null;
  emailConfirmedAt: Date | null;
  statusId: string;
  mustChangePassword: boolean;
  totpSecret: string | null;
  totpEnabled: boolean;
  /** Turned on without a code (migration 0027): the next sign-in asks for its first code (998). */
  totpPending: boolean;
  totpLastUsedStep: number | null;
  failedLoginCount: number;
  lockedAt: Date | null;
}

const authUsers = (db: Kysely<Database>) =>
  db
    .selectFrom('users as u')
    .innerJoin('agents as a', 'a.id', 'u.agent_id')
    .select([
      'u.id',
      'u.agent_id as agentId',
      'a.code as agentCode',
      'u.login',
      'u.password_hash as passwordHash',
      'u.email',
      'u.email_confirmed_at as emailConfirmedAt',
      'u.status_id as statusId',
      'u.must_change_password as mustChangePassword',
      'u.totp_secret as totpSecret',
      'u.totp_enabled as totpEnabled',
      'u.totp_pending as totpPending',
      'u.totp_last_used_step as totpLastUsedStep',
      'u.failed_login_count as failedLoginCount',
      'u.locked_at as lockedAt',
    ])
    .where('u.deleted_at', 'is', null);

const openTotpSecret = (sealed: string | null): string | null => {
  if (sealed === null) return null;
  const { totpKey, previousTotpKey } = serverKeys();
  return openSecret([totpKey, previousTotpKey], sealed);
};

const asAuthUser = <Row extends { totpSecret: string | null }>(row: Row | undefined): Row | null =>
  row ? { ...row, totpSecret: openTotpSecret(row.totpSecret) } : null;

/** The user signing in: merchant id = agent code (any case), username = login (exact). */
export async function findUserByMerchantLogin(db: Kysely<Database>, merchantId: string, login: string): Promise<AuthUser | null> {
  return asAuthUser(await authUsers(db).where('a.code', '=', merchantId.toUpperCase()).where('u.login', '=', login).executeTakeFirst());
}

export async function findUserById(db: Kysely<Database>, userId: number): Promise<AuthUser | null> {
  return asAuthUser(await authUsers(db).where('u.id', '=', userId).executeTakeFirst());
}

/** Users a reset link may go to: this login with this confirmed email, any merchant. */
export async function findUsersByLoginAndEmail(db: Kysely<Database>, login: string, email: string): Promise<AuthUser[]> {
  const rows = await authUsers(db)
    .where('u.login', '=', login)
    .where(sql<string>`lower(u.email)`, '=', email.toLowerCase())
    .where('u.email_confirmed_at', 'is not', null)
    .where('u.status_id', '=', ACTIVE_USER_STATUS)
    .execute();
  return rows.map((row) => asAuthUser(row)!);
}

/** Stores a new password; the first-login obligation and any lock-out end with it. */
export async function setPassword(db: Kysely<Database>, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, must_change_password: false, failed_login_count: 0, locked_at: null })
    .where('id', '=', userId)
    .execute();
}

/** The authenticator secret as the database keeps it: sealed with the current key. */
export const sealTotpSecret = (secret: string): string => sealSecret(serverKeys().totpKey, secret);

export async function saveTotpSecret(db: Kysely<Database>, userId: number, secret: string): Promise<void> {
  await db.updateTable('users').set({ totp_secret: sealTotpSecret(secret) }).where('id', '=', userId).execute();
}

/** At start: seals the authenticator secrets kept plain (before sealing) or sealed with the
 * previous key (after a rotation) with the current key; returns how many it sealed. */
export async function resealTotpSecrets(db: Kysely<Database>): Promise<number> {
  const { totpKey } = serverKeys();
  const rows = await db.selectFrom('users').select(['id', 'totp_secret']).where('totp_secret', 'not like', `${sealPrefix(totpKey)}%`).execute();
  for (const row of rows) {
    await db.updateTable('users').set({ totp_secret: sealTotpSecret(openTotpSecret(row.totp_secret)!) }).where('id', '=', row.id).execute();
  }
  return rows.length;
}

/** The authenticator account name shown in the app: `<merchant id>/<login>`. */
export const totpAccountOf = (user: Pick<AuthUser, 'agentCode' | 'login'>) => `${user.agentCode}/${user.login}`;

/** Records the step of an accepted authenticator code when it is later than the last one; false
 * when it is not (one of two racing uses wins). */
export async function recordTotpStep(db: Kysely<Database>, userId: number, timeStep: number): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ totp_last_used_step: timeStep })
    .where('id', '=', userId)
    .where(sql<boolean>`coalesce(totp_last_used_step, -1) < ${timeStep}`)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** One more failed sign-in of the user; locks the account (now) when it reaches maxFailures. */
export function countUserFailureRow(db: Kysely<Database>, userId: number, maxFailures: number) {
  return db
    .updateTable('users')
    .set({
      failed_login_count: sql<number>`failed_login_count + 1`,
      locked_at: sql<Date>`case when locked_at is null and failed_login_count + 1 >= ${maxFailures} then now() else locked_at end`,
    })
    .where('id', '=', userId)
    .returning(['failed_login_count', 'locked_at'])
    .executeTakeFirstOrThrow();
}

export async function clearUserFailures(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('users').set({ failed_login_count: 0, locked_at: null }).where('id', '=', userId).execute();
}

/** Stores the user's email as confirmed now. */
export async function saveConfirmedEmail(db: Kysely<Database>, userId: number, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, email_confirmed_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

export async function holdsAcl(db: Kysely<Database>, userId: number, acl: string): Promise<boolean> {
  return (await db.selectFrom('user_acls').select('acl').where('user_id', '=', userId).where('acl', '=', acl).executeTakeFirst()) !== undefined;
}

/** True when the user is active, not deleted, and holds the ACL. */
export async function activeUserHoldsAcl(db: Kysely<Database>, userId: number, acl: string): Promise<boolean> {
  return (await db
    .selectFrom('users as u')
    .innerJoin('user_acls as a', 'a.user_id', 'u.id')
    .select('u.id')
    .where('u.id', '=', userId)
    .where('u.status_id', '=', ACTIVE_USER_STATUS)
    .where('u.deleted_at', 'is', null)
    .where('a.acl', '=', acl)
    .executeTakeFirst()) !== undefined;
}

/** Turns the user's authenticator on (confirmed by a code); false when it was on already. */
export async function switchTotpOn(db: Kysely<Database>, userId: number): Promise<boolean> {
  const switched = await db.updateTable('users').set({ totp_enabled: true, totp_pending: false }).where('id', '=', userId).where('totp_enabled', '=', false).returning('id').executeTakeFirst();
  return switched !== undefined;
}

/** Turns the user's authenticator off and forgets its secret and last step. */
export async function clearTotp(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('users').set({ totp_enabled: false, totp_pending: false, totp_secret: null, totp_last_used_step: null }).where('id', '=', userId).execute();
}

/** Turns the user's loaded set-up on without a code: pending until the next sign-in's first code. */
export async function markTotpPending(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('users').set({ totp_pending: true }).where('id', '=', userId).where('totp_enabled', '=', false).execute();
}

/** Whether the agent or one above it requires the authenticator of its users (#37, migration 0026). */
export async function authenticatorRequired(db: Kysely<Database>, agentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('agent_closure as c')
    .innerJoin('agents as a', 'a.id', 'c.ancestor_id')
    .select('a.id')
    .where('c.descendant_id', '=', agentId)
    .where('a.require_authenticator', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
