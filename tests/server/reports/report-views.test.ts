// Saved report views through the real server on the database TEST_DB names: a user's views by
// name, saving, replacing by name (trimmed), the 50-view limit, a period without dates, and
// deleting only one's own view (another user's id or an unknown one is not found and nothing
// changes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../support/test-users';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';

interface View {
  id: number;
  name: string;
  filter: Record<string, unknown>;
  hiddenColumns: string[];
  updatedAt: string;
}

describe.skipIf(testDatabaseSkipReason)('saved report views', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;

  const save = (user: SignedInUser, body: Record<string, unknown>, language = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/v1/report-views', headers: { ...user.headers, 'accept-language': language }, payload: body });
  const list = async (user: SignedInUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/report-views', headers: user.headers })).json<{ data: View[] }>().data;
  const remove = (user: SignedInUser, id: number) => t.app.inject({ method: 'DELETE', url: `/api/v1/report-views/${id}`, headers: user.headers });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createSignedInUser(t.db);
    other = await createSignedInUser(t.db);
  });
  afterAll(async () => t?.close());

  it('saves a view, lists the user\'s views by name, and replaces a view saved under the same name', async () => {
    const first = await save(owner, { name: '  Refunds this month ', filter: { period: 'thisMonth', includeSubAgent: true, isRefunded: true }, hiddenColumns: ['TRANSACTION.COLUMN.EXTERNAL_REF'] });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json<View & { resultCode: number }>();
    expect(saved).toMatchObject({ resultCode: 0, name: 'Refunds this month', filter: { period: 'thisMonth', includeSubAgent: true, isRefunded: true }, hiddenColumns: ['TRANSACTION.COLUMN.EXTERNAL_REF'] });
    expect(saved.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await save(owner, { name: 'All sales', filter: { start: '2026-11-01 00:00:00', end: '2026-11-21 23:59:59', salesReports: true } });

    const replaced = (await save(owner, { name: 'Refunds this month', filter: { period: 'lastMonth', isRefunded: true } })).json<View>();
    expect(replaced.id).toBe(saved.id);
    expect(replaced).toMatchObject({ filter: { period: 'lastMonth', isRefunded: true }, hiddenColumns: [] });
    expect((await list(owner)).map((view) => view.name)).toEqual(['All sales', 'Refunds this month']);
    expect(await list(other)).toEqual([]);
  });

  it('refuses a blank name, dates missing without a period, and fields the filter does not have', async () => {
    expect((await save(owner, { name: '   ', filter: { period: 'today' } })).json()).toMatchObject({ resultCode: 1001, field: 'name' });
    expect((await save(owner, { name: 'No dates', filter: { includeSubAgent: true } })).json()).toMatchObject({ resultCode: 1001, field: 'filter.start' });
    expect((await save(owner, { name: 'Paged', filter: { period: 'today', pageIndex: 3 } })).json()).toMatchObject({ resultCode: 1001, field: 'filter.pageIndex' });
    expect((await save(owner, { name: 'x'.repeat(61), filter: { period: 'today' } })).json()).toMatchObject({ resultCode: 1001, field: 'name' });
    expect((await save(owner, { name: 'Columns', filter: { period: 'today' }, hiddenColumns: Array.from({ length: 31 }, (_, i) => `C${i}`) })).json()).toMatchObject({ resultCode: 1001, field: 'hiddenColumns' });
  });

  it('keeps at most 50 views per user: a 51st name is refused in the request\'s language, a replacement is not', async () => {
    const user = await createSignedInUser(t.db);
    for (let i = 1; i <= 50; i++) expect((await save(user, { name: `View ${i}`, filter: { period: 'today' } })).statusCode).toBe(200);
    const refused = await save(user, { name: 'View 51', filter: { period: 'today' } }, 'de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ resultCode: 1009, resultDescription: 'Sie können höchstens 50 Berichtsansichten speichern. Löschen Sie eine, bevor Sie eine weitere speichern.' });
    expect((await save(user, { name: 'View 7', filter: { period: 'yesterday' } })).statusCode).toBe(200);
    expect(await list(user)).toHaveLength(50);
  });

  it('deletes only the user\'s own view: another user\'s or an unknown id is not found and nothing changes', async () => {
    const view = (await save(owner, { name: 'To delete', filter: { period: 'today' } })).json<View>();
    const foreign = await remove(other, view.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ resultCode: 1004, resultDescription: 'The report view was not found.' });
    expect((await list(owner)).some((item) => item.id === view.id)).toBe(true);
    expect((await remove(owner, 2_000_000_000)).json()).toMatchObject({ resultCode: 1004 });
    expect((await remove(owner, view.id)).json()).toMatchObject({ resultCode: 0 });
    expect((await list(owner)).some((item) => item.id === view.id)).toBe(false);
    expect((await remove(owner, view.id)).json()).toMatchObject({ resultCode: 1004 });
  });
});
