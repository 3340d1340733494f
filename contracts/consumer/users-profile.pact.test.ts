// Pact: user management and My Profile through the client's own RTK Query endpoints
// (src/features/users/api.ts, src/features/profile/api.ts), each call with its success and its
// refusals: the list and details (and a user outside the list's rights), creating a user (a
// taken login under its field, a user without the write permission), editing, deleting (never
// oneself), an administrator's reset of a user's authenticator; updating one's profile (a bad
// phone under its field), changing one's password (a wrong old password); and signing in with a
// recovery code (spent the first time, refused the second).
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { signInApi } from '../../src/features/auth/signInApi';
import { profileApi } from '../../src/features/profile';
import { usersApi } from '../../src/features/users/api';
import { apiStoreFor, bearer, createPact, tokens } from './support/pact';

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const ADMIN = 'the demo company exists and MD0001 admin is signed in';
const VIEWER = 'the demo company exists and MD0001 viewer is signed in';
const WITH_SUB_USER = 'MD0001 admin is signed in and a fresh sub-user exists';
const WITH_AUTHENTICATOR_USER = 'MD0001 admin is signed in and a fresh sub-user has an authenticator';
const FRESH_USER = 'a fresh user is signed in';
const RECOVERY = 'a user with an authenticator and recovery codes is at the code step';
const RECOVERY_SPENT = 'a user with an authenticator is at the code step and has spent a recovery code';

const adminHeaders = bearer(tokens.demoAdmin);
const fromState = <T extends string | number>(name: string, example: T) => fromProviderState(`\${${name}}`, example);
const store = (mockUrl: string, token: string) => apiStoreFor(mockUrl, token);
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const newUser = {
  login: 'pactcashier',
  password: 'Portal#2026',
  repeatPassword: 'Portal#2026',
  description: 'Weekend cashier',
  firstName: 'Chris',
  surname: 'Park',
  emailAddress: 'chris@md0001.example.com',
  phoneNumber: null,
  position: null,
  resetPassword: 'T' as const,
  validatePinPermission: 'T' as const,
};

describe('the user list', () => {
  it('reads the first page of the users of the agent, sorted by login', async () => {
    await createPact()
      .addInteraction()
      .given(ADMIN)
      .uponReceiving('an administrator reading the first page of users')
      .withRequest('POST', '/api/v1/user/list', (b) => b.headers(adminHeaders).jsonBody({ pageIndex: 1, pageSize: 10 }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          users: eachLike({
            userId: integer(2),
            username: string('admin'),
            firstName: string('Alex'),
            surname: string('Admin'),
            status: regex(/^(Active|Inactive)$/, 'Active'),
            statusId: regex(/^[14]$/, '1'),
            createdDate: regex(TIMESTAMP, '2026-05-04 09:00:00'),
          }),
          totalOfRecords: integer(10),
          totalOfPages: integer(1),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.demoAdmin).dispatch(usersApi.endpoints.listUsers.initiate({ pageIndex: 1, pageSize: 10 }));
        expect(answer.data?.users[0]).toMatchObject({ username: 'admin', status: 'Active' });
        expect(answer.data?.totalOfRecords).toBe(10);
      });
  });

  it('refuses the list to a user without the read permission (1003)', async () => {
    await createPact()
      .addInteraction()
      .given(VIEWER)
      .uponReceiving('a user without SCP.TTI.ADMIN.USER_R reading the users')
      .withRequest('POST', '/api/v1/user/list', (b) => b.headers(bearer(tokens.demoViewer)).jsonBody({ pageIndex: 1, pageSize: 10 }))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1003, resultDescription: string('You do not have SCP.TTI.ADMIN.USER_R permission.') }))
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.demoViewer).dispatch(usersApi.endpoints.listUsers.initiate({ pageIndex: 1, pageSize: 10 }));
        expect(answer.error).toMatchObject({ resultCode: 1003 });
      });
  });

  it('reads the details of a sub-user, with its permission flags', async () => {
    await createPact()
      .addInteraction()
      .given(WITH_SUB_USER)
      .uponReceiving('an administrator reading the details of a sub-user')
      .withRequest('GET', '/api/v1/user/details', (b) => b.headers(adminHeaders).query({ id: fromState('userId', '9001') }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          id: fromState('userIdNumber', 9001),
          username: fromState('username', 'pactsub1'),
          firstName: 'Sam',
          surname: 'Sub',
          description: 'Pact sub-user',
          status: 'Active',
          statusId: '1',
          createdDate: regex(TIMESTAMP, '2026-05-04 09:00:00'),
          resetPassword: regex(/^[TF]$/, 'F'),
          validatePinPermission: 'T',
          redeemVoucherPermission: 'F',
          refundVoucherPermission: 'F',
          twoFactorEnabled: 'F',
          acls: eachLike('SCP.EVDS.PRODUCT.REDEMPTION_R'),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.demoAdmin).dispatch(usersApi.endpoints.getUserDetails.initiate(9001));
        expect(answer.data).toMatchObject({ id: 9001, username: 'pactsub1', validatePinPermission: 'T', twoFactorEnabled: 'F' });
      });
  });

  it('does not find a user outside the agent (1004)', async () => {
    await createPact()
      .addInteraction()
      .given(ADMIN)
      .uponReceiving('an administrator reading the details of a user that is not in its company')
      .withRequest('GET', '/api/v1/user/details', (b) => b.headers(adminHeaders).query({ id: '999999' }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1004, resultDescription: string('The user was not found.') }))
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.demoAdmin).dispatch(usersApi.endpoints.getUserDetails.initiate(999999));
        expect(answer.error).toMatchObject({ resultCode: 1004 });
      });
  });
});

