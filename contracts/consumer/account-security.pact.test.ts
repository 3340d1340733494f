// Pact: account security calls through the client's own RTK Query endpoints (the sign-in page's
// in src/features/auth/signInApi.ts, the others in src/features/auth and src/features/profile
// api.ts): unlocking a locked account with the mailed code (right, wrong and the 5th wrong
// code), tying and confirming an email (right, malformed, wrong code), support
// staff starting an impersonation (and a user without the right refused), and the profile's
// authenticator (status; on with a current code, answered with the ten recovery codes, and a
// wrong code refused; off with a wrong password or a wrong code refused; a pending set-up removed
// with the password).
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { authApi } from '../../src/features/auth/api';
import { signInApi } from '../../src/features/auth/signInApi';
import { profileApi } from '../../src/features/profile';
import { apiStoreFor, bearer, clientFor, createPact, demoPassword, tokens } from './support/pact';

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const INVALID_OTP = 'Invalid OTP!';
const CODE_KILLED = 'Too many wrong codes: this code no longer works, please request a new one.';

/** A store with the feature apis on the real client pointed at the mock server. */
const storeFor = (mockUrl: string, token?: string) => apiStoreFor(mockUrl, token);

/** Values a provider state answers (contracts/provider/states.ts), with the example the mock uses. */
const fromState = (name: string, example: string) => fromProviderState(`\${${name}}`, example);

const LOCKED = 'a locked-out user holds the login token of the locked answer';
const UNLOCK_MAILED = 'a locked-out user was mailed an unlock code';
const UNLOCK_FOUR_WRONG = 'a locked-out user was mailed an unlock code and typed 4 wrong codes';

describe('unlocking a locked account', () => {
  it('mails an unlock code for the locked answer and says where it went and until when', async () => {
    await createPact()
      .addInteraction()
      .given(LOCKED)
      .uponReceiving('a request to mail the unlock code of a locked sign-in')
      .withRequest('POST', '/api/user-locked/send-unlock-code', (b) =>
        b.jsonBody({ userName: fromState('userName', 'locked'), loginToken: fromState('loginToken', 'pact-locked-login-token') }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          otpExpiredTime: regex(TIMESTAMP, '2026-11-21 10:05:00'),
          email: regex(/^.\*\*\*.*@.+$/, 'l***d@example.test'),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await storeFor(mock.url).dispatch(
          signInApi.endpoints.sendUnlockCode.initiate({ userName: 'locked', loginToken: 'pact-locked-login-token' }),
        );
        expect(answer.data).toEqual({ email: 'l***d@example.test', otpExpiredTime: '2026-11-21 10:05:00' });
      });
  });

  const verifyUnlock = (otp: unknown) => ({
    otp,
    email: 'l***d@example.test',
    userName: fromState('userName', 'locked'),
    loginToken: fromState('loginToken', 'pact-locked-login-token'),
  });
  const verify = (mockUrl: string, otp: string) =>
    storeFor(mockUrl).dispatch(
      signInApi.endpoints.verifyUnlockCode.initiate({ otp, email: 'l***d@example.test', userName: 'locked', loginToken: 'pact-locked-login-token' }),
    );

  it('unlocks the account with the mailed code', async () => {
    await createPact()
      .addInteraction()
      .given(UNLOCK_MAILED)
      .uponReceiving('the right unlock code')
      .withRequest('PUT', '/api/user-locked/verify-unlock-code', (b) => b.jsonBody(verifyUnlock(fromState('code', '4821'))))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Your account has been unlocked. Please sign in again.') }))
      .executeTest(async (mock) => {
        const answer = await verify(mock.url, '4821');
        expect(answer.error).toBeUndefined();
      });
  });

  it('refuses a wrong unlock code with 1013', async () => {
    await createPact()
      .addInteraction()
      .given(UNLOCK_MAILED)
      .uponReceiving('a wrong unlock code')
      .withRequest('PUT', '/api/user-locked/verify-unlock-code', (b) => b.jsonBody(verifyUnlock(fromState('wrongCode', '0000'))))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1013, resultDescription: INVALID_OTP }))
      .executeTest(async (mock) => {
        const answer = await verify(mock.url, '0000');
        expect(answer.error).toEqual({ resultCode: 1013, resultDescription: INVALID_OTP });
      });
  });

  it('kills the code at the 5th wrong try and says a new one is needed', async () => {
    await createPact()
      .addInteraction()
      .given(UNLOCK_FOUR_WRONG)
      .uponReceiving('a 5th wrong unlock code')
      .withRequest('PUT', '/api/user-locked/verify-unlock-code', (b) => b.jsonBody(verifyUnlock(fromState('wrongCode', '0000'))))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1013, resultDescription: CODE_KILLED }))
      .executeTest(async (mock) => {
        const answer = await verify(mock.url, '0000');
        expect(answer.error).toEqual({ resultCode: 1013, resultDescription: CODE_KILLED });
      });
  });
});

