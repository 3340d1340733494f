// POST /api/v1/get-documents and GET /api/v1/download-document: a page's active notices as the
// user's agent sees them (audience by agent level), at most 4 on company details, paged
// resources, and the bytes of FILE documents; refusals answer JSON with a non-zero resultCode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import type { DocumentsTable } from '../../../server/db/schema';
import { createDemoDocuments } from '../../../server/demo/content';
import { testDatabaseSkipReason } from '../support/test-database';
import { createCompanyTestApp, DEMO_CREATED_AT, type CompanyTestApp } from './support/company-app';

interface NoticeAnswer {
  resultCode: number;
  totalRecord: number;
  data: { id: number; content: string; contentType: string; active: string; description: string; createdDate: string }[];
}

describe.skipIf(testDatabaseSkipReason)('documents', () => {
  let t: CompanyTestApp;
  const ids = new Map<string, number>();
  const addDocument = async (document: Insertable<DocumentsTable>) => {
    const { id } = await t.db.insertInto('documents').values(document).returning('id').executeTakeFirstOrThrow();
    ids.set(document.code, id);
  };

  beforeAll(async () => {
    t = await createCompanyTestApp();
    await createDemoDocuments(t.db, t.structure, DEMO_CREATED_AT);
    for (const row of await t.db.selectFrom('documents').select(['id', 'code']).execute()) ids.set(row.code, row.id);
    // Two more notices for everyone, newer than the demo's, and one for distributors only.
    for (const [code, day] of [['NEWS-1', '2026-02-01'], ['NEWS-2', '2026-03-01']] as const) {
      await addDocument({ code, document_type: 'MER_ALL', content_type: 'HTML', location: 'company-details', active: 'T', content: `<p>${code}</p>`, created_at: `${day}T00:00:00Z` });
    }
    await addDocument({ code: 'DIST-NEWS', document_type: 'MER_DISTRIBUTOR', content_type: 'HTML', location: 'company-details', active: 'T', content: '<p>distributors</p>', created_at: '2026-04-01T00:00:00Z' });
    await addDocument({
      code: 'OLD-FILE', document_type: 'MER_ALL', content_type: 'FILE', location: 'resources', active: 'F', content: 'old.txt',
      file_name: 'old.txt', file_content_type: 'text/plain', file_bytes: Buffer.from('old'),
    });
    await addDocument({
      code: 'DIST-FILE', document_type: 'MER_DISTRIBUTOR', content_type: 'FILE', location: 'resources', active: 'T', content: 'Preisliste März.csv',
      file_name: 'Preisliste März.csv', file_content_type: 'text/csv', file_bytes: Buffer.from('a,b\n1,2\n'),
    });
  });
  afterAll(async () => t?.close());

  const documentsFor = async (user: string, body: Record<string, unknown>) => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/get-documents', headers: await t.headersOf(user), payload: body });
    expect(answer.statusCode).toBe(200);
    return answer.json() as NoticeAnswer;
  };
  const download = async (user: string, code: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/download-document?documentId=${ids.get(code)}`, headers: await t.headersOf(user) });

  it('gives at most 4 active company-details notices, newest first, for the agent level', async () => {
    const md = await documentsFor('MD0001/admin', { page: 'company-details', pageIndex: 1, pageSize: 10 });
    expect(md.resultCode).toBe(0);
    expect(md.data.length).toBeLessThanOrEqual(4);
    expect(md.data.map((d) => d.id)).toEqual([ids.get('DIST-NEWS'), ids.get('NEWS-2'), ids.get('NEWS-1'), ids.get('NOTICE-MAINT')]);
    expect(md.data[0]).toEqual({
      id: ids.get('DIST-NEWS'), content: '<p>distributors</p>', contentType: 'HTML', active: 'T', description: '', createdDate: '2026-04-01 00:00:00',
    });
    expect(md.totalRecord).toBe(4);

    const retailer = await documentsFor('R00001/cashier', { page: 'company-details' });
    const codes = retailer.data.map((d) => [...ids].find(([, id]) => id === d.id)![0]);
    expect(codes).toEqual(['NEWS-2', 'NEWS-1', 'NOTICE-HOLIDAY', 'NOTICE-PRICES']);
  });

  it('never gives inactive notices', async () => {
    for (const user of ['MD0001/admin', 'R00001/cashier']) {
      const page = await documentsFor(user, { page: 'company-details' });
      expect(page.data.every((d) => d.active === 'T')).toBe(true);
      expect(page.data.map((d) => d.id)).not.toContain(ids.get('NOTICE-OLD'));
    }
  });

  it('pages the resources with totalRecord, FILE documents only', async () => {
    const first = await documentsFor('MD0001/admin', { page: 'resources', pageIndex: 1, pageSize: 4 });
    expect(first.totalRecord).toBe(6);
    expect(first.data).toHaveLength(4);
    const second = await documentsFor('MD0001/admin', { page: 'resources', pageIndex: 2, pageSize: 4 });
    expect(second.data).toHaveLength(2);
    expect(new Set([...first.data, ...second.data].map((d) => d.id)).size).toBe(6);
    expect([...first.data, ...second.data].every((d) => d.contentType === 'FILE')).toBe(true);
    expect((await documentsFor('R00001/cashier', { page: 'resources' })).totalRecord).toBe(5);
  });

  it('gives the contact-us text, and nothing for a page without documents', async () => {
    const contact = await documentsFor('R00001/cashier', { page: 'contact-us' });
    expect(contact.data).toEqual([expect.objectContaining({ id: ids.get('CONTACT'), contentType: 'HTML', active: 'T' })]);
    expect(await documentsFor('R00001/cashier', { page: 'no-such-page' })).toMatchObject({ resultCode: 0, data: [], totalRecord: 0 });
  });

  it('downloads a FILE document with its bytes, content type and file name', async () => {
    const answer = await download('R00001/cashier', 'NOTICE-PRICES');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="price-list-2026.csv"; filename*=UTF-8''price-list-2026.csv`);
    expect(answer.rawPayload.toString('utf8')).toBe('product,currency,face value,net value\nAUD20,AUD,20.00,19.00\nUSD25,USD,25.00,23.75\n');

    const named = await download('MD0001/admin', 'DIST-FILE');
    expect(named.headers['content-disposition']).toBe(`attachment; filename="Preisliste M_rz.csv"; filename*=UTF-8''Preisliste%20M%C3%A4rz.csv`);
    expect(named.rawPayload.toString('utf8')).toBe('a,b\n1,2\n');
  });

  it('refuses HTML, inactive, invisible and missing documents with a JSON non-zero resultCode', async () => {
    const html = await download('MD0001/admin', 'NOTICE-WELCOME');
    expect(html.statusCode).toBe(400);
    expect(html.headers['content-type']).toMatch(/^application\/json/);
    expect(html.json()).toMatchObject({ resultCode: 1001, field: expect.stringContaining('documentId') });

    const notFound = { resultCode: 1004, resultDescription: 'The document was not found.' };
    const inactive = await download('MD0001/admin', 'OLD-FILE');
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual(notFound);
    expect((await download('R00001/cashier', 'DIST-FILE')).json()).toEqual(notFound);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/download-document?documentId=999999', headers: await t.headersOf('R00001/cashier') });
    expect(missing.json()).toEqual(notFound);
  });
});
