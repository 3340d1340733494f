// Credit Limits on the real server (issue #19): every operation's success, each rule and refusal
// with its code and words (validation 1001, permission 1003, not found or another branch's 1004,
// outside the structure 1005, a code taken 1009), refusals that change nothing, the scope (a user
// sees and changes only templates of its agent's structure; provider staff see all), a template
// edit carried to the agents' copies, an agent's limit edited by hand, the history of those
// changes, the usage map, and a sale held to an edited limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACL } from '../../../server/domain/acls';
import { LIMIT_TEXT } from '../../../server/modules/credit-limits/credit-limits.service';
import { sellVouchers } from '../../../server/modules/terminal/sale.service';
import { testDatabaseSkipReason } from '../support/test-database';
import { audItem, limitTables, limitsWorld, templateBody, type Answer, type LimitsWorld } from './support';
import { PROBLEM } from '../../../server/i18n/problems';
import { english, say } from '../../../server/i18n/words';
import { refusalOf } from '../support/requests';

const LIST = '/api/v1/get-limit-template-list';
const TARGETS = '/api/v1/get-limit-target-data';
const DETAILS = (code: string) => `/api/v1/get-limit-template-details?templateCode=${code}`;
const CREATE = '/api/v1/create-limit-template';
const EDIT = '/api/v1/edit-limit-template';
const EDIT_AGENT = '/api/v1/edit-agent-limit-item';
const DELETE = (code: string) => `/api/v1/delete-limit-template?templateCode=${code}`;
const AGENTS = '/api/v1/sub-division-and-agent';
const AGENT_DETAILS = (code: string) => `/api/v1/get-agent-limit-details?agentCode=${code}`;
const USAGE_MAP = '/api/v1/limit-usage-map';
const OUTSIDE = 'This agent is outside your company structure.';
const ALL_LIMIT_ACLS = [ACL.LIMIT_TEMPLATE_R, ACL.LIMIT_TEMPLATE_C, ACL.LIMIT_TEMPLATE_W, ACL.LIMIT_TEMPLATE_D];

/** A 1001 answer as sent in English: the field's problem worded, the field apart. */
const invalid = (resultDescription: string, field?: string) => ({ status: 400, body: refusalOf(resultDescription, field) });

interface TemplateAnswer {
  limitInfo: { templateCode: string; templateName: string; status: string; assignedAgentCodes: string[] };
  limitItems: { limitItemId: number; targetCode: string; limitValue: number; periodId: number; periodValue: string }[];
  agentLimits: { agentCode: string; agentName: string; limitItems: { limitItemId: number; targetCode: string; limitType: string; limitValue: number; currentValue: number }[] }[];
}

describe('the sentences of credit limits', () => {
  it('name the field in the reader\'s language', () => {
    expect(say(PROBLEM.overLimit, 'en', 'limitItems[0].currentValue')).toBe('Current value must be less than limit value.');
    expect(say(PROBLEM.timeOfDay, 'de', 'limitItems[1].periodValue')).toBe('Rücksetzzeitpunkt muss eine Uhrzeit sein (HH:mm).');
  });
});

