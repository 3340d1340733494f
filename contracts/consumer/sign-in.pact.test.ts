// Pact: signing in and reading the signed-in user, with the refusals a merchant meets.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { bearerTokenFrom } from '../../src/shared/api';
import { bearer, clientFor, createPact, demoPassword, tokens } from './support/pact';

const { eachLike, integer, regex, string } = MatchersV3;

describe('sign-in calls', () => {
  it('signs in with the right password and receives the bearer token in the Authorization header', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists')
      .uponReceiving('a sign-in of MD0001 admin with the right password')
      .withRequest('POST', '/api/auth/login', (b) => b.jsonBody({ merchantId: 'MD0001', username: 'admin', password: demoPassword }))
      .willRespondWith(200, (b) =>
        b
          .headers({ Authorization: regex(/^Bearer [A-Za-z0-9_-]{22,}$/, 'Bearer 0123456789abcdefghijklmnopqrstuvwxyzABCDEFG') })
          .jsonBody({ resultCode: 0, resultDescription: string('Success') }),
      )
      .executeTest(async (mock) => {
        const { client, callWithResponse } = clientFor(mock.url);
        const { answer, response } = await callWithResponse(
          client.POST('/api/auth/login', { body: { merchantId: 'MD0001', username: 'admin', password: demoPassword } }),
        );
        expect(answer.resultCode).toBe(0);
        expect(bearerTokenFrom(response)).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      });
  });

  it('is refused with 4030 and a failure count for a wrong password', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists')
      .uponReceiving('a sign-in of MD0001 admin with a wrong password')
      .withRequest('POST', '/api/auth/login', (b) => b.jsonBody({ merchantId: 'MD0001', username: 'admin', password: 'Wrong#2026' }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 4030, resultDescription: string('Invalid Sign-in details.'), countFailed: integer(1) }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url);
        const answer = await call(client.POST('/api/auth/login', { body: { merchantId: 'MD0001', username: 'admin', password: 'Wrong#2026' } }));
        expect(answer).toMatchObject({ resultCode: 4030, countFailed: 1 });
      });
  });

  it('reads the signed-in user with its permissions', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists and MD0001 admin is signed in')
      .uponReceiving('a request for the profile of the signed-in administrator')
      .withRequest('GET', '/api/v1/profile', (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ resultCode: 0, resultDescription: string('Success'), login: 'admin', acls: eachLike('SCP.TTI.ADMIN.USER_R') }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.GET('/api/v1/profile'));
        expect(answer).toMatchObject({ resultCode: 0, login: 'admin' });
        expect((answer as { acls: string[] }).acls.length).toBeGreaterThan(0);
      });
  });
});
