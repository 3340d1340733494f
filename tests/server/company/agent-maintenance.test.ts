// POST and PUT /api/v1/agent: the permission, the server-side form rules of spec 1 section 5, the
// read-only fields, the hierarchy rule for adding agents, and the audit rows with before/after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACL } from '../../../server/domain/acls';
import { testDatabaseSkipReason } from '../support/test-database';
import { createCompanyTestApp, type CompanyTestApp } from './support/company-app';
import { refusalOf } from '../support/requests';
import { PROBLEM } from '../../../server/i18n/problems';
import { english } from '../../../server/i18n/words';

interface AgentForm {
  agentDetail: Record<string, unknown>;
  agentAddress: Record<string, unknown>;
}

describe.skipIf(testDatabaseSkipReason)('agent maintenance', () => {
  let t: CompanyTestApp;
  beforeAll(async () => {
    t = await createCompanyTestApp();
  });
  afterAll(async () => t?.close());

  const save = async (method: 'POST' | 'PUT', user: string, payload: AgentForm) =>
    t.app.inject({ method, url: '/api/v1/agent', headers: await t.headersOf(user), payload });

  /** The form as the client holds it after loading agent-info: the whole thing is sent back. */
  const loadedForm = async (agentCode: string): Promise<AgentForm> => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/v1/agent-info?agentCode=${agentCode}`, headers: await t.headersOf('MD0001/admin') });
    const { agentDetail, agentAddress } = answer.json() as AgentForm;
    return { agentDetail, agentAddress };
  };

  const agentRow = (code: string) => t.db.selectFrom('agents').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  const auditRows = (code: string) =>
    t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'agent').where('entity_id', '=', code).orderBy('id').execute();

  const newRetailer = (code: string, extra: Partial<AgentForm['agentDetail']> = {}): AgentForm => ({
    agentDetail: { agentCode: code, name: `Retailer ${code}`, level: 'R', countryCode: 'AU', stateCode: 'NSW', timezone: 'Australia/Sydney', ...extra },
    agentAddress: { email: `${code.toLowerCase()}@example.com`, phoneNumber: '+61299770000', city: 'Manly', zipCode: '2095' },
  });

  describe('editing', () => {
    it('refuses a bad phone number naming phoneNumber and changes nothing, then saves a good one with an audit row', async () => {
      const before = await agentRow('R00002');
      const form = await loadedForm('R00002');

      const bad = await save('PUT', 'MD0001/admin', { ...form, agentAddress: { ...form.agentAddress, phoneNumber: '12' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ resultCode: 1001, field: expect.stringContaining('phoneNumber') });
      expect(await agentRow('R00002')).toEqual(before);
      expect(await auditRows('R00002')).toEqual([]);

      const good = await save('PUT', 'MD0001/admin', { ...form, agentAddress: { ...form.agentAddress, phoneNumber: '+61291112222' } });
      expect(good.statusCode).toBe(200);
      expect(good.json()).toEqual({ resultCode: 0, resultDescription: 'Agent R00002 has been updated successfully.' });
      const after = await agentRow('R00002');
      expect(after).toEqual({ ...before, phone_number: '+61291112222' });

      const [audit, ...more] = await auditRows('R00002');
      expect(more).toEqual([]);
      expect(audit).toMatchObject({
        action: 'agent.update',
        actor_user_id: t.structure.userIds.get('MD0001/admin'),
        impersonator_user_id: null,
        before: { phoneNumber: before.phone_number },
        after: { phoneNumber: '+61291112222' },
        result_code: 0,
      });
    });

    it('refuses a wrong email format and a bad mobile number', async () => {
      const form = await loadedForm('R00002');
      const email = await save('PUT', 'MD0001/admin', { ...form, agentAddress: { ...form.agentAddress, email: 'not-an-email' } });
      expect(email.statusCode).toBe(400);
      expect(email.json()).toMatchObject({ resultCode: 1001, field: expect.stringContaining('agentAddress.email') });
      const mobile = await save('PUT', 'MD0001/admin', { ...form, agentAddress: { ...form.agentAddress, mobileNumber: '+61 412' } });
      expect(mobile.json()).toMatchObject({ resultCode: 1001, field: expect.stringContaining('mobileNumber') });
    });

    it('refuses an empty name', async () => {
      const form = await loadedForm('R00002');
      const answer = await save('PUT', 'MD0001/admin', { ...form, agentDetail: { ...form.agentDetail, name: '   ' } });
      expect(answer.json()).toEqual(refusalOf("Required field", 'agentDetail.name'));
    });

    it.each([
      ['agentDetail', 'status', 'INACTIVE'],
      ['agentDetail', 'agentType', 'POSTPAID'],
      ['agentDetail', 'level', 'SD'],
      ['agentDetail', 'tax', 'GST 0%'],
      ['agentDetail', 'parentCode', 'SD0002'],
      ['agentDetail', 'creationDate', '2020-01-01 00:00:00'],
      ['agentAddress', 'countryCode', 'NZ'],
      ['agentAddress', 'stateCode', 'VIC'],
    ] as const)('refuses a change of the read-only %s.%s and changes nothing', async (part, field, value) => {
      const before = await agentRow('R00003');
      const form = await loadedForm('R00003');
      const answer = await save('PUT', 'MD0001/admin', { ...form, [part]: { ...form[part], [field]: value } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(refusalOf(english(PROBLEM.readOnly, `${part}.${field}`), `${part}.${field}`));
      expect(await agentRow('R00003')).toEqual(before);
    });

    it('accepts the whole form echoed back unchanged, and changes the editable fields only', async () => {
      const form = await loadedForm('R00003');
      const unchanged = await save('PUT', 'MD0001/admin', form);
      expect(unchanged.statusCode).toBe(200);
      expect(await auditRows('R00003')).toEqual([]);

      const answer = await save('PUT', 'MD0001/admin', {
        agentDetail: { ...form.agentDetail, name: 'Maple Corner Store & Post', stateCode: 'BC', timezone: 'America/Vancouver' },
        agentAddress: { ...form.agentAddress, city: 'Vancouver', addressLine2: '' },
      });
      expect(answer.statusCode).toBe(200);
      expect(await agentRow('R00003')).toMatchObject({
        name: 'Maple Corner Store & Post', state_code: 'BC', timezone: 'America/Vancouver', city: 'Vancouver', address_line2: null, country_code: 'CA',
      });
      const [audit] = await auditRows('R00003');
      expect(audit).toMatchObject({
        before: { name: 'Maple Corner Store', stateCode: 'ON', timezone: 'America/Toronto', city: 'Sydney' },
        after: { name: 'Maple Corner Store & Post', stateCode: 'BC', timezone: 'America/Vancouver', city: 'Vancouver' },
      });
    });

    it('refuses an unknown state or time zone', async () => {
      const form = await loadedForm('R00001');
      const state = await save('PUT', 'MD0001/admin', { ...form, agentDetail: { ...form.agentDetail, stateCode: 'XX' } });
      expect(state.json()).toMatchObject(refusalOf("State does not belong to the chosen country.", 'agentDetail.stateCode'));
      const zone = await save('PUT', 'MD0001/admin', { ...form, agentDetail: { ...form.agentDetail, timezone: 'Mars/Olympus' } });
      expect(zone.json()).toMatchObject(refusalOf("Time zone is not a known time zone.", 'agentDetail.timezone'));
    });

    it("refuses to edit another branch's agent with 403 1005", async () => {
      const form = await loadedForm('R00004');
      const answer = await save('PUT', 'SD0001/manager', { ...form, agentDetail: { ...form.agentDetail, name: 'Taken over' } });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ resultCode: 1005 });
      expect((await agentRow('R00004')).name).toBe('Queen Street Mobile');
    });

    it('records both identities while support staff impersonate', async () => {
      const { createSession } = await import('../../../server/http/session');
      const support = t.structure.userIds.get('PROVIDER/support')!;
      const admin = t.structure.userIds.get('MD0001/admin')!;
      const token = await createSession(t.db, admin, { impersonatorUserId: support });
      const form = await loadedForm('R00005');
      const answer = await t.app.inject({
        method: 'PUT', url: '/api/v1/agent', headers: { authorization: `Bearer ${token}` },
        payload: { ...form, agentDetail: { ...form.agentDetail, name: 'Camden Phone Shop Ltd' } },
      });
      expect(answer.statusCode).toBe(200);
      expect((await auditRows('R00005'))[0]).toMatchObject({ actor_user_id: admin, impersonator_user_id: support });
    });
  });

  describe('adding', () => {
    it('adds a retailer under a sub division: it appears in the structure, Active and PREPAID, with an audit row', async () => {
      const answer = await save('POST', 'MD0001/admin', newRetailer('R00009', { parentCode: 'SD0001', status: 'ACTIVE', agentType: 'PREPAID' }));
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ resultCode: 0, resultDescription: 'Agent R00009 has been added successfully.' });

      const tree = (await t.app.inject({ method: 'GET', url: '/api/v1/company-structure', headers: await t.headersOf('MD0001/admin') })).json();
      const sd1 = tree.data.children.find((node: { code: string }) => node.code === 'SD0001');
      expect(sd1.children.find((node: { code: string }) => node.code === 'R00009')).toEqual({
        code: 'R00009', name: 'Retailer R00009', level: 'R', type: 'PREPAID', status: 'ACTIVE', children: [],
      });
      const [audit] = await auditRows('R00009');
      expect(audit).toMatchObject({
        action: 'agent.create', before: null,
        after: { agentDetail: { agentCode: 'R00009', parentCode: 'SD0001', status: 'ACTIVE', agentType: 'PREPAID' } },
      });
      // The closure table knows the new agent: the sub division's manager sees it.
      const info = await t.app.inject({ method: 'GET', url: '/api/v1/agent-info?agentCode=R00009', headers: await t.headersOf('SD0001/manager') });
      expect(info.json()).toMatchObject({ resultCode: 0, agentDetail: { parentCode: 'SD0001', countryCode: 'AU' } });
    });

    it("adds under the user's own agent when no parent code is sent", async () => {
      const answer = await save('POST', 'SD0001/manager', newRetailer('R00010'));
      expect(answer.statusCode).toBe(200);
      const row = await agentRow('R00010');
      expect(row.parent_id).toBe(t.agentId('SD0001'));
    });

    it('lets an MD add a sub division', async () => {
      const answer = await save('POST', 'MD0001/admin', {
        agentDetail: { agentCode: 'SD0003', name: 'Outback Sub Division', level: 'SD', countryCode: 'AU' },
        agentAddress: {},
      });
      expect(answer.statusCode).toBe(200);
      expect(await agentRow('SD0003')).toMatchObject({ level: 'SD', status: 'ACTIVE', type: 'PREPAID', parent_id: t.agentId('MD0001'), timezone: 'UTC' });
    });

    it('refuses a sub division added by an SD user', async () => {
      const answer = await save('POST', 'SD0001/manager', {
        agentDetail: { agentCode: 'SD0009', name: 'Rogue Sub Division', level: 'SD' },
        agentAddress: {},
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ resultCode: 1005, resultDescription: 'A Sub Division (SD) may add only Retailer (R) agents.' });
      expect(await t.db.selectFrom('agents').select('id').where('code', '=', 'SD0009').executeTakeFirst()).toBeUndefined();
    });

    it('refuses a parent outside the scope and a retailer as parent', async () => {
      const outside = await save('POST', 'SD0001/manager', newRetailer('R00011', { parentCode: 'SD0002' }));
      expect(outside.statusCode).toBe(403);
      expect(outside.json()).toMatchObject({ resultCode: 1005, resultDescription: 'This agent is outside your company structure.' });
      const underRetailer = await save('POST', 'MD0001/admin', newRetailer('R00012', { parentCode: 'R00001' }));
      expect(underRetailer.statusCode).toBe(403);
      expect(underRetailer.json()).toMatchObject({ resultCode: 1005, resultDescription: 'A Retailer (R) cannot have agents below it.' });
    });

    it('refuses a new agent with another status or type than the defaults', async () => {
      const answer = await save('POST', 'MD0001/admin', newRetailer('R00013', { status: 'INACTIVE' }));
      expect(answer.json()).toEqual(refusalOf("Status cannot be changed.", 'agentDetail.status'));
      const type = await save('POST', 'MD0001/admin', newRetailer('R00013', { agentType: 'POSTPAID' }));
      expect(type.json()).toMatchObject({ resultCode: 1001, field: expect.stringContaining('agentDetail.agentType') });
    });

    it('refuses a duplicate agent code with 1009', async () => {
      const answer = await save('POST', 'MD0001/admin', newRetailer('R00001', { parentCode: 'SD0001' }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ resultCode: 1009, resultDescription: 'Agent code already exists' });
    });

    it('refuses an agent code longer than 8 characters', async () => {
      const answer = await save('POST', 'MD0001/admin', newRetailer('R000000001'));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ resultCode: 1001, field: expect.stringContaining('agentDetail.agentCode') });
    });
  });

  describe('permission', () => {
    it(`refuses POST and PUT without ${ACL.USER_W} with 403 1003`, async () => {
      const form = await loadedForm('R00001');
      for (const [method, payload] of [['POST', newRetailer('R00014')], ['PUT', form]] as const) {
        const answer = await save(method, 'MD0001/viewer', payload);
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual({ resultCode: 1003, resultDescription: `You do not have ${ACL.USER_W} permission.` });
      }
      const cashier = await save('POST', 'R00001/cashier', newRetailer('R00014'));
      expect(cashier.json()).toMatchObject({ resultCode: 1003 });
      expect(await t.db.selectFrom('agents').select('id').where('code', '=', 'R00014').executeTakeFirst()).toBeUndefined();
    });
  });
});
