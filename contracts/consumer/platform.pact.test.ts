// Pact: the calls every screen relies on before and after sign-in (engine status, API version,
// branding, settings), with their failures.
import { describe, expect, it, vi } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, clientFor, createPact, tokens } from './support/pact';

const { like, integer, string, regex } = MatchersV3;

describe('platform calls', () => {
  it('reads the engine status as ALIVE', async () => {
    await createPact()
      .addInteraction()
      .given('the portal is running')
      .uponReceiving('a request for the engine status')
      .withRequest('GET', '/api/status')
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Success'), status: 'ALIVE' }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url);
        const answer = await call(client.GET('/api/status'));
        expect(answer).toMatchObject({ resultCode: 0, status: 'ALIVE' });
      });
  });

  it('reads the API version for the footer', async () => {
    await createPact()
      .addInteraction()
      .given('the portal is running')
      .uponReceiving('a request for the API version')
      .withRequest('GET', '/api/version')
      .willRespondWith(200, (b) =>
        b.jsonBody({ resultCode: 0, resultDescription: string('Success'), versionNumber: regex(/^\d+\.\d+\.\d+$/, '1.0.7') }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url);
        const answer = await call(client.GET('/api/version'));
        expect(answer).toMatchObject({ resultCode: 0, versionNumber: '1.0.7' });
      });
  });

  it('reads the branding of the deployment without a bearer token', async () => {
    await createPact()
      .addInteraction()
      .given('the default branding is configured')
      .uponReceiving('a request for the branding')
      .withRequest('GET', '/api/custom-template-details')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          portalName: string('Merchant Portal'),
          primaryColor: regex(/^#[0-9A-Fa-f]{6}$/, '#9c0d1b'),
          secondaryColor: regex(/^#[0-9A-Fa-f]{6}$/, '#E4E6EF'),
        }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.mdAdministrator);
        const answer = await call(client.GET('/api/custom-template-details'));
        expect(answer).toMatchObject({ resultCode: 0, portalName: 'Merchant Portal', primaryColor: '#9c0d1b' });
      });
  });

  it('reads the settings of a signed-in user', async () => {
    await createPact()
      .addInteraction()
      .given('an MD administrator is signed in')
      .uponReceiving('a request for the settings')
      .withRequest('GET', '/api/v1/settings', (b) => b.headers(bearer(tokens.mdAdministrator)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          transactionSearchRangeInMonths: integer(6),
          exportLimit: integer(1000),
          transactionExportViaEmailRangeInMonths: integer(3),
        }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.mdAdministrator);
        const answer = await call(client.GET('/api/v1/settings'));
        expect(answer).toMatchObject({ resultCode: 0, transactionSearchRangeInMonths: 6, exportLimit: 1000 });
      });
  });

  it('ends the session when the settings are asked for with an unknown token', async () => {
    await createPact()
      .addInteraction()
      .given('the portal is running')
      .uponReceiving('a request for the settings with an unknown token')
      .withRequest('GET', '/api/v1/settings', (b) => b.headers(bearer(tokens.unknown)))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 4001, resultDescription: like('Your session has expired, please login again.') }))
      .executeTest(async (mock) => {
        const api = clientFor(mock.url, tokens.unknown);
        const sessionInvalid = vi.fn();
        api.onSessionInvalid(sessionInvalid);
        const answer = await api.call(api.client.GET('/api/v1/settings'));
        expect(answer).toMatchObject({ resultCode: 4001 });
        expect(sessionInvalid).toHaveBeenCalledTimes(1);
      });
  });

  it('is told which field breaks the contract when a request is malformed', async () => {
    await createPact()
      .addInteraction()
      .given('the portal is running')
      .uponReceiving('a sign-in with a merchant id longer than the contract allows')
      .withRequest('POST', '/api/auth/login', (b) =>
        b.jsonBody({ merchantId: 'M'.repeat(300), username: 'admin', password: 'Portal#2026' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({ resultCode: 1001, resultDescription: string('Merchant ID must be at most 32 characters.'), field: 'merchantId' }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url);
        const answer = await call(
          client.POST('/api/auth/login', { body: { merchantId: 'M'.repeat(300), username: 'admin', password: 'Portal#2026' } }),
        );
        expect(answer.resultCode).toBe(1001);
        expect(answer).toMatchObject({ field: 'merchantId', resultDescription: 'Merchant ID must be at most 32 characters.' });
      });
  });
});
