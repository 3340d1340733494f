// Pact: weekly settlement earnings and the performance report through the client's typed API
// client (src/shared/api): the user's agent's settlement files by date, one downloaded as CSV,
// refused another agent's file (1004) and a name with a path (1001), the list refused without a
// session (4001); the performance report of MD0001 with its sub-agents (six currencies, eight
// tables of twelve months), refused without SCP.FLEX.ACCOUNT.MANAGER_R (1003), a year after this
// one (1001) and an agent outside the subtree (1005); the export as a base64 workbook, refused
// without the permission (1003) and a year after this one (1001).
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, clientFor, createPact, refusedWithoutSession, tokens } from './support/pact';

const { constrainedArrayLike, eachLike, integer, like, number, regex, string } = MatchersV3;

const WITH_FILES = 'MD0001 admin is signed in and the settlement files of two weeks are written';
const CASHIER_WITH_FILES = 'R00001 cashier is signed in and the settlement files of two weeks are written';
const SOLD_IN_2025 = 'MD0001 admin is signed in and R00001 sold and M00001 redeemed vouchers in March 2025';
const VIEWER = 'the demo company exists and MD0001 viewer is signed in';
const FILE = 'Settlement_R00001_2025-03-03.csv';
const FILE_TEXT = [
  'Agent,R00001,Circular Quay News,Week,2025-03-03,2025-03-09,Sales,1,Refunds,0,Redemptions,0',
  'Product,Currency,Sales,Sales value,Refunds,Refunds value,Redemptions,Redemptions value,Gross value,Net value,Commission',
  'AUD20,AUD,1,20.00,0,0.00,0,0.00,20.00,19.00,1.00',
  'Total,AUD,1,20.00,0,0.00,0,0.00,20.00,19.00,1.00',
  '',
].join('\r\n');
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const YEAR = 2025;

const row = (label: string) => eachLike({ label: string(label), values: constrainedArrayLike(number(0), 12, 12) });
const currencyTables = {
  currencyCode: regex(/^(AUD|CAD|EUR|GBP|USD|NZD)$/, 'AUD'),
  vouchersRedeemed: row('MD0001'),
  grossValue: row('MD0001'),
  netMerchantValue: row('MD0001'),
  grossFlexMargin: row('MD0001'),
  grossFlexPercentage: row('MD0001'),
  cogs: row('MD0001'),
  netFlexMargin: row('MD0001'),
  netFlexPercentage: row('MD0001'),
};

