// Pact: signing in (through the sign-in page's login endpoint, src/features/auth/signInApi.ts)
// and reading the signed-in user, with the refusals a merchant meets.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { loginOutcome } from '../../src/features/auth';
import { signInApi } from '../../src/features/auth/signInApi';
import type { ApiResult } from '../../src/shared/api';
import { apiStoreFor, bearer, clientFor, createPact, demoPassword, tokens } from './support/pact';

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

/** The state's fresh user signing in with the demo password (its merchant id and username injected). */
const candidateSignIn = {
  merchantId: fromProviderState('${merchantId}', 'T1A2B3C'),
  username: fromProviderState('${username}', 'user1a2b3c'),
  password: demoPassword,
};
const candidateBody = { merchantId: 'T1A2B3C', username: 'user1a2b3c', password: demoPassword };
const LOGIN_TOKEN = regex(/^[A-Za-z0-9_-]{16,}$/, 'pact-login-token-0123456789');

/** Signs in through the login endpoint on the real client and reads the refusal as the login page does. */
const signIn = (mockUrl: string, body: typeof candidateBody) =>
  apiStoreFor(mockUrl).dispatch(signInApi.endpoints.login.initiate(body));

/** Signs in as the state's user and reads the refusal as the login page does. */
async function signInOutcome(mockUrl: string) {
  const answer = (await signIn(mockUrl, candidateBody)).error as ApiResult;
  return { answer, outcome: loginOutcome(answer) };
}

