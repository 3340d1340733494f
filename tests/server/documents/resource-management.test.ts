// Resource management (spec 3): POST /api/v1/get-resource-management lists every document with
// the filters, sorted (id descending by default) and paged, for SCP.FLEX.ACCOUNT.MANAGER_R; POST
// and PUT /api/v1/save-document save one (multipart saveDocumentRequest and file) for provider
// staff, who also hold SCP.PORTAL.DOCUMENTS_W: HTML sanitised, the file within the settings'
// limits and of an accepted kind, refusals changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACL, MERCHANT_ACLS } from '../../../server/domain/acls';
import type { DocumentContentType, DocumentLocation, DocumentType } from '../../../server/db/schema';
import { testDatabaseSkipReason } from '../support/test-database';
import { createTestApp, type TestApp } from '../support/app';
import { createSignedInUser, type SignedInUser } from '../support/test-users';
import { multipartPayload, refusalOf, rowCounts as allRowCounts, type TestFile } from '../support/requests';

/** The rows of every table but the audit log (where refusals are recorded too). */
async function rowCounts(db: Parameters<typeof allRowCounts>[0]) {
  const { audit_log: _audited, ...counts } = await allRowCounts(db);
  return counts;
}

interface ListAnswer {
  resultCode: number;
  totalRecord: number;
  data: { id: number; code: string; description: string | null; documentType: string; contentType: string; content: string; location: { name: string; url: string }; active: string }[];
}

