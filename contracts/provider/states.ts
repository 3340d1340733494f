// Provider states named by the consumer's interactions: each puts the fresh database into the
// state the interaction expects. Sessions are real (server/http/session createSession); their
// tokens replace the consumer's placeholders in the verifier's request filter.
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../server/db/schema';
import { ACL, MERCHANT_ACLS } from '../../server/domain/acls';
import { createSignedInUser } from '../../tests/server/support/test-users';
import { createSession } from '../../server/http/session';
import { ensureBrandingAndSettings } from '../../server/db/demo-data/content';
import { createDemoStructure, type DemoStructure } from '../../server/db/demo-data/structure';
import { findToken, issueDigitCode, issueToken } from '../../server/modules/auth/one-time-codes';
import { hashPassword } from '../../server/modules/auth/passwords';
import { sellVouchers } from '../../server/modules/terminal/sale.service';
import { demoPassword, tokens } from '../consumer/support/pact';

export interface StateContext {
  /** placeholder token sent by the consumer -> real token of a session made for the state */
  tokenFor: Map<string, string>;
  /** The demo company (agents, users with the demo password), made once per verification. */
  demo?: DemoStructure;
}

/** A state may answer values the interaction injects (Pact `fromProviderState`, e.g. a mailed token). */
type StateSetUp = (db: Kysely<Database>, context: StateContext) => Promise<void | Record<string, string>>;

async function demoCompany(db: Kysely<Database>, context: StateContext): Promise<DemoStructure> {
  if (!context.demo) {
    await ensureBrandingAndSettings(db);
    context.demo = await createDemoStructure(db, new Date(Date.now() - 30 * 86_400_000));
  }
  return context.demo;
}

/** The demo company, with `login` (agent code/username) signed in under the consumer's placeholder. */
function demoUserSignedIn(login: string, placeholder: string): StateSetUp {
  return async (db, context) => {
    const demo = await demoCompany(db, context);
    const userId = demo.userIds.get(login);
    if (userId === undefined) throw new Error(`no demo user ${login}`);
    context.tokenFor.set(placeholder, await createSession(db, userId));
  };
}

