// Provider states of the sign-in and account-security calls: fresh users in each state, so that
// no other interaction's demo user is locked, confirmed or given an authenticator.
import type { Kysely, Updateable } from 'kysely';
import { generate } from 'otplib';
import type { Database } from '../../../server/db/schema';
import { createSignedInUser } from '../../../tests/server/support/test-users';
import { findToken, issueDigitCode, issueToken } from '../../../server/modules/auth/one-time-codes';
import { hashPassword } from '../../../server/modules/auth/passwords';
import { demoPassword, tokens } from '../../parties';
import { demoCompany, type StateContext, type StateSetUp } from './context';

export const authStates: Record<string, StateSetUp> = {
  // A fresh single-use link (30 minutes, as the mail's) for each interaction; its token is injected.
  'a reset-password link was mailed to MD0001 jsmith': async (db, context) => {
    const userId = (await demoCompany(db, context)).userIds.get('MD0001/jsmith');
    if (userId === undefined) throw new Error('no demo user MD0001/jsmith');
    const { token } = await issueToken(db, { purpose: 'reset', userId, ttlSeconds: 1800 });
    return { token };
  },
  // Account security (contracts/consumer/account-security.pact.test.ts): fresh users, so that no
  // other interaction's demo user is locked, confirmed or given an authenticator.
  'a locked-out user holds the login token of the locked answer': async (db) => lockedUser(db),
  'a locked-out user was mailed an unlock code': async (db) => {
    const locked = await lockedUser(db);
    return { ...locked, ...(await unlockCodeMailed(db, locked.loginToken)) };
  },
  'a locked-out user was mailed an unlock code and typed 4 wrong codes': async (db) => {
    const locked = await lockedUser(db);
    const mailed = await unlockCodeMailed(db, locked.loginToken);
    await db
      .updateTable('one_time_codes')
      .set({ attempts: 4 })
      .where('purpose', '=', 'unlock')
      .where('user_id', '=', Number(locked.userId))
      .execute();
    return { ...locked, ...mailed };
  },
  'a user without an email is signed in': async (db, context) => {
    await userWithoutEmail(db, context);
  },
  'a user without an email is signed in and was mailed a confirmation code for noa@example.com':
    async (db, context) => {
      const userId = await userWithoutEmail(db, context);
      const { code } = await issueDigitCode(db, {
        purpose: 'email',
        userId,
        target: 'noa@example.com',
        ttlSeconds: 300,
      });
      return { code, wrongCode: otherCode(code) };
    },
  'a user without an authenticator is signed in': async (db, context) => {
    await authenticatorUser(db, context, {});
  },
  // Sign-in answers other than success and a wrong password (contracts/consumer/sign-in.pact.test.ts):
  // each a fresh user with the demo password; its merchant id and username are injected.
  'a user locked by five failed sign-ins': async (db) =>
    signInCandidate(db, { locked_at: new Date(), failed_login_count: 5 }),
  'a user with two failed sign-ins': async (db) => signInCandidate(db, { failed_login_count: 2 }),
  'a user with a confirmed authenticator': async (db) =>
    signInCandidate(db, {
      totp_secret: PACT_TOTP_SECRET,
      totp_enabled: true,
      totp_last_used_step: 0,
    }),
  'a user who must change the password': async (db) =>
    signInCandidate(db, { must_change_password: true }),
  // The loginToken its refused sign-in (10201) carried, for the first-login change.
  'a user who must change the password holds the login token of its refused sign-in': async (
    db,
  ) => {
    const candidate = await signInCandidate(db, { must_change_password: true });
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('login', '=', candidate.username!)
      .executeTakeFirstOrThrow();
    const { token: loginToken } = await issueToken(db, {
      purpose: 'first-login',
      userId: user.id,
      ttlSeconds: 900,
    });
    return { ...candidate, loginToken };
  },
  // Its own agent (a fresh one) requires the authenticator (#37): nobody else's sign-in changes.
  'a user without an authenticator whose agent requires one': async (db) => {
    const candidate = await signInCandidate(db, {});
    await db
      .updateTable('agents')
      .set({ require_authenticator: true })
      .where('code', '=', candidate.merchantId!)
      .execute();
    return candidate;
  },
  // A current code of its secret (pinCode: made now, the request follows within the step's
  // tolerance) and a code no step around now has (wrongCode).
  'a user who has loaded an authenticator set-up is signed in': async (db, context) => {
    await authenticatorUser(db, context, { totp_secret: PACT_TOTP_SECRET, totp_enabled: false });
    return totpCodes(PACT_TOTP_SECRET);
  },
  'a user with the authenticator enabled is signed in': async (db, context) => {
    await authenticatorUser(db, context, {
      totp_secret: PACT_TOTP_SECRET,
      totp_enabled: true,
      totp_last_used_step: 0,
    });
  },
  // Its own agent (a fresh one) requires the authenticator (#37): My Profile cannot turn it off.
  'a user with the authenticator enabled, required by its agent, is signed in': async (db, context) => {
    const agentId = await authenticatorUser(db, context, {
      totp_secret: PACT_TOTP_SECRET,
      totp_enabled: true,
      totp_last_used_step: 0,
    });
    await db.updateTable('agents').set({ require_authenticator: true }).where('id', '=', agentId).execute();
  },
};

