// The authenticator policy (#37) through the real server on the database TEST_DB names: an
// administrator with SCP.TTI.ADMIN.USER_W requires the authenticator for its agent and the agents
// below it (audited, before and after); a user there without one is answered 998 at sign-in with
// the set-up (QR code, account, secret), a wrong code is refused and a current one turns the
// authenticator on and signs in with ten recovery codes; the next sign-in asks for a code (997);
// the profile cannot turn it off while required; users of another branch are not touched; without
// the ACL the policy is refused and nothing changes; stopping it lets users in without one again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { testDatabaseSkipReason } from '../support/test-database';
import { PASSWORD, bearerOf, call, createAccount, credentials, freshIp, signIn, startAuthTestEnv, type AuthTestEnv, type TestAccount } from './auth-harness';

const USER_R = 'SCP.TTI.ADMIN.USER_R';
const USER_W = 'SCP.TTI.ADMIN.USER_W';

describe.skipIf(testDatabaseSkipReason)('the authenticator policy', () => {
  let env: AuthTestEnv;
  let admin: TestAccount;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    env = await startAuthTestEnv();
    admin = await createAccount(env.t, { acls: [USER_R, USER_W] });
    adminHeaders = bearerOf(await signIn(env.t, freshIp(), credentials(admin)));
  });
  afterAll(async () => env?.close());

  const policy = (headers: Record<string, string>, method: 'GET' | 'PUT' = 'GET', payload?: object, language = 'en') =>
    call(env.t, freshIp(), { method, url: '/api/v1/authenticator-policy', headers: { ...headers, 'accept-language': language }, ...(payload ? { payload } : {}) });
  const auditOf = (action: string) => env.t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

  it('is set by an administrator for its agent and read below it; refused without the ACL', async () => {
    const child = await createAccount(env.t, { parentAgentId: admin.agentId, acls: [USER_R] });
    const childHeaders = bearerOf(await signIn(env.t, freshIp(), credentials(child)));
    expect((await policy(adminHeaders)).json()).toMatchObject({ resultCode: 0, agentCode: admin.merchantId, required: false, inheritedFrom: null });

    // Without USER_W: refused, nothing changes.
    const refused = await policy(childHeaders, 'PUT', { required: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ resultCode: 1003 });
    expect((await policy(adminHeaders)).json()).toMatchObject({ required: false });

    const set = await policy(adminHeaders, 'PUT', { required: true }, 'de');
    expect(set.json()).toMatchObject({
      resultCode: 0,
      resultDescription: `Alle Benutzer von ${admin.merchantId} und seinen Agenten müssen jetzt eine Authenticator-App verwenden. Wer noch keine hat, richtet sie bei der nächsten Anmeldung ein.`,
      required: true,
      inheritedFrom: null,
    });
    expect(set.json().usersWithout).toBeGreaterThanOrEqual(2);
    expect((await policy(childHeaders)).json()).toMatchObject({ agentCode: child.merchantId, required: false, inheritedFrom: admin.merchantId });
    const [audited] = await auditOf('user.authenticator-policy');
    expect(audited).toMatchObject({ actor_user_id: admin.userId, entity: 'agent', entity_id: admin.merchantId, result_code: 0 });
    expect([audited!.before, audited!.after].map((v) => (typeof v === 'string' ? JSON.parse(v) : v))).toEqual([{ required: false }, { required: true }]);
  });

  it('leads a user below it through the set-up at sign-in, then asks for a code; the profile cannot turn it off', async () => {
    const user = await createAccount(env.t, { parentAgentId: admin.agentId });
    const ip = freshIp();
    const first = await signIn(env.t, ip, credentials(user));
    expect(first.statusCode).toBe(400);
    const setup = first.json<{ resultCode: number; loginToken: string; qrCode: string; secretKey: string; account: string }>();
    expect(setup).toMatchObject({ resultCode: 998, account: `${user.merchantId}/${user.username}` });
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,|^[A-Za-z0-9+/=]+$/);
    expect(setup.secretKey).toMatch(/^[A-Z2-7]{16,}$/);
    expect(first.headers.authorization).toBeUndefined();

    // No code: the set-up again; a wrong code: refused, the step still open.
    expect((await signIn(env.t, ip, { loginToken: setup.loginToken })).json()).toMatchObject({ resultCode: 998, secretKey: setup.secretKey });
    const wrong = await signIn(env.t, ip, { loginToken: setup.loginToken, pinCode: (await generate({ secret: setup.secretKey })) === '000000' ? '111111' : '000000' });
    expect(wrong.json()).toMatchObject({ resultCode: 4099, loginToken: setup.loginToken });
    expect((await env.t.db.selectFrom('users').select('totp_enabled').where('id', '=', user.userId).executeTakeFirstOrThrow()).totp_enabled).toBe(false);

    const done = await signIn(env.t, ip, { loginToken: setup.loginToken, pinCode: await generate({ secret: setup.secretKey }) });
    expect(done.statusCode, done.body).toBe(200);
    const headers = bearerOf(done);
    const { recoveryCodes } = done.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    const [enabled] = await auditOf('totp.enable');
    expect(enabled).toMatchObject({ actor_user_id: user.userId, result_code: 0 });

    // The next sign-in asks for a code, never the set-up.
    expect((await signIn(env.t, freshIp(), credentials(user))).json()).toMatchObject({ resultCode: 997 });
    // My Profile is told the policy requires it (the card offers no Disable); the call is refused anyway.
    const status = await call(env.t, freshIp(), { method: 'GET', url: '/api/v1/load-twofactor-auth', headers });
    expect(status.json()).toMatchObject({ status: 'Enabled', requiredByPolicy: true });
    const off = await call(env.t, freshIp(), { method: 'PUT', url: '/api/v1/turnoff-twofactor-auth', headers, payload: { password: PASSWORD, pinCode: '000000' } });
    expect(off.json()).toMatchObject({ resultCode: 1009 });
    expect((await env.t.db.selectFrom('users').select('totp_enabled').where('id', '=', user.userId).executeTakeFirstOrThrow()).totp_enabled).toBe(true);
  });

  it('leaves users of another branch alone, and lets users in without one once it is stopped', async () => {
    const elsewhere = await createAccount(env.t);
    expect((await signIn(env.t, freshIp(), credentials(elsewhere))).statusCode).toBe(200);
    const below = await createAccount(env.t, { parentAgentId: admin.agentId });
    expect((await signIn(env.t, freshIp(), credentials(below))).json()).toMatchObject({ resultCode: 998 });
    expect((await policy(adminHeaders, 'PUT', { required: false })).json()).toMatchObject({ resultCode: 0, required: false });
    expect((await signIn(env.t, freshIp(), credentials(below))).statusCode).toBe(200);
  });
});
