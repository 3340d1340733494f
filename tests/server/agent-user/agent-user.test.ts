// The top bar's data about the signed-in agent: its credit-limit usage and what it owes, read
// from the same rows the sale service writes; only ever the signed-in user's own agent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/http/session';
import { sellVouchers } from '../../../server/modules/terminal/sale.service';
import { currencySymbol } from '../../../server/modules/agent-user/agent-user.service';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser } from '../support/test-users';

describe.skipIf(testDatabaseSkipReason)('agent user info and owed balances', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers the agent flags and an empty usage list for an agent without limits', async () => {
    const user = await createSignedInUser(t.db);
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/agent-user-info', headers: user.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      resultCode: 0,
      limitItems: [],
      hideAccumulatedBalance: false,
      agentDetail: { isEnablePayout: 'false' },
    });
    const balances = await t.app.inject({ method: 'GET', url: '/api/v1/owed-balances', headers: user.headers });
    expect(balances.json()).toMatchObject({ resultCode: 0, data: [] });
  });

  it('shows a retailer the usage its own sales made and the balance they left', async () => {
    const { ensureBrandingAndSettings } = await import('../../../server/db/demo-data/content');
    const { createDemoStructure } = await import('../../../server/db/demo-data/structure');
    await ensureBrandingAndSettings(t.db);
    const demo = await createDemoStructure(t.db, new Date(Date.now() - 86_400_000));
    const terminal = demo.terminals.find((candidate) => candidate.agentCode === 'R00001')!;
    const product = await t.db.selectFrom('products').select('code').where('currency_code', '=', 'AUD').where('active', '=', true).executeTakeFirstOrThrow();
    const before = await t.db.selectFrom('agent_balances').select('balance_minor').where('agent_id', '=', demo.agentIds.get('R00001')!).where('currency_code', '=', 'AUD').executeTakeFirst();
    const sale = await sellVouchers(t.db, [{ terminalId: terminal.id, productCode: product.code }]);
    expect(sale.ok).toBe(true);

    const token = await createSession(t.db, demo.userIds.get('R00001/cashier')!);
    const headers = { authorization: `Bearer ${token}` };
    const balances = (await t.app.inject({ method: 'GET', url: '/api/v1/owed-balances', headers })).json() as {
      data: { balance: number; currencyCode: string; symbol: string }[];
    };
    const aud = balances.data.find((row) => row.currencyCode === 'AUD');
    expect(aud?.symbol).toBe('$');
    expect(aud!.balance * 100).toBeGreaterThan(before?.balance_minor ?? 0);

    const info = (await t.app.inject({ method: 'GET', url: '/api/v1/agent-user-info', headers })).json() as {
      agentDetail: { agentCode: string };
      limitItems: { targetCode: string; currentValue: number; limitValue: number }[];
    };
    expect(info.agentDetail.agentCode).toBe('R00001');
    for (const item of info.limitItems) expect(item.currentValue).toBeLessThanOrEqual(item.limitValue);
  });

  it('refuses both calls without a session', async () => {
    for (const url of ['/api/v1/agent-user-info', '/api/v1/owed-balances']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json(), url).toMatchObject({ resultCode: 4001 });
    }
  });

  it('names currencies by their narrow symbol', () => {
    expect(currencySymbol('AUD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
  });
});
