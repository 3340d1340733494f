// The top bar's data about the signed-in agent: its credit-limit usage and what it owes, read
// from the same rows the sale service writes; only ever the signed-in user's own agent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { AgentLevel, Database } from '../../../server/db/schema';
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
    const { ensureBrandingAndSettings } = await import('../../../server/demo/content');
    const { createDemoStructure } = await import('../../../server/demo/structure');
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
    // Only the items of ACTIVE templates, as sales consume them (the demo's HOLIDAY-2026 is inactive).
    const assigned = await t.db
      .selectFrom('agent_limit_items as ali')
      .innerJoin('limit_template_items as ti', 'ti.id', 'ali.template_item_id')
      .innerJoin('limit_templates as lt', 'lt.id', 'ti.template_id')
      .select('lt.status')
      .where('ali.agent_id', '=', demo.agentIds.get('R00001')!)
      .execute();
    expect(assigned.some((item) => item.status === 'INACTIVE')).toBe(true);
    expect(info.limitItems).toHaveLength(assigned.filter((item) => item.status === 'ACTIVE').length);
    for (const item of info.limitItems) expect(item.currentValue).toBeLessThanOrEqual(item.limitValue);

    // A daily window: usage counted since today's start shows; usage of a window that has
    // turned shows as nothing, though no sale has reset it yet.
    const r00001 = demo.agentIds.get('R00001')!;
    const usage = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/v1/agent-user-info', headers })).json() as typeof info).limitItems.map((item) => item.currentValue);
    const startOfToday = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
    await t.db.updateTable('agent_limit_items').set({ period_id: 2, period_value: '00:00', period_start: startOfToday, current_value: 7 }).where('agent_id', '=', r00001).execute();
    const items = await usage();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((value) => value > 0)).toBe(true);
    await t.db.updateTable('agent_limit_items').set({ period_start: new Date(startOfToday.getTime() - 86_400_000) }).where('agent_id', '=', r00001).execute();
    expect(await usage()).toEqual(items.map(() => 0));
  });

  it('sums the balances of a distributor over its whole subtree per currency; a retailer keeps its own', async () => {
    // MD -> D -> SD -> R1, R2, and D -> R3; another MD's network must not count.
    const md = await createSignedInUser(t.db);
    const d = await addAgent(t.db, md.agentId, 'D');
    const sd = await addAgent(t.db, d, 'SD');
    const r1 = await addAgent(t.db, sd, 'R');
    const r2 = await addAgent(t.db, sd, 'R');
    const r3 = await addAgent(t.db, d, 'R');
    const other = await createSignedInUser(t.db);
    const otherR = await addAgent(t.db, other.agentId, 'R');
    await t.db
      .insertInto('agent_balances')
      .values([
        { agent_id: md.agentId, currency_code: 'AUD', balance_minor: 100 },
        { agent_id: d, currency_code: 'AUD', balance_minor: 2_000 },
        { agent_id: sd, currency_code: 'AUD', balance_minor: 30_000 },
        { agent_id: r1, currency_code: 'AUD', balance_minor: 400_000 },
        { agent_id: r1, currency_code: 'EUR', balance_minor: 1_234 },
        { agent_id: r2, currency_code: 'AUD', balance_minor: 5_000_000 },
        { agent_id: r3, currency_code: 'EUR', balance_minor: 66 },
        { agent_id: other.agentId, currency_code: 'AUD', balance_minor: 7 },
        { agent_id: otherR, currency_code: 'AUD', balance_minor: 70_000_000_000 },
      ])
      .execute();
    const owed = async (headers: Record<string, string>) => {
      const answer = await t.app.inject({ method: 'GET', url: '/api/v1/owed-balances', headers });
      expect(answer.statusCode).toBe(200);
      return (answer.json() as { data: { balance: number; currencyCode: string; symbol: string }[] }).data;
    };
    expect(await owed(md.headers)).toEqual([
      { currencyCode: 'AUD', balance: 54_321, symbol: '$' },
      { currencyCode: 'EUR', balance: 13, symbol: '€' },
    ]);
    expect(await owed(await headersOf(t.db, sd))).toEqual([
      { currencyCode: 'AUD', balance: 54_300, symbol: '$' },
      { currencyCode: 'EUR', balance: 12.34, symbol: '€' },
    ]);
    expect(await owed(await headersOf(t.db, r1))).toEqual([
      { currencyCode: 'AUD', balance: 4_000, symbol: '$' },
      { currencyCode: 'EUR', balance: 12.34, symbol: '€' },
    ]);
    expect(await owed(await headersOf(t.db, r3))).toEqual([{ currencyCode: 'EUR', balance: 0.66, symbol: '€' }]);
    expect(await owed(other.headers)).toEqual([{ currencyCode: 'AUD', balance: 700_000_000.07, symbol: '$' }]);
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

/** An agent below parentId with its closure rows (itself, and its parent's ancestors one deeper). */
async function addAgent(db: Kysely<Database>, parentId: number, level: AgentLevel): Promise<number> {
  const code = `T${Math.random().toString(36).slice(2, 9).toUpperCase()}`;
  const agent = await db
    .insertInto('agents')
    .values({ code, name: `Test ${level} ${code}`, level, type: level === 'R' ? 'PREPAID' : 'DISTRIBUTOR', parent_id: parentId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO agent_closure (ancestor_id, descendant_id, depth)
    SELECT ${agent.id}::int, ${agent.id}::int, 0
    UNION ALL
    SELECT ancestor_id, ${agent.id}::int, depth + 1 FROM agent_closure WHERE descendant_id = ${parentId}::int`.execute(db);
  return agent.id;
}

/** Sign-in headers of a new user of the agent. */
async function headersOf(db: Kysely<Database>, agentId: number): Promise<Record<string, string>> {
  const login = `u${Math.random().toString(36).slice(2, 10)}`;
  const user = await db
    .insertInto('users')
    .values({ agent_id: agentId, login, password_hash: 'not-a-hash', status_id: '1', email: `${login}@example.test`, email_confirmed_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${await createSession(db, user.id)}` };
}
