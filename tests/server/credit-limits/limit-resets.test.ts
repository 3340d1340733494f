// Usage resets on its period (issue #19): hourly every N hours, daily at HH:mm, weekly on a
// weekday, monthly on a day, once on a date, in UTC. A read after the boundary shows 0 whether
// or not a sale happened since (the usage is worked out when read: limit-periods.ts), and the
// first sale of the new window counts from nothing. The services take the clock as a parameter
// (`now`), so each kind is checked at fixed moments around its boundary; and through the server
// at the real time, with a sale of the previous hour. The spec's period value rules at a fixed day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/generated/portal';
import type { SessionInfo } from '../../../server/domain/session-info';
import { periodValueProblem } from '../../../server/modules/credit-limits/limit-periods';
import { english } from '../../../server/i18n/words';
import {
  agentLimitDetails, createLimitTemplateFor, editAgentLimitItems, limitUsageMap, listLimitTemplates,
} from '../../../server/modules/credit-limits/credit-limits.service';
import { testDatabaseSkipReason } from '../support/test-database';
import { limitsWorld, templateBody, type LimitsWorld } from './support';

const minutes = (n: number) => n * 60_000;
/** A COUNT limit of 10 sales of a product. */
const countOf = (targetCode: string, periodId: 1 | 2 | 3 | 4 | 5, periodValue: string): components['schemas']['LimitItem'] => ({
  limitItemId: 0, targetType: 'PRODUCT', targetCode, limitType: 'COUNT', limitValue: 10, periodId, periodValue,
});

describe('the spec\'s period values', () => {
  const day = new Date('2031-02-10T12:00:00Z'); // February 2031: 28 days
  it.each([
    [1, '1', null], [1, '8784', null], [1, '0', 'must be a number of hours from 1 to 8784'], [1, '1.5', 'must be a number of hours from 1 to 8784'],
    [2, '00:00', null], [2, '23:59', null], [2, '9:30', 'must be a time of day (HH:mm)'], [2, '12:60', 'must be a time of day (HH:mm)'],
    [3, '1', null], [3, '7', null], [3, '0', 'must be a weekday from 1 (Sunday) to 7 (Saturday)'],
    [4, '28', null], [4, '29', 'must be a day of the month from 1 to 28'], [4, '0', 'must be a day of the month from 1 to 28'],
    [5, '10/02/2031', null], [5, '09/02/2031', 'must not be in the past'], [5, '29/02/2031', 'must be a date (dd/MM/yyyy)'], [5, '2031-03-01', 'must be a date (dd/MM/yyyy)'],
  ])('period %i value %s: %s', (periodId, value, problem) => {
    const found = periodValueProblem(periodId, value, day);
    expect(found && english(found, 'periodValue')).toBe(problem && `Reset time ${problem}.`);
  });

  it('does not hold a value sent back unchanged to the day it was set on', () => {
    expect(periodValueProblem(4, '31', day, true)).toBeNull();
    expect(periodValueProblem(5, '01/01/2030', day, true)).toBeNull();
  });
});