/** A 4-digit code that is not `code` (a wrong code that is surely wrong). */
const otherCode = (code: string) => (code === '0000' ? '1111' : '0000');

/** A base32 authenticator secret (20 bytes: otplib needs at least 16 to compute its codes). */
const PACT_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** A current code of the secret, and a 6-digit code no step around now matches. */
async function totpCodes(secret: string): Promise<{ pinCode: string; wrongCode: string }> {
  const now = Math.floor(Date.now() / 1000);
  const around = new Set(
    await Promise.all(
      [-60, -30, 0, 30, 60].map((offset) => generate({ secret, epoch: now + offset })),
    ),
  );
  const wrongCode = ['000000', '111111', '222222', '333333'].find((code) => !around.has(code))!;
  return { pinCode: await generate({ secret, epoch: now }), wrongCode };
}

/** A user (with an email) locked by 5 failed sign-ins, and the loginToken its locked answer carried. */
async function lockedUser(db: Kysely<Database>) {
  const user = await createSignedInUser(db);
  await db
    .updateTable('users')
    .set({ locked_at: new Date(), failed_login_count: 5 })
    .where('id', '=', user.userId)
    .execute();
  const { token: loginToken } = await issueToken(db, {
    purpose: 'login-step',
    userId: user.userId,
    target: 'locked',
    ttlSeconds: 900,
  });
  return { userName: user.login, loginToken, userId: String(user.userId) };
}

/** Mails (to the outbox) the unlock code of the locked answer's loginToken, as send-unlock-code does. */
async function unlockCodeMailed(db: Kysely<Database>, loginToken: string) {
  const step = await findToken(db, 'login-step', loginToken);
  if (!step) throw new Error('no locked login step');
  const { code } = await issueDigitCode(db, {
    purpose: 'unlock',
    userId: step.userId,
    target: String(step.id),
    ttlSeconds: 300,
  });
  return { code, wrongCode: otherCode(code) };
}

/** A signed-in user without an email (the gate answers 10221), under the placeholder token. */
async function userWithoutEmail(db: Kysely<Database>, context: StateContext): Promise<number> {
  const user = await createSignedInUser(db);
  await db
    .updateTable('users')
    .set({ email: null, email_confirmed_at: null })
    .where('id', '=', user.userId)
    .execute();
  context.tokenFor.set(tokens.userWithoutEmail, user.token);
  return user.userId;
}

type UserColumns = Updateable<Database['users']>;

/** A user with the demo password and the given columns who is about to sign in (no failures of
 * this client's address count against it); its merchant id and username for the request. */
async function signInCandidate(
  db: Kysely<Database>,
  columns: UserColumns,
): Promise<Record<string, string>> {
  const user = await createSignedInUser(db);
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(demoPassword), ...columns })
    .where('id', '=', user.userId)
    .execute();
  await db.deleteFrom('rate_limit_counters').where('key', 'like', 'login-failures:ip:%').execute();
  const agent = await db
    .selectFrom('agents')
    .select('code')
    .where('id', '=', user.agentId)
    .executeTakeFirstOrThrow();
  return { merchantId: agent.code, username: user.login };
}

/** A signed-in user with the demo password and the given authenticator columns. */
async function authenticatorUser(
  db: Kysely<Database>,
  context: StateContext,
  totp: { totp_secret?: string; totp_enabled?: boolean; totp_last_used_step?: number },
): Promise<number> {
  const user = await createSignedInUser(db);
  const { agent_id } = await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(demoPassword), ...totp })
    .where('id', '=', user.userId)
    .returning('agent_id')
    .executeTakeFirstOrThrow();
  context.tokenFor.set(tokens.authenticatorUser, user.token);
  return agent_id;
}
