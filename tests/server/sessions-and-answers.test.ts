// Session checks of secured operations (unknown, expired, idle, revoked, disabled), the touch
// of last_seen_at, requireAcl, and how the router answers unbuilt operations and failures.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ApiError, refusalBody } from '../../server/http/errors';
import { hashSessionToken, requireAcl } from '../../server/http/session';
import type { SessionInfo } from '../../server/http/handler';
import { createTestApp, type TestApp } from './support/app';
import { testDatabaseSkipReason } from './support/test-database';
import { createSignedInUser, type SignedInUser } from './support/test-users';
import { refusalOf } from './support/requests';

const EXPIRED = { resultCode: 4001, resultDescription: 'Your session has expired, please login again.' };

describe.skipIf(testDatabaseSkipReason)('sessions of secured operations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const settingsWith = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/settings', headers });
  const updateSession = (user: SignedInUser, change: ReturnType<typeof sql>) =>
    sql`update sessions set ${change} where token_hash = ${hashSessionToken(user.token)}`.execute(t.db);

  it('refuses a missing, malformed or unknown token with 4001', async () => {
    const headerSets: Record<string, string>[] = [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer not-a-session' }];
    for (const headers of headerSets) {
      const answer = await settingsWith(headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(EXPIRED);
    }
  });

  it('accepts a fresh session', async () => {
    const user = await createSignedInUser(t.db);
    expect((await settingsWith(user.headers)).json()).toMatchObject({ resultCode: 0 });
  });

  it('refuses an expired session with 4001', async () => {
    const user = await createSignedInUser(t.db);
    await updateSession(user, sql`expires_at = now() - interval '1 minute'`);
    expect((await settingsWith(user.headers)).json()).toEqual(EXPIRED);
  });

  it('refuses a session older than the absolute lifetime with 4001', async () => {
    const user = await createSignedInUser(t.db);
    await updateSession(user, sql`created_at = now() - interval '721 minutes'`);
    expect((await settingsWith(user.headers)).json()).toEqual(EXPIRED);
  });

  it('keeps a session through the idle time and the modal countdown (900 + 180 s), then refuses it with 4001, following the settings', async () => {
    const user = await createSignedInUser(t.db);
    // The modal shows after 900 s; Continue during its 180 s countdown must still find the session.
    await updateSession(user, sql`last_seen_at = now() - interval '1070 seconds'`);
    expect((await settingsWith(user.headers)).json()).toMatchObject({ resultCode: 0 });
    await updateSession(user, sql`last_seen_at = now() - interval '1081 seconds'`);
    expect((await settingsWith(user.headers)).json()).toEqual(EXPIRED);
    await t.db.insertInto('settings').values({ key: 'idleTimeoutSeconds', value: JSON.stringify(1800) }).execute();
    try {
      expect((await settingsWith(user.headers)).json()).toMatchObject({ resultCode: 0, idleTimeoutSeconds: 1800, idleCountdownSeconds: 180 });
    } finally {
      await t.db.deleteFrom('settings').where('key', '=', 'idleTimeoutSeconds').execute();
    }
  });

  it('refuses a revoked session with 4003, and one replaced by a sign-in elsewhere with 4002', async () => {
    const revoked = await createSignedInUser(t.db);
    await updateSession(revoked, sql`revoked_at = now(), revoked_reason = 'password-changed'`);
    const answer = await settingsWith(revoked.headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ ...EXPIRED, resultCode: 4003 });

    const replaced = await createSignedInUser(t.db);
    await updateSession(replaced, sql`revoked_at = now(), revoked_reason = 'duplicate-login'`);
    expect((await settingsWith(replaced.headers)).json()).toEqual({
      resultCode: 4002,
      resultDescription: 'Your account has been logged in from another location.',
    });
  });

  it('refuses the session of a disabled account with 4004', async () => {
    const user = await createSignedInUser(t.db, { statusId: '4' });
    const answer = await settingsWith(user.headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ resultCode: 4004 });
  });

  it('writes last_seen_at at most once a minute', async () => {
    const user = await createSignedInUser(t.db);
    const lastSeen = async () =>
      (await t.db.selectFrom('sessions').select('last_seen_at').where('token_hash', '=', hashSessionToken(user.token)).executeTakeFirstOrThrow())
        .last_seen_at.getTime();
    await updateSession(user, sql`last_seen_at = now() - interval '30 seconds'`);
    const recent = await lastSeen();
    await settingsWith(user.headers);
    expect(await lastSeen()).toBe(recent);

    await updateSession(user, sql`last_seen_at = now() - interval '5 minutes'`);
    const old = await lastSeen();
    await settingsWith(user.headers);
    expect(await lastSeen()).toBeGreaterThan(old + 4 * 60_000);
  });
});

