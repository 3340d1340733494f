// Pact: adding and editing agents (with the refusals of duplicate codes and bad phones), the
// lists behind the address form, and the company-details notices with their file download.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, clientFor, createPact, tokens } from './support/pact';

const { eachLike, integer, string } = MatchersV3;
const adminHeaders = bearer(tokens.demoAdmin);
const signedInAdmin = 'the demo company exists and MD0001 admin is signed in';

const newRetailer = {
  agentDetail: { agentCode: 'RPACT1', name: 'Pact Wharf Kiosk', level: 'R', parentCode: 'SD0001', countryCode: 'AU', stateCode: 'NSW', timezone: 'Australia/Sydney' },
  agentAddress: { email: 'kiosk@rpact1.example.com', phoneNumber: '+61299770000', city: 'Manly' },
};

describe('agent maintenance calls', () => {
  it('adds a retailer under a sub division', async () => {
    await createPact()
      .addInteraction()
      .given(signedInAdmin)
      .uponReceiving('an administrator adding retailer RPACT1 under SD0001')
      .withRequest('POST', '/api/v1/agent', (b) => b.headers(adminHeaders).jsonBody(newRetailer))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Agent RPACT1 has been added successfully.') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.POST('/api/v1/agent', { body: newRetailer as never }));
        expect(answer.resultCode).toBe(0);
      });
  });

  it('is refused a new agent whose code exists already', async () => {
    const duplicate = { ...newRetailer, agentDetail: { ...newRetailer.agentDetail, agentCode: 'R00001' } };
    await createPact()
      .addInteraction()
      .given(signedInAdmin)
      .uponReceiving('an administrator adding an agent with the existing code R00001')
      .withRequest('POST', '/api/v1/agent', (b) => b.headers(adminHeaders).jsonBody(duplicate))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1009, resultDescription: 'Agent code already exists' }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.POST('/api/v1/agent', { body: duplicate as never }));
        expect(answer).toMatchObject({ resultCode: 1009, resultDescription: 'Agent code already exists' });
      });
  });

  it('edits the phone of a retailer', async () => {
    const edit = { agentDetail: { agentCode: 'R00001', name: 'Circular Quay News' }, agentAddress: { phoneNumber: '+61290001111' } };
    await createPact()
      .addInteraction()
      .given(signedInAdmin)
      .uponReceiving('an administrator changing the phone of R00001')
      .withRequest('PUT', '/api/v1/agent', (b) => b.headers(adminHeaders).jsonBody(edit))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Agent R00001 has been updated successfully.') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.PUT('/api/v1/agent', { body: edit as never }));
        expect(answer.resultCode).toBe(0);
      });
  });

  it('is told which field is wrong when the phone breaks the rule', async () => {
    const edit = { agentDetail: { agentCode: 'R00001', name: 'Circular Quay News' }, agentAddress: { phoneNumber: '12' } };
    await createPact()
      .addInteraction()
      .given(signedInAdmin)
      .uponReceiving('an administrator saving R00001 with a two-digit phone number')
      .withRequest('PUT', '/api/v1/agent', (b) => b.headers(adminHeaders).jsonBody(edit))
      .willRespondWith(400, (b) =>
        b.jsonBody({ resultCode: 1001, resultDescription: string('Phone number is not in a valid format.'), field: 'agentAddress.phoneNumber' }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.PUT('/api/v1/agent', { body: edit as never }));
        expect(answer.resultCode).toBe(1001);
        expect(answer).toMatchObject({ field: 'agentAddress.phoneNumber' });
      });
  });
});

describe('address lists and notices', () => {
  it('reads the states of a country', async () => {
    await createPact()
      .addInteraction()
      .given(signedInAdmin)
      .uponReceiving('a request for the states of Australia')
      .withRequest('GET', '/api/v1/state-list', (b) => b.headers(adminHeaders).query({ countryCode: 'AU' }))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Success'), data: eachLike({ code: string('NSW'), name: string('New South Wales') }) }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.GET('/api/v1/state-list', { params: { query: { countryCode: 'AU' } } }));
        expect(answer.resultCode).toBe(0);
      });
  });

  it('reads the time zones', async () => {
    await createPact()
      .addInteraction()
      .given(signedInAdmin)
      .uponReceiving('a request for the time zones')
      .withRequest('GET', '/api/v1/timezone-list', (b) => b.headers(adminHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody({ resultCode: 0, resultDescription: string('Success'), data: eachLike({ id: integer(1), code: string('Australia/Sydney'), name: string('(UTC+10:00) Australia/Sydney') }) }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.GET('/api/v1/timezone-list'));
        expect(answer.resultCode).toBe(0);
      });
  });

  it('reads the notices of the company-details page', async () => {
    await createPact()
      .addInteraction()
      .given('the price-list notice 900001 exists and MD0001 admin is signed in')
      .uponReceiving('a request for the company-details notices')
      .withRequest('POST', '/api/v1/get-documents', (b) => b.headers(adminHeaders).jsonBody({ page: 'company-details', pageIndex: 1, pageSize: 4 }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ resultCode: 0, resultDescription: string('Success'), data: eachLike({ id: integer(900001), content: string('price-list.txt'), contentType: string('FILE'), active: 'T' }) }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.POST('/api/v1/get-documents', { body: { page: 'company-details', pageIndex: 1, pageSize: 4 } }));
        expect(answer.resultCode).toBe(0);
      });
  });

  it('downloads the file of a notice', async () => {
    await createPact()
      .addInteraction()
      .given('the price-list notice 900001 exists and MD0001 admin is signed in')
      .uponReceiving('a download of notice 900001')
      .withRequest('GET', '/api/v1/download-document', (b) => b.headers(adminHeaders).query({ documentId: '900001' }))
      .willRespondWith(200, (b) => b.body('text/plain', Buffer.from('AUD 10 voucher: 9.50\n')))
      .executeTest(async (mock) => {
        const api = clientFor(mock.url, tokens.demoAdmin);
        const outcome = await api.download(api.client.GET('/api/v1/download-document', { params: { query: { documentId: 900001 } }, parseAs: 'blob' }));
        expect(outcome.ok).toBe(true);
        if (outcome.ok) expect(await outcome.blob.text()).toBe('AUD 10 voucher: 9.50\n');
      });
  });

  it('is refused the download of a notice that does not exist, as JSON', async () => {
    await createPact()
      .addInteraction()
      .given(signedInAdmin)
      .uponReceiving('a download of a notice that does not exist')
      .withRequest('GET', '/api/v1/download-document', (b) => b.headers(adminHeaders).query({ documentId: '999999' }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1004, resultDescription: string('The document was not found.') }))
      .executeTest(async (mock) => {
        const api = clientFor(mock.url, tokens.demoAdmin);
        const outcome = await api.download(api.client.GET('/api/v1/download-document', { params: { query: { documentId: 999999 } }, parseAs: 'blob' }));
        expect(outcome.ok).toBe(false);
        if (!outcome.ok) expect(outcome.result.resultCode).toBe(1004);
      });
  });
});
