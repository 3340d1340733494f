// GET /api/v1/country-list, state-list and timezone-list: ISO 3166 countries and subdivisions
// from country-state-city, IANA zones from the platform, to any signed-in user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser, type SignedInUser } from '../support/test-users';
import { createTestApp, type TestApp } from '../support/app';
import { utcOffsetOf } from '../../../server/modules/reference-data/time-zones';

describe.skipIf(testDatabaseSkipReason)('reference lists', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createSignedInUser(t.db);
  });
  afterAll(async () => t?.close());

  const list = async (url: string) => {
    const answer = await t.app.inject({ method: 'GET', url, headers: user.headers });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { resultCode: number; data: { id?: number; code: string; name: string }[] };
  };

  it('lists the countries with code and name', async () => {
    const { resultCode, data } = await list('/api/v1/country-list');
    expect(resultCode).toBe(0);
    expect(data.length).toBeGreaterThan(240);
    expect(data).toContainEqual({ code: 'AU', name: 'Australia' });
    expect(data).toContainEqual({ code: 'NZ', name: 'New Zealand' });
  });

  it("lists a country's states with the package's code (NSW for AU-NSW); an unknown country has none", async () => {
    const { data } = await list('/api/v1/state-list?countryCode=AU');
    expect(data).toContainEqual({ code: 'NSW', name: 'New South Wales' });
    expect(data.map((s) => s.code).sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect((await list('/api/v1/state-list?countryCode=ZZ')).data).toEqual([]);
  });

  it('refuses a malformed country code by the contract', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/state-list?countryCode=au1', headers: user.headers });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ resultCode: 1001 });
  });

  it('lists the time zones with id, IANA code and a name carrying the current UTC offset', async () => {
    const { data } = await list('/api/v1/timezone-list');
    const sydney = data.find((zone) => zone.code === 'Australia/Sydney');
    expect(sydney).toEqual({ id: expect.any(Number), code: 'Australia/Sydney', name: `(UTC${utcOffsetOf('Australia/Sydney', new Date())}) Australia/Sydney` });
    expect(sydney!.name).toMatch(/^\(UTC\+1[01]:00\) Australia\/Sydney$/);
    expect(data[0]).toEqual({ id: 1, code: 'UTC', name: '(UTC+00:00) UTC' });
    expect(new Set(data.map((zone) => zone.id)).size).toBe(data.length);
  });

  it('refuses the lists without a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/country-list' });
    expect(answer.statusCode).toBe(403);
  });
});
