// Account-security hardening (docs/auth.md): impersonation refuses a disabled or locked target
// and provider staff (a target holding SCP.SUPPORT.IMPERSONATE), each refusal audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseSkipReason } from '../support/test-database';
import { bearerOf, call, createAccount, credentials, freshIp, signIn, startAuthTestEnv, type AuthTestEnv } from './auth-harness';

describe.skipIf(testDatabaseSkipReason)('account hardening', () => {
  let env: AuthTestEnv;
  beforeAll(async () => {
    env = await startAuthTestEnv();
  });
  afterAll(async () => env?.close());

  it('refuses to impersonate a disabled or locked account or provider staff, and audits each refusal', async () => {
    const support = await createAccount(env.t, { acls: ['SCP.SUPPORT.IMPERSONATE'] });
    const headers = bearerOf(await signIn(env.t, freshIp(), credentials(support)));
    const disabled = await createAccount(env.t, { parentAgentId: support.agentId });
    await env.t.db.updateTable('users').set({ status_id: '4' }).where('id', '=', disabled.userId).execute();
    const locked = await createAccount(env.t, { parentAgentId: support.agentId });
    await env.t.db.updateTable('users').set({ failed_login_count: 5, locked_at: new Date() }).where('id', '=', locked.userId).execute();
    const staff = await createAccount(env.t, { parentAgentId: support.agentId, acls: ['SCP.SUPPORT.IMPERSONATE'] });
    const lockExpired = await createAccount(env.t, { parentAgentId: support.agentId });
    await env.t.db.updateTable('users').set({ failed_login_count: 5, locked_at: new Date(Date.now() - 20 * 60_000) }).where('id', '=', lockExpired.userId).execute();

    const tokenFor = async (target: { merchantId: string; username: string }) => {
      const answer = await call(env.t, freshIp(), {
        method: 'POST', url: '/api/v1/impersonation-token', headers, payload: { merchantId: target.merchantId, username: target.username },
      });
      return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
    };
    const unavailable = { resultCode: 1009, resultDescription: 'This account is disabled or locked and cannot be impersonated.' };
    expect(await tokenFor(disabled)).toEqual({ status: 400, body: unavailable });
    expect(await tokenFor(locked)).toEqual({ status: 400, body: unavailable });
    expect(await tokenFor(staff)).toEqual({ status: 403, body: { resultCode: 1003, resultDescription: 'Provider staff cannot be impersonated.' } });
    // A lock that has run its time no longer stands in the way.
    expect(await tokenFor(lockExpired)).toMatchObject({ status: 200, body: { resultCode: 0, token: expect.any(String) } });

    const audit = await env.t.db.selectFrom('audit_log').select(['entity_id', 'result_code', 'after'])
      .where('action', '=', 'impersonation.token').where('actor_user_id', '=', support.userId).orderBy('id').execute();
    expect(audit.map((row) => [row.entity_id, row.result_code, (row.after as { reason?: string } | null)?.reason])).toEqual([
      [String(disabled.userId), 1009, 'inactive'],
      [String(locked.userId), 1009, 'locked'],
      [String(staff.userId), 1003, 'staff'],
      [String(lockExpired.userId), 0, undefined],
    ]);
  });
});