describe.skipIf(testDatabaseSkipReason)('usage resets on its period', () => {
  let w: LimitsWorld;
  let actor: { session: SessionInfo; ip: string };

  beforeAll(async () => {
    w = await limitsWorld();
    const userId = w.demo.userIds.get('MD0001/admin')!;
    actor = {
      ip: '127.0.0.1',
      session: { sessionId: 'test', userId, agentId: w.agentId('MD0001'), login: 'admin', acls: new Set(), impersonatorUserId: null, email: null, emailConfirmed: true },
    };
  });
  afterAll(async () => w?.close());

  /** The usage of the agent's item of a template, read at `now` by each read of the module. */
  async function usageAt(templateCode: string, agentCode: string, now: Date) {
    const template = (await listLimitTemplates(w.t.db, actor, now)).data.find((t) => t.limitInfo.templateCode === templateCode)!;
    const listed = template.agentLimits.find((a) => a.agentCode === agentCode)!.limitItems[0]!.currentValue;
    const details = (await agentLimitDetails(w.t.db, actor, agentCode, now)).limitItems.find((i) => i.templateCode === templateCode)!.currentValue;
    expect(details).toBe(listed);
    return listed;
  }

  // Each kind its own retailer (R00001..R00005, R00006 is inactive) and product, COUNT limits of 10.
  it.each([
    ['hourly, every 3 hours', 1, '3', 'R00001', 'CAD10', new Date('2031-03-20T06:00:00Z')],
    ['daily at 06:30', 2, '06:30', 'R00002', 'CAD25', new Date('2031-03-20T06:30:00Z')],
    ['weekly on Monday (2)', 3, '2', 'R00003', 'EUR10', new Date('2031-03-17T00:00:00Z')],
    ['monthly on the 15th', 4, '15', 'R00004', 'EUR25', new Date('2031-04-15T00:00:00Z')],
    ['on the date 20/03/2031', 5, '20/03/2031', 'R00005', 'AUD50', new Date('2031-03-20T00:00:00Z')],
  ] as const)('%s: read as 0 from the boundary without a sale, and counted afresh after it', async (what, periodId, periodValue, agentCode, productCode, boundary) => {
    const code = `RESET-${periodId}`;
    const set = new Date(boundary.getTime() - minutes(90));
    await createLimitTemplateFor(w.t.db, actor, templateBody(code, [agentCode], [
      countOf(productCode, periodId, periodValue),
    ], { templateName: what }), set);
    await w.sell(agentCode, productCode, new Date(boundary.getTime() - minutes(30)));
    await w.sell(agentCode, productCode, new Date(boundary.getTime() - minutes(2)));
    expect(await usageAt(code, agentCode, new Date(boundary.getTime() - minutes(1)))).toBe(2);
    const usage = async (now: Date) => (await limitUsageMap(w.t.db, actor, now)).data.find((a) => a.agentCode === agentCode)!.highestUsagePercent;
    expect(await usage(new Date(boundary.getTime() - 1))).toBe(20);
    // The boundary: nothing sold since, and the stored value is still 2.
    expect(await usageAt(code, agentCode, boundary)).toBe(0);
    expect(await usage(boundary)).toBe(0);
    // The first sale of the new window counts from nothing.
    await w.sell(agentCode, productCode, new Date(boundary.getTime() + minutes(1)));
    expect(await usageAt(code, agentCode, new Date(boundary.getTime() + minutes(2)))).toBe(1);
  });

  it('counts a date period from ever until its date', async () => {
    // RESET-5's date 20/03/2031: sales long before it still count on the day before.
    expect(await usageAt('RESET-5', 'R00005', new Date('2031-03-20T00:01:00Z'))).toBe(1);
    await w.sell('R00004', 'AUD50', new Date('2030-01-01T00:00:00Z'));
    await createLimitTemplateFor(w.t.db, actor, templateBody('ONCE', ['R00004'], [
      countOf('AUD50', 5, '01/06/2031'),
    ]), new Date('2029-12-31T00:00:00Z'));
    await w.sell('R00004', 'AUD50', new Date('2030-01-01T00:00:00Z'));
    await w.sell('R00004', 'AUD50', new Date('2031-05-31T23:00:00Z'));
    expect(await usageAt('ONCE', 'R00004', new Date('2031-05-31T23:59:59Z'))).toBe(2);
    expect(await usageAt('ONCE', 'R00004', new Date('2031-06-01T00:00:00Z'))).toBe(0);
  });

  it('keeps a usage set by hand to its window: 0 once that window has turned', async () => {
    const set = new Date('2031-03-20T10:15:00Z');
    await createLimitTemplateFor(w.t.db, actor, templateBody('BY-HAND', ['R00003'], [
      countOf('GBP10', 2, '12:00'),
    ]), set);
    const item = (await agentLimitDetails(w.t.db, actor, 'R00003', set)).limitItems.find((i) => i.templateCode === 'BY-HAND')!;
    await editAgentLimitItems(w.t.db, actor, { agentCode: 'R00003', limitItems: [{ limitItemId: item.limitItemId, limitValue: 10, currentValue: 7 }] }, set);
    expect(await usageAt('BY-HAND', 'R00003', new Date('2031-03-20T11:59:59Z'))).toBe(7);
    expect(await usageAt('BY-HAND', 'R00003', new Date('2031-03-20T12:00:00Z'))).toBe(0);
  });

  it('through the server at the real time: a sale of the previous hour reads as 0, in the list, the details, the map and the top bar', async () => {
    const admin = await w.as('MD0001/admin');
    const cashier = await w.userOf('M00002', []);
    expect((await w.call(admin, 'POST', '/api/v1/create-limit-template', templateBody('HOURLY', ['M00002'], [
      { limitItemId: 0, targetType: 'CURRENCY', targetCode: 'NZD', limitType: 'VALUE', limitValue: 100, periodId: 1, periodValue: '1' },
    ]))).body.resultCode).toBe(0);
    const terminal = await w.t.db.insertInto('terminals').values({ code: 'M00002-T1', agent_id: w.agentId('M00002'), key_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
    const { sellVouchers } = await import('../../../server/modules/terminal/sale.service');
    const sold = await sellVouchers(w.t.db, [{ terminalId: terminal.id, productCode: 'NZD20', at: new Date(Date.now() - minutes(60)) }]);
    expect(sold.ok).toBe(true);
    const read = async () => {
      const list = (await w.call(admin, 'GET', '/api/v1/get-limit-template-list')).body.data as { limitInfo: { templateCode: string }; agentLimits: { limitItems: { currentValue: number }[] }[] }[];
      const details = (await w.call(admin, 'GET', '/api/v1/get-agent-limit-details?agentCode=M00002')).body.limitItems as { templateCode: string; currentValue: number }[];
      const map = (await w.call(admin, 'GET', '/api/v1/limit-usage-map')).body.data as { agentCode: string; highestUsagePercent: number }[];
      const topBar = (await w.call(cashier.headers, 'GET', '/api/v1/agent-user-info')).body.limitItems as { currentValue: number }[];
      return [
        list.find((t) => t.limitInfo.templateCode === 'HOURLY')!.agentLimits[0]!.limitItems[0]!.currentValue,
        details.find((i) => i.templateCode === 'HOURLY')!.currentValue,
        map.find((a) => a.agentCode === 'M00002')!.highestUsagePercent,
        topBar[0]!.currentValue,
      ];
    };
    expect(await read()).toEqual([0, 0, 0, 0]);
    expect(await w.t.db.selectFrom('agent_limit_items').select('current_value').where('agent_id', '=', w.agentId('M00002')).executeTakeFirst()).toEqual({ current_value: 2000 });
    const now = await sellVouchers(w.t.db, [{ terminalId: terminal.id, productCode: 'NZD10' }]);
    expect(now.ok).toBe(true);
    expect(await read()).toEqual([10, 10, 10, 10]);
  });
});
