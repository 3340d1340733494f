// Sign-in hardening (docs/auth.md): the address's failures survive a good sign-in, the
// authenticator step taken from a request that repeats the first step's fields, lock-out by time
// with answers that do not tell real from unknown accounts, the sign-in after a verified unlock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { sql } from 'kysely';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { testDatabaseSkipReason } from '../support/test-database';
import {
  PASSWORD, call, codeFrom, createAccount, credentials, freshIp, signIn, startAuthTestEnv, type AuthTestEnv,
} from './auth-harness';
import { newTotpSecret } from '../../../server/modules/auth/totp';
import { recordLock } from '../../../server/modules/auth/lockout';

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

type Answer = { status: number; body: Record<string, unknown> };
const MINUTE = 60_000;

describe.skipIf(testDatabaseSkipReason)('sign-in hardening', () => {
  let env: AuthTestEnv;
  beforeAll(async () => {
    env = await startAuthTestEnv();
  });
  afterAll(async () => env?.close());

  it('keeps the address failures after a good sign-in: one good sign-in between guesses does not avoid the captcha', async () => {
    const own = await createAccount(env.t);
    const ip = freshIp();
    const guess = async () => (await signIn(env.t, ip, credentials(await createAccount(env.t), 'Wrong#2026'))).json();
    expect(await guess()).toMatchObject({ resultCode: 4030, countFailed: 1 });
    expect((await signIn(env.t, ip, credentials(own))).json()).toMatchObject({ resultCode: 0 });
    expect(await guess()).toMatchObject({ resultCode: 4030, countFailed: 1 });
    expect((await call(env.t, ip, { method: 'GET', url: '/api/auth/total-login-failed' })).json()).toMatchObject({ total: 2 });
    expect(await guess()).toMatchObject({ resultCode: 1012, captchaChallenge: expect.any(Object) });
    // The address's count holds for a good sign-in too: only a solved captcha gets it through.
    expect((await signIn(env.t, ip, credentials(own))).json()).toMatchObject({ resultCode: 1012 });
  });

  it('takes the authenticator step when the request carries all five fields (merchantId, username, password, pinCode, loginToken)', async () => {
    const account = await createAccount(env.t);
    const secret = newTotpSecret();
    await env.t.db.updateTable('users').set({ totp_enabled: true, totp_secret: secret, totp_last_used_step: 0 }).where('id', '=', account.userId).execute();
    const ip = freshIp();
    const step = (await signIn(env.t, ip, credentials(account))).json() as { resultCode: number; loginToken: string };
    expect(step.resultCode).toBe(997);
    const answer = await signIn(env.t, ip, { ...credentials(account), loginToken: step.loginToken, pinCode: await generate({ secret }) });
    expect(answer.json()).toMatchObject({ resultCode: 0 });
    expect(answer.headers.authorization).toMatch(/^Bearer /);
  });

  /** Wrong passwords (from fresh addresses unless one is given) until the lock, solving the captcha each refusal asks for; the last answer. */
  async function lockByFailures(body: Record<string, unknown>, ip?: string): Promise<Answer> {
    let answer = await signIn(env.t, ip ?? freshIp(), body);
    // A captcha refusal (1012) counts no failure: the next attempt solves its challenge.
    for (let attempt = 2; attempt <= 10 && (answer.json() as { resultCode: number }).resultCode !== 989; attempt += 1) {
      const challenge = (answer.json() as { captchaChallenge?: Challenge }).captchaChallenge;
      answer = await signIn(env.t, ip ?? freshIp(), challenge ? { ...body, captcha: await solve(challenge) } : body);
    }
    return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
  }

  it('answers a locked real account (with or without an email) and a locked unknown one alike, in the lock and in both unlock calls', async () => {
    const withEmail = await createAccount(env.t);
    const withoutEmail = await createAccount(env.t, { email: null });
    const unknown = { merchantId: 'NOSUCH', username: `ghost${Date.now()}` };
    const accounts = [
      { name: 'with email', body: credentials(withEmail, 'Wrong#2026'), userName: withEmail.username },
      { name: 'without email', body: credentials(withoutEmail, 'Wrong#2026'), userName: withoutEmail.username },
      { name: 'unknown', body: { ...unknown, password: 'Wrong#2026' }, userName: unknown.username },
    ];
    const locks: ((typeof accounts)[number] & { answer: Answer })[] = [];
    for (const account of accounts) locks.push({ ...account, answer: await lockByFailures(account.body) });
    for (const { name, answer } of locks) {
      expect(answer, name).toEqual({
        status: 400,
        body: { resultCode: 989, resultDescription: locks[0]!.answer.body.resultDescription, countFailed: 5, email: '****@***', loginToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
      });
      // Even the right password meets the same lock.
      const again = await signIn(env.t, freshIp(), { ...locks.find((l) => l.name === name)!.body, password: PASSWORD });
      expect(again.json(), name).toMatchObject({ resultCode: 989, email: '****@***' });
    }
    expect(await env.t.db.selectFrom('rate_limit_counters').select('key').where('key', '=', `login-locks:user:${withEmail.userId}`).execute()).toHaveLength(1);

    const mailsBefore = env.smtp.mails.length;
    const sends: Answer[] = [];
    for (const { userName, answer } of locks) {
      const sent = await call(env.t, freshIp(), { method: 'POST', url: '/api/user-locked/send-unlock-code', payload: { userName, loginToken: answer.body.loginToken } });
      sends.push({ status: sent.statusCode, body: sent.json() as Record<string, unknown> });
    }
    for (const [index, sent] of sends.entries()) {
      expect(sent, locks[index]!.name).toEqual({
        status: 200,
        body: { resultCode: 0, resultDescription: 'Success', email: '****@***', otpExpiredTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) },
      });
    }
    const code = codeFrom(await env.smtp.nextMailTo(withEmail.email!, mailsBefore));
    const wrongCode = code === '0000' ? '1111' : '0000';

    const verifyAll = async (payload: (lock: (typeof locks)[number]) => object) => {
      const answers: Answer[] = [];
      for (const lock of locks) {
        const answer = await call(env.t, freshIp(), { method: 'PUT', url: '/api/user-locked/verify-unlock-code', payload: payload(lock) });
        answers.push({ status: answer.statusCode, body: answer.json() as Record<string, unknown> });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      return answers[0]!;
    };
    const wrongTry = (lock: (typeof locks)[number]) => ({ otp: wrongCode, email: '****@***', userName: lock.userName, loginToken: lock.answer.body.loginToken });
    expect(await verifyAll((lock) => ({ ...wrongTry(lock), userName: `${lock.userName}x` })))
      .toEqual({ status: 400, body: { resultCode: 1013, resultDescription: 'Your session has expired, please sign in again.' } });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await verifyAll(wrongTry)).toEqual({ status: 400, body: { resultCode: 1013, resultDescription: 'Invalid OTP!' } });
    }
    expect((await verifyAll(wrongTry)).body.resultDescription).toContain('no longer works');
    expect(await verifyAll(wrongTry)).toEqual({ status: 400, body: { resultCode: 1013, resultDescription: 'Invalid OTP!' } });
    // No mail went to anyone else.
    expect(env.smtp.mails.slice(mailsBefore).map((mail) => mail.to)).toEqual([[withEmail.email]]);
  });

  it('unlocks by time: 15 minutes after the lock, doubled for each earlier lock of the account within 24 hours', async () => {
    const account = await createAccount(env.t);
    const lockAt = async (minutesAgo: number, earlierLocksMinutesAgo: number[] = []) => {
      await env.t.db.deleteFrom('rate_limit_counters').where('key', '=', `login-locks:user:${account.userId}`).execute();
      const lockedAt = new Date(Date.now() - minutesAgo * MINUTE);
      await env.t.db.updateTable('users').set({ failed_login_count: 5, locked_at: lockedAt }).where('id', '=', account.userId).execute();
      await recordLock(env.t.db, { userId: account.userId }, lockedAt);
      for (const ago of earlierLocksMinutesAgo) await recordLock(env.t.db, { userId: account.userId }, new Date(Date.now() - ago * MINUTE));
    };
    const signInNow = async () => ((await signIn(env.t, freshIp(), credentials(account))).json() as { resultCode: number }).resultCode;

    await lockAt(14);
    expect(await signInNow()).toBe(989);
    await lockAt(16);
    expect(await signInNow()).toBe(0);
    const after = await env.t.db.selectFrom('users').select(['failed_login_count', 'locked_at']).where('id', '=', account.userId).executeTakeFirstOrThrow();
    expect(after).toEqual({ failed_login_count: 0, locked_at: null });

    // A second lock within 24 h: 30 minutes; a third: 60 minutes. A lock older than 24 h before it does not count.
    await lockAt(16, [120]);
    expect(await signInNow()).toBe(989);
    await lockAt(31, [120]);
    expect(await signInNow()).toBe(0);
    await lockAt(59, [120, 600]);
    expect(await signInNow()).toBe(989);
    await lockAt(61, [120, 600]);
    expect(await signInNow()).toBe(0);
    await lockAt(16, [25 * 60]);
    expect(await signInNow()).toBe(0);
  });

  it('unlocks an unknown account by time too: after 15 minutes its count starts again', async () => {
    const unknown = { merchantId: 'NOSUCH', username: `ghost${Date.now()}`, password: 'Wrong#2026' };
    expect((await lockByFailures(unknown)).body).toMatchObject({ resultCode: 989 });
    expect((await signIn(env.t, freshIp(), unknown)).json()).toMatchObject({ resultCode: 989 });
    await env.t.db.updateTable('rate_limit_counters')
      .set({ window_start: sql<Date>`window_start - interval '16 minutes'` })
      .where('key', '=', `login-locks:account:NOSUCH/${unknown.username}`)
      .execute();
    expect((await signIn(env.t, freshIp(), unknown)).json()).toMatchObject({ resultCode: 4030, countFailed: 1 });
  });

  it('lets the sign-in right after a verified unlock through without a captcha: once, that account, that address, for 5 minutes', async () => {
    const account = await createAccount(env.t);
    const other = await createAccount(env.t);
    const ip = freshIp();
    const unlockFrom = async (at: string, user = account) => {
      const locked = await lockByFailures(credentials(user, 'Wrong#2026'), at);
      expect(locked.body).toMatchObject({ resultCode: 989 });
      const loginToken = locked.body.loginToken as string;
      const mailsBefore = env.smtp.mails.length;
      await call(env.t, at, { method: 'POST', url: '/api/user-locked/send-unlock-code', payload: { userName: user.username, loginToken } });
      const otp = codeFrom(await env.smtp.nextMailTo(user.email!, mailsBefore));
      const verified = await call(env.t, at, { method: 'PUT', url: '/api/user-locked/verify-unlock-code', payload: { otp, email: '****@***', userName: user.username, loginToken } });
      expect(verified.json()).toMatchObject({ resultCode: 0 });
    };

    await unlockFrom(ip);
    // Another account from the same address still needs the captcha (5 failures from it this hour).
    expect((await signIn(env.t, ip, credentials(other))).json()).toMatchObject({ resultCode: 1012 });
    // Another address that needs a captcha does not get the waiver either.
    const elsewhere = freshIp();
    for (let guess = 0; guess < 2; guess += 1) await signIn(env.t, elsewhere, { merchantId: 'NOSUCH', username: `x${guess}${Date.now()}`, password: 'Wrong#2026' });
    expect((await signIn(env.t, elsewhere, credentials(account))).json()).toMatchObject({ resultCode: 1012 });
    // The automatic sign-in after the unlock, without a captcha: in; the next one needs it again.
    expect((await signIn(env.t, ip, { ...credentials(account), captcha: '' })).json()).toMatchObject({ resultCode: 0 });
    expect((await signIn(env.t, ip, credentials(account))).json()).toMatchObject({ resultCode: 1012 });

    // A waiver older than 5 minutes is not honoured.
    const late = await createAccount(env.t);
    await unlockFrom(ip, late);
    await env.t.db.updateTable('rate_limit_counters')
      .set({ window_start: sql<Date>`window_start - interval '6 minutes'` })
      .where('key', '=', `captcha-waiver:user:${late.userId}:${ip}`)
      .execute();
    expect((await signIn(env.t, ip, credentials(late))).json()).toMatchObject({ resultCode: 1012 });
  });
});