export const providerStates: Record<string, StateSetUp> = {
  'the portal is running': async () => {},
  'the default branding is configured': async (db) => {
    await db.deleteFrom('branding').execute();
    await db
      .insertInto('branding')
      .values({ domain: null, portal_name: 'Merchant Portal', primary_color: '#9c0d1b', secondary_color: '#E4E6EF' })
      .execute();
  },
  'the demo company exists': async (db, context) => {
    await demoCompany(db, context);
  },
  // A fresh single-use link (30 minutes, as the mail's) for each interaction; its token is injected.
  'a reset-password link was mailed to MD0001 jsmith': async (db, context) => {
    const userId = (await demoCompany(db, context)).userIds.get('MD0001/jsmith');
    if (userId === undefined) throw new Error('no demo user MD0001/jsmith');
    const { token } = await issueToken(db, { purpose: 'reset', userId, ttlSeconds: 1800 });
    return { token };
  },
  'the demo company exists and MD0001 admin is signed in': demoUserSignedIn('MD0001/admin', tokens.demoAdmin),
  'the demo company exists and MD0001 viewer is signed in': demoUserSignedIn('MD0001/viewer', tokens.demoViewer),
  'the demo company exists and R00001 cashier is signed in': demoUserSignedIn('R00001/cashier', tokens.demoCashier),
  'the demo company exists, R00001 has sold an AUD voucher and R00001 cashier is signed in': async (db, context) => {
    await demoUserSignedIn('R00001/cashier', tokens.demoCashier)(db, context);
    const terminal = context.demo!.terminals.find((t) => t.agentCode === 'R00001')!;
    const sale = await sellVouchers(db, [{ terminalId: terminal.id, productCode: 'AUD10' }]);
    if (!sale.ok) throw new Error('the demo sale of R00001 was refused');
  },
  'the price-list notice 900001 exists and MD0001 admin is signed in': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    await db
      .insertInto('documents')
      .values({
        id: 900001,
        code: 'PACT-PRICES',
        content_type: 'FILE',
        content: 'price-list.txt',
        file_name: 'price-list.txt',
        file_content_type: 'text/plain',
        file_bytes: Buffer.from('AUD 10 voucher: 9.50\n'),
        location: 'company-details',
        document_type: 'MER_ALL',
        active: 'T',
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
  'provider staff allowed to change the branding is signed in': async (db, context) => {
    const user = await createSignedInUser(db, { acls: [ACL.BRANDING_W] });
    context.tokenFor.set(tokens.providerStaff, user.token);
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
    await db.updateTable('one_time_codes').set({ attempts: 4 }).where('purpose', '=', 'unlock').where('user_id', '=', Number(locked.userId)).execute();
    return { ...locked, ...mailed };
  },
  'a user without an email is signed in': async (db, context) => {
    await userWithoutEmail(db, context);
  },
  'a user without an email is signed in and was mailed a confirmation code for noa@example.com': async (db, context) => {
    const userId = await userWithoutEmail(db, context);
    const { code } = await issueDigitCode(db, { purpose: 'email', userId, target: 'noa@example.com', ttlSeconds: 300 });
    return { code, wrongCode: otherCode(code) };
  },
  'the demo company exists and PROVIDER support is signed in': demoUserSignedIn('PROVIDER/support', tokens.demoSupport),
  'a user without an authenticator is signed in': async (db, context) => {
    await authenticatorUser(db, context, {});
  },
  // Sign-in answers other than success and a wrong password (contracts/consumer/sign-in.pact.test.ts):
  // each a fresh user with the demo password; its merchant id and username are injected.
  'a user locked by five failed sign-ins': async (db) => signInCandidate(db, { locked_at: new Date(), failed_login_count: 5 }),
  'a user with two failed sign-ins': async (db) => signInCandidate(db, { failed_login_count: 2 }),
  'a user whose authenticator was turned on but never confirmed': async (db) =>
    signInCandidate(db, { totp_secret: PACT_TOTP_SECRET, totp_enabled: true, totp_last_used_step: null }),
  'a user with a confirmed authenticator': async (db) =>
    signInCandidate(db, { totp_secret: PACT_TOTP_SECRET, totp_enabled: true, totp_last_used_step: 0 }),
  'a user who must change the password': async (db) => signInCandidate(db, { must_change_password: true }),
  'a user who has loaded an authenticator set-up is signed in': async (db, context) => {
    await authenticatorUser(db, context, { totp_secret: PACT_TOTP_SECRET, totp_enabled: false });
  },
  'a user with the authenticator enabled is signed in': async (db, context) => {
    await authenticatorUser(db, context, { totp_secret: PACT_TOTP_SECRET, totp_enabled: true, totp_last_used_step: 0 });
  },
  'an MD administrator is signed in': async (db, context) => {
    const user = await createSignedInUser(db, { acls: [...MERCHANT_ACLS] });
    context.tokenFor.set(tokens.mdAdministrator, user.token);
  },
};

/** A 4-digit code that is not `code` (a wrong code that is surely wrong). */
const otherCode = (code: string) => (code === '0000' ? '1111' : '0000');

/** A base32 authenticator secret (any valid one: the interactions never compute a code). */
const PACT_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** A user (with an email) locked by 5 failed sign-ins, and the loginToken its locked answer carried. */
async function lockedUser(db: Kysely<Database>) {
  const user = await createSignedInUser(db);
  await db.updateTable('users').set({ locked_at: new Date(), failed_login_count: 5 }).where('id', '=', user.userId).execute();
  const { token: loginToken } = await issueToken(db, { purpose: 'login-step', userId: user.userId, target: 'locked', ttlSeconds: 900 });
  return { userName: user.login, loginToken, userId: String(user.userId) };
}

/** Mails (to the outbox) the unlock code of the locked answer's loginToken, as send-unlock-code does. */
async function unlockCodeMailed(db: Kysely<Database>, loginToken: string) {
  const step = await findToken(db, 'login-step', loginToken);
  if (!step) throw new Error('no locked login step');
  const { code } = await issueDigitCode(db, { purpose: 'unlock', userId: step.userId, target: String(step.id), ttlSeconds: 300 });
  return { code, wrongCode: otherCode(code) };
}

/** A signed-in user without an email (the gate answers 10221), under the placeholder token. */
async function userWithoutEmail(db: Kysely<Database>, context: StateContext): Promise<number> {
  const user = await createSignedInUser(db);
  await db.updateTable('users').set({ email: null, email_confirmed_at: null }).where('id', '=', user.userId).execute();
  context.tokenFor.set(tokens.userWithoutEmail, user.token);
  return user.userId;
}

type UserColumns = Updateable<Database['users']>;

/** A user with the demo password and the given columns who is about to sign in (no failures of
 * this client's address count against it); its merchant id and username for the request. */
async function signInCandidate(db: Kysely<Database>, columns: UserColumns): Promise<Record<string, string>> {
  const user = await createSignedInUser(db);
  await db.updateTable('users').set({ password_hash: await hashPassword(demoPassword), ...columns }).where('id', '=', user.userId).execute();
  await db.deleteFrom('rate_limit_counters').where('key', 'like', 'login-failures:ip:%').execute();
  const agent = await db.selectFrom('agents').select('code').where('id', '=', user.agentId).executeTakeFirstOrThrow();
  return { merchantId: agent.code, username: user.login };
}

/** A signed-in user with the demo password and the given authenticator columns. */
async function authenticatorUser(
  db: Kysely<Database>,
  context: StateContext,
  totp: { totp_secret?: string; totp_enabled?: boolean; totp_last_used_step?: number },
): Promise<void> {
  const user = await createSignedInUser(db);
  await db.updateTable('users').set({ password_hash: await hashPassword(demoPassword), ...totp }).where('id', '=', user.userId).execute();
  context.tokenFor.set(tokens.authenticatorUser, user.token);
}