describe('requireAcl', () => {
  const session: SessionInfo = { sessionId: 's', userId: 1, agentId: 1, login: 'u', acls: new Set(['A_R']), impersonatorUserId: null, email: null, emailConfirmed: true };

  it('passes a held ACL and refuses a missing one with 403 1003', () => {
    expect(requireAcl({ session }, 'A_R')).toBe(session);
    const refusal = (() => {
      try {
        requireAcl({ session }, 'B_W');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).httpStatus).toBe(403);
    expect(refusalBody(refusal as ApiError)).toEqual({ resultCode: 1003, resultDescription: 'You do not have B_W permission.' });
  });
});

describe.skipIf(testDatabaseSkipReason)('answers of the router', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ handlers: {} });
  });
  afterAll(async () => t?.close());

  const appWith = (handlers: Parameters<typeof buildApp>[0]['handlers']) => buildApp({ db: t.db, jobStore: t.database, config: t.config, handlers });

  it('answers an operation without a handler with 500 1501', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ resultCode: 1501, resultDescription: 'This operation is not available yet.' });
  });

  it('adds the success code to a plain answer and keeps a handler\'s own description', async () => {
    const app = await appWith({
      getVersion: async () => ({ versionNumber: '9' }),
      getStatus: async () => ({ resultDescription: { id: 'TEST.OWN', defaultMessage: 'Own' }, status: 'ALIVE' }),
    });
    expect((await app.inject({ method: 'GET', url: '/api/version' })).json()).toEqual({ resultCode: 0, resultDescription: 'Success', versionNumber: '9' });
    expect((await app.inject({ method: 'GET', url: '/api/status' })).json()).toEqual({ resultCode: 0, resultDescription: 'Own', status: 'ALIVE' });
    await app.close();
  });

  it('answers an ApiError as thrown and an unexpected failure as a generic 500 1500', async () => {
    const app = await appWith({
      getVersion: async () => {
        throw new ApiError(400, 1009, { id: 'TEST.ALREADY', defaultMessage: 'Already there.' });
      },
      getStatus: async () => {
        throw new Error('secret detail');
      },
    });
    const refused = await app.inject({ method: 'GET', url: '/api/version' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ resultCode: 1009, resultDescription: 'Already there.' });
    const failed = await app.inject({ method: 'GET', url: '/api/status' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ resultCode: 1500 });
    expect(failed.body).not.toContain('secret detail');
    await app.close();
  });

  it('refuses unknown JSON, a wrong content type and a body that is too large with 400 1001', async () => {
    const post = (payload: string, contentType: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/request-reset-password', payload, headers: { 'content-type': contentType } });
    for (const answer of [
      await post('{"username": ', 'application/json'),
      await post('username=a', 'text/plain'),
      await post(JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }), 'application/json'),
      await post(JSON.stringify({ username: 'a', email: 'a@example.com', surprise: 1 }), 'application/json'),
    ]) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ resultCode: 1001 });
    }
  });

  it('refuses an empty JSON body where the operation needs one: body: is required', async () => {
    const emptyJson = { payload: '', headers: { 'content-type': 'application/json' } };
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/request-reset-password', ...emptyJson });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual(refusalOf("The request could not be read. Please try again."));
  });
});
