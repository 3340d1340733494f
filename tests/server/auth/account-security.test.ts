// Account security end to end: authenticator set-up (turned on with a code) and sign-in with TOTP codes, the first-login
// password change, forgot/reset password by the mailed link, email confirmation, impersonation,
// the signed-in password change and the contact-support attachment rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { testDatabaseSkipReason } from '../support/test-database';
import { refusalOf } from '../support/requests';
import { unconfirmedAuthenticatorsMigration } from '../../../server/db/migrations/0018_unconfirmed_authenticators';
import { issueRecoveryCodes } from '../../../server/modules/auth/recovery-codes';
import { sealTotpSecret } from '../../../server/modules/auth/sign-in-users.repository';
import { newTotpSecret } from '../../../server/modules/auth/totp';
import {
  NEW_PASSWORD, PASSWORD, bearerOf, call, codeFrom, createAccount, credentials, freshIp, resetTokenFrom, signIn,
  startAuthTestEnv, type AuthTestEnv,
} from './auth-harness';

const PASSWORD_RULE =
  'Password must be 8-50 characters long and contain at least one upper case letter, one lower case letter, one numeric character, and one special character with no spaces.';

describe.skipIf(testDatabaseSkipReason)('account security', () => {
  let env: AuthTestEnv;
  beforeAll(async () => {
    env = await startAuthTestEnv();
  });
  afterAll(async () => env?.close());

  const get = (url: string, headers: Record<string, string>) => call(env.t, freshIp(), { method: 'GET', url, headers });
  const put = (url: string, headers: Record<string, string>, payload?: object) =>
    call(env.t, freshIp(), { method: 'PUT', url, headers, ...(payload ? { payload } : {}) });

  /** A 6-digit code no step around now matches (a wrong code that is surely wrong). */
  const wrongCodeFor = async (secret: string) => {
    const now = Math.floor(Date.now() / 1000);
    const current = new Set(await Promise.all([-60, -30, 0, 30, 60].map((d) => generate({ secret, epoch: now + d }))));
    return ['000000', '111111', '222222', '333333'].find((code) => !current.has(code))!;
  };
  const authenticatorColumns = (userId: number) =>
    env.t.db.selectFrom('users').select(['totp_enabled', 'totp_secret', 'totp_last_used_step']).where('id', '=', userId).executeTakeFirstOrThrow();
  const recoveryCodeCount = async (userId: number) =>
    (await env.t.db.selectFrom('user_recovery_codes').select('id').where('user_id', '=', userId).execute()).length;

  it('refuses to turn the authenticator on with a code that is not right (1001 malformed, 4099 wrong, on the code field), changing nothing', async () => {
    const account = await createAccount(env.t);
    const headers = bearerOf(await signIn(env.t, freshIp(), credentials(account)));
    const { secretKey } = (await get('/api/v1/load-twofactor-auth', headers)).json() as { secretKey: string };
    const before = await authenticatorColumns(account.userId);
    expect(before).toMatchObject({ totp_enabled: false, totp_last_used_step: null });

    // A malformed code: the contract's refusal naming the field ('' reads as no code: the spec's call, below).
    for (const body of [{ pinCode: '12ab56' }, { pinCode: '1234567890' }]) {
      const answer = await put('/api/v1/turnon-twofactor-auth', headers, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ resultCode: 1001, field: 'pinCode' });
    }
    // A wrong code (twice): the invalid-code answer on the field.
    for (const pinCode of [await wrongCodeFor(secretKey), await wrongCodeFor(secretKey)]) {
      const answer = await put('/api/v1/turnon-twofactor-auth', headers, { pinCode });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ resultCode: 4099, resultDescription: 'Invalid Code', field: 'pinCode' });
    }
    expect(await authenticatorColumns(account.userId)).toEqual(before);
    expect(await recoveryCodeCount(account.userId)).toBe(0);
    expect((await get('/api/v1/load-twofactor-auth', headers)).json()).toMatchObject({ status: 'Disabled', secretKey });
    const refusals = await env.t.db.selectFrom('audit_log').select('result_code').where('action', '=', 'totp.enable').where('entity_id', '=', String(account.userId)).execute();
    expect(refusals.map((r) => r.result_code)).toEqual([4099, 4099]);
    // Still off: the password alone signs in.
    expect((await signIn(env.t, freshIp(), credentials(account))).json()).toMatchObject({ resultCode: 0 });
  });

  it('turns the authenticator on with no body, as the spec calls it: pending, the next sign-in asks for its first code with the set-up (998) and answers the recovery codes', async () => {
    for (const noBody of [{}, { 'content-type': 'application/json' }, { 'transfer-encoding': 'chunked' }]) {
      const account = await createAccount(env.t);
      const headers = bearerOf(await signIn(env.t, freshIp(), credentials(account)));
      // Before a set-up is loaded there is nothing to turn on.
      expect((await put('/api/v1/turnon-twofactor-auth', headers)).json()).toMatchObject({ resultCode: 1009 });
      const setup = (await get('/api/v1/load-twofactor-auth', headers)).json() as { secretKey: string };
      const on = await call(env.t, freshIp(), { method: 'PUT', url: '/api/v1/turnon-twofactor-auth', headers: { ...headers, ...noBody }, payload: '' });
      expect(on.json()).toEqual({
        resultCode: 0,
        resultDescription: 'The authenticator has been enabled. Your next sign-in asks for its first code, and then gives you your recovery codes.',
        recoveryCodes: [],
      });
      expect(await authenticatorColumns(account.userId)).toMatchObject({ totp_enabled: false, totp_last_used_step: null });
      expect(await recoveryCodeCount(account.userId)).toBe(0);
      // The profile says Enabled and still shows the set-up, until its first code.
      expect((await get('/api/v1/load-twofactor-auth', headers)).json()).toMatchObject({ status: 'Enabled', secretKey: setup.secretKey, qrCode: expect.any(String) });

      // The next sign-in asks for the first code with the set-up; a wrong one changes nothing.
      const ip = freshIp();
      const first = (await signIn(env.t, ip, credentials(account))).json() as { resultCode: number; loginToken: string; secretKey: string };
      expect(first).toMatchObject({
        resultCode: 998,
        resultDescription: 'You turned on an authenticator app: enter its first code to finish. Scan the QR code with the app if you have not yet.',
        secretKey: setup.secretKey,
        qrCode: expect.any(String),
      });
      expect((await signIn(env.t, ip, { loginToken: first.loginToken, pinCode: await wrongCodeFor(setup.secretKey) })).json()).toMatchObject({ resultCode: 4099 });
      const confirmed = await signIn(env.t, ip, { loginToken: first.loginToken, pinCode: await generate({ secret: setup.secretKey }) });
      expect(confirmed.json()).toMatchObject({ resultCode: 0, recoveryCodes: expect.arrayContaining([expect.any(String)]) });
      expect((confirmed.json() as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
      expect(await authenticatorColumns(account.userId)).toMatchObject({ totp_enabled: true });
      // From then on a code is asked for (997), and the secret is never shown again.
      const later = await signIn(env.t, freshIp(), credentials(account));
      expect(later.json()).toMatchObject({ resultCode: 997 });
      expect(later.body).not.toContain(setup.secretKey);
    }
  });

  it('turns the authenticator on with a current code, which is spent; every sign-in then asks for a code (997), never shows the secret', async () => {
    const account = await createAccount(env.t);
    const headers = bearerOf(await signIn(env.t, freshIp(), credentials(account)));
    const setup = (await get('/api/v1/load-twofactor-auth', headers)).json() as { status: string; secretKey: string; qrCode: string; account: string };
    expect(setup).toMatchObject({ resultCode: 0, status: 'Disabled', account: `${account.merchantId}/${account.username}` });
    expect(Buffer.from(setup.qrCode, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const pinCode = await generate({ secret: setup.secretKey });
    const on = await put('/api/v1/turnon-twofactor-auth', headers, { pinCode });
    expect(on.json()).toMatchObject({ resultCode: 0, resultDescription: 'The authenticator has been enabled.', recoveryCodes: expect.any(Array) });
    expect((await authenticatorColumns(account.userId)).totp_last_used_step).not.toBeNull();
    expect((await get('/api/v1/load-twofactor-auth', headers)).json()).toMatchObject({ status: 'Enabled', secretKey: null });
    expect((await put('/api/v1/turnon-twofactor-auth', headers, { pinCode })).json()).toMatchObject({ resultCode: 1009 });

    // The first sign-in already asks for a code only: the password alone never yields the secret.
    const ip = freshIp();
    const first = await signIn(env.t, ip, credentials(account));
    expect(first.json()).toMatchObject({ resultCode: 997, resultDescription: 'Enter the code from your authenticator app.' });
    expect(first.json()).not.toHaveProperty('qrCode');
    expect(first.json()).not.toHaveProperty('secretKey');
    expect(first.body).not.toContain(setup.secretKey);
    const { loginToken } = first.json() as { loginToken: string };
    // The code that turned it on is spent: it cannot be replayed at sign-in.
    expect((await signIn(env.t, ip, { loginToken, pinCode })).json()).toMatchObject({ resultCode: 4099, resultDescription: 'Invalid Code', loginToken });
    // Asking again without a code: 997 again, still no secret.
    const again = await signIn(env.t, ip, { loginToken });
    expect(again.json()).toMatchObject({ resultCode: 997 });
    expect(again.body).not.toContain(setup.secretKey);
    const nextStep = () => generate({ secret: setup.secretKey, epoch: Math.floor(Date.now() / 1000) + 30 });
    const now = bearerOf(await signIn(env.t, ip, { loginToken, pinCode: await nextStep() }));

    // Turning it off needs the right password and a current code: a password alone is refused.
    expect((await put('/api/v1/turnoff-twofactor-auth', now, { password: 'Wrong#2026' })).json()).toMatchObject({ resultCode: 4030 });
    expect((await put('/api/v1/turnoff-twofactor-auth', now, { password: PASSWORD })).json()).toMatchObject({ resultCode: 4099 });
    expect((await put('/api/v1/turnoff-twofactor-auth', now, { password: PASSWORD, pinCode: '000000' })).json()).toMatchObject({ resultCode: 4099 });
    expect((await get('/api/v1/load-twofactor-auth', now)).json()).toMatchObject({ status: 'Enabled' });
    // The sign-in just used the newest step the clock allows; a code of the current step is fresh
    // again once that record is cleared (as it is a minute later).
    await env.t.db.updateTable('users').set({ totp_last_used_step: null }).where('id', '=', account.userId).execute();
    const code = await generate({ secret: setup.secretKey });
    expect((await put('/api/v1/turnoff-twofactor-auth', now, { password: PASSWORD, pinCode: code })).json()).toMatchObject({ resultCode: 0 });
    expect((await signIn(env.t, freshIp(), credentials(account))).json()).toMatchObject({ resultCode: 0 });
  });

  it('never answers the secret to a password alone, even for an authenticator turned on but never confirmed', async () => {
    // As turning it on without a code left it (before migration 0018 turned such ones off).
    const account = await createAccount(env.t);
    const secret = newTotpSecret();
    await env.t.db.updateTable('users').set({ totp_enabled: true, totp_secret: sealTotpSecret(secret), totp_last_used_step: null }).where('id', '=', account.userId).execute();
    const ip = freshIp();
    const answer = await signIn(env.t, ip, credentials(account));
    expect(answer.json()).toMatchObject({ resultCode: 997 });
    for (const field of ['qrCode', 'secretKey', 'account']) expect(answer.json()).not.toHaveProperty(field);
    expect(answer.body).not.toContain(secret);
    const { loginToken } = answer.json() as { loginToken: string };
    expect((await signIn(env.t, ip, { loginToken })).body).not.toContain(secret);
    // Its code still signs in (and confirms it).
    expect((await signIn(env.t, ip, { loginToken, pinCode: await generate({ secret }) })).json()).toMatchObject({ resultCode: 0 });
  });

  it('migration 0018 turns off authenticators never confirmed (recovery codes dropped, secret kept); confirmed ones stay', async () => {
    const secret = newTotpSecret();
    const unconfirmed = await createAccount(env.t);
    const confirmed = await createAccount(env.t);
    const pending = await createAccount(env.t);
    const set = (userId: number, columns: { totp_enabled: boolean; totp_last_used_step: number | null }) =>
      env.t.db.updateTable('users').set({ ...columns, totp_secret: sealTotpSecret(secret) }).where('id', '=', userId).execute();
    await set(unconfirmed.userId, { totp_enabled: true, totp_last_used_step: null });
    await set(confirmed.userId, { totp_enabled: true, totp_last_used_step: 1 });
    await set(pending.userId, { totp_enabled: false, totp_last_used_step: null });
    await issueRecoveryCodes(env.t.db, unconfirmed.userId);
    await issueRecoveryCodes(env.t.db, confirmed.userId);
    const sealed = (await authenticatorColumns(unconfirmed.userId)).totp_secret;

    await unconfirmedAuthenticatorsMigration.up(env.t.db as never);

    expect(await authenticatorColumns(unconfirmed.userId)).toEqual({ totp_enabled: false, totp_last_used_step: null, totp_secret: sealed });
    expect(await recoveryCodeCount(unconfirmed.userId)).toBe(0);
    expect(await authenticatorColumns(confirmed.userId)).toMatchObject({ totp_enabled: true });
    expect(Number((await authenticatorColumns(confirmed.userId)).totp_last_used_step)).toBe(1);
    expect(await recoveryCodeCount(confirmed.userId)).toBe(10);
    expect(await authenticatorColumns(pending.userId)).toMatchObject({ totp_enabled: false, totp_last_used_step: null });
    // The card shows the same set-up (QR code and secret) to finish with a code.
    const headers = bearerOf(await signIn(env.t, freshIp(), credentials(unconfirmed)));
    expect((await get('/api/v1/load-twofactor-auth', headers)).json()).toMatchObject({ status: 'Disabled', secretKey: secret });
  });

  it('makes a first-login user change the password with the loginToken, then sign in again', async () => {
    const account = await createAccount(env.t, { mustChangePassword: true });
    const refused = (await signIn(env.t, freshIp(), credentials(account))).json() as { resultCode: number; loginToken: string };
    expect(refused).toMatchObject({ resultCode: 10201, loginToken: expect.any(String) });
    const change = (body: object) => put('/api/auth/change-password', {}, { userName: account.username, loginToken: refused.loginToken, ...body });
    expect((await change({ oldPassword: 'Wrong#2026', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD })).json()).toMatchObject({ resultCode: 4030 });
    expect((await change({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: 'Other#2027' })).json())
      .toMatchObject(refusalOf("Confirm new password doesn't match", 'confirmNewPassword'));
    expect((await change({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD })).json()).toMatchObject({ resultCode: 0 });
    expect((await change({ oldPassword: NEW_PASSWORD, newPassword: 'Third#2028', confirmNewPassword: 'Third#2028' })).json()).toMatchObject({ resultCode: 1013 });
    expect((await signIn(env.t, freshIp(), credentials(account))).json()).toMatchObject({ resultCode: 4030 });
    expect((await signIn(env.t, freshIp(), credentials(account, NEW_PASSWORD))).json()).toMatchObject({ resultCode: 0 });
  });

  it('resets a forgotten password by the mailed link, once; old sessions end', async () => {
    const account = await createAccount(env.t);
    const oldSession = bearerOf(await signIn(env.t, freshIp(), credentials(account)));
    const request = (body: object) => call(env.t, freshIp(), { method: 'POST', url: '/api/auth/request-reset-password', payload: body });
    const unknown = (await request({ username: 'nobody', email: 'nobody@example.test' })).json();
    const mailsBefore = env.smtp.mails.length;
    const known = (await request({ username: account.username, email: account.email })).json();
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({ resultCode: 0, resultDescription: expect.stringContaining('If a matching account exists') });

    const token = resetTokenFrom(await env.smtp.nextMailTo(account.email!, mailsBefore));
    // The link is checked by the spec's GET and by the POST the web client uses (no token in a URL).
    const check = async () => [
      (await get(`/api/auth/validate-reset-password-token?token=${token}`, {})).json(),
      (await call(env.t, freshIp(), { method: 'POST', url: '/api/auth/validate-reset-password-token', payload: { token } })).json(),
    ];
    expect(await check()).toMatchObject([{ resultCode: 0 }, { resultCode: 0 }]);
    const reset = (password: string, confirmPassword = password) =>
      call(env.t, freshIp(), { method: 'POST', url: '/api/auth/reset-password', payload: { password, confirmPassword, token } });
    expect((await reset(NEW_PASSWORD, 'Other#2027')).json()).toMatchObject(refusalOf("Confirm password doesn't match", 'confirmPassword'));
    // A password against the rule is refused with the spec's rule text, the token still unused.
    for (const weak of ['portal2027', 'Sh#1', 'Has Space#2027'])
      expect((await reset(weak)).json(), weak).toEqual(refusalOf(PASSWORD_RULE, 'password'));
    expect((await reset(NEW_PASSWORD)).json()).toMatchObject({ resultCode: 0 });
    expect((await reset('Again#2028')).json()).toMatchObject({ resultCode: 1013, resultDescription: 'Invalid token or token has expired!' });
    expect(await check()).toMatchObject([{ resultCode: 1013 }, { resultCode: 1013 }]);

    const old = await get('/api/v1/profile', oldSession);
    expect(old.statusCode).toBe(403);
    expect(old.json()).toMatchObject({ resultCode: 4003 });
    expect((await signIn(env.t, freshIp(), credentials(account, NEW_PASSWORD))).json()).toMatchObject({ resultCode: 0 });
  });

  it('asks a user without an email to add one (10221) and confirms it by the mailed code', async () => {
    const account = await createAccount(env.t, { email: null });
    const headers = bearerOf(await signIn(env.t, freshIp(), credentials(account)));
    const profile = await get('/api/v1/profile', headers);
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toMatchObject({ resultCode: 10221, login: account.username });

    // Until then the other signed-in calls of these modules answer the same code.
    expect((await get('/api/v1/load-twofactor-auth', headers)).json()).toMatchObject({ resultCode: 10221 });

    const email = `${account.username}.new@example.test`;
    const mailsBefore = env.smtp.mails.length;
    const sent = await call(env.t, freshIp(), { method: 'POST', url: '/api/v1/verify-email', headers, payload: { email } });
    expect(sent.json()).toMatchObject({ resultCode: 0, otpExpiredTime: expect.any(String) });
    const code = codeFrom(await env.smtp.nextMailTo(email, mailsBefore));
    const confirm = (otp: string) => call(env.t, freshIp(), { method: 'POST', url: '/api/v1/confirm-email', headers, payload: { otp, email } });
    expect((await confirm(code === '0000' ? '1111' : '0000')).json()).toMatchObject({ resultCode: 10224, resultDescription: 'Invalid OTP!' });
    expect((await confirm(code)).json()).toMatchObject({ resultCode: 0 });
    expect((await get('/api/me', headers)).json()).toMatchObject({ resultCode: 0, emailAddress: email });
  });

  it('answers 10222 for an unconfirmed email, 4004 for a disabled account', async () => {
    const unconfirmed = await createAccount(env.t, { emailConfirmed: false });
    const headers = bearerOf(await signIn(env.t, freshIp(), credentials(unconfirmed)));
    expect((await get('/api/me', headers)).json()).toMatchObject({ resultCode: 10222, login: unconfirmed.username });
    const disabled = await createAccount(env.t);
    await env.t.db.updateTable('users').set({ status_id: '4' }).where('id', '=', disabled.userId).execute();
    const answer = await signIn(env.t, freshIp(), credentials(disabled));
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ resultCode: 4004 });
  });

  it('sends a merchant served on another domain there (10238 + redirectDomain), where its loginToken signs in', async () => {
    const account = await createAccount(env.t);
    await env.t.db.insertInto('settings').values({ key: 'agentDomains', value: JSON.stringify({ [account.merchantId]: 'brand.example' }) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ [account.merchantId]: 'brand.example' }) })).execute();
    try {
      const refused = (await signIn(env.t, freshIp(), credentials(account))).json() as { loginToken: string };
      expect(refused).toMatchObject({ resultCode: 10238, redirectDomain: 'brand.example', loginToken: expect.any(String) });
      const there = await call(env.t, freshIp(), { method: 'POST', url: '/api/auth/login', headers: { host: 'brand.example' }, payload: { loginToken: refused.loginToken } });
      expect(there.json()).toMatchObject({ resultCode: 0, redirectDomain: 'brand.example' });
      bearerOf(there);
    } finally {
      await env.t.db.deleteFrom('settings').where('key', '=', 'agentDomains').execute();
    }
  });

  it('lets support staff impersonate once per token; the session and audit carry both identities', async () => {
    const support = await createAccount(env.t, { acls: ['SCP.SUPPORT.IMPERSONATE'] });
    const merchant = await createAccount(env.t, { parentAgentId: support.agentId });
    const supportHeaders = bearerOf(await signIn(env.t, freshIp(), credentials(support)));
    const plain = bearerOf(await signIn(env.t, freshIp(), credentials(merchant)));

    const tokenCall = (headers: Record<string, string>) => call(env.t, freshIp(), {
      method: 'POST', url: '/api/v1/impersonation-token', headers, payload: { merchantId: merchant.merchantId, username: merchant.username },
    });
    expect((await tokenCall(plain)).json()).toMatchObject({ resultCode: 1003 });
    const grant = (await tokenCall(supportHeaders)).json() as { token: string; expiresInSeconds: number };
    expect(grant).toMatchObject({ resultCode: 0, expiresInSeconds: 60 });

    const answer = await signIn(env.t, freshIp(), { impersonationToken: grant.token });
    expect(answer.json()).toMatchObject({ resultCode: 0 });
    const headers = bearerOf(answer);
    expect((await get('/api/v1/profile', headers)).json()).toMatchObject({ login: merchant.username, impersonatorLogin: support.username });
    expect((await signIn(env.t, freshIp(), { impersonationToken: grant.token })).json()).toMatchObject({ resultCode: 4030 });
    // The user's own session is untouched by the impersonation.
    expect((await get('/api/v1/profile', plain)).json()).toMatchObject({ resultCode: 0, impersonatorLogin: null });

    const session = await env.t.db.selectFrom('sessions').select('impersonator_user_id').where('user_id', '=', merchant.userId)
      .where('impersonator_user_id', 'is not', null).executeTakeFirstOrThrow();
    expect(session.impersonator_user_id).toBe(support.userId);
    await put('/api/v1/turnoff-twofactor-auth', headers, { password: 'Wrong#2026' });
    const audit = await env.t.db.selectFrom('audit_log').select(['action', 'actor_user_id', 'impersonator_user_id'])
      .where('actor_user_id', '=', merchant.userId).where('impersonator_user_id', '=', support.userId).execute();
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['login', 'totp.disable']));
  });

  it('changes the signed-in password: rule and old password enforced, other sessions end', async () => {
    const account = await createAccount(env.t);
    const other = bearerOf(await signIn(env.t, freshIp(), credentials(account)));
    await env.t.db.updateTable('sessions').set({ revoked_at: null, revoked_reason: null }).where('user_id', '=', account.userId).execute();
    const current = bearerOf(await signIn(env.t, freshIp(), credentials(account)));
    await env.t.db.updateTable('sessions').set({ revoked_at: null, revoked_reason: null }).where('user_id', '=', account.userId).execute();
    const change = (body: object) => put('/api/v1/change-password', current, body);
    expect((await change({ oldPassword: 'Wrong#2026', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD })).json()).toMatchObject({ resultCode: 4030 });
    expect((await change({ oldPassword: PASSWORD, newPassword: 'weakpassword', confirmNewPassword: 'weakpassword' })).json()).toMatchObject({ resultCode: 1001 });
    expect((await change({ oldPassword: PASSWORD, newPassword: PASSWORD, confirmNewPassword: PASSWORD })).json()).toMatchObject({ resultCode: 1001 });
    expect((await change({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD })).json()).toMatchObject({ resultCode: 0 });
    expect((await get('/api/v1/profile', other)).json()).toMatchObject({ resultCode: 4003 });
    expect((await get('/api/v1/profile', current)).json()).toMatchObject({ resultCode: 0 });
  });

  it('mails contact-support messages; executables are refused by name and by content; duplicates skipped', async () => {
    const send = (files: { name: string; data: Buffer }[]) => {
      const form = new FormData();
      form.append('email', 'someone@example.test');
      form.append('subject', 'Cannot sign in');
      form.append('content', 'Please help.');
      for (const file of files) form.append('files', new Blob([new Uint8Array(file.data)]), file.name);
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return request.arrayBuffer().then((body) => call(env.t, freshIp(), {
        method: 'POST', url: '/api/auth/contact-support', payload: Buffer.from(body),
        headers: { 'content-type': request.headers.get('content-type')! },
      }));
    };
    const pdf = Buffer.from('%PDF-1.4 hello');
    const byName = await send([{ name: 'tool.exe', data: pdf }]);
    expect(byName.json()).toMatchObject({ resultCode: 1001, resultDescription: expect.stringContaining('tool.exe has failed to upload') });
    const byContent = await send([{ name: 'invoice.pdf', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]) }]);
    expect(byContent.json()).toMatchObject({ resultCode: 1001, resultDescription: expect.stringContaining('invoice.pdf has failed to upload') });
    const script = await send([{ name: 'notes.txt', data: Buffer.from('#!/bin/sh\nrm -rf /') }]);
    expect(script.json()).toMatchObject({ resultCode: 1001 });

    const mailsBefore = env.smtp.mails.length;
    const ok = await send([{ name: 'invoice.pdf', data: pdf }, { name: 'INVOICE.pdf', data: pdf }, { name: 'photo.png', data: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') }]);
    expect(ok.json()).toMatchObject({ resultCode: 0 });
    const mail = await env.smtp.nextMailTo('support@merchant-portal.local', mailsBefore);
    expect(mail.text).toContain('Cannot sign in');
    // The attachments are stored in chunks beside the queued job and arrive whole (the harness's
    // quoted-printable decoding drops base64's trailing '=').
    expect(mail.text).toContain('filename=invoice.pdf');
    expect(mail.text).toContain('filename=photo.png');
    expect(mail.text).toContain(pdf.toString('base64').replace(/=+$/, ''));
    // The content type kept is the one the check found, not the client's (Blob sends none).
    const stored = await env.t.db.selectFrom('contact_message_attachments').select(['file_name', 'content_type']).orderBy('file_name').execute();
    expect(stored).toEqual([{ file_name: 'invoice.pdf', content_type: 'application/pdf' }, { file_name: 'photo.png', content_type: 'image/png' }]);
  });
});
