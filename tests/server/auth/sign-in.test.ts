// Sign-in end to end through the real server: the bearer header, indistinguishable refusals,
// countFailed, the captcha from the 2nd failure (solved with altcha-lib), lock-out and unlock by
// the mailed code, duplicate sign-in, sign-out and the rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { testDatabaseSkipReason } from '../support/test-database';
import {
  PASSWORD, bearerOf, call, codeFrom, createAccount, credentials, freshIp, signIn, startAuthTestEnv, type AuthTestEnv,
} from './auth-harness';
import { onSessionsRevoked, type SessionsRevokedEvent } from '../../../server/modules/auth/session-events';

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe.skipIf(testDatabaseSkipReason)('sign-in', () => {
  let env: AuthTestEnv;
  beforeAll(async () => {
    env = await startAuthTestEnv();
  });
  afterAll(async () => env?.close());

  it('signs in with the bearer token in the Authorization header; the profile works with it', async () => {
    const account = await createAccount(env.t, { acls: ['SCP.TTI.ADMIN.USER_R'] });
    const answer = await signIn(env.t, freshIp(), credentials(account));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ resultCode: 0, resultDescription: 'Success' });
    const profile = await call(env.t, freshIp(), { method: 'GET', url: '/api/v1/profile', headers: bearerOf(answer) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      resultCode: 0, login: account.username, emailAddress: account.email, acls: ['SCP.TTI.ADMIN.USER_R'],
      agentDetail: { agentCode: account.merchantId, isEnablePayout: 'false' }, impersonatorLogin: null,
    });
    const me = await call(env.t, freshIp(), { method: 'GET', url: '/api/me', headers: bearerOf(answer) });
    expect(me.json()).toMatchObject({ resultCode: 0, login: account.username });
  });

  it('answers an unknown merchant, an unknown user and a wrong password alike', async () => {
    const account = await createAccount(env.t);
    const tries = [
      { ...credentials(account), merchantId: 'NOSUCH' },
      { ...credentials(account), username: 'nobody' },
      credentials(account, 'Wrong#2026'),
    ];
    const answers = [];
    for (const body of tries) {
      const answer = await signIn(env.t, freshIp(), body);
      answers.push({ status: answer.statusCode, body: answer.json() as Record<string, unknown>, headers: Object.keys(answer.headers).sort() });
    }
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 400,
        body: { resultCode: 4030, resultDescription: 'Invalid Sign-in details.', countFailed: 1, email: null, loginToken: null },
        headers: answers[0]!.headers,
      });
    }
  });

  it('counts failures, asks for a captcha from the 2nd on, accepts a solved one once', async () => {
    const account = await createAccount(env.t);
    const ip = freshIp();
    const wrong = credentials(account, 'Wrong#2026');
    expect((await signIn(env.t, ip, wrong)).json()).toMatchObject({ resultCode: 4030, countFailed: 1 });
    const second = (await signIn(env.t, ip, wrong)).json() as { countFailed: number; captchaChallenge: Challenge };
    expect(second).toMatchObject({ resultCode: 4030, countFailed: 2 });
    expect(second.captchaChallenge.parameters).toBeDefined();

    const total = await call(env.t, ip, { method: 'GET', url: '/api/auth/total-login-failed' });
    expect(total.json()).toMatchObject({ resultCode: 0, total: 2, captchaChallenge: { parameters: expect.any(Object) } });

    // Without a solution the right password is not even checked.
    const refused = await signIn(env.t, ip, credentials(account));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ resultCode: 1012, countFailed: 2, captchaChallenge: expect.any(Object) });
    const forged = await signIn(env.t, ip, { ...credentials(account), captcha: Buffer.from('{"x":1}').toString('base64') });
    expect(forged.json()).toMatchObject({ resultCode: 1012 });

    const captcha = await solve((total.json() as { captchaChallenge: Challenge }).captchaChallenge);
    const accepted = await signIn(env.t, ip, { ...credentials(account), captcha });
    expect(accepted.json()).toMatchObject({ resultCode: 0 });

    // The address's failures stay (they decay with their hour only); a solution is never accepted twice.
    await signIn(env.t, ip, wrong);
    await signIn(env.t, ip, wrong);
    const replayed = await signIn(env.t, ip, { ...credentials(account), captcha });
    expect(replayed.json()).toMatchObject({ resultCode: 1012 });
  });

  it('locks after 5 failures, even for the right password, and unlocks with the mailed code', async () => {
    const account = await createAccount(env.t);
    const wrong = credentials(account, 'Wrong#2026');
    // A different IP per attempt; once the account has 2 failures a solved captcha is needed.
    let answer = await signIn(env.t, freshIp(), wrong);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      // Each refusal from the 2nd failure on carries the challenge the next attempt must solve.
      const challenge = (answer.json() as { captchaChallenge?: Challenge }).captchaChallenge;
      answer = await signIn(env.t, freshIp(), challenge ? { ...wrong, captcha: await solve(challenge) } : wrong);
    }
    const locked = answer.json() as { resultCode: number; countFailed: number; email: string; loginToken: string };
    // The email is a placeholder: the locked answer does not tell whether the account exists or has one.
    expect(locked).toMatchObject({ resultCode: 989, countFailed: 5, email: '****@***' });
    // The lock-out is in the audit trail of the account's agent (#37), apart from the refusals.
    const lockouts = await env.t.db.selectFrom('audit_log').select(['action', 'result_code', 'agent_id']).where('action', '=', 'account.locked')
      .where('actor_user_id', '=', account.userId).execute();
    expect(lockouts).toEqual([{ action: 'account.locked', result_code: 989, agent_id: account.agentId }]);

    const stillLocked = (await signIn(env.t, freshIp(), credentials(account))).json() as { resultCode: number; loginToken: string };
    expect(stillLocked.resultCode).toBe(989);

    const ip = freshIp();
    const mailsBefore = env.smtp.mails.length;
    const sent = await call(env.t, ip, { method: 'POST', url: '/api/user-locked/send-unlock-code', payload: { userName: account.username, loginToken: stillLocked.loginToken } });
    expect(sent.json()).toMatchObject({ resultCode: 0, email: locked.email, otpExpiredTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    const code = codeFrom(await env.smtp.nextMailTo(account.email!, mailsBefore));
    const wrongCode = code === '0000' ? '1111' : '0000';

    const verify = (otp: string) => call(env.t, ip, {
      method: 'PUT', url: '/api/user-locked/verify-unlock-code',
      payload: { otp, email: locked.email, userName: account.username, loginToken: stillLocked.loginToken },
    });
    expect((await verify(wrongCode)).json()).toMatchObject({ resultCode: 1013, resultDescription: 'Invalid OTP!' });
    expect((await verify(code)).json()).toMatchObject({ resultCode: 0 });
    const after = await env.t.db.selectFrom('users').select(['failed_login_count', 'locked_at']).where('id', '=', account.userId).executeTakeFirstOrThrow();
    expect(after).toEqual({ failed_login_count: 0, locked_at: null });
    expect((await signIn(env.t, freshIp(), credentials(account))).json()).toMatchObject({ resultCode: 0 });
  });

  it('kills an unlock code at the 5th wrong try', async () => {
    const account = await createAccount(env.t);
    await env.t.db.updateTable('users').set({ failed_login_count: 5, locked_at: new Date() }).where('id', '=', account.userId).execute();
    const ip = freshIp();
    const { loginToken } = (await signIn(env.t, ip, credentials(account))).json() as { loginToken: string };
    const mailsBefore = env.smtp.mails.length;
    await call(env.t, ip, { method: 'POST', url: '/api/user-locked/send-unlock-code', payload: { userName: account.username, loginToken } });
    const code = codeFrom(await env.smtp.nextMailTo(account.email!, mailsBefore));
    const wrongCode = code === '0000' ? '1111' : '0000';
    const verify = (otp: string) => call(env.t, ip, { method: 'PUT', url: '/api/user-locked/verify-unlock-code', payload: { otp, email: 'x', loginToken } });
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await verify(wrongCode)).json()).toMatchObject({ resultCode: 1013, resultDescription: 'Invalid OTP!' });
    expect((await verify(wrongCode)).json()).toMatchObject({ resultCode: 1013, resultDescription: expect.stringContaining('no longer works') });
    expect((await verify(code)).json()).toMatchObject({ resultCode: 1013 });
  });

  it('revokes the older session at a new sign-in (4002) and tells the listeners', async () => {
    const account = await createAccount(env.t);
    const events: SessionsRevokedEvent[] = [];
    const unsubscribe = onSessionsRevoked((event) => { events.push(event); });
    try {
      const first = bearerOf(await signIn(env.t, freshIp(), credentials(account)));
      const second = bearerOf(await signIn(env.t, freshIp(), credentials(account)));
      expect(first.authorization).not.toBe(second.authorization);
      const old = await call(env.t, freshIp(), { method: 'GET', url: '/api/v1/profile', headers: first });
      expect(old.statusCode).toBe(403);
      expect(old.json()).toMatchObject({ resultCode: 4002 });
      expect((await call(env.t, freshIp(), { method: 'GET', url: '/api/v1/profile', headers: second })).json()).toMatchObject({ resultCode: 0 });
      expect(events).toEqual([{ userId: account.userId, sessionIds: [expect.any(String)], reason: 'duplicate-login' }]);
    } finally {
      unsubscribe();
    }
  });

  it('signs out: the theme cookie is cleared and the token no longer works', async () => {
    const account = await createAccount(env.t);
    const headers = bearerOf(await signIn(env.t, freshIp(), credentials(account)));
    const out = await call(env.t, freshIp(), { method: 'GET', url: '/api/v1/logout', headers });
    expect(out.json()).toMatchObject({ resultCode: 0 });
    expect(String(out.headers['set-cookie'])).toMatch(/^theme_mode=;.*Max-Age=0/);
    const after = await call(env.t, freshIp(), { method: 'GET', url: '/api/v1/profile', headers });
    expect(after.statusCode).toBe(403);
    expect([4001, 4003]).toContain((after.json() as { resultCode: number }).resultCode);
  });

  it('rate limits sign-in attempts per account (403 1429), whatever the IP', async () => {
    const body = { merchantId: 'NOSUCH', username: `flood${Date.now()}`, password: PASSWORD };
    const codes: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const answer = await signIn(env.t, freshIp(), body);
      codes.push((answer.json() as { resultCode: number }).resultCode);
      if (attempt === 11) expect(answer.statusCode).toBe(403);
    }
    expect(codes.slice(0, 10)).not.toContain(1429);
    expect(codes[10]).toBe(1429);
  });

  it('audits every attempt and refusal', async () => {
    const account = await createAccount(env.t);
    await signIn(env.t, freshIp(), credentials(account, 'Wrong#2026'));
    await signIn(env.t, freshIp(), { ...credentials(account), merchantId: 'NOSUCH' });
    const rows = await env.t.db.selectFrom('audit_log').select(['actor_user_id', 'result_code', 'after'])
      .where('action', '=', 'login').where('result_code', '=', 4030).execute();
    expect(rows.some((row) => row.actor_user_id === account.userId)).toBe(true);
    expect(rows.some((row) => row.actor_user_id === null && (row.after as { merchantId?: string })?.merchantId === 'NOSUCH')).toBe(true);
  });
});
