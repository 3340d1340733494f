// GET /api/v1/agent-info: the general details and address of an agent of the user's own subtree;
// another branch's agent and an unknown code get the same 403 1005, revealing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseSkipReason } from '../support/test-database';
import { createCompanyTestApp, type CompanyTestApp } from './support/company-app';

describe.skipIf(testDatabaseSkipReason)('agent info', () => {
  let t: CompanyTestApp;
  beforeAll(async () => {
    t = await createCompanyTestApp();
  });
  afterAll(async () => t?.close());

  const agentInfo = async (user: string, agentCode: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/agent-info?agentCode=${agentCode}`, headers: await t.headersOf(user) });

  it('answers a descendant agent with agentDetail and agentAddress', async () => {
    const answer = await agentInfo('MD0001/admin', 'R00001');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      resultCode: 0,
      resultDescription: 'Success',
      agentDetail: {
        level: 'R', agentCode: 'R00001', name: 'Circular Quay News', countryCode: 'AU', stateCode: 'NSW',
        timezone: 'Australia/Sydney', creationDate: '2026-01-01 00:00:00', status: 'ACTIVE', tax: 'GST 10%',
        agentType: 'PREPAID', parentCode: 'SD0001',
      },
      agentAddress: expect.objectContaining({
        email: 'r00001@demo.example', contactName: 'Circular Quay News contact', countryCode: 'AU', stateCode: 'NSW',
        city: 'Sydney', zipCode: '2000', addressLine2: null, mobileNumber: null,
      }),
    });
  });

  it("answers the user's own agent", async () => {
    const answer = await agentInfo('SD0001/manager', 'SD0001');
    expect(answer.json()).toMatchObject({ resultCode: 0, agentDetail: { agentCode: 'SD0001', level: 'SD', parentCode: 'MD0001' } });
  });

  it("refuses another branch's agent with 403 1005 and reveals nothing", async () => {
    const answer = await agentInfo('SD0001/manager', 'R00004');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ resultCode: 1005, resultDescription: 'This agent is outside your company structure.' });
    const unknown = await agentInfo('SD0001/manager', 'ZZ9999');
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual(answer.json());
  });

  it('refuses an ancestor of the user’s agent', async () => {
    const answer = await agentInfo('R00001/cashier', 'SD0001');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ resultCode: 1005 });
  });
});
