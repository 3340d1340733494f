// Pact: the company structure, an agent's details, the reference lists, and the refusals of the
// agent hierarchy and of the missing write permission.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, clientFor, createPact, tokens } from './support/pact';

const { eachLike, like, string } = MatchersV3;

describe('company calls', () => {
  it('reads the company structure of the signed-in agent as a tree', async () => {
    const leaf = { code: string('R00001'), name: string('Circular Quay News'), type: string('PREPAID'), status: string('ACTIVE') };
    await createPact()
      .addInteraction()
      .given('the demo company exists and MD0001 admin is signed in')
      .uponReceiving('a request for the company structure')
      .withRequest('GET', '/api/v1/company-structure', (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          data: { code: 'MD0001', name: string('Harbour Master Distribution'), status: string('ACTIVE'), children: eachLike(like(leaf)) },
        }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.GET('/api/v1/company-structure'));
        expect(answer).toMatchObject({ resultCode: 0, data: { code: 'MD0001' } });
      });
  });

  it('reads the details of an agent inside the structure', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists and MD0001 admin is signed in')
      .uponReceiving('a request for the details of retailer R00001')
      .withRequest('GET', '/api/v1/agent-info', (b) => b.headers(bearer(tokens.demoAdmin)).query({ agentCode: 'R00001' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          agentDetail: { agentCode: 'R00001', level: 'R', name: string('Circular Quay News'), status: string('ACTIVE') },
          agentAddress: like({ email: string('shop@example.com') }),
        }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.GET('/api/v1/agent-info', { params: { query: { agentCode: 'R00001' } } }));
        expect(answer).toMatchObject({ resultCode: 0, agentDetail: { agentCode: 'R00001', level: 'R' } });
      });
  });

  it('is refused an agent of another branch', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists and R00001 cashier is signed in')
      .uponReceiving('a request by a retailer for an agent of another branch')
      .withRequest('GET', '/api/v1/agent-info', (b) => b.headers(bearer(tokens.demoCashier)).query({ agentCode: 'R00004' }))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1005, resultDescription: string('This agent is outside your company structure.') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoCashier);
        const answer = await call(client.GET('/api/v1/agent-info', { params: { query: { agentCode: 'R00004' } } }));
        expect(answer.resultCode).toBe(1005);
      });
  });

  it('is refused an agent edit without the write permission', async () => {
    const body = { agentDetail: { agentCode: 'R00001', name: 'Circular Quay News' }, agentAddress: { phoneNumber: '+61290000000' } };
    await createPact()
      .addInteraction()
      .given('the demo company exists and MD0001 viewer is signed in')
      .uponReceiving('an agent edit by a user without SCP.TTI.ADMIN.USER_W')
      .withRequest('PUT', '/api/v1/agent', (b) => b.headers(bearer(tokens.demoViewer)).jsonBody(body))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1003, resultDescription: 'You do not have SCP.TTI.ADMIN.USER_W permission.' }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoViewer);
        const answer = await call(client.PUT('/api/v1/agent', { body: body as never }));
        expect(answer.resultCode).toBe(1003);
      });
  });

  it('reads the countries for the address form', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists and MD0001 admin is signed in')
      .uponReceiving('a request for the country list')
      .withRequest('GET', '/api/v1/country-list', (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ resultCode: 0, resultDescription: string('Success'), data: eachLike({ code: string('AU'), name: string('Australia') }) }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.GET('/api/v1/country-list'));
        expect(answer.resultCode).toBe(0);
      });
  });
});

describe('company calls without a valid session', () => {
  const endpoints = [
    ['the company structure', '/api/v1/company-structure'],
    ['the country list', '/api/v1/country-list'],
    ['the time-zone list', '/api/v1/timezone-list'],
  ] as const;

  for (const [what, path] of endpoints) {
    it(`ends the session when ${what} is asked for with an unknown token`, async () => {
      await createPact()
        .addInteraction()
        .given('the demo company exists')
        .uponReceiving(`a request for ${what} with an unknown token`)
        .withRequest('GET', path, (b) => b.headers(bearer(tokens.unknown)))
        .willRespondWith(403, (b) => b.jsonBody({ resultCode: 4001, resultDescription: string('Your session has expired, please login again.') }))
        .executeTest(async (mock) => {
          const api = clientFor(mock.url, tokens.unknown);
          let ended = 0;
          api.onSessionInvalid(() => (ended += 1));
          const answer = await api.call(api.client.GET(path));
          expect(answer.resultCode).toBe(4001);
          expect(ended).toBe(1);
        });
    });
  }
});