const NO_EMAIL = 'a user without an email is signed in';
const EMAIL_MAILED = 'a user without an email is signed in and was mailed a confirmation code for noa@example.com';

describe('tying an email to the account', () => {
  it('mails a confirmation code to the address and answers its expiry', async () => {
    await createPact()
      .addInteraction()
      .given(NO_EMAIL)
      .uponReceiving('a request to mail a confirmation code to noa@example.com')
      .withRequest('POST', '/api/v1/verify-email', (b) => b.headers(bearer(tokens.userWithoutEmail)).jsonBody({ email: 'noa@example.com' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ resultCode: 0, resultDescription: string('Success'), otpExpiredTime: regex(TIMESTAMP, '2026-11-21 10:05:00') }),
      )
      .executeTest(async (mock) => {
        const answer = await storeFor(mock.url, tokens.userWithoutEmail).dispatch(
          authApi.endpoints.verifyEmail.initiate({ email: 'noa@example.com' }),
        );
        expect(answer.data).toEqual({ otpExpiredTime: '2026-11-21 10:05:00' });
      });
  });

  it('refuses a malformed address with 1001 naming the field', async () => {
    await createPact()
      .addInteraction()
      .given(NO_EMAIL)
      .uponReceiving('a request to mail a confirmation code to a malformed address')
      .withRequest('POST', '/api/v1/verify-email', (b) => b.headers(bearer(tokens.userWithoutEmail)).jsonBody({ email: 'noa.mailless' }))
      .willRespondWith(400, (b) =>
        b.jsonBody({ resultCode: 1001, resultDescription: string('Email address must be a valid email address.'), field: 'email' }),
      )
      .executeTest(async (mock) => {
        const answer = await storeFor(mock.url, tokens.userWithoutEmail).dispatch(authApi.endpoints.verifyEmail.initiate({ email: 'noa.mailless' }));
        expect(answer.error).toMatchObject({ resultCode: 1001 });
        expect(answer.error).toMatchObject({ field: 'email', resultDescription: 'Email address must be a valid email address.' });
      });
  });

  const confirm = (mockUrl: string, otp: string) =>
    storeFor(mockUrl, tokens.userWithoutEmail).dispatch(authApi.endpoints.confirmEmail.initiate({ otp, email: 'noa@example.com' }));

  it('confirms the address with the mailed code', async () => {
    await createPact()
      .addInteraction()
      .given(EMAIL_MAILED)
      .uponReceiving('the right email confirmation code')
      .withRequest('POST', '/api/v1/confirm-email', (b) =>
        b.headers(bearer(tokens.userWithoutEmail)).jsonBody({ otp: fromState('code', '4821'), email: 'noa@example.com' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Your email address has been confirmed.') }))
      .executeTest(async (mock) => {
        const answer = await confirm(mock.url, '4821');
        expect(answer.error).toBeUndefined();
      });
  });

  it('refuses a wrong confirmation code with 10224', async () => {
    await createPact()
      .addInteraction()
      .given(EMAIL_MAILED)
      .uponReceiving('a wrong email confirmation code')
      .withRequest('POST', '/api/v1/confirm-email', (b) =>
        b.headers(bearer(tokens.userWithoutEmail)).jsonBody({ otp: fromState('wrongCode', '0000'), email: 'noa@example.com' }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 10224, resultDescription: INVALID_OTP }))
      .executeTest(async (mock) => {
        const answer = await confirm(mock.url, '0000');
        expect(answer.error).toEqual({ resultCode: 10224, resultDescription: INVALID_OTP });
      });
  });
});

describe('impersonation', () => {
  // The agent dialog and User Management ask for the token (src/shared/api/impersonation.ts), and
  // the page /auth/impersonate-login takes it.
  it('gives support staff a single-use token for a user of their hierarchy', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists and PROVIDER support is signed in')
      .uponReceiving('a request of support staff to impersonate R00001 cashier')
      .withRequest('POST', '/api/v1/impersonation-token', (b) =>
        b.headers(bearer(tokens.demoSupport)).jsonBody({ merchantId: 'R00001', username: 'cashier' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ resultCode: 0, resultDescription: string('Success'), token: regex(/^[A-Za-z0-9_-]{22,}$/, 'Zm9yLWltcGVyc29uYXRpb24tb25seQ'), expiresInSeconds: integer(60) }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoSupport);
        const answer = await call(client.POST('/api/v1/impersonation-token', { body: { merchantId: 'R00001', username: 'cashier' } }));
        expect(answer).toMatchObject({ resultCode: 0, token: 'Zm9yLWltcGVyc29uYXRpb24tb25seQ', expiresInSeconds: 60 });
      });
  });

  it('refuses a login the merchant has not with 1004', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists and PROVIDER support is signed in')
      .uponReceiving('a request of support staff to impersonate a login R00001 has not')
      .withRequest('POST', '/api/v1/impersonation-token', (b) =>
        b.headers(bearer(tokens.demoSupport)).jsonBody({ merchantId: 'R00001', username: 'nobody' }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1004, resultDescription: string('The user was not found.') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoSupport);
        const answer = await call(client.POST('/api/v1/impersonation-token', { body: { merchantId: 'R00001', username: 'nobody' } }));
        expect(answer).toEqual({ resultCode: 1004, resultDescription: 'The user was not found.' });
      });
  });

  it('refuses a user without SCP.SUPPORT.IMPERSONATE with 1003', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists and MD0001 admin is signed in')
      .uponReceiving('a request of a merchant administrator to impersonate R00001 cashier')
      .withRequest('POST', '/api/v1/impersonation-token', (b) =>
        b.headers(bearer(tokens.demoAdmin)).jsonBody({ merchantId: 'R00001', username: 'cashier' }),
      )
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1003, resultDescription: string('You do not have SCP.SUPPORT.IMPERSONATE permission.') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.POST('/api/v1/impersonation-token', { body: { merchantId: 'R00001', username: 'cashier' } }));
        expect(answer).toEqual({ resultCode: 1003, resultDescription: 'You do not have SCP.SUPPORT.IMPERSONATE permission.' });
      });
  });
});