describe('settlement earnings', () => {
  it('lists the agent\'s weekly files by date', async () => {
    await createPact()
      .addInteraction()
      .given(WITH_FILES)
      .uponReceiving('a user listing the settlement earnings files, oldest first')
      .withRequest('GET', '/api/v1/settlement-earnings-reports', (b) =>
        b.headers(bearer(tokens.demoAdmin)).query({ orderType: 'ASC', pageIndex: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          totalRecord: integer(2),
          data: eachLike({ fileName: regex(/^Settlement_MD0001_\d{4}-\d{2}-\d{2}\.csv$/, 'Settlement_MD0001_2025-03-03.csv'), date: regex(DATE, '2025-03-03') }),
        }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.GET('/api/v1/settlement-earnings-reports', { params: { query: { orderType: 'ASC', pageIndex: 1, pageSize: 10 } } }));
        expect(answer).toMatchObject({ resultCode: 0, totalRecord: 2, data: [{ fileName: 'Settlement_MD0001_2025-03-03.csv', date: '2025-03-03' }] });
      });
  });

  it('is refused the list without a session', async () => {
    await refusedWithoutSession('/api/v1/settlement-earnings-reports').executeTest(async (mock) => {
      const { client, call } = clientFor(mock.url);
      expect(await call(client.GET('/api/v1/settlement-earnings-reports'))).toMatchObject({ resultCode: 4001 });
    });
  });

  it('downloads a file of a retailer below the user\'s agent', async () => {
    await createPact()
      .addInteraction()
      .given(WITH_FILES)
      .uponReceiving('a user downloading a settlement earnings file of its subtree')
      .withRequest('GET', '/api/v1/download-settlement-earnings-report', (b) => b.headers(bearer(tokens.demoAdmin)).query({ fileName: FILE }))
      // Pact checks a body given as bytes against what its content looks like (text/plain), so
      // the body is declared as text and the header says CSV.
      .willRespondWith(200, (b) =>
        b.body('text/plain', Buffer.from(FILE_TEXT)).headers({ 'Content-Type': regex(/^text\/csv(;.*)?$/, 'text/csv; charset=utf-8') }),
      )
      .executeTest(async (mock) => {
        const api = clientFor(mock.url, tokens.demoAdmin);
        const outcome = await api.download(api.client.GET('/api/v1/download-settlement-earnings-report', { params: { query: { fileName: FILE } }, parseAs: 'blob' }));
        expect(outcome.ok).toBe(true);
        if (outcome.ok) expect((await outcome.blob.text()).startsWith('Agent,R00001,')).toBe(true);
      });
  });

  it('is refused a file of an agent outside the user\'s subtree (1004, nothing revealed)', async () => {
    await createPact()
      .addInteraction()
      .given(CASHIER_WITH_FILES)
      .uponReceiving('a retailer downloading its master distributor\'s settlement file')
      .withRequest('GET', '/api/v1/download-settlement-earnings-report', (b) =>
        b.headers(bearer(tokens.demoCashier)).query({ fileName: 'Settlement_MD0001_2025-03-03.csv' }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1004, resultDescription: like('This settlement file is not available.') }))
      .executeTest(async (mock) => {
        const api = clientFor(mock.url, tokens.demoCashier);
        const outcome = await api.download(
          api.client.GET('/api/v1/download-settlement-earnings-report', { params: { query: { fileName: 'Settlement_MD0001_2025-03-03.csv' } }, parseAs: 'blob' }),
        );
        expect(outcome.ok).toBe(false);
        if (!outcome.ok) expect(outcome.result).toMatchObject({ resultCode: 1004, resultDescription: 'This settlement file is not available.' });
      });
  });

  it('is refused a file name with a path (1001)', async () => {
    await createPact()
      .addInteraction()
      .given(WITH_FILES)
      .uponReceiving('a user downloading a settlement file by a name with a path')
      .withRequest('GET', '/api/v1/download-settlement-earnings-report', (b) => b.headers(bearer(tokens.demoAdmin)).query({ fileName: `../${FILE}` }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1001, resultDescription: like('File name is not in a valid format.') }))
      .executeTest(async (mock) => {
        const api = clientFor(mock.url, tokens.demoAdmin);
        const outcome = await api.download(api.client.GET('/api/v1/download-settlement-earnings-report', { params: { query: { fileName: `../${FILE}` } }, parseAs: 'blob' }));
        expect(outcome.ok).toBe(false);
        if (!outcome.ok) expect(outcome.result.resultCode).toBe(1001);
      });
  });
});