describe('creating, editing and deleting users', () => {
  it('creates a user', async () => {
    await createPact()
      .addInteraction()
      .given(ADMIN)
      .uponReceiving('an administrator creating user pactcashier')
      .withRequest('POST', '/api/v1/user/new', (b) => b.headers(adminHeaders).jsonBody(newUser))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('The user has been created.') }))
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.demoAdmin).dispatch(usersApi.endpoints.createUser.initiate(newUser));
        expect(answer.data).toBe('The user has been created.');
      });
  });

  it('refuses a login that is taken, naming the field (1009)', async () => {
    const taken = { ...newUser, login: 'jsmith' };
    await createPact()
      .addInteraction()
      .given(ADMIN)
      .uponReceiving('an administrator creating a user with the taken login jsmith')
      .withRequest('POST', '/api/v1/user/new', (b) => b.headers(adminHeaders).jsonBody(taken))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1009, resultDescription: string('Username is already taken.'), field: 'login' }))
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.demoAdmin).dispatch(usersApi.endpoints.createUser.initiate(taken));
        expect(answer.error).toMatchObject({ resultCode: 1009, field: 'login' });
      });
  });

  it('refuses a new user to a user without the write permission (1003)', async () => {
    await createPact()
      .addInteraction()
      .given(VIEWER)
      .uponReceiving('a user without SCP.TTI.ADMIN.USER_W creating a user')
      .withRequest('POST', '/api/v1/user/new', (b) => b.headers(bearer(tokens.demoViewer)).jsonBody(newUser))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1003, resultDescription: string('You do not have SCP.TTI.ADMIN.USER_W permission.') }))
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.demoViewer).dispatch(usersApi.endpoints.createUser.initiate(newUser));
        expect(answer.error).toMatchObject({ resultCode: 1003 });
      });
  });

  const edit = { id: 9001, description: 'Pact sub-user', firstName: 'Samantha', surname: 'Sub', emailAddress: null, phoneNumber: null, position: null, resetPassword: 'F' as const, statusId: '4' as const };

  it('edits a sub-user and inactivates it', async () => {
    await createPact()
      .addInteraction()
      .given(WITH_SUB_USER)
      .uponReceiving('an administrator renaming and inactivating a sub-user')
      .withRequest('PUT', '/api/v1/user/edit', (b) => b.headers(adminHeaders).jsonBody({ ...edit, id: fromState('userIdNumber', 9001) }))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('The user has been updated.') }))
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.demoAdmin).dispatch(usersApi.endpoints.editUser.initiate(edit));
        expect(answer.data).toBe('The user has been updated.');
      });
  });

  it('refuses an edit without a first name, naming the field (1001)', async () => {
    const blank = { ...edit, firstName: '' };
    await createPact()
      .addInteraction()
      .given(WITH_SUB_USER)
      .uponReceiving('an administrator clearing the first name of a sub-user')
      .withRequest('PUT', '/api/v1/user/edit', (b) => b.headers(adminHeaders).jsonBody({ ...blank, id: fromState('userIdNumber', 9001) }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1001, resultDescription: string('First Name must not be empty.'), field: 'firstName' }))
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.demoAdmin).dispatch(usersApi.endpoints.editUser.initiate(blank));
        expect(answer.error).toMatchObject({ resultCode: 1001, field: 'firstName' });
      });
  });

  it('deletes a sub-user', async () => {
    await createPact()
      .addInteraction()
      .given(WITH_SUB_USER)
      .uponReceiving('an administrator deleting a sub-user')
      .withRequest('PUT', '/api/v1/user/delete', (b) => b.headers(adminHeaders).jsonBody({ username: fromState('username', 'pactsub1') }))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('The user has been deleted.') }))
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.demoAdmin).dispatch(usersApi.endpoints.deleteUser.initiate('pactsub1'));
        expect(answer.data).toBe('The user has been deleted.');
      });
  });

  it('refuses to delete oneself (1009)', async () => {
    await createPact()
      .addInteraction()
      .given(ADMIN)
      .uponReceiving('an administrator deleting its own user')
      .withRequest('PUT', '/api/v1/user/delete', (b) => b.headers(adminHeaders).jsonBody({ username: 'admin' }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1009, resultDescription: string('You cannot delete your own user.') }))
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.demoAdmin).dispatch(usersApi.endpoints.deleteUser.initiate('admin'));
        expect(answer.error).toMatchObject({ resultCode: 1009 });
      });
  });

  it("resets a sub-user's authenticator", async () => {
    await createPact()
      .addInteraction()
      .given(WITH_AUTHENTICATOR_USER)
      .uponReceiving("an administrator resetting a sub-user's authenticator")
      .withRequest('PUT', '/api/v1/user/reset-twofactor', (b) => b.headers(adminHeaders).jsonBody({ id: fromState('userIdNumber', 9002) }))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('The authenticator of the user has been reset.') }))
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.demoAdmin).dispatch(usersApi.endpoints.resetUserTwoFactor.initiate(9002));
        expect(answer.data).toBe('The authenticator of the user has been reset.');
      });
  });

  it('refuses a reset of a user outside the agent (1004)', async () => {
    await createPact()
      .addInteraction()
      .given(ADMIN)
      .uponReceiving('an administrator resetting the authenticator of a user that is not in its company')
      .withRequest('PUT', '/api/v1/user/reset-twofactor', (b) => b.headers(adminHeaders).jsonBody({ id: 999999 }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1004, resultDescription: string('The user was not found.') }))
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.demoAdmin).dispatch(usersApi.endpoints.resetUserTwoFactor.initiate(999999));
        expect(answer.error).toMatchObject({ resultCode: 1004 });
      });
  });
});