describe('sign-in calls', () => {
  it('signs in with the right password and receives the bearer token in the Authorization header', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists')
      .uponReceiving('a sign-in of MD0001 admin with the right password')
      .withRequest('POST', '/api/auth/login', (b) =>
        b.jsonBody({ merchantId: 'MD0001', username: 'admin', password: demoPassword }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers({
            Authorization: regex(
              /^Bearer [A-Za-z0-9_-]{22,}$/,
              'Bearer 0123456789abcdefghijklmnopqrstuvwxyzABCDEFG',
            ),
          })
          .jsonBody({ resultCode: 0, resultDescription: string('Success') }),
      )
      .executeTest(async (mock) => {
        const answer = await signIn(mock.url, {
          merchantId: 'MD0001',
          username: 'admin',
          password: demoPassword,
        });
        expect(answer.data?.result.resultCode).toBe(0);
        expect(answer.data?.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      });
  });

  it('is refused with 4030 and a failure count for a wrong password', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists')
      .uponReceiving('a sign-in of MD0001 admin with a wrong password')
      .withRequest('POST', '/api/auth/login', (b) =>
        b.jsonBody({ merchantId: 'MD0001', username: 'admin', password: 'Wrong#2026' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          resultCode: 4030,
          resultDescription: string('Invalid Sign-in details.'),
          countFailed: integer(1),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await signIn(mock.url, {
          merchantId: 'MD0001',
          username: 'admin',
          password: 'Wrong#2026',
        });
        expect(answer.error).toMatchObject({ resultCode: 4030, countFailed: 1 });
      });
  });

  it('reads the signed-in user with its permissions', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists and MD0001 admin is signed in')
      .uponReceiving('a request for the profile of the signed-in administrator')
      .withRequest('GET', '/api/v1/profile', (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          login: 'admin',
          acls: eachLike('SCP.TTI.ADMIN.USER_R'),
        }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.GET('/api/v1/profile'));
        expect(answer).toMatchObject({ resultCode: 0, login: 'admin' });
        expect((answer as { acls: string[] }).acls.length).toBeGreaterThan(0);
      });
  });

  it('is refused with 989 for a locked account, with the login token of the unlock calls and the masked email', async () => {
    await createPact()
      .addInteraction()
      .given('a user locked by five failed sign-ins')
      .uponReceiving('a sign-in of a locked user')
      .withRequest('POST', '/api/auth/login', (b) => b.jsonBody(candidateSignIn))
      .willRespondWith(400, (b) =>
        b.jsonBody({
          resultCode: 989,
          resultDescription: string(
            'Your account has been locked after too many failed sign-in attempts.',
          ),
          loginToken: LOGIN_TOKEN,
          email: regex(/^.+\*+.*@.+$/, 'us*****@example.test'),
        }),
      )
      .executeTest(async (mock) => {
        const { outcome } = await signInOutcome(mock.url);
        expect(outcome).toMatchObject({
          kind: 'locked',
          loginToken: 'pact-login-token-0123456789',
          email: 'us*****@example.test',
        });
      });
  });

  it('asks for the captcha (1012) from the second failure on, with a fresh challenge', async () => {
    await createPact()
      .addInteraction()
      .given('a user with two failed sign-ins')
      .uponReceiving('a sign-in without a captcha solution after two failures')
      .withRequest('POST', '/api/auth/login', (b) => b.jsonBody(candidateSignIn))
      .willRespondWith(400, (b) =>
        b.jsonBody({
          resultCode: 1012,
          resultDescription: string('Please confirm that you are not a robot.'),
          // The ALTCHA challenge the page solves (its parameters are the captcha library's own).
          captchaChallenge: { parameters: like({}), signature: string('pact-captcha-signature') },
        }),
      )
      .executeTest(async (mock) => {
        const { answer } = await signInOutcome(mock.url);
        expect(answer).toMatchObject({
          resultCode: 1012,
          captchaChallenge: { signature: 'pact-captcha-signature' },
        });
      });
  });

  it('leads a user whose agent requires the authenticator through its set-up (998, the QR code and secret)', async () => {
    await createPact()
      .addInteraction()
      .given('a user without an authenticator whose agent requires one')
      .uponReceiving('a sign-in of a user whose agent requires an authenticator it has not set up')
      .withRequest('POST', '/api/auth/login', (b) => b.jsonBody(candidateSignIn))
      .willRespondWith(400, (b) =>
        b.jsonBody({
          resultCode: 998,
          resultDescription: string(
            'Your company requires an authenticator app. Scan the QR code with the app and enter the code it shows.',
          ),
          loginToken: LOGIN_TOKEN,
          qrCode: string(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          ),
          secretKey: regex(/^[A-Z2-7]{16,}$/, 'IGL45552DZQVSFJ7GTLQEROMDNLVDWZP'),
          account: string('T1A2B3C/user1a2b3c'),
        }),
      )
      .executeTest(async (mock) => {
        const { outcome } = await signInOutcome(mock.url);
        expect(outcome).toMatchObject({
          kind: 'authenticator',
          loginToken: 'pact-login-token-0123456789',
          setup: { account: 'T1A2B3C/user1a2b3c', secretKey: 'IGL45552DZQVSFJ7GTLQEROMDNLVDWZP' },
        });
      });
  });

  it('asks a user with a confirmed authenticator for its code (997), without the QR code', async () => {
    await createPact()
      .addInteraction()
      .given('a user with a confirmed authenticator')
      .uponReceiving('a sign-in of a user with a confirmed authenticator')
      .withRequest('POST', '/api/auth/login', (b) => b.jsonBody(candidateSignIn))
      .willRespondWith(400, (b) =>
        b.jsonBody({
          resultCode: 997,
          resultDescription: string('Enter the code from your authenticator app.'),
          loginToken: LOGIN_TOKEN,
        }),
      )
      .executeTest(async (mock) => {
        const { outcome } = await signInOutcome(mock.url);
        expect(outcome).toEqual({
          kind: 'authenticator',
          loginToken: 'pact-login-token-0123456789',
          setup: null,
        });
      });
  });

  it('sends a user who must change the password to the first-login change (10201)', async () => {
    await createPact()
      .addInteraction()
      .given('a user who must change the password')
      .uponReceiving('a sign-in of a user who must change the password')
      .withRequest('POST', '/api/auth/login', (b) => b.jsonBody(candidateSignIn))
      .willRespondWith(400, (b) =>
        b.jsonBody({
          resultCode: 10201,
          resultDescription: string('You must change your password before you continue.'),
          loginToken: LOGIN_TOKEN,
        }),
      )
      .executeTest(async (mock) => {
        const { outcome } = await signInOutcome(mock.url);
        expect(outcome).toEqual({ kind: 'firstLogin', loginToken: 'pact-login-token-0123456789' });
      });
  });

  it('counts the failed sign-ins of this client when the sign-in form shows (total-login-failed)', async () => {
    await createPact()
      .addInteraction()
      .given('the portal is running')
      .uponReceiving('a count of the failed sign-ins of this client')
      .withRequest('GET', '/api/auth/total-login-failed')
      .willRespondWith(200, (b) =>
        b.jsonBody({ resultCode: 0, resultDescription: string('Success'), total: integer(0) }),
      )
      .executeTest(async (mock) => {
        const { data, error } = await apiStoreFor(mock.url).dispatch(
          signInApi.endpoints.getTotalLoginFailed.initiate(),
        );
        expect(error).toBeUndefined();
        expect(data).toMatchObject({ total: 0 });
      });
  });

  describe('the first-login password change (after 10201)', () => {
    const change = (mockUrl: string, loginToken: string) =>
      apiStoreFor(mockUrl).dispatch(
        signInApi.endpoints.changeFirstLoginPassword.initiate({
          oldPassword: demoPassword,
          newPassword: 'Portal#2027',
          confirmNewPassword: 'Portal#2027',
          userName: candidateBody.username,
          loginToken,
        }),
      );
    const body = (loginToken: unknown) => ({
      oldPassword: demoPassword,
      newPassword: 'Portal#2027',
      confirmNewPassword: 'Portal#2027',
      userName: candidateSignIn.username,
      loginToken,
    });

    it('changes the password with the login token of the refused sign-in', async () => {
      await createPact()
        .addInteraction()
        .given('a user who must change the password holds the login token of its refused sign-in')
        .uponReceiving('a first-login password change with the login token of the refused sign-in')
        .withRequest('PUT', '/api/auth/change-password', (b) =>
          b.jsonBody(body(fromProviderState('${loginToken}', 'pact-login-token-0123456789'))),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            resultCode: 0,
            resultDescription: string(
              'Your password has been changed. Please sign in with the new password.',
            ),
          }),
        )
        .executeTest(async (mock) => {
          expect((await change(mock.url, 'pact-login-token-0123456789')).error).toBeUndefined();
        });
    });

    it('is refused with 1013 for a login token no sign-in gave', async () => {
      await createPact()
        .addInteraction()
        .given('a user who must change the password')
        .uponReceiving('a first-login password change with an unknown login token')
        .withRequest('PUT', '/api/auth/change-password', (b) =>
          b.jsonBody(body('pact-unknown-login-token-0000')),
        )
        .willRespondWith(400, (b) =>
          b.jsonBody({
            resultCode: 1013,
            resultDescription: string('Your session has expired, please sign in again.'),
          }),
        )
        .executeTest(async (mock) => {
          expect((await change(mock.url, 'pact-unknown-login-token-0000')).error).toMatchObject({
            resultCode: 1013,
          });
        });
    });
  });
});