describe('the performance report', () => {
  it('reads a year of MD0001 with its sub-agents: six currencies, eight tables of twelve months', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD_IN_2025)
      .uponReceiving('an account manager reading the performance report of 2025 with sub-agents')
      .withRequest('GET', '/api/v1/merchant-performance-report', (b) =>
        b.headers(bearer(tokens.demoAdmin)).query({ year: String(YEAR), includeSubAgents: 'true' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ resultCode: 0, resultDescription: string('Success'), year: YEAR, data: constrainedArrayLike(currencyTables, 6, 6) }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.GET('/api/v1/merchant-performance-report', { params: { query: { year: YEAR, includeSubAgents: true } } }));
        expect(answer).toMatchObject({ resultCode: 0, year: YEAR });
        const { data } = answer as { data: { grossValue: { values: number[] }[] }[] };
        expect(data).toHaveLength(6);
        expect(data[0]!.grossValue[0]!.values).toHaveLength(12);
      });
  });

  it('is refused without SCP.FLEX.ACCOUNT.MANAGER_R (1003)', async () => {
    await createPact()
      .addInteraction()
      .given(VIEWER)
      .uponReceiving('a user without the account manager permission reading the performance report')
      .withRequest('GET', '/api/v1/merchant-performance-report', (b) => b.headers(bearer(tokens.demoViewer)).query({ year: String(YEAR) }))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1003, resultDescription: like('You do not have SCP.FLEX.ACCOUNT.MANAGER_R permission.') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoViewer);
        expect(await call(client.GET('/api/v1/merchant-performance-report', { params: { query: { year: YEAR } } }))).toMatchObject({ resultCode: 1003 });
      });
  });

  it('is refused a year after this one (1001)', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD_IN_2025)
      .uponReceiving('an account manager reading the performance report of a year to come')
      .withRequest('GET', '/api/v1/merchant-performance-report', (b) => b.headers(bearer(tokens.demoAdmin)).query({ year: '2100' }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1001, resultDescription: like('Year must be at most 2026.') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        expect(await call(client.GET('/api/v1/merchant-performance-report', { params: { query: { year: 2100 } } }))).toMatchObject({ resultCode: 1001 });
      });
  });

  it('is refused an agent outside the user\'s company structure (1005)', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD_IN_2025)
      .uponReceiving('an account manager reading the performance report of an agent above its own')
      .withRequest('GET', '/api/v1/merchant-performance-report', (b) =>
        b.headers(bearer(tokens.demoAdmin)).query({ year: String(YEAR), entityName: 'PROVIDER' }),
      )
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1005, resultDescription: like('This agent is outside your company structure.') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        expect(await call(client.GET('/api/v1/merchant-performance-report', { params: { query: { year: YEAR, entityName: 'PROVIDER' } } }))).toMatchObject({ resultCode: 1005 });
      });
  });

  it('exports the report as a base64 xlsx workbook', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD_IN_2025)
      .uponReceiving('an account manager exporting the performance report of 2025 with sub-agents')
      .withRequest('POST', '/api/v1/export-merchant-performance', (b) => b.headers(bearer(tokens.demoAdmin)).jsonBody({ year: YEAR, includeSubAgents: 'Y' }))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Success'), file: regex(/^UEsDB[A-Za-z0-9+/]+=*$/, 'UEsDBBQAAAAIAA==') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.POST('/api/v1/export-merchant-performance', { body: { year: YEAR, includeSubAgents: 'Y' } }));
        expect(answer).toMatchObject({ resultCode: 0, file: 'UEsDBBQAAAAIAA==' });
      });
  });

  it('is refused the export without SCP.FLEX.ACCOUNT.MANAGER_R (1003)', async () => {
    await createPact()
      .addInteraction()
      .given(VIEWER)
      .uponReceiving('a user without the account manager permission exporting the performance report')
      .withRequest('POST', '/api/v1/export-merchant-performance', (b) => b.headers(bearer(tokens.demoViewer)).jsonBody({ year: YEAR, includeSubAgents: 'N' }))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1003, resultDescription: like('You do not have SCP.FLEX.ACCOUNT.MANAGER_R permission.') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoViewer);
        expect(await call(client.POST('/api/v1/export-merchant-performance', { body: { year: YEAR, includeSubAgents: 'N' } }))).toMatchObject({ resultCode: 1003 });
      });
  });

  it('is refused the export of a year after this one (1001)', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD_IN_2025)
      .uponReceiving('an account manager exporting the performance report of a year to come')
      .withRequest('POST', '/api/v1/export-merchant-performance', (b) => b.headers(bearer(tokens.demoAdmin)).jsonBody({ year: 2100, includeSubAgents: 'N' }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1001, resultDescription: like('Year must be at most 2026.') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        expect(await call(client.POST('/api/v1/export-merchant-performance', { body: { year: 2100, includeSubAgents: 'N' } }))).toMatchObject({ resultCode: 1001 });
      });
  });
});
