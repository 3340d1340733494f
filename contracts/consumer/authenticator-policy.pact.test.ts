// Pact: the authenticator policy (#37) through the client's typed API client: an administrator
// reads it and requires the authenticator for its agent (a fresh MD administrator's own agent, so
// that no other interaction's sign-in meets it); refused without SCP.TTI.ADMIN.USER_W (1003) and
// without a session (4001).
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, clientFor, createPact, refusedWithoutSession, tokens } from './support/pact';

const { integer, like, regex, string } = MatchersV3;

const ADMIN = 'an MD administrator is signed in';
const POLICY = { agentCode: regex(/^[A-Z0-9]{1,8}$/, 'T1A2B3C'), inheritedFrom: null, usersWithout: integer(1) };

describe('authenticator policy', () => {
  it('is read by an administrator', async () => {
    await createPact()
      .addInteraction()
      .given(ADMIN)
      .uponReceiving('an administrator reading the authenticator policy')
      .withRequest('GET', '/api/v1/authenticator-policy', (b) => b.headers(bearer(tokens.mdAdministrator)))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Success'), ...POLICY, required: false }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.mdAdministrator);
        expect(await call(client.GET('/api/v1/authenticator-policy'))).toMatchObject({ resultCode: 0, agentCode: 'T1A2B3C', required: false, inheritedFrom: null });
      });
  });

  it('is required by an administrator for its agent and those below it', async () => {
    await createPact()
      .addInteraction()
      .given(ADMIN)
      .uponReceiving('an administrator requiring the authenticator')
      .withRequest('PUT', '/api/v1/authenticator-policy', (b) => b.headers(bearer(tokens.mdAdministrator)).jsonBody({ required: true }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ resultCode: 0, resultDescription: like('Every user of T1A2B3C and of its agents must now use an authenticator app. Users without one set it up at their next sign-in.'), ...POLICY, required: true }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.mdAdministrator);
        expect(await call(client.PUT('/api/v1/authenticator-policy', { body: { required: true } }))).toMatchObject({ resultCode: 0, required: true });
      });
  });

  it('is refused to a user without SCP.TTI.ADMIN.USER_W (1003)', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists and MD0001 viewer is signed in')
      .uponReceiving('a viewer requiring the authenticator')
      .withRequest('PUT', '/api/v1/authenticator-policy', (b) => b.headers(bearer(tokens.demoViewer)).jsonBody({ required: true }))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1003, resultDescription: like('You do not have SCP.TTI.ADMIN.USER_W permission.') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoViewer);
        expect(await call(client.PUT('/api/v1/authenticator-policy', { body: { required: true } }))).toMatchObject({ resultCode: 1003 });
      });
  });

  it('is refused without a session', async () => {
    await refusedWithoutSession('/api/v1/authenticator-policy').executeTest(async (mock) => {
      const { client, call } = clientFor(mock.url);
      expect(await call(client.GET('/api/v1/authenticator-policy'))).toMatchObject({ resultCode: 4001 });
    });
  });
});
