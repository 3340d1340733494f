// Pact: the dashboards' REST calls through the client's own RTK Query endpoints
// (src/features/dashboard/api.ts): today's totals per currency and the week's counts of the
// signed-in master distributor (its retailers' sales included), the payout week of a payout
// merchant, each refused without a session; the payout week refused to an agent without payout.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { dashboardApi } from '../../src/features/dashboard/api';
import { apiStoreFor, bearer, createPact, refusedWithoutSession, tokens } from './support/pact';

const { atLeastLike, eachLike, integer, like, number, regex, string } = MatchersV3;

const TODAY_SALES = 'MD0001 admin is signed in and R00001 sold vouchers today';
const PAID_OUT = 'M00001 payout is signed in and was paid out this week';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WEEKDAY = /^(MON|TUE|WED|THU|FRI|SAT|SUN)$/;
const weekDay = {
  day: regex(DAY, '2026-11-24'),
  dayOfWeek: regex(WEEKDAY, 'TUE'),
  total: integer(2),
  success: integer(2),
};

const reads = {
  '/api/v1/daily-stats': (url: string, token?: string) =>
    apiStoreFor(url, token).dispatch(dashboardApi.endpoints.getDailyStats.initiate()),
  '/api/v1/weekly-stats': (url: string, token?: string) =>
    apiStoreFor(url, token).dispatch(dashboardApi.endpoints.getWeeklyStats.initiate()),
  '/api/v1/payout-transaction-weekly-stats': (url: string, token?: string) =>
    apiStoreFor(url, token).dispatch(dashboardApi.endpoints.getPayoutWeeklyStats.initiate()),
};

describe('the dashboard', () => {
  it("reads today's sales value per currency of the agent and its sub-agents", async () => {
    await createPact()
      .addInteraction()
      .given(TODAY_SALES)
      .uponReceiving("a master distributor reading today's totals per currency")
      .withRequest('GET', '/api/v1/daily-stats', (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          data: eachLike({ currencyCode: regex(/^[A-Z]{3}$/, 'AUD'), total: number(20) }),
        }),
      )
      .executeTest(async (mock) => {
        const { data, error } = await reads['/api/v1/daily-stats'](mock.url, tokens.demoAdmin);
        expect(error).toBeUndefined();
        expect(data).toEqual([{ currencyCode: 'AUD', total: 20 }]);
      });
  });

  it('reads the counts of the seven days ending today', async () => {
    await createPact()
      .addInteraction()
      .given(TODAY_SALES)
      .uponReceiving("a master distributor reading the week's transaction counts")
      .withRequest('GET', '/api/v1/weekly-stats', (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          data: atLeastLike(weekDay, 7),
        }),
      )
      .executeTest(async (mock) => {
        const { data, error } = await reads['/api/v1/weekly-stats'](mock.url, tokens.demoAdmin);
        expect(error).toBeUndefined();
        expect(data).toHaveLength(7);
        expect(data?.[6]).toEqual({ day: '2026-11-24', dayOfWeek: 'TUE', total: 2, success: 2 });
      });
  });
});

describe('the payout dashboard', () => {
  it("reads a payout merchant's payout week and its successful payouts per currency", async () => {
    await createPact()
      .addInteraction()
      .given(PAID_OUT)
      .uponReceiving("a payout merchant reading the week's payouts")
      .withRequest('GET', '/api/v1/payout-transaction-weekly-stats', (b) =>
        b.headers(bearer(tokens.demoPayout)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          transactionStats: atLeastLike({ ...weekDay, total: integer(1), success: integer(1) }, 7),
          totalSuccessValues: eachLike({
            currencyCode: regex(/^[A-Z]{3}$/, 'AUD'),
            quantity: integer(1),
            value: number(250),
          }),
        }),
      )
      .executeTest(async (mock) => {
        const { data, error } = await reads['/api/v1/payout-transaction-weekly-stats'](
          mock.url,
          tokens.demoPayout,
        );
        expect(error).toBeUndefined();
        expect(data?.transactionStats).toHaveLength(7);
        expect(data?.totalSuccessValues).toEqual([
          { currencyCode: 'AUD', quantity: 1, value: 250 },
        ]);
      });
  });
});

describe('refusals', () => {
  it('is refused the payout week for an agent without payout', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists and MD0001 admin is signed in')
      .uponReceiving('a master distributor without payout reading the payout week')
      .withRequest('GET', '/api/v1/payout-transaction-weekly-stats', (b) =>
        b.headers(bearer(tokens.demoAdmin)),
      )
      .willRespondWith(403, (b) =>
        b.jsonBody({
          resultCode: 1003,
          resultDescription: like('Payout is not enabled for your merchant account.'),
        }),
      )
      .executeTest(async (mock) => {
        const { data, error } = await reads['/api/v1/payout-transaction-weekly-stats'](
          mock.url,
          tokens.demoAdmin,
        );
        expect(data).toBeUndefined();
        expect(error).toMatchObject({
          resultCode: 1003,
          resultDescription: 'Payout is not enabled for your merchant account.',
        });
      });
  });

  for (const [path, read] of Object.entries(reads)) {
    it(`is refused ${path} without a session`, async () => {
      await refusedWithoutSession(path).executeTest(async (mock) => {
        const { data, error } = await read(mock.url);
        expect(data).toBeUndefined();
        expect(error).toMatchObject({ resultCode: 4001 });
      });
    });
  }
});