describe('My Profile', () => {
  const profile = { firstName: 'Pat', surname: 'Pact', emailAddress: null, phoneNumber: '+61290001234', position: 'Owner', addressLine1: null, addressLine2: null, zipCode: '2000', countryCode: 'AU', stateCode: 'NSW', logo: null };

  it('updates the profile', async () => {
    await createPact()
      .addInteraction()
      .given(FRESH_USER)
      .uponReceiving('a user updating its profile')
      .withRequest('PUT', '/api/v1/update-profile', (b) => b.headers(bearer(tokens.freshUser)).jsonBody(profile))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Your profile has been updated.') }))
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.freshUser).dispatch(profileApi.endpoints.updateProfile.initiate(profile));
        expect(answer.data).toBe('Your profile has been updated.');
      });
  });

  it('refuses a phone number that breaks the rule, naming the field (1001)', async () => {
    const bad = { ...profile, phoneNumber: '12' };
    await createPact()
      .addInteraction()
      .given(FRESH_USER)
      .uponReceiving('a user updating its profile with a two-digit phone number')
      .withRequest('PUT', '/api/v1/update-profile', (b) => b.headers(bearer(tokens.freshUser)).jsonBody(bad))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1001, resultDescription: string('Phone Number does not have the expected format.'), field: 'phoneNumber' }))
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.freshUser).dispatch(profileApi.endpoints.updateProfile.initiate(bad));
        expect(answer.error).toMatchObject({ resultCode: 1001, field: 'phoneNumber' });
      });
  });

  it('changes the password', async () => {
    const change = { oldPassword: 'Portal#2026', newPassword: 'Portal#2027', confirmNewPassword: 'Portal#2027' };
    await createPact()
      .addInteraction()
      .given(FRESH_USER)
      .uponReceiving('a user changing its password')
      .withRequest('PUT', '/api/v1/change-password', (b) => b.headers(bearer(tokens.freshUser)).jsonBody(change))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Your password has been changed.') }))
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.freshUser).dispatch(profileApi.endpoints.changePassword.initiate(change));
        expect(answer.data).toBe('Your password has been changed.');
      });
  });

  it('refuses a password change with a wrong old password (4030)', async () => {
    const change = { oldPassword: 'Wrong#2026', newPassword: 'Portal#2027', confirmNewPassword: 'Portal#2027' };
    await createPact()
      .addInteraction()
      .given(FRESH_USER)
      .uponReceiving('a user changing its password with a wrong old password')
      .withRequest('PUT', '/api/v1/change-password', (b) => b.headers(bearer(tokens.freshUser)).jsonBody(change))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 4030, resultDescription: string('The old password is not correct.') }))
      .executeTest(async (mock) => {
        const answer = await store(mock.url, tokens.freshUser).dispatch(profileApi.endpoints.changePassword.initiate(change));
        expect(answer.error).toMatchObject({ resultCode: 4030 });
      });
  });
});

