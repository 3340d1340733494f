// Authenticator recovery (issue #13, beyond the spec): turning the authenticator on (with a code) answers ten
// single-use recovery codes, kept only as keyed hashes; one signs in in place of a code and is
// spent; an administrator resets a sub-user's authenticator (a lost phone), audited.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACL } from '../../../server/domain/acls';
import { testDatabaseSkipReason } from '../support/test-database';
import { bearerOf, call, createAccount, credentials, freshIp, signIn, startAuthTestEnv, type AuthTestEnv, type TestAccount } from '../auth/auth-harness';

describe.skipIf(testDatabaseSkipReason)('authenticator recovery', () => {
  let env: AuthTestEnv;
  beforeAll(async () => {
    env = await startAuthTestEnv();
  });
  afterAll(async () => env?.close());

  const request = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    call(env.t, freshIp(), { method, url, headers, ...(payload ? { payload } : {}) });

  /** Signs the account in and turns its authenticator on with a current code (which confirms it). */
  async function withAuthenticator(account: TestAccount) {
    const headers = bearerOf(await signIn(env.t, freshIp(), credentials(account)));
    const { secretKey } = (await request('GET', '/api/v1/load-twofactor-auth', headers)).json() as { secretKey: string };
    const on = (await request('PUT', '/api/v1/turnon-twofactor-auth', headers, { pinCode: await generate({ secret: secretKey }) })).json() as { resultCode: number; recoveryCodes: string[] };
    return { recoveryCodes: on.recoveryCodes, resultCode: on.resultCode };
  }

  const codeStep = async (account: TestAccount, ip = freshIp()) => {
    const step = (await signIn(env.t, ip, credentials(account))).json() as { resultCode: number; loginToken: string };
    return { ...step, ip };
  };

  it('gives ten recovery codes once, keeps only their hashes, and lets each sign in once in place of a code', async () => {
    const account = await createAccount(env.t);
    const { recoveryCodes, resultCode } = await withAuthenticator(account);
    expect(resultCode).toBe(0);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await env.t.db.selectFrom('user_recovery_codes').select('code_hash').where('user_id', '=', account.userId).execute();
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]!.replace('-', ''));

    const step = await codeStep(account);
    expect(step.resultCode).toBe(997);
    // Case, spaces and the dash do not matter.
    const typed = ` ${recoveryCodes[3]!.toUpperCase().replace('-', ' ')} `;
    const signedIn = await signIn(env.t, step.ip, { loginToken: step.loginToken, recoveryCode: typed });
    expect(signedIn.json()).toMatchObject({ resultCode: 0 });
    bearerOf(signedIn);

    const again = await codeStep(account);
    expect((await signIn(env.t, again.ip, { loginToken: again.loginToken, recoveryCode: recoveryCodes[3] })).json())
      .toMatchObject({ resultCode: 4099, resultDescription: 'Invalid Code' });
    const audit = await env.t.db.selectFrom('audit_log').select('action').where('entity_id', '=', String(account.userId)).where('action', '=', 'totp.recovery-code').execute();
    expect(audit).toHaveLength(1);
  });

  it('lets an administrator reset a sub-user\'s authenticator: the codes go and the password alone signs in', async () => {
    const admin = await createAccount(env.t, { acls: [ACL.USER_R, ACL.USER_W] });
    const account = await createAccount(env.t, { parentAgentId: admin.agentId });
    const { recoveryCodes } = await withAuthenticator(account);
    const adminHeaders = bearerOf(await signIn(env.t, freshIp(), credentials(admin)));
    expect((await request('GET', `/api/v1/user/details?id=${account.userId}`, adminHeaders)).json()).toMatchObject({ twoFactorEnabled: 'T' });

    const stranger = await createAccount(env.t, { acls: [ACL.USER_R, ACL.USER_W] });
    const strangerHeaders = bearerOf(await signIn(env.t, freshIp(), credentials(stranger)));
    expect((await request('PUT', '/api/v1/user/reset-twofactor', strangerHeaders, { id: account.userId })).json()).toMatchObject({ resultCode: 1004 });
    expect((await request('PUT', '/api/v1/user/reset-twofactor', adminHeaders, { id: admin.userId })).json()).toMatchObject({ resultCode: 1009 });

    expect((await request('PUT', '/api/v1/user/reset-twofactor', adminHeaders, { id: account.userId })).json())
      .toEqual({ resultCode: 0, resultDescription: 'The authenticator of the user has been reset.' });
    expect((await request('GET', `/api/v1/user/details?id=${account.userId}`, adminHeaders)).json()).toMatchObject({ twoFactorEnabled: 'F' });
    expect(await env.t.db.selectFrom('user_recovery_codes').select('id').where('user_id', '=', account.userId).execute()).toEqual([]);
    const step = await codeStep(account);
    expect(step.resultCode).toBe(0);
    expect((await signIn(env.t, freshIp(), { loginToken: 'x'.repeat(43), recoveryCode: recoveryCodes[0] })).json()).not.toMatchObject({ resultCode: 0 });
    const audit = await env.t.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.totp.reset').where('entity_id', '=', String(account.userId)).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_user_id: admin.userId, before: { twoFactorEnabled: true } });
  });
});