describe('the profile authenticator', () => {
  const profileStore = (mockUrl: string) => storeFor(mockUrl, tokens.authenticatorUser);

  it('shows a user without an authenticator the QR code and secret to set it up', async () => {
    await createPact()
      .addInteraction()
      .given('a user without an authenticator is signed in')
      .uponReceiving('a request for the authenticator status of a user without one')
      .withRequest('GET', '/api/v1/load-twofactor-auth', (b) => b.headers(bearer(tokens.authenticatorUser)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          status: 'Disabled',
          account: regex(/^[A-Z0-9]+\/.+$/, 'T1A2B3C/user1a2b3c'),
          secretKey: regex(/^[A-Z2-7]{16,}$/, 'JBSWY3DPEHPK3PXP'),
          qrCode: regex(/^[A-Za-z0-9+/]+=*$/, 'iVBORw0KGgo='),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await profileStore(mock.url).dispatch(profileApi.endpoints.loadTwoFactorAuth.initiate());
        expect(answer.data).toMatchObject({ status: 'Disabled', secretKey: 'JBSWY3DPEHPK3PXP', qrCode: 'iVBORw0KGgo=' });
      });
  });

  // The state's fresh user has loaded a set-up; it answers a current code of that secret
  // (pinCode) and a code no step around now has (wrongCode).
  const SET_UP_LOADED = 'a user who has loaded an authenticator set-up is signed in';

  it('turns the authenticator on with a current code from the app, answered with the recovery codes', async () => {
    await createPact()
      .addInteraction()
      .given(SET_UP_LOADED)
      .uponReceiving('a request to turn the authenticator on with a current code')
      .withRequest('PUT', '/api/v1/turnon-twofactor-auth', (b) =>
        b.headers(bearer(tokens.authenticatorUser)).jsonBody({ pinCode: fromState('pinCode', '492039') }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('The authenticator has been enabled.'),
          // Ten single-use recovery codes, shown this once.
          recoveryCodes: eachLike(regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/, 'k7m2p-x9q4r'), 10),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await profileStore(mock.url).dispatch(profileApi.endpoints.turnOnTwoFactorAuth.initiate({ pinCode: '492039' }));
        expect(answer.data?.message).toBe('The authenticator has been enabled.');
        expect(answer.data?.recoveryCodes).toHaveLength(10);
      });
  });

  it("turns the authenticator on with no body, as the spec calls it: pending its first code at the next sign-in, no recovery codes yet", async () => {
    await createPact()
      .addInteraction()
      .given(SET_UP_LOADED)
      .uponReceiving('a request to turn the authenticator on with no body')
      .withRequest('PUT', '/api/v1/turnon-twofactor-auth', (b) => b.headers(bearer(tokens.authenticatorUser)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('The authenticator has been enabled. Your next sign-in asks for its first code, and then gives you your recovery codes.'),
          recoveryCodes: [],
        }),
      )
      .executeTest(async (mock) => {
        const answer = await profileStore(mock.url).dispatch(profileApi.endpoints.turnOnTwoFactorAuth.initiate({}));
        expect(answer.data?.message).toMatch(/^The authenticator has been enabled\. Your next sign-in asks for its first code/);
        expect(answer.data?.recoveryCodes).toEqual([]);
      });
  });

  it('refuses to turn the authenticator off while its agent requires one (1009)', async () => {
    await createPact()
      .addInteraction()
      .given('a user with the authenticator enabled, required by its agent, is signed in')
      .uponReceiving('a request to turn off an authenticator the agent requires')
      .withRequest('PUT', '/api/v1/turnoff-twofactor-auth', (b) =>
        b.headers(bearer(tokens.authenticatorUser)).jsonBody({ password: demoPassword, pinCode: '000000' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          resultCode: 1009,
          resultDescription: string('Your company requires an authenticator app, so it cannot be turned off. Ask an administrator to reset it if you lost your phone.'),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await profileStore(mock.url).dispatch(profileApi.endpoints.turnOffTwoFactorAuth.initiate({ password: demoPassword, pinCode: '000000' }));
        expect(answer.error).toMatchObject({ resultCode: 1009 });
      });
  });

  it('refuses to turn the authenticator on with a wrong code (4099 on the code field)', async () => {
    await createPact()
      .addInteraction()
      .given(SET_UP_LOADED)
      .uponReceiving('a request to turn the authenticator on with a wrong code')
      .withRequest('PUT', '/api/v1/turnon-twofactor-auth', (b) =>
        b.headers(bearer(tokens.authenticatorUser)).jsonBody({ pinCode: fromState('wrongCode', '000000') }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 4099, resultDescription: string('Invalid Code'), field: 'pinCode' }))
      .executeTest(async (mock) => {
        const answer = await profileStore(mock.url).dispatch(profileApi.endpoints.turnOnTwoFactorAuth.initiate({ pinCode: '000000' }));
        expect(answer.error).toEqual({ resultCode: 4099, resultDescription: 'Invalid Code', field: 'pinCode' });
      });
  });

  it('refuses to turn the authenticator off with a wrong password (4030)', async () => {
    await createPact()
      .addInteraction()
      .given('a user with the authenticator enabled is signed in')
      .uponReceiving('a request to turn the authenticator off with a wrong password')
      .withRequest('PUT', '/api/v1/turnoff-twofactor-auth', (b) => b.headers(bearer(tokens.authenticatorUser)).jsonBody({ password: 'Wrong#2026' }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 4030, resultDescription: string('The password is not correct.') }))
      .executeTest(async (mock) => {
        const answer = await profileStore(mock.url).dispatch(profileApi.endpoints.turnOffTwoFactorAuth.initiate({ password: 'Wrong#2026' }));
        expect(answer.error).toEqual({ resultCode: 4030, resultDescription: 'The password is not correct.' });
      });
  });

  it('refuses to turn an enabled authenticator off with the password but a wrong code (4099)', async () => {
    await createPact()
      .addInteraction()
      .given('a user with the authenticator enabled is signed in')
      .uponReceiving('a request to turn the authenticator off with the right password and a wrong code')
      .withRequest('PUT', '/api/v1/turnoff-twofactor-auth', (b) =>
        b.headers(bearer(tokens.authenticatorUser)).jsonBody({ password: demoPassword, pinCode: '000000' }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 4099, resultDescription: string('Invalid Code') }))
      .executeTest(async (mock) => {
        const answer = await profileStore(mock.url).dispatch(profileApi.endpoints.turnOffTwoFactorAuth.initiate({ password: demoPassword, pinCode: '000000' }));
        expect(answer.error).toEqual({ resultCode: 4099, resultDescription: 'Invalid Code' });
      });
  });

  // An enabled authenticator's right code is time-based and cannot be pinned here (the server
  // suite turns one off with a real code); a set-up never turned on goes with the password alone.
  it('removes an authenticator set-up that was never turned on with the password', async () => {
    await createPact()
      .addInteraction()
      .given(SET_UP_LOADED)
      .uponReceiving('a request to remove a pending authenticator set-up with the right password')
      .withRequest('PUT', '/api/v1/turnoff-twofactor-auth', (b) => b.headers(bearer(tokens.authenticatorUser)).jsonBody({ password: demoPassword }))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('The authenticator has been disabled.') }))
      .executeTest(async (mock) => {
        const answer = await profileStore(mock.url).dispatch(profileApi.endpoints.turnOffTwoFactorAuth.initiate({ password: demoPassword }));
        expect(answer.error).toBeUndefined();
      });
  });
});