describe.skipIf(testDatabaseSkipReason)('credit limit templates and agent limits', () => {
  let w: LimitsWorld;
  let admin: Record<string, string>;
  let support: Record<string, string>;
  let viewer: Record<string, string>;
  /** SD0001 with every credit-limit ACL, and SD0002 likewise: two branches. */
  let sd1: Awaited<ReturnType<LimitsWorld['userOf']>>;
  let sd2: Awaited<ReturnType<LimitsWorld['userOf']>>;
  /** SD0001 manager of the demo: SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_R only. */
  let reader: Record<string, string>;

  beforeAll(async () => {
    w = await limitsWorld();
    admin = await w.as('MD0001/admin');
    support = await w.as('PROVIDER/support');
    viewer = await w.as('MD0001/viewer');
    reader = await w.as('SD0001/manager');
    sd1 = await w.userOf('SD0001', ALL_LIMIT_ACLS);
    sd2 = await w.userOf('SD0002', ALL_LIMIT_ACLS);
  });
  afterAll(async () => w?.close());

  const list = async (headers: Record<string, string>) => (await w.call(headers, 'GET', LIST)).body.data as TemplateAnswer[];
  const templateOf = async (headers: Record<string, string>, code: string) => (await list(headers)).find((t) => t.limitInfo.templateCode === code);
  /** Expects the call refused as `expected` and every limit table as it was. */
  async function refusedUnchanged(call: () => Promise<Answer>, expected: { status: number; body: object }) {
    const before = await limitTables(w.t.db);
    expect(await call()).toEqual(expected);
    expect(await limitTables(w.t.db)).toEqual(before);
  }

  describe('reading', () => {
    it('lists the templates of the structure by code, with their items and every assigned agent\'s copies and usage', async () => {
      await w.sell('R00001', 'AUD20');
      const templates = await list(admin);
      expect(templates.map((t) => t.limitInfo.templateCode)).toEqual(['HOLIDAY-2026', 'RETAIL-NZ', 'RETAIL-STD', 'SUBDIV-CAP']);
      const retail = templates.find((t) => t.limitInfo.templateCode === 'RETAIL-STD')!;
      expect(retail.limitInfo).toEqual({ templateCode: 'RETAIL-STD', templateName: 'Retail standard', status: 'ACTIVE', assignedAgentCodes: ['R00001', 'R00002', 'R00003'] });
      expect(retail.limitItems.map((i) => [i.targetCode, i.limitValue, i.periodId, i.periodValue])).toEqual([['AUD', 30000, 4, '1'], ['AUD20', 100, 3, '2'], ['USD50', 20000, 4, '1']]);
      expect(retail.agentLimits.map((a) => [a.agentCode, a.agentName])).toEqual([['R00001', 'Circular Quay News'], ['R00002', 'Bondi Convenience'], ['R00003', 'Maple Corner Store']]);
      const r1 = retail.agentLimits[0]!.limitItems;
      expect(r1.map((i) => [i.targetCode, i.limitType, i.limitValue, i.currentValue])).toEqual([['AUD', 'VALUE', 30000, 20], ['AUD20', 'COUNT', 100, 1], ['USD50', 'VALUE', 20000, 0]]);
      expect(templates.find((t) => t.limitInfo.templateCode === 'HOLIDAY-2026')!.limitInfo.status).toBe('INACTIVE');
    });

    it("names the currency of each limit's amounts: a currency target's own, a product's currency (USD50 in USD), none for a count", async () => {
      type WithCurrency = { targetCode: string; currencyCode: string | null };
      const retail = (await templateOf(admin, 'RETAIL-STD'))!;
      const currencies = (items: readonly object[]) => (items as WithCurrency[]).map((i) => [i.targetCode, i.currencyCode]);
      const expected = [['AUD', 'AUD'], ['AUD20', null], ['USD50', 'USD']];
      expect(currencies(retail.limitItems)).toEqual(expected);
      expect(currencies(retail.agentLimits[0]!.limitItems)).toEqual(expected);
      expect(currencies((await w.call(admin, 'GET', DETAILS('RETAIL-STD'))).body.limitItems as object[])).toEqual(expected);
      const agent = (await w.call(admin, 'GET', AGENT_DETAILS('R00001'))).body.limitItems as (WithCurrency & { templateCode: string })[];
      expect(agent.filter((i) => i.templateCode === 'RETAIL-STD').map((i) => [i.targetCode, i.currencyCode])).toEqual(expected);
    });

    it('shows a user only the templates owned by its agent or below it; provider staff all', async () => {
      expect(await list(reader)).toEqual([]);
      expect((await list(support)).map((t) => t.limitInfo.templateCode)).toEqual(['HOLIDAY-2026', 'RETAIL-NZ', 'RETAIL-STD', 'SUBDIV-CAP']);
    });

    it('answers one template\'s details, and 1004 for an unknown one or another branch\'s', async () => {
      expect(await w.call(admin, 'GET', DETAILS('RETAIL-NZ'))).toEqual({
        status: 200,
        body: {
          resultCode: 0,
          resultDescription: 'Success',
          limitInfo: { templateCode: 'RETAIL-NZ', templateName: 'Retail New Zealand', status: 'ACTIVE', assignedAgentCodes: ['R00004', 'R00005'] },
          limitItems: [
            { limitItemId: expect.any(Number), targetType: 'CURRENCY', targetCode: 'NZD', limitType: 'VALUE', limitValue: 12000, periodId: 4, periodValue: '1', currencyCode: 'NZD', alertThresholds: [80, 100] },
            { limitItemId: expect.any(Number), targetType: 'PRODUCT', targetCode: 'NZD10', limitType: 'COUNT', limitValue: 90, periodId: 3, periodValue: '2', currencyCode: null, alertThresholds: [80, 100] },
          ],
        },
      });
      const notFound = { status: 400, body: { resultCode: 1004, resultDescription: english(LIMIT_TEXT.templateNotFound) } };
      expect(await w.call(admin, 'GET', DETAILS('NO-SUCH'))).toEqual(notFound);
      expect(await w.call(reader, 'GET', DETAILS('RETAIL-NZ'))).toEqual(notFound);
    });

    it('answers the targets: currencies with their names and the active products, by code', async () => {
      const { body } = await w.call(reader, 'GET', TARGETS);
      expect(body.currencies).toEqual([
        { code: 'AUD', name: 'Australian Dollar' }, { code: 'CAD', name: 'Canadian Dollar' }, { code: 'EUR', name: 'Euro' },
        { code: 'GBP', name: 'British Pound' }, { code: 'NZD', name: 'New Zealand Dollar' }, { code: 'USD', name: 'US Dollar' },
      ]);
      const products = body.products as { code: string; name: string }[];
      expect(products[0]).toEqual({ code: 'AUD10', name: 'Flex Voucher AUD 10' });
      expect(products.map((p) => p.code)).not.toContain('USD100');
      expect(products.map((p) => p.code)).toEqual([...products.map((p) => p.code)].sort());
    });

    it('answers the agents below the user\'s agent (not itself), by code', async () => {
      expect((await w.call(reader, 'GET', AGENTS)).body.data).toEqual([
        { code: 'R00001', name: 'Circular Quay News', level: 'R' },
        { code: 'R00002', name: 'Bondi Convenience', level: 'R' },
        { code: 'R00003', name: 'Maple Corner Store', level: 'R' },
      ]);
      const below = (await w.call(admin, 'GET', AGENTS)).body.data as { code: string }[];
      expect(below.map((a) => a.code)).toEqual(['M00001', 'M00002', 'R00001', 'R00002', 'R00003', 'R00004', 'R00005', 'R00006', 'SD0001', 'SD0002']);
    });

    it('refuses every read without SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_R (1003)', async () => {
      for (const url of [LIST, TARGETS, DETAILS('RETAIL-STD'), AGENTS, AGENT_DETAILS('R00001'), USAGE_MAP]) {
        expect(await w.call(viewer, 'GET', url), url).toEqual({
          status: 403,
          body: { resultCode: 1003, resultDescription: 'You do not have SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_R permission.' },
        });
      }
    });

    it('answers an agent\'s limits of the templates the user sees, and 1005 outside the structure', async () => {
      const { body } = await w.call(admin, 'GET', AGENT_DETAILS('R00001'));
      expect(body).toMatchObject({ resultCode: 0, agentCode: 'R00001', agentName: 'Circular Quay News', history: [] });
      const items = body.limitItems as { templateCode: string; templateStatus: string; targetCode: string }[];
      expect(items.map((i) => [i.templateCode, i.templateStatus, i.targetCode])).toEqual([
        ['HOLIDAY-2026', 'INACTIVE', 'EUR'], ['RETAIL-STD', 'ACTIVE', 'AUD'], ['RETAIL-STD', 'ACTIVE', 'AUD20'], ['RETAIL-STD', 'ACTIVE', 'USD50'],
      ]);
      // The SD0001 reader sees R00001, but none of MD0001's templates.
      expect((await w.call(reader, 'GET', AGENT_DETAILS('R00001'))).body).toMatchObject({ resultCode: 0, limitItems: [] });
      const outside = { status: 403, body: { resultCode: 1005, resultDescription: OUTSIDE } };
      expect(await w.call(reader, 'GET', AGENT_DETAILS('R00004'))).toEqual(outside);
      expect(await w.call(reader, 'GET', AGENT_DETAILS('ZZ9999'))).toEqual(outside);
    });
  });

  describe('creating', () => {
    it('creates an ACTIVE template owned by the user\'s agent, with a fresh copy of each item for each agent', async () => {
      const body = templateBody('SD1-DAILY', ['R00001', 'R00002', 'R00001'], [
        audItem(250.5, { periodId: 2, periodValue: '06:30' }),
        { limitItemId: 0, targetType: 'PRODUCT', targetCode: 'AUD10', limitType: 'COUNT', limitValue: 40, periodId: 3, periodValue: '2' },
      ], { status: 'INACTIVE' });
      expect(await w.call(sd1.headers, 'POST', CREATE, body)).toEqual({ status: 200, body: { resultCode: 0, resultDescription: english(LIMIT_TEXT.created) } });
      const created = (await templateOf(sd1.headers, 'SD1-DAILY'))!;
      expect(created.limitInfo).toEqual({ templateCode: 'SD1-DAILY', templateName: 'Template SD1-DAILY', status: 'ACTIVE', assignedAgentCodes: ['R00001', 'R00002'] });
      expect(created.agentLimits.map((a) => a.limitItems.map((i) => [i.targetCode, i.limitValue, i.currentValue]))).toEqual([
        [['AUD', 250.5, 0], ['AUD10', 40, 0]],
        [['AUD', 250.5, 0], ['AUD10', 40, 0]],
      ]);
      const stored = await w.t.db.selectFrom('agent_limit_items as a').innerJoin('limit_template_items as i', 'i.id', 'a.template_item_id')
        .innerJoin('limit_templates as t', 't.id', 'i.template_id').select(['a.limit_value', 't.owner_agent_id']).where('t.code', '=', 'SD1-DAILY').where('a.target_code', '=', 'AUD').execute();
      expect(stored).toEqual([{ limit_value: 25050, owner_agent_id: w.agentId('SD0001') }, { limit_value: 25050, owner_agent_id: w.agentId('SD0001') }]);
      // Visible above (MD0001 and the provider), not in the other branch.
      expect(await templateOf(admin, 'SD1-DAILY')).toBeDefined();
      expect(await templateOf(support, 'SD1-DAILY')).toBeDefined();
      expect(await templateOf(sd2.headers, 'SD1-DAILY')).toBeUndefined();
      const audit = await w.t.db.selectFrom('audit_log').selectAll().where('action', '=', 'limitTemplate.create').where('entity_id', '=', 'SD1-DAILY').execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actor_user_id).toBe(sd1.userId);
    });

    it('refuses a code taken (1009) and changes nothing', async () => {
      await refusedUnchanged(() => w.call(admin, 'POST', CREATE, templateBody('RETAIL-STD', ['R00001'], [audItem()])), {
        status: 400,
        body: { resultCode: 1009, resultDescription: 'Template code RETAIL-STD already exists.', field: 'limitInfo.templateCode' },
      });
    });

    it.each([
      ['a COUNT limit on a currency', [audItem(5, { limitType: 'COUNT' })], "Limit type must be VALUE for a currency.", 'limitItems[0].limitType'],
      ['an unknown currency', [audItem(5, { targetCode: 'XYZ' })], "Currency or product is not a known currency.", 'limitItems[0].targetCode'],
      ['an unknown product', [audItem(5, { targetType: 'PRODUCT', targetCode: 'NOPE10' })], "Currency or product is not a known product.", 'limitItems[0].targetCode'],
      ['two items of one target and limit type', [audItem(5), audItem(6, { periodId: 3, periodValue: '1' })], "Currency or product repeats the target and limit type of another item.", 'limitItems[1].targetCode'],
      ['a value with 3 decimals', [audItem(10.005)], "Limit value must have at most 2 decimals.", 'limitItems[0].limitValue'],
      ['a count that is not whole', [audItem(2.5, { targetType: 'PRODUCT', targetCode: 'AUD10', limitType: 'COUNT' })], "Limit value must be a whole number for a COUNT limit.", 'limitItems[0].limitValue'],
      ['an hourly period of 0 hours', [audItem(5, { periodValue: '0' })], "Reset time must be a number of hours from 1 to 8784.", 'limitItems[0].periodValue'],
      ['a daily time that is no time', [audItem(5, { periodId: 2, periodValue: '24:00' })], "Reset time must be a time of day (HH:mm).", 'limitItems[0].periodValue'],
      ['a weekday 8', [audItem(5, { periodId: 3, periodValue: '8' })], "Reset time must be a weekday from 1 (Sunday) to 7 (Saturday).", 'limitItems[0].periodValue'],
      ['a day of the month 32', [audItem(5, { periodId: 4, periodValue: '32' })], `Reset time must be a day of the month from 1 to ${new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 0)).getUTCDate()}.`, 'limitItems[0].periodValue'],
      ['a date that does not exist', [audItem(5, { periodId: 5, periodValue: '31/02/2099' })], "Reset time must be a date (dd/MM/yyyy).", 'limitItems[0].periodValue'],
      ['a date in the past', [audItem(5, { periodId: 5, periodValue: '01/01/2020' })], "Reset time must not be in the past.", 'limitItems[0].periodValue'],
    ])('refuses %s (1001) and changes nothing', async (_what, items, sentence, field) => {
      const before = await limitTables(w.t.db);
      const answer = await w.call(admin, 'POST', CREATE, templateBody('BAD-ONE', ['R00001'], items));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(invalid(sentence, field).body);
      expect(await limitTables(w.t.db)).toEqual(before);
    });

    it('refuses what the contract refuses (1001): a limit below 1, a code in lower case, no items, a blank name', async () => {
      await refusedUnchanged(() => w.call(admin, 'POST', CREATE, templateBody('ZERO', ['R00001'], [audItem(0)])), invalid("Limit value must be at least 1.", 'limitItems[0].limitValue'));
      expect((await w.call(admin, 'POST', CREATE, templateBody('lower', ['R00001'], [audItem()]))).body).toMatchObject({ resultCode: 1001, field: 'limitInfo.templateCode' });
      expect((await w.call(admin, 'POST', CREATE, templateBody('EMPTY', ['R00001'], []))).body).toMatchObject({ resultCode: 1001, field: 'limitItems' });
      await refusedUnchanged(() => w.call(admin, 'POST', CREATE, templateBody('BLANK', ['R00001'], [audItem()], { templateName: '   ' })), invalid("Template name must not be empty.", 'limitInfo.templateName'));
    });

    it('refuses an agent outside the structure, or the user\'s own agent (1005), and changes nothing', async () => {
      const outside = { status: 403, body: { resultCode: 1005, resultDescription: OUTSIDE } };
      await refusedUnchanged(() => w.call(sd1.headers, 'POST', CREATE, templateBody('SD1-X', ['R00001', 'R00004'], [audItem()])), outside);
      await refusedUnchanged(() => w.call(sd1.headers, 'POST', CREATE, templateBody('SD1-X', ['ZZ0000'], [audItem()])), outside);
      await refusedUnchanged(() => w.call(admin, 'POST', CREATE, templateBody('MD-SELF', ['MD0001'], [audItem()])), {
        status: 403,
        body: { resultCode: 1005, resultDescription: english(LIMIT_TEXT.ownAgent) },
      });
    });

    it('refuses a user without SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_C (1003)', async () => {
      await refusedUnchanged(() => w.call(reader, 'POST', CREATE, templateBody('SD1-Y', ['R00001'], [audItem()])), {
        status: 403,
        body: { resultCode: 1003, resultDescription: 'You do not have SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_C permission.' },
      });
    });
  });

  describe('editing a template', () => {
    it('changes name and status, carries a changed limit and period to every copy (usage kept, cut to a lower limit), and records the history', async () => {
      await w.call(admin, 'POST', CREATE, templateBody('EDIT-ME', ['R00002', 'R00003'], [
        audItem(100, { periodId: 4, periodValue: '1' }),
        { limitItemId: 0, targetType: 'PRODUCT', targetCode: 'AUD10', limitType: 'COUNT', limitValue: 10, periodId: 4, periodValue: '1' },
      ]));
      await w.sell('R00002', 'AUD20');
      await w.sell('R00002', 'AUD20');
      await w.sell('R00002', 'AUD20'); // AUD: 60 used of 100 by R00002
      const details = (await w.call(admin, 'GET', DETAILS('EDIT-ME'))).body as unknown as TemplateAnswer;
      const [aud, count] = details.limitItems;
      const answer = await w.call(admin, 'PUT', EDIT, templateBody('EDIT-ME', ['R00002', 'R00003'], [
        { ...aud!, limitValue: 50 },
        { ...count!, periodId: 2, periodValue: '00:00' },
      ], { templateName: 'Edited', status: 'INACTIVE' }));
      expect(answer).toEqual({ status: 200, body: { resultCode: 0, resultDescription: english(LIMIT_TEXT.updated) } });
      const edited = (await templateOf(admin, 'EDIT-ME'))!;
      expect(edited.limitInfo).toMatchObject({ templateName: 'Edited', status: 'INACTIVE' });
      expect(edited.agentLimits.map((a) => [a.agentCode, a.limitItems.map((i) => [i.targetCode, i.limitValue, i.currentValue])])).toEqual([
        ['R00002', [['AUD', 50, 50], ['AUD10', 10, 0]]],
        ['R00003', [['AUD', 50, 0], ['AUD10', 10, 0]]],
      ]);
      const history = (await w.call(admin, 'GET', AGENT_DETAILS('R00002'))).body.history as { source: string; targetCode: string; changedBy: string; before: object; after: object }[];
      expect(history.filter((h) => h.source === 'TEMPLATE_EDIT').map((h) => [h.targetCode, h.changedBy, h.before, h.after])).toEqual([
        ['AUD10', 'admin', { limitValue: 10, currentValue: 0, periodId: 4, periodValue: '1' }, { limitValue: 10, currentValue: 0, periodId: 2, periodValue: '00:00' }],
        ['AUD', 'admin', { limitValue: 100, currentValue: 60, periodId: 4, periodValue: '1' }, { limitValue: 50, currentValue: 50, periodId: 4, periodValue: '1' }],
      ]);
    });

    it('adds and removes items and agents: new items and agents start from nothing, removed ones lose their copies; a changed target is a new item', async () => {
      await w.call(admin, 'POST', CREATE, templateBody('RESHAPE', ['R00001', 'R00002'], [audItem(300), audItem(400, { targetCode: 'USD' })]));
      await w.sell('R00001', 'AUD20');
      const [aud, usd] = ((await w.call(admin, 'GET', DETAILS('RESHAPE'))).body as unknown as TemplateAnswer).limitItems;
      expect((await w.call(admin, 'PUT', EDIT, templateBody('RESHAPE', ['R00001', 'R00003'], [
        aud!,
        { ...usd!, targetCode: 'NZD' },
        { limitItemId: 0, targetType: 'PRODUCT', targetCode: 'AUD20', limitType: 'COUNT', limitValue: 5, periodId: 1, periodValue: '24' },
      ]))).body.resultCode).toBe(0);
      const edited = (await templateOf(admin, 'RESHAPE'))!;
      expect(edited.limitInfo.assignedAgentCodes).toEqual(['R00001', 'R00003']);
      expect(edited.limitItems.map((i) => i.targetCode)).toEqual(['AUD', 'NZD', 'AUD20']);
      expect(edited.limitItems[0]!.limitItemId).toBe(aud!.limitItemId);
      expect(edited.limitItems[1]!.limitItemId).not.toBe(usd!.limitItemId);
      expect(edited.agentLimits.map((a) => [a.agentCode, a.limitItems.map((i) => [i.targetCode, i.currentValue])])).toEqual([
        ['R00001', [['AUD', 20], ['NZD', 0], ['AUD20', 0]]],
        ['R00003', [['AUD', 0], ['NZD', 0], ['AUD20', 0]]],
      ]);
      const r2 = await w.t.db.selectFrom('limit_template_agents').select('agent_id').where('agent_id', '=', w.agentId('R00002'))
        .where('template_id', '=', (eb) => eb.selectFrom('limit_templates').select('id').where('code', '=', 'RESHAPE')).execute();
      expect(r2).toEqual([]);
    });

    it('refuses an item id of another template, an unknown or another branch\'s template (1004), and changes nothing', async () => {
      const foreign = ((await w.call(admin, 'GET', DETAILS('RETAIL-NZ'))).body as unknown as TemplateAnswer).limitItems[0]!;
      await refusedUnchanged(() => w.call(admin, 'PUT', EDIT, templateBody('RETAIL-STD', ['R00001'], [{ ...foreign, targetCode: 'AUD' }])), {
        status: 400,
        body: { resultCode: 1004, resultDescription: english(LIMIT_TEXT.itemNotFound) },
      });
      const notFound = { status: 400, body: { resultCode: 1004, resultDescription: english(LIMIT_TEXT.templateNotFound) } };
      await refusedUnchanged(() => w.call(admin, 'PUT', EDIT, templateBody('NO-SUCH', ['R00001'], [audItem()])), notFound);
      await refusedUnchanged(() => w.call(sd2.headers, 'PUT', EDIT, templateBody('SD1-DAILY', ['R00004'], [audItem()])), notFound);
    });

    it('refuses a wrong item, an agent outside the structure and a user without _W, and changes nothing', async () => {
      await refusedUnchanged(() => w.call(admin, 'PUT', EDIT, templateBody('RETAIL-STD', ['R00001'], [audItem(5, { periodId: 3, periodValue: '0' })])),
        invalid("Reset time must be a weekday from 1 (Sunday) to 7 (Saturday).", 'limitItems[0].periodValue'));
      await refusedUnchanged(() => w.call(sd1.headers, 'PUT', EDIT, templateBody('SD1-DAILY', ['R00005'], [audItem()])), {
        status: 403,
        body: { resultCode: 1005, resultDescription: OUTSIDE },
      });
      await refusedUnchanged(() => w.call(reader, 'PUT', EDIT, templateBody('SD1-DAILY', ['R00001'], [audItem()])), {
        status: 403,
        body: { resultCode: 1003, resultDescription: 'You do not have SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_W permission.' },
      });
    });

    it('keeps a day-dependent period value sent back unchanged, though the day has passed', async () => {
      const template = await w.t.db.selectFrom('limit_templates').select('id').where('code', '=', 'RETAIL-STD').executeTakeFirstOrThrow();
      await w.t.db.updateTable('limit_template_items').set({ period_id: 5, period_value: '01/01/2020' }).where('template_id', '=', template.id).where('target_code', '=', 'USD50').execute();
      const details = (await w.call(admin, 'GET', DETAILS('RETAIL-STD'))).body as unknown as TemplateAnswer;
      const answer = await w.call(admin, 'PUT', EDIT, templateBody('RETAIL-STD', details.limitInfo.assignedAgentCodes, details.limitItems, { templateName: 'Retail standard' }));
      expect(answer.body.resultCode).toBe(0);
    });
  });

  describe('an agent\'s limits by hand', () => {
    it('sets the agent\'s own limit, usage and period (the template keeps its values), records who changed what, and sales keep to it', async () => {
      const before = (await w.call(admin, 'GET', AGENT_DETAILS('R00003'))).body.limitItems as { limitItemId: number; templateCode: string; targetCode: string; currentValue: number }[];
      const aud = before.find((i) => i.templateCode === 'RETAIL-STD' && i.targetCode === 'AUD')!;
      const answer = await w.call(admin, 'PUT', EDIT_AGENT, { agentCode: 'R00003', limitItems: [{ limitItemId: aud.limitItemId, limitValue: 45, currentValue: 30, periodId: 2, periodValue: '00:00' }] });
      expect(answer).toEqual({ status: 200, body: { resultCode: 0, resultDescription: english(LIMIT_TEXT.agentUpdated) } });
      const details = (await w.call(admin, 'GET', AGENT_DETAILS('R00003'))).body;
      expect((details.limitItems as { limitItemId: number }[]).find((i) => i.limitItemId === aud.limitItemId)).toMatchObject({ limitValue: 45, currentValue: 30, periodId: 2, periodValue: '00:00' });
      expect((details.history as object[])[0]).toEqual({
        limitItemId: aud.limitItemId, templateCode: 'RETAIL-STD', targetType: 'CURRENCY', targetCode: 'AUD', limitType: 'VALUE', source: 'AGENT_LIMIT_EDIT',
        changedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), changedBy: 'admin', impersonatedBy: null,
        before: { limitValue: 30000, currentValue: aud.currentValue, periodId: 4, periodValue: '1' },
        after: { limitValue: 45, currentValue: 30, periodId: 2, periodValue: '00:00' },
        currencyCode: 'AUD',
      });
      const template = ((await w.call(admin, 'GET', DETAILS('RETAIL-STD'))).body as unknown as TemplateAnswer).limitItems.find((i) => i.targetCode === 'AUD')!;
      expect(template.limitValue).toBe(30000);
      // 15 left: an AUD 20 sale is refused, an AUD 10 sale goes through.
      const terminal = w.demo.terminals.find((t) => t.agentCode === 'R00003')!.id;
      expect(await sellVouchers(w.t.db, [{ terminalId: terminal, productCode: 'AUD20' }])).toMatchObject({ ok: false, resultCode: 1010 });
      expect(await sellVouchers(w.t.db, [{ terminalId: terminal, productCode: 'AUD10' }])).toMatchObject({ ok: true });
    });

    it('refuses a current value above the limit, a repeated item and a period without its value (1001), and changes nothing', async () => {
      const [item] = (await w.call(admin, 'GET', AGENT_DETAILS('R00002'))).body.limitItems as { limitItemId: number }[];
      const edit = (limitItems: object[]) => () => w.call(admin, 'PUT', EDIT_AGENT, { agentCode: 'R00002', limitItems });
      await refusedUnchanged(edit([{ limitItemId: item!.limitItemId, limitValue: 10, currentValue: 11 }]), invalid("Current value must be less than limit value.", 'limitItems[0].currentValue'));
      await refusedUnchanged(edit([{ limitItemId: item!.limitItemId, limitValue: 10, currentValue: 1 }, { limitItemId: item!.limitItemId, limitValue: 10, currentValue: 2 }]),
        invalid("Limit item is listed twice.", 'limitItems[1].limitItemId'));
      await refusedUnchanged(edit([{ limitItemId: item!.limitItemId, limitValue: 10, currentValue: 1, periodId: 2 }]), invalid("Reset time is required.", 'limitItems[0].periodValue'));
      await refusedUnchanged(edit([{ limitItemId: item!.limitItemId, limitValue: 0, currentValue: 0 }]), invalid("Limit value is out of range.", 'limitItems[0].limitValue'));
    });

    it('refuses an item of another agent or of a template the user does not see (1004), an agent outside (1005), a user without _W (1003)', async () => {
      const [r1Item] = (await w.call(admin, 'GET', AGENT_DETAILS('R00001'))).body.limitItems as { limitItemId: number }[];
      const notFound = { status: 400, body: { resultCode: 1004, resultDescription: english(LIMIT_TEXT.itemNotFound) } };
      await refusedUnchanged(() => w.call(admin, 'PUT', EDIT_AGENT, { agentCode: 'R00002', limitItems: [{ limitItemId: r1Item!.limitItemId, limitValue: 10, currentValue: 0 }] }), notFound);
      await refusedUnchanged(() => w.call(sd1.headers, 'PUT', EDIT_AGENT, { agentCode: 'R00001', limitItems: [{ limitItemId: r1Item!.limitItemId, limitValue: 10, currentValue: 0 }] }), notFound);
      await refusedUnchanged(() => w.call(sd1.headers, 'PUT', EDIT_AGENT, { agentCode: 'R00004', limitItems: [{ limitItemId: r1Item!.limitItemId, limitValue: 10, currentValue: 0 }] }), {
        status: 403,
        body: { resultCode: 1005, resultDescription: OUTSIDE },
      });
      await refusedUnchanged(() => w.call(reader, 'PUT', EDIT_AGENT, { agentCode: 'R00001', limitItems: [{ limitItemId: r1Item!.limitItemId, limitValue: 10, currentValue: 0 }] }), {
        status: 403,
        body: { resultCode: 1003, resultDescription: 'You do not have SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_W permission.' },
      });
    });

    it('records the impersonating support staff with the user', async () => {
      const { createSession } = await import('../../../server/http/session');
      const token = await createSession(w.t.db, w.demo.userIds.get('MD0001/admin')!, { impersonatorUserId: w.demo.userIds.get('PROVIDER/support')! });
      const headers = { authorization: `Bearer ${token}` };
      const [item] = (await w.call(headers, 'GET', AGENT_DETAILS('R00005'))).body.limitItems as { limitItemId: number; limitValue: number }[];
      expect((await w.call(headers, 'PUT', EDIT_AGENT, { agentCode: 'R00005', limitItems: [{ limitItemId: item!.limitItemId, limitValue: item!.limitValue + 1, currentValue: 0 }] })).body.resultCode).toBe(0);
      expect(((await w.call(admin, 'GET', AGENT_DETAILS('R00005'))).body.history as object[])[0]).toMatchObject({ changedBy: 'admin', impersonatedBy: 'support' });
    });
  });

  describe('deleting', () => {
    it('deletes a template with its items and copies; the history stays in the database', async () => {
      await w.call(admin, 'POST', CREATE, templateBody('GONE', ['R00004'], [audItem(100)]));
      const [item] = ((await w.call(admin, 'GET', AGENT_DETAILS('R00004'))).body.limitItems as { limitItemId: number; templateCode: string }[]).filter((i) => i.templateCode === 'GONE');
      await w.call(admin, 'PUT', EDIT_AGENT, { agentCode: 'R00004', limitItems: [{ limitItemId: item!.limitItemId, limitValue: 90, currentValue: 5 }] });
      expect(await w.call(admin, 'DELETE', DELETE('GONE'))).toEqual({ status: 200, body: { resultCode: 0, resultDescription: english(LIMIT_TEXT.deleted) } });
      expect(await templateOf(admin, 'GONE')).toBeUndefined();
      expect(await w.t.db.selectFrom('agent_limit_items').select('id').where('id', '=', item!.limitItemId).execute()).toEqual([]);
      const kept = await w.t.db.selectFrom('limit_history').select(['agent_limit_item_id', 'limit_value_after']).where('template_code', '=', 'GONE').execute();
      expect(kept).toEqual([{ agent_limit_item_id: null, limit_value_after: 9000 }]);
    });

    it('refuses an unknown or another branch\'s template (1004) and a user without _D (1003), and changes nothing', async () => {
      const notFound = { status: 400, body: { resultCode: 1004, resultDescription: english(LIMIT_TEXT.templateNotFound) } };
      await refusedUnchanged(() => w.call(admin, 'DELETE', DELETE('NO-SUCH')), notFound);
      await refusedUnchanged(() => w.call(sd2.headers, 'DELETE', DELETE('SD1-DAILY')), notFound);
      const editor = await w.as('MD0001/mlee');
      await refusedUnchanged(() => w.call(editor, 'DELETE', DELETE('RETAIL-NZ')), {
        status: 403,
        body: { resultCode: 1003, resultDescription: 'You do not have SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_D permission.' },
      });
    });
  });

  describe('the usage map', () => {
    it('answers each agent of the structure with limits of an ACTIVE template, by its most used item in percent', async () => {
      await w.call(admin, 'POST', CREATE, templateBody('MAP-R6', ['M00002'], [audItem(80, { targetCode: 'NZD' })]));
      const before = ((await w.call(admin, 'GET', USAGE_MAP)).body.data as { agentCode: string; highestUsagePercent: number }[]);
      const [item] = ((await w.call(admin, 'GET', AGENT_DETAILS('M00002'))).body.limitItems as { limitItemId: number }[]);
      await w.call(admin, 'PUT', EDIT_AGENT, { agentCode: 'M00002', limitItems: [{ limitItemId: item!.limitItemId, limitValue: 80, currentValue: 68 }] });
      const map = (await w.call(admin, 'GET', USAGE_MAP)).body.data as { agentCode: string; highestUsagePercent: number }[];
      expect(before.find((a) => a.agentCode === 'M00002')).toEqual({ agentCode: 'M00002', highestUsagePercent: 0 });
      expect(map.find((a) => a.agentCode === 'M00002')).toEqual({ agentCode: 'M00002', highestUsagePercent: 85 });
      expect(map.map((a) => a.agentCode)).toEqual([...map.map((a) => a.agentCode)].sort());
      // No limits, no entry: the admin's own agent and the payout merchant M00001.
      expect(map.map((a) => a.agentCode)).not.toContain('M00001');
      // The reader of SD0001 sees its own structure only, with limits whoever set them.
      const sub = (await w.call(reader, 'GET', USAGE_MAP)).body.data as { agentCode: string }[];
      expect(sub.map((a) => a.agentCode)).toEqual(['R00001', 'R00002', 'R00003', 'SD0001']);
    });

    it('leaves out the items of an INACTIVE template', async () => {
      await w.call(admin, 'POST', CREATE, templateBody('MAP-OFF', ['R00006'], [audItem(80, { targetCode: 'USD' })]));
      const details = (await w.call(admin, 'GET', DETAILS('MAP-OFF'))).body as unknown as TemplateAnswer;
      expect(((await w.call(admin, 'GET', USAGE_MAP)).body.data as { agentCode: string }[]).map((a) => a.agentCode)).toContain('R00006');
      await w.call(admin, 'PUT', EDIT, templateBody('MAP-OFF', ['R00006'], details.limitItems, { status: 'INACTIVE' }));
      expect(((await w.call(admin, 'GET', USAGE_MAP)).body.data as { agentCode: string }[]).map((a) => a.agentCode)).not.toContain('R00006');
    });
  });
});
