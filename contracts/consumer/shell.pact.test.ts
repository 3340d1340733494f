// Pact: the shell's own calls through the REAL shell-data endpoints (src/features/shell-data, RTK
// Query on the shared client): the agent user info behind the credit-limit usage and the
// accumulated balance (with the warning thresholds each limit reached this period, #37), the owed
// balances, both refused without a session or with an unknown token, and signing out from the
// shell's user menu.
import { describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { MatchersV3 } from '@pact-foundation/pact';
import { shellDataApi } from '../../src/features/shell-data';
import { portalApi, type ApiClient } from '../../src/shared/api';
import { agentReadsApi } from '../../src/shared/api/agent-reads';
import { bearer, clientFor, createPact, refusedWithoutSession, tokens } from './support/pact';

const { arrayContaining, boolean, eachLike, integer, like, number, regex, string } = MatchersV3;

const sessionExpired = {
  resultCode: 4001,
  resultDescription: like('Your session has expired, please login again.'),
};

/** A store with the portal's api on the given client (as src/app/store builds it). */
function shellDataStore(apiClient: ApiClient) {
  return configureStore({
    reducer: { [portalApi.reducerPath]: portalApi.reducer },
    middleware: (defaults) =>
      defaults({ thunk: { extraArgument: { apiClient } } }).concat(portalApi.middleware),
  });
}

/** The agent user info of the signed-in retailer as the pact holds it, with these limit items. */
const agentInfoOf = (limitItems: unknown) => ({
  resultCode: 0,
  resultDescription: string('Success'),
  agentType: string('PREPAID'),
  hideAccumulatedBalance: boolean(false),
  limitAlertPercent: integer(80),
  limitItems,
});

async function readAgentUserInfo(apiClient: ApiClient) {
  return shellDataStore(apiClient).dispatch(shellDataApi.endpoints.getAgentUserInfo.initiate());
}

async function keepSessionAlive(apiClient: ApiClient) {
  return shellDataStore(apiClient).dispatch(shellDataApi.endpoints.keepSessionAlive.initiate());
}

async function readOwedBalances(apiClient: ApiClient) {
  return shellDataStore(apiClient).dispatch(agentReadsApi.endpoints.getOwedBalances.initiate());
}

describe('shell calls', () => {
  it('reads the credit-limit usage and display flags of the signed-in retailer', async () => {
    const limitItem = {
      targetCode: string('AUD'),
      currentValue: number(4250.5),
      limitValue: number(30000),
    };
    await createPact()
      .addInteraction()
      .given('the demo company exists and R00001 cashier is signed in')
      .uponReceiving('a request for the agent user info of the signed-in retailer')
      .withRequest('GET', '/api/v1/agent-user-info', (b) => b.headers(bearer(tokens.demoCashier)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...agentInfoOf(eachLike(limitItem)),
          agentDetail: { agentCode: 'R00001', isEnablePayout: regex(/^(true|false)$/, 'false') },
        }),
      )
      .executeTest(async (mock) => {
        const { data, error } = await readAgentUserInfo(clientFor(mock.url, tokens.demoCashier));
        expect(error).toBeUndefined();
        expect(data).toEqual({
          agentType: 'PREPAID',
          hideAccumulatedBalance: false,
          limitAlertPercent: 80,
          limitItems: [
            { targetCode: 'AUD', currentValue: 4250.5, limitValue: 30000, crossedThresholds: [] },
          ],
        });
      });
  });

  it('reads the warning thresholds a limit of the signed-in retailer reached this period', async () => {
    await createPact()
      .addInteraction()
      .given(
        'R00001 has reached the 80% warning threshold of its CAD10 limit this period and R00001 cashier is signed in',
      )
      .uponReceiving('a request for the agent user info of a retailer past a warning threshold')
      .withRequest('GET', '/api/v1/agent-user-info', (b) => b.headers(bearer(tokens.demoCashier)))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          agentInfoOf(
            arrayContaining({
              targetCode: 'CAD10',
              currentValue: number(8),
              limitValue: number(10),
              alertThresholds: [80, 100],
              crossedThresholds: [80],
            }),
          ),
        ),
      )
      .executeTest(async (mock) => {
        const { data, error } = await readAgentUserInfo(clientFor(mock.url, tokens.demoCashier));
        expect(error).toBeUndefined();
        expect(data?.limitItems).toContainEqual({
          targetCode: 'CAD10',
          currentValue: 8,
          limitValue: 10,
          crossedThresholds: [80],
        });
      });
  });

  it('reads what the signed-in retailer owes per currency', async () => {
    await createPact()
      .addInteraction()
      .given(
        'the demo company exists, R00001 has sold an AUD voucher and R00001 cashier is signed in',
      )
      .uponReceiving('a request for the owed balances of the signed-in retailer')
      .withRequest('GET', '/api/v1/owed-balances', (b) => b.headers(bearer(tokens.demoCashier)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          data: eachLike({
            balance: number(12840.25),
            currencyCode: regex(/^[A-Z]{3}$/, 'AUD'),
            symbol: string('$'),
          }),
        }),
      )
      .executeTest(async (mock) => {
        const { data, error } = await readOwedBalances(clientFor(mock.url, tokens.demoCashier));
        expect(error).toBeUndefined();
        expect(data).toEqual([{ balance: 12840.25, currencyCode: 'AUD', symbol: '$' }]);
      });
  });

  it('keeps the session alive with a cheap signed-in read (GET /api/me)', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists and R00001 cashier is signed in')
      .uponReceiving('a request for the signed-in user to keep the session alive')
      .withRequest('GET', '/api/me', (b) => b.headers(bearer(tokens.demoCashier)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          firstName: string('Retail'),
          surname: string('Cashier'),
        }),
      )
      .executeTest(async (mock) => {
        const { error } = await keepSessionAlive(clientFor(mock.url, tokens.demoCashier));
        expect(error).toBeUndefined();
      });
  });

  for (const [path, read] of [
    ['/api/v1/agent-user-info', readAgentUserInfo],
    ['/api/v1/owed-balances', readOwedBalances],
    ['/api/me', keepSessionAlive],
  ] as const) {
    it(`is refused ${path} without a session, and the session ends`, async () => {
      await refusedWithoutSession(path).executeTest(async (mock) => {
        const api = clientFor(mock.url);
        const sessionInvalid = vi.fn();
        api.onSessionInvalid(sessionInvalid);
        const { data, error } = await read(api);
        expect(data).toBeUndefined();
        expect(error).toMatchObject({ resultCode: 4001 });
        expect(sessionInvalid).toHaveBeenCalledTimes(1);
      });
    });

    it(`is refused ${path} with an unknown token, and the session ends`, async () => {
      await createPact()
        .addInteraction()
        .given('the portal is running')
        .uponReceiving(`a request for ${path} with an unknown token`)
        .withRequest('GET', path, (b) => b.headers(bearer(tokens.unknown)))
        .willRespondWith(403, (b) => b.jsonBody(sessionExpired))
        .executeTest(async (mock) => {
          const api = clientFor(mock.url, tokens.unknown);
          const sessionInvalid = vi.fn();
          api.onSessionInvalid(sessionInvalid);
          const { error } = await read(api);
          expect(error).toMatchObject({ resultCode: 4001 });
          expect(sessionInvalid).toHaveBeenCalledWith(
            expect.objectContaining({ resultCode: 4001 }),
          );
        });
    });
  }

  it('signs out from the user menu', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists and MD0001 admin is signed in')
      .uponReceiving('a sign-out of the signed-in administrator')
      .withRequest('GET', '/api/v1/logout', (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ resultCode: 0, resultDescription: string('Success') }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        await expect(call(client.GET('/api/v1/logout'))).resolves.toMatchObject({ resultCode: 0 });
      });
  });
});