describe('signing in with a recovery code', () => {
  const withRecovery = (code: unknown) => ({ loginToken: fromState('loginToken', 'pact-login-token-0123456789'), recoveryCode: code });

  it('signs in with an unspent recovery code in place of the authenticator code', async () => {
    await createPact()
      .addInteraction()
      .given(RECOVERY)
      .uponReceiving('the code step answered with an unspent recovery code')
      .withRequest('POST', '/api/auth/login', (b) => b.jsonBody(withRecovery(fromState('recoveryCode', 'k7m2p-x9q4r'))))
      .willRespondWith(200, (b) =>
        b
          .headers({ Authorization: regex(/^Bearer [A-Za-z0-9_-]{22,}$/, 'Bearer 0123456789abcdefghijklmnopqrstuvwxyzABCDEFG') })
          .jsonBody({ resultCode: 0, resultDescription: string('Success') }),
      )
      .executeTest(async (mock) => {
        const answer = await apiStoreFor(mock.url).dispatch(
          signInApi.endpoints.login.initiate({ loginToken: 'pact-login-token-0123456789', recoveryCode: 'k7m2p-x9q4r' }),
        );
        expect(answer.data?.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      });
  });

  it('refuses a recovery code that was spent already (4099)', async () => {
    await createPact()
      .addInteraction()
      .given(RECOVERY_SPENT)
      .uponReceiving('the code step answered with a spent recovery code')
      .withRequest('POST', '/api/auth/login', (b) => b.jsonBody(withRecovery(fromState('recoveryCode', 'k7m2p-x9q4r'))))
      .willRespondWith(400, (b) =>
        b.jsonBody({ resultCode: 4099, resultDescription: string('Invalid Code'), loginToken: fromState('loginToken', 'pact-login-token-0123456789') }),
      )
      .executeTest(async (mock) => {
        const answer = await apiStoreFor(mock.url).dispatch(
          signInApi.endpoints.login.initiate({ loginToken: 'pact-login-token-0123456789', recoveryCode: 'k7m2p-x9q4r' }),
        );
        expect(answer.error).toMatchObject({ resultCode: 4099 });
      });
  });
});
