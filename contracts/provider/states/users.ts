// Provider states of user management, My Profile and the recovery-code sign-in
// (contracts/consumer/users-profile.pact.test.ts): each interaction gets fresh users, so that no
// other interaction's demo user is renamed, inactivated, deleted or signed out.
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { issueRecoveryCodes, spendRecoveryCode } from '../../../server/modules/auth/recovery-codes';
import { issueToken } from '../../../server/modules/auth/one-time-codes';
import { hashPassword } from '../../../server/modules/auth/passwords';
import { insertUser, replaceAcls } from '../../../server/modules/users/users.repository';
import { createSignedInUser } from '../../../tests/server/support/test-users';
import { demoPassword, tokens } from '../../parties';
import { demoCompany, demoUserSignedIn, type StateContext, type StateSetUp } from './context';

const PACT_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
let serial = 0;

/** MD0001 admin signed in, and a new sub-user of MD0001 (validate-pin permission); its id and login. */
async function freshSubUser(db: Kysely<Database>, context: StateContext, totp = false) {
  await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
  const agentId = (await demoCompany(db, context)).agentIds.get('MD0001');
  if (agentId === undefined) throw new Error('no demo agent MD0001');
  const login = `pactsub${++serial}`;
  const userId = await insertUser(db, {
    agent_id: agentId, login, password_hash: await hashPassword(demoPassword),
    first_name: 'Sam', surname: 'Sub', description: 'Pact sub-user', email: null, phone_number: null, position: null,
    must_change_password: false, refund_voucher_permission: false, validate_pin_permission: true, redeem_voucher_permission: false,
    status_id: '1',
  });
  await replaceAcls(db, userId, ['SCP.EVDS.PRODUCT.REDEMPTION_R']);
  if (totp) await db.updateTable('users').set({ totp_secret: PACT_TOTP_SECRET, totp_enabled: true }).where('id', '=', userId).execute();
  return { userId: String(userId), userIdNumber: userId, username: login };
}

/** A user with an enabled authenticator and ten recovery codes, at the code step of a sign-in. */
async function atTheCodeStep(db: Kysely<Database>) {
  const user = await createSignedInUser(db);
  await db.updateTable('users').set({ password_hash: await hashPassword(demoPassword), totp_secret: PACT_TOTP_SECRET, totp_enabled: true, totp_last_used_step: 0 }).where('id', '=', user.userId).execute();
  const [recoveryCode] = await issueRecoveryCodes(db, user.userId);
  const { token: loginToken } = await issueToken(db, { purpose: 'login-step', userId: user.userId, target: 'totp', ttlSeconds: 300 });
  return { userId: user.userId, loginToken, recoveryCode: recoveryCode! };
}

export const usersStates: Record<string, StateSetUp> = {
  'MD0001 admin is signed in and a fresh sub-user exists': (db, context) => freshSubUser(db, context),
  'MD0001 admin is signed in and a fresh sub-user has an authenticator': (db, context) => freshSubUser(db, context, true),
  'a fresh user is signed in': async (db, context) => {
    const user = await createSignedInUser(db);
    await db.updateTable('users').set({ password_hash: await hashPassword(demoPassword) }).where('id', '=', user.userId).execute();
    context.tokenFor.set(tokens.freshUser, user.token);
  },
  'a user with an authenticator and recovery codes is at the code step': async (db) => {
    const { loginToken, recoveryCode } = await atTheCodeStep(db);
    return { loginToken, recoveryCode };
  },
  'a user with an authenticator is at the code step and has spent a recovery code': async (db) => {
    const { userId, loginToken, recoveryCode } = await atTheCodeStep(db);
    if (!(await spendRecoveryCode(db, userId, recoveryCode))) throw new Error('the recovery code was not spent');
    return { loginToken, recoveryCode };
  },
};