describe.skipIf(testDatabaseSkipReason)('resource management', () => {
  let t: TestApp;
  let staff: SignedInUser;
  let merchantAdmin: SignedInUser;
  let viewer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createSignedInUser(t.db, { acls: [ACL.ACCOUNT_MANAGER_R, ACL.DOCUMENTS_W] });
    merchantAdmin = await createSignedInUser(t.db, { acls: [...MERCHANT_ACLS] });
    viewer = await createSignedInUser(t.db);
  });
  afterAll(async () => t?.close());

  const list = async (user: SignedInUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/get-resource-management', headers: user.headers, payload: body });
  const listed = async (body: Record<string, unknown>) => {
    const answer = await list(staff, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as ListAnswer;
  };
  const save = (method: 'POST' | 'PUT', user: SignedInUser, request: Record<string, unknown>, files: TestFile[] = []) => {
    const { payload, headers } = multipartPayload({ saveDocumentRequest: JSON.stringify(request) }, files);
    return t.app.inject({ method, url: '/api/v1/save-document', payload, headers: { ...headers, ...user.headers } });
  };
  const file = (filename: string, content: Buffer | string, contentType = 'application/octet-stream'): TestFile => ({ field: 'file', filename, content, contentType });
  const stored = (code: string) => t.db.selectFrom('documents').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

  describe('the list', () => {
    const made: { code: string; id: number }[] = [];
    beforeAll(async () => {
      const rows: [string, DocumentType, DocumentContentType, DocumentLocation, 'T' | 'F', string][] = [
        ['LIST-A', 'MER_ALL', 'HTML', 'company-details', 'T', 'Stock take notice'],
        ['LIST-B', 'MER_DISTRIBUTOR', 'HTML', 'transaction-report', 'F', 'Report hint'],
        ['LIST-C', 'MER_MERCHANT', 'FILE', 'resources', 'T', 'Price list 50% off_'],
        ['LIST-D', 'UNSET', 'HTML', 'UNSET', 'T', 'Everywhere'],
        ['LIST-E', 'MER_ALL', 'HTML', 'contact-us', 'F', 'Contact text'],
      ];
      for (const [code, document_type, content_type, location, active, description] of rows) {
        const fileColumns = content_type === 'FILE' ? { file_name: 'prices.csv', file_content_type: 'text/csv', file_bytes: Buffer.from('a,b') } : {};
        const { id } = await t.db.insertInto('documents').values({
          code, description, document_type, content_type, location, active, content: content_type === 'FILE' ? 'prices.csv' : `<p>${description}</p>`, ...fileColumns,
        }).returning('id').executeTakeFirstOrThrow();
        made.push({ code, id });
      }
    });
    const codes = (answer: ListAnswer) => answer.data.map((d) => d.code).filter((code) => code.startsWith('LIST-'));

    it('lists every document, id descending by default, with its location named', async () => {
      const answer = await listed({ pageIndex: 1, pageSize: 10 });
      expect(answer.resultCode).toBe(0);
      expect(codes(answer)).toEqual(['LIST-E', 'LIST-D', 'LIST-C', 'LIST-B', 'LIST-A']);
      expect(answer.data.find((d) => d.code === 'LIST-C')).toEqual({
        id: made[2]!.id, code: 'LIST-C', description: 'Price list 50% off_', documentType: 'MER_MERCHANT', contentType: 'FILE', content: 'prices.csv',
        location: { name: 'Resources', url: 'resources' }, active: 'T',
      });
      expect(answer.data.find((d) => d.code === 'LIST-A')?.location).toEqual({ name: 'Company Details', url: 'company-details' });
      expect(answer.data.find((d) => d.code === 'LIST-D')?.location).toEqual({ name: 'All', url: 'UNSET' });
    });

    it('filters by document type, content type, location, status and search text', async () => {
      expect(codes(await listed({ pageIndex: 1, pageSize: 10, documentType: 'MER_ALL' }))).toEqual(['LIST-E', 'LIST-A']);
      expect(codes(await listed({ pageIndex: 1, pageSize: 10, contentType: 'FILE' }))).toEqual(['LIST-C']);
      expect(codes(await listed({ pageIndex: 1, pageSize: 10, location: 'transaction-report' }))).toEqual(['LIST-B']);
      expect(codes(await listed({ pageIndex: 1, pageSize: 10, active: 'F' }))).toEqual(['LIST-E', 'LIST-B']);
      expect(codes(await listed({ pageIndex: 1, pageSize: 10, active: 'T', documentType: 'MER_ALL' }))).toEqual(['LIST-A']);
      // UNSET, the screen's first query, filters nothing (spec 3: 'UNSET (All)').
      const everything = codes(await listed({ pageIndex: 1, pageSize: 10, searchText: 'LIST-' }));
      expect(codes(await listed({ pageIndex: 1, pageSize: 10, searchText: 'LIST-', documentType: 'UNSET', location: 'UNSET' }))).toEqual(everything);
      expect(everything).toHaveLength(5);
      // Code, description or content, any case; % and _ are themselves.
      expect(codes(await listed({ pageIndex: 1, pageSize: 10, searchText: 'stock TAKE' }))).toEqual(['LIST-A']);
      expect(codes(await listed({ pageIndex: 1, pageSize: 10, searchText: 'list-d' }))).toEqual(['LIST-D']);
      expect(codes(await listed({ pageIndex: 1, pageSize: 10, searchText: '50%' }))).toEqual(['LIST-C']);
      expect(codes(await listed({ pageIndex: 1, pageSize: 10, searchText: '0% off_' }))).toEqual(['LIST-C']);
      expect(codes(await listed({ pageIndex: 1, pageSize: 10, searchText: '%' }))).toEqual(['LIST-C']);
      const none = await listed({ pageIndex: 1, pageSize: 10, searchText: 'no such words' });
      expect(none).toEqual({ resultCode: 0, resultDescription: 'Success', data: [], totalRecord: 0 });
    });

    it('pages and sorts as asked', async () => {
      const all = await listed({ pageIndex: 1, pageSize: 100 });
      const total = all.totalRecord;
      expect(total).toBe(all.data.length);
      const first = await listed({ pageIndex: 1, pageSize: 10, searchText: 'LIST-', orderBy: 'code', orderType: 'ASC' });
      expect(codes(first)).toEqual(['LIST-A', 'LIST-B', 'LIST-C', 'LIST-D', 'LIST-E']);
      expect(first.totalRecord).toBe(5);
      const byDescription = await listed({ pageIndex: 1, pageSize: 10, searchText: 'LIST-', orderBy: 'description', orderType: 'ASC' });
      expect(codes(byDescription)).toEqual(['LIST-E', 'LIST-D', 'LIST-C', 'LIST-B', 'LIST-A']);
      // Ties in order of id, the same way.
      const byType = await listed({ pageIndex: 1, pageSize: 10, searchText: 'LIST-', orderBy: 'documentType', orderType: 'ASC' });
      expect(codes(byType)).toEqual(['LIST-A', 'LIST-E', 'LIST-B', 'LIST-C', 'LIST-D']);
      // 11 more make a second page of 10.
      for (let i = 0; i < 11; i++) await t.db.insertInto('documents').values({ code: `PAGE-${i}`, content_type: 'HTML', content: '<p>p</p>' }).execute();
      const page2 = await listed({ pageIndex: 2, pageSize: 10 });
      expect(page2.totalRecord).toBe(total + 11);
      expect(page2.data).toHaveLength(Math.min(10, total + 1));
      const ids = [...(await listed({ pageIndex: 1, pageSize: 10 })).data, ...page2.data].map((d) => d.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('is refused without SCP.FLEX.ACCOUNT.MANAGER_R, and a page size the screen does not offer', async () => {
      const refused = await list(viewer, { pageIndex: 1, pageSize: 10 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ resultCode: 1003, resultDescription: 'You do not have SCP.FLEX.ACCOUNT.MANAGER_R permission.' });
      // A merchant administrator holds MANAGER_R: the list is open to it.
      expect((await list(merchantAdmin, { pageIndex: 1, pageSize: 10 })).json()).toMatchObject({ resultCode: 0 });
      expect((await list(staff, { pageIndex: 1, pageSize: 7 })).json()).toMatchObject({ resultCode: 1001, field: 'pageSize' });
    });
  });

  describe('saving', () => {
    const notice = { code: 'NOTICE-NEW', description: 'New notice', documentTypeCode: 'MER_ALL', contentType: 'HTML', location: 'company-details', active: 'T' };

    it('creates an HTML notice, sanitised: no script, no event handler, no javascript: URL, the rest kept', async () => {
      const content = '<h3 onclick="steal()">Stock take</h3><script>alert(document.cookie)</script><p>See <a href="javascript:alert(1)">this</a> and <a href="https://example.com/x">that</a>.</p><img src="/x.png" onerror="alert(1)">';
      const answer = await save('POST', staff, { ...notice, content });
      expect(answer.json()).toEqual({ resultCode: 0, resultDescription: 'The document has been created.' });
      const row = await stored('NOTICE-NEW');
      expect(row.content).toBe('<h3>Stock take</h3><p>See <a>this</a> and <a href="https://example.com/x">that</a>.</p><img src="/x.png" alt="" />');
      expect(row).toMatchObject({ description: 'New notice', document_type: 'MER_ALL', content_type: 'HTML', location: 'company-details', active: 'T', created_by_user_id: staff.userId, file_bytes: null });
      const audit = await t.db.selectFrom('audit_log').select(['action', 'entity_id', 'actor_user_id']).where('action', '=', 'document.create').execute();
      expect(audit).toContainEqual({ action: 'document.create', entity_id: String(row.id), actor_user_id: staff.userId });
      // The merchants read it sanitised.
      const page = await t.app.inject({ method: 'POST', url: '/api/v1/get-documents', headers: viewer.headers, payload: { page: 'company-details' } });
      expect(page.json().data.map((d: { content: string }) => d.content)).toContain(row.content);
    });

    it('refuses HTML that is nothing once sanitised, and a file sent with HTML', async () => {
      const before = await rowCounts(t.db);
      const empty = await save('POST', staff, { ...notice, code: 'EMPTY', content: '<script>alert(1)</script>' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual(refusalOf("Content must not be empty.", 'saveDocumentRequest.content'));
      const withFile = await save('POST', staff, { ...notice, code: 'HTML-FILE', content: '<p>x</p>' }, [file('a.pdf', '%PDF-1.4')]);
      expect(withFile.json()).toEqual(refusalOf("File is only accepted with the FILE content type.", 'file'));
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('creates a FILE document from the file part, named by the file, with the kind its content shows', async () => {
      const answer = await save('POST', staff, { code: 'PRICES', documentTypeCode: 'MER_MERCHANT', contentType: 'FILE', content: 'whatever.pdf', location: 'resources' },
        [file('price-list.pdf', '%PDF-1.4 prices', 'text/html')]);
      expect(answer.json()).toMatchObject({ resultCode: 0 });
      const row = await stored('PRICES');
      expect(row).toMatchObject({ content_type: 'FILE', content: 'price-list.pdf', file_name: 'price-list.pdf', file_content_type: 'application/pdf', active: 'T', description: '' });
      expect(row.file_bytes?.toString()).toBe('%PDF-1.4 prices');
    });

    it('reads the saveDocumentRequest part sent as a JSON Blob beside the file, as the client sends it, and refuses a second file', async () => {
      const send = async (files: File[]) => {
        const form = new FormData();
        form.append('saveDocumentRequest', new Blob([JSON.stringify({ code: 'BLOB-PART', documentTypeCode: 'MER_ALL', contentType: 'FILE', content: 'x', location: 'resources' })], { type: 'application/json' }), 'saveDocumentRequest.json');
        for (const f of files) form.append('file', f, f.name);
        const request = new Request('http://localhost/', { method: 'POST', body: form });
        return t.app.inject({ method: 'POST', url: '/api/v1/save-document', payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')!, ...staff.headers } });
      };
      const pdfFile = (name: string) => new File(['%PDF-1.4 guide'], name, { type: 'application/pdf' });
      expect((await send([pdfFile('guide.pdf')])).json()).toMatchObject({ resultCode: 0 });
      expect(await stored('BLOB-PART')).toMatchObject({ content: 'guide.pdf', file_content_type: 'application/pdf' });
      const two = await send([pdfFile('a.pdf'), pdfFile('b.pdf')]);
      expect(two.statusCode).toBe(400);
      expect(two.json()).toMatchObject({ resultCode: 1001 });
      await t.db.deleteFrom('documents').where('code', '=', 'BLOB-PART').execute();
    });

    it('reads the saveDocumentRequest part sent with the contract\'s own Content-Type: application/json', async () => {
      const request = { ...notice, code: 'TYPED-PART', content: '<p>Typed part</p>' };
      const { payload, headers } = multipartPayload({ saveDocumentRequest: { text: JSON.stringify(request), contentType: 'application/json' } });
      const answer = await t.app.inject({ method: 'POST', url: '/api/v1/save-document', payload, headers: { ...headers, ...staff.headers } });
      expect(answer.json()).toEqual({ resultCode: 0, resultDescription: 'The document has been created.' });
      expect(await stored('TYPED-PART')).toMatchObject({ content: '<p>Typed part</p>', location: 'company-details' });
      // Its fields are validated like any other part's.
      const { payload: badPayload, headers: badHeaders } = multipartPayload({ saveDocumentRequest: { text: JSON.stringify({ ...request, code: 'TYPED-BAD', active: 'X' }), contentType: 'application/json; charset=utf-8' } });
      const bad = await t.app.inject({ method: 'POST', url: '/api/v1/save-document', payload: badPayload, headers: { ...badHeaders, ...staff.headers } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ resultCode: 1001, field: 'saveDocumentRequest.active' });
      await t.db.deleteFrom('documents').where('code', '=', 'TYPED-PART').execute();
    });

    it('refuses a FILE document without its file, over the size or name length of the settings, or of a refused kind', async () => {
      const fileDocument = { code: 'LIMITS', documentTypeCode: 'MER_ALL', contentType: 'FILE', content: 'x', location: 'resources' };
      const before = await rowCounts(t.db);
      expect((await save('POST', staff, fileDocument)).json()).toEqual(refusalOf("File is required.", 'file'));
      await t.db.insertInto('settings').values([{ key: 'documentFileMaxMb', value: JSON.stringify(1) }, { key: 'documentFileNameMaxLength', value: JSON.stringify(20) }])
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') }))).execute();
      try {
        const tooLarge = await save('POST', staff, fileDocument, [file('big.pdf', Buffer.concat([Buffer.from('%PDF-1.4'), Buffer.alloc(1024 * 1024)]))]);
        expect(tooLarge.statusCode).toBe(400);
        expect(tooLarge.json()).toEqual({ resultCode: 1001, resultDescription: 'Max file size: 1mb', field: 'file' });
        const longName = await save('POST', staff, fileDocument, [file(`${'n'.repeat(17)}.pdf`, '%PDF-1.4')]);
        expect(longName.json()).toEqual({ resultCode: 1001, resultDescription: 'Max filename length: 20', field: 'file' });
        const german = await t.app.inject({
          method: 'POST', url: '/api/v1/save-document',
          ...(({ payload, headers }) => ({ payload, headers: { ...headers, ...staff.headers, 'accept-language': 'de' } }))(multipartPayload({ saveDocumentRequest: JSON.stringify(fileDocument) }, [file(`${'n'.repeat(17)}.pdf`, '%PDF-1.4')])),
        });
        expect(german.json()).toEqual({ resultCode: 1001, resultDescription: 'Maximale Länge des Dateinamens: 20', field: 'file' });
        // Exactly at the limits is accepted.
        expect((await save('POST', staff, { ...fileDocument, code: 'AT-LIMIT' }, [file(`${'n'.repeat(16)}.pdf`, Buffer.concat([Buffer.from('%PDF-1.4'), Buffer.alloc(1024 * 1024 - 8)]))])).json())
          .toMatchObject({ resultCode: 0 });
      } finally {
        await t.db.deleteFrom('settings').where('key', 'in', ['documentFileMaxMb', 'documentFileNameMaxLength']).execute();
      }
      await t.db.deleteFrom('documents').where('code', '=', 'AT-LIMIT').execute();
      for (const [name, content] of [['setup.exe', 'MZ'], ['invoice.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)])], ['page.html', '<p>x</p>']] as const) {
        const refused = await save('POST', staff, fileDocument, [file(name, content)]);
        expect(refused.json(), name).toEqual(refusalOf(`${name} has failed to upload. This file type is not accepted for security reasons.`, 'file'));
      }
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('updates a document: the file stays without a new one, a new one replaces it, HTML drops it; an unknown id is refused', async () => {
      const { id } = await stored('PRICES');
      const update = { id, code: 'PRICES', description: 'Price list', documentTypeCode: 'MER_ALL', contentType: 'FILE', content: 'price-list.pdf', location: 'resources', active: 'F' };
      expect((await save('PUT', staff, update)).json()).toEqual({ resultCode: 0, resultDescription: 'The document has been updated.' });
      expect(await stored('PRICES')).toMatchObject({ description: 'Price list', document_type: 'MER_ALL', active: 'F', content: 'price-list.pdf', file_name: 'price-list.pdf' });
      expect((await stored('PRICES')).file_bytes?.toString()).toBe('%PDF-1.4 prices');

      expect((await save('PUT', staff, update, [file('prices-2027.csv', 'code,price\nA,1', 'text/csv')])).json()).toMatchObject({ resultCode: 0 });
      const replaced = await stored('PRICES');
      expect(replaced).toMatchObject({ content: 'prices-2027.csv', file_name: 'prices-2027.csv', file_content_type: 'text/csv' });
      expect(replaced.file_bytes?.toString()).toBe('code,price\nA,1');

      expect((await save('PUT', staff, { ...update, contentType: 'HTML', content: '<p onmouseover="x()">Now a notice</p>' })).json()).toMatchObject({ resultCode: 0 });
      expect(await stored('PRICES')).toMatchObject({ content_type: 'HTML', content: '<p>Now a notice</p>', file_name: null, file_bytes: null, file_content_type: null });
      // Back to FILE needs a file again.
      expect((await save('PUT', staff, update)).json()).toEqual(refusalOf("File is required.", 'file'));

      const audit = await t.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'document.update').where('entity_id', '=', String(id)).orderBy('id').execute();
      expect(audit).toHaveLength(3);
      expect(audit[2]).toMatchObject({ before: expect.objectContaining({ contentType: 'FILE', fileName: 'prices-2027.csv' }), after: expect.objectContaining({ contentType: 'HTML' }) });

      const unknown = await save('PUT', staff, { ...update, id: 999_999 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ resultCode: 1004, resultDescription: 'The document was not found.' });
    });

    it('is refused to a merchant administrator (no SCP.PORTAL.DOCUMENTS_W) and to a user without MANAGER_R, before anything is read or written', async () => {
      const before = await rowCounts(t.db);
      for (const method of ['POST', 'PUT'] as const) {
        const request = method === 'PUT' ? { ...notice, id: 1, content: '<p>x</p>' } : { ...notice, content: '<p>x</p>' };
        const merchant = await save(method, merchantAdmin, request);
        expect(merchant.statusCode).toBe(403);
        expect(merchant.json()).toEqual({ resultCode: 1003, resultDescription: 'You do not have SCP.PORTAL.DOCUMENTS_W permission.' });
        expect((await save(method, viewer, request)).json()).toEqual({ resultCode: 1003, resultDescription: 'You do not have SCP.FLEX.ACCOUNT.MANAGER_R permission.' });
      }
      expect(await rowCounts(t.db)).toEqual(before);
      expect(MERCHANT_ACLS).not.toContain(ACL.DOCUMENTS_W);
    });
  });
});
