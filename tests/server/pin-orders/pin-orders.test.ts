// PIN batch orders (issue #17) on the real server and database: placing orders (one per product,
// an attachment under the spec's rules), the list (scope, search, dates, status, sort, paging),
// the details, the orderable products, deleting while an order waits, approving and rejecting
// (provider staff only, never one's own order). Every refusal with its result code and words,
// and nothing stored; every call within the user's structure (another agent's order is unknown).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACL } from '../../../server/domain/acls';
import { PIN_ORDER_TEXT } from '../../../server/modules/pin-orders/pin-orders.service';
import { PIN_FILE_TEXT } from '../../../server/modules/pin-orders/pin-order-files.service';
import { KEY_PROBLEM_TEXT, PGP_KEY_TEXT } from '../../../server/modules/pin-orders/agent-pgp-key.service';
import { audItem, templateBody } from '../credit-limits/support';
import { refusalOf, rowCounts } from '../support/requests';
import { testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser } from '../support/test-users';
import { pinOrderHarness, type PinOrderHarness } from './support';
import { inEveryLanguage } from '../support/words';
import { english } from '../../../server/i18n/words';

const LIST = '/api/v1/pin-batch-orders';
const DETAILS = '/api/v1/pin-batch-order-details';
const DELETE = '/api/v1/delete-pin-order';
const APPROVE = '/api/v1/approve-pin-order';
const csv = { filename: 'purchase-order.csv', content: 'line,product,qty\n1,AUD20,5\n', contentType: 'text/csv' };

describe('the words of PIN orders', () => {
  it('read in every language', () => {
    const sentences = [
      ...Object.values(PIN_ORDER_TEXT), ...Object.values(PIN_FILE_TEXT), ...Object.values(PGP_KEY_TEXT), ...Object.values(KEY_PROBLEM_TEXT),
    ];
    expect(sentences.filter((sentence) => !inEveryLanguage(sentence))).toEqual([]);
  });
});

describe.skipIf(testDatabaseSkipReason)('PIN batch orders', () => {
  let h: PinOrderHarness;
  const list = (user: Parameters<PinOrderHarness['post']>[0], query: Record<string, unknown> = {}) =>
    h.post(user, LIST, { pageIndex: 1, pageSize: 100, ...query });
  const refsOf = (answer: { body: Record<string, unknown> }) => (answer.body.data as { orderRef: string }[]).map((o) => o.orderRef);

  beforeAll(async () => {
    h = await pinOrderHarness();
  });
  afterAll(async () => h?.close());

  describe('placing orders', () => {
    it('places one order per product, waiting for approval, the attachment shared by both', async () => {
      const placed = await h.submit('MD0001/admin', [{ productCode: 'AUD20', qty: 100, comment: ' Weekend stock ' }, { productCode: 'EUR10', qty: 3 }], csv);
      expect(placed).toMatchObject({ status: 200, body: { resultCode: 0, resultDescription: english(PIN_ORDER_TEXT.created) } });
      const refs = placed.body.orderRefs as string[];
      expect(refs).toHaveLength(2);
      expect(refs.every((ref) => /^PO\d+$/.test(ref))).toBe(true);
      const rows = await h.t.db.selectFrom('pin_batch_orders as o').innerJoin('pin_batch_order_items as i', 'i.order_id', 'o.id')
        .select(['o.order_ref', 'o.status', 'o.comment', 'o.document_id', 'o.agent_id', 'i.qty', 'i.unit_value_minor', 'i.currency_code'])
        .where('o.order_ref', 'in', refs).orderBy('o.id').execute();
      expect(rows).toMatchObject([
        { status: 'WAITING_FOR_APPROVAL', comment: 'Weekend stock', qty: 100, unit_value_minor: 2000, currency_code: 'AUD', agent_id: h.demo.agentIds.get('MD0001') },
        { status: 'WAITING_FOR_APPROVAL', comment: null, qty: 3, unit_value_minor: 1000, currency_code: 'EUR' },
      ]);
      expect(rows[0]!.document_id).not.toBeNull();
      expect(rows[1]!.document_id).toBe(rows[0]!.document_id);
      const document = await h.t.db.selectFrom('pin_batch_order_documents').selectAll().where('id', '=', rows[0]!.document_id!).executeTakeFirstOrThrow();
      expect({ name: document.file_name, type: document.content_type, text: document.bytes.toString() }).toEqual({ name: 'purchase-order.csv', type: 'text/csv', text: csv.content });
      const audits = await h.t.db.selectFrom('audit_log').select(['entity_id', 'after']).where('action', '=', 'pinOrder.create').where('entity_id', 'in', refs).execute();
      expect(audits).toHaveLength(2);
    });

    it('refuses without SCP.EVDS.PIN.BATCH.FILE.REQUEST_C (1003), before the upload is read', async () => {
      const before = await rowCounts(h.t.db);
      const refused = await h.submit('MD0001/jsmith', [{ productCode: 'AUD20', qty: 1 }], csv);
      expect(refused).toEqual({ status: 403, body: { resultCode: 1003, resultDescription: 'You do not have SCP.EVDS.PIN.BATCH.FILE.REQUEST_C permission.' } });
      expect(await rowCounts(h.t.db)).toMatchObject({ pin_batch_orders: before.pin_batch_orders, pin_batch_order_documents: before.pin_batch_order_documents });
    });

    it('refuses an unknown or withdrawn product (1004) and a product twice (1001), naming the item, storing nothing', async () => {
      const before = await rowCounts(h.t.db);
      expect(await h.submit('MD0001/admin', [{ productCode: 'AUD20', qty: 1 }, { productCode: 'NOPE99', qty: 1 }])).toEqual({
        status: 400, body: { resultCode: 1004, resultDescription: english(PIN_ORDER_TEXT.productUnavailable), field: 'pinOrders[1].productCode' },
      });
      expect((await h.submit('MD0001/admin', [{ productCode: 'USD100', qty: 1 }])).body).toMatchObject({ resultCode: 1004, field: 'pinOrders[0].productCode' });
      expect(await h.submit('MD0001/admin', [{ productCode: 'AUD20', qty: 1 }, { productCode: 'AUD20', qty: 2 }])).toEqual({
        status: 400, body: { resultCode: 1001, resultDescription: english(PIN_ORDER_TEXT.productTwice), field: 'pinOrders[1].productCode' },
      });
      expect(await rowCounts(h.t.db)).toMatchObject({ pin_batch_orders: before.pin_batch_orders, pin_batch_order_items: before.pin_batch_order_items });
    });

    it('refuses what the contract does not allow: no item, a quantity under 1, more than 100,000, a field of its own', async () => {
      expect((await h.submit('MD0001/admin', [])).body).toEqual(refusalOf("PIN orders needs at least 1 entries.", 'pinOrders'));
      expect((await h.submit('MD0001/admin', [{ productCode: 'AUD20', qty: 0 }])).body).toEqual(refusalOf("Quantity must be at least 1.", 'pinOrders[0].qty'));
      expect((await h.submit('MD0001/admin', [{ productCode: 'AUD20', qty: 100_001 }])).body).toEqual(refusalOf("Quantity must be at most 100000.", 'pinOrders[0].qty'));
      expect((await h.submit('MD0001/admin', [{ productCode: 'AUD20', qty: 1, value: 20 }])).body).toMatchObject({ resultCode: 1001, field: 'pinOrders[0].value' });
    });

    it('holds the attachment to the spec: its type by extension and content, its name and size to the settings (1001 files)', async () => {
      const before = await rowCounts(h.t.db);
      const item = [{ productCode: 'AUD20', qty: 1 }];
      const refusal = (resultDescription: string) => ({ status: 400, body: { resultCode: 1001, resultDescription, field: 'files' } });
      expect(await h.submit('MD0001/admin', item, { filename: 'setup.exe', content: Buffer.from([0x4d, 0x5a, 0x90, 0]), contentType: 'application/octet-stream' }))
        .toEqual(refusal('setup.exe has failed to upload. This file type is not accepted for security reasons.'));
      // A PDF is a contact attachment but not a PIN order's; a PNG that is text is no PNG.
      expect(await h.submit('MD0001/admin', item, { filename: 'order.pdf', content: '%PDF-1.4 order', contentType: 'application/pdf' }))
        .toEqual(refusal('order.pdf has failed to upload. This file type is not accepted for security reasons.'));
      expect(await h.submit('MD0001/admin', item, { filename: 'scan.png', content: 'not a picture', contentType: 'image/png' }))
        .toEqual(refusal('scan.png has failed to upload. This file type is not accepted for security reasons.'));
      expect(await h.submit('MD0001/admin', item, { ...csv, filename: `${'n'.repeat(197)}.csv` })).toEqual(refusal('Max filename length: 200'));
      await h.t.db.insertInto('settings').values({ key: 'pinOrderFileMaxMb', value: JSON.stringify(1) }).execute();
      try {
        expect(await h.submit('MD0001/admin', item, { ...csv, content: `a,b\n${'1,2\n'.repeat(300_000)}` })).toEqual(refusal('Max file size: 1mb'));
      } finally {
        await h.t.db.deleteFrom('settings').where('key', '=', 'pinOrderFileMaxMb').execute();
      }
      expect(await rowCounts(h.t.db)).toMatchObject({ pin_batch_orders: before.pin_batch_orders, pin_batch_order_documents: before.pin_batch_order_documents });
      // In the merchant's language.
      const german = await h.t.app.inject({ method: 'GET', url: DETAILS, query: { orderRef: 'PO1' }, headers: { ...h.headers('MD0001/admin'), 'accept-language': 'de' } });
      expect(german.json()).toEqual({ resultCode: 1004, resultDescription: 'Es gibt keine PIN-Bestellung mit dieser Referenz.' });
    });

    it('accepts each type the spec lists', async () => {
      const files = [
        { filename: 'a.xlsx', content: Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'latin1'), contentType: 'application/octet-stream' },
        { filename: 'a.jpg', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), contentType: 'image/jpeg' },
        { filename: 'a.txt', content: 'notes', contentType: 'text/plain' },
      ];
      for (const file of files) expect((await h.submit('SD0001/manager', [{ productCode: 'NZD10', qty: 1 }], file)).body, file.filename).toMatchObject({ resultCode: 0 });
    });

    it('refuses without a session (4001)', async () => {
      const answer = await h.submit({}, [{ productCode: 'AUD20', qty: 1 }]);
      expect(answer).toEqual({ status: 403, body: { resultCode: 4001, resultDescription: 'Your session has expired, please login again.' } });
    });
  });

  describe('the list', () => {
    let mdOrder: string;
    let sdOrder: string;
    let sd2Order: string;
    let providerOrder: string;
    beforeAll(async () => {
      mdOrder = await h.placeOrder('MD0001/admin', 'GBP10', 7);
      sdOrder = await h.placeOrder('SD0001/manager', 'AUD50', 2);
      // SD0002's manager holds LIST_R only: an order of its agent is placed by a user of its own.
      const sd2User = await h.t.db.insertInto('user_acls').values({ user_id: h.demo.userIds.get('SD0002/manager')!, acl: ACL.PIN_BATCH_REQUEST_C }).execute();
      expect(sd2User).toBeDefined();
      sd2Order = await h.placeOrder('SD0002/manager', 'NZD20', 4);
      await h.t.db.deleteFrom('user_acls').where('user_id', '=', h.demo.userIds.get('SD0002/manager')!).where('acl', '=', ACL.PIN_BATCH_REQUEST_C).execute();
      providerOrder = await h.placeOrder('PROVIDER/support', 'USD10', 1);
    });

    it('answers the orders of the user\'s agent and every agent below it, newest reference first', async () => {
      const admin = await list('MD0001/admin');
      expect(admin.status).toBe(200);
      const refs = refsOf(admin);
      expect(refs).toEqual(expect.arrayContaining([mdOrder, sdOrder, sd2Order]));
      expect(refs).not.toContain(providerOrder);
      expect(refs).toEqual([...refs].sort((a, b) => Number(b.slice(2)) - Number(a.slice(2))));
      expect(admin.body.totalRecord).toBe(refs.length);
      const row = (admin.body.data as Record<string, unknown>[]).find((o) => o.orderRef === mdOrder);
      expect(row).toEqual({
        orderRef: mdOrder, fileName: null, date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), status: 'WAITING_FOR_APPROVAL', user: 'admin',
        agentCode: 'MD0001', agentName: 'Southern Cross Distribution', product: 'GBP10', currency: 'GBP', qty: 7, value: 70, comment: null, documents: [], downloadFormats: [],
      });
      const sd = refsOf(await list('SD0001/manager'));
      expect(sd).toContain(sdOrder);
      expect(sd).not.toContain(mdOrder);
      expect(sd).not.toContain(sd2Order);
      expect(refsOf(await list('SD0002/manager'))).toEqual([sd2Order]);
      // Provider staff: every agent's.
      expect(refsOf(await list('PROVIDER/support'))).toEqual(expect.arrayContaining([mdOrder, sdOrder, sd2Order, providerOrder]));
    });

    it('pages (totalRecord, totalPage), sorts by any column either way, and searches', async () => {
      const first = await h.post('MD0001/admin', LIST, { pageIndex: 1, pageSize: 10 });
      const total = first.body.totalRecord as number;
      expect(total).toBeGreaterThan(3);
      expect(first.body.totalPage).toBe(Math.ceil(total / 10));
      const all = await list('MD0001/admin', { orderBy: 'value', orderType: 'ASC' });
      const values = (all.body.data as { value: number }[]).map((o) => o.value);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      const byUser = await list('MD0001/admin', { orderBy: 'user', orderType: 'DESC' });
      const users = (byUser.body.data as { user: string }[]).map((o) => o.user);
      expect(users).toEqual([...users].sort().reverse());
      expect(refsOf(await list('MD0001/admin', { searchText: mdOrder.toLowerCase() }))).toEqual([mdOrder]);
      expect(refsOf(await list('MD0001/admin', { searchText: 'nzd2' }))).toEqual([sd2Order]);
      expect(refsOf(await list('MD0001/admin', { searchText: '100%' }))).toEqual([]);
      expect(refsOf(await list('MD0001/admin', { searchText: 'Weekend' })).length).toBeGreaterThan(0);
    });

    it('filters by the requested date (UTC, inclusive) and by status, and refuses an end before the start', async () => {
      const created = new Date(Date.now() - 3 * 86_400_000);
      const { id } = await h.orderRow(mdOrder);
      await h.t.db.updateTable('pin_batch_orders').set({ created_at: created }).where('id', '=', id).execute();
      const at = (ms: number) => new Date(created.getTime() + ms).toISOString().slice(0, 19).replace('T', ' ');
      expect(refsOf(await list('MD0001/admin', { start: at(-1000), end: at(0) }))).toEqual([mdOrder]);
      expect(refsOf(await list('MD0001/admin', { start: at(1000) }))).not.toContain(mdOrder);
      expect(refsOf(await list('MD0001/admin', { status: 'WAITING_FOR_APPROVAL', searchText: 'GBP10' }))).toEqual([mdOrder]);
      expect(refsOf(await list('MD0001/admin', { status: 'REJECTED', searchText: 'GBP10' }))).toEqual([]);
      expect(await list('MD0001/admin', { start: at(0), end: at(-1000) })).toEqual({
        status: 400, body: { resultCode: 1001, resultDescription: english(PIN_ORDER_TEXT.endBeforeStart), field: 'end' },
      });
      expect((await list('MD0001/admin', { start: 'yesterday' })).body).toMatchObject({ resultCode: 1001, field: 'start' });
    });

    it('is refused without SCP.EVDS.PIN.BATCH.FILE.LIST_R (1003)', async () => {
      expect(await list('MD0001/viewer')).toEqual({ status: 403, body: { resultCode: 1003, resultDescription: 'You do not have SCP.EVDS.PIN.BATCH.FILE.LIST_R permission.' } });
    });

    it('answers the details of an order of the structure; another agent\'s order is unknown (1004)', async () => {
      const details = await h.get('SD0001/manager', DETAILS, { orderRef: sdOrder });
      expect(details.json()).toEqual({
        resultCode: 0, resultDescription: 'Success', orderRef: sdOrder, fileName: null, date: expect.any(String), status: 'WAITING_FOR_APPROVAL', user: 'manager',
        agentCode: 'SD0001', agentName: 'Harbour Sub Division', product: 'AUD50', currency: 'AUD', qty: 2, value: 100, comment: null, documents: [], downloadFormats: [],
        productDescription: 'Flex Voucher AUD 50', decidedBy: null, decidedDate: null, decisionComment: null, deletedBy: null, deletedDate: null, deleteComment: null,
        readyDate: null, generationFailure: null, pgpKeyFingerprint: null, downloads: [],
      });
      expect((await h.get('MD0001/admin', DETAILS, { orderRef: sdOrder })).statusCode).toBe(200);
      const outside = await h.get('SD0001/manager', DETAILS, { orderRef: mdOrder });
      expect({ status: outside.statusCode, body: outside.json() }).toEqual({ status: 400, body: { resultCode: 1004, resultDescription: english(PIN_ORDER_TEXT.notFound) } });
      expect((await h.get('SD0001/manager', DETAILS, { orderRef: 'PO999999999' })).json()).toEqual({ resultCode: 1004, resultDescription: english(PIN_ORDER_TEXT.notFound) });
      expect((await h.get('SD0001/manager', DETAILS, { orderRef: 'PO 1' })).json()).toMatchObject({ resultCode: 1001, field: 'orderRef' });
      expect((await h.get('MD0001/viewer', DETAILS, { orderRef: sdOrder })).statusCode).toBe(403);
    });

    it('answers the active products by code with value and currency', async () => {
      const answer = (await h.get('SD0002/manager', '/api/v1/pin-batch-order/products', {})).json() as { data: { productCode: string }[] };
      expect(answer.data[0]).toEqual({ productCode: 'AUD10', productDescription: 'Flex Voucher AUD 10', value: 10, currency: 'AUD' });
      const codes = answer.data.map((p) => p.productCode);
      expect(codes).toEqual([...codes].sort());
      expect(codes).not.toContain('USD100');
      expect((await h.get('MD0001/viewer', '/api/v1/pin-batch-order/products', {})).statusCode).toBe(403);
    });
  });

  describe('deleting', () => {
    it('deletes an order waiting for approval: kept as DELETED with who, when and why, gone from the list', async () => {
      const orderRef = await h.placeOrder('MD0001/admin', 'CAD10', 5);
      expect(await h.post('MD0001/admin', DELETE, { orderRef, comment: 'Ordered twice' })).toEqual({ status: 200, body: { resultCode: 0, resultDescription: english(PIN_ORDER_TEXT.deleted) } });
      expect((await h.orderRow(orderRef)).status).toBe('DELETED');
      expect(refsOf(await list('MD0001/admin'))).not.toContain(orderRef);
      expect(refsOf(await list('MD0001/admin', { status: 'DELETED' }))).toContain(orderRef);
      expect((await h.get('MD0001/admin', DETAILS, { orderRef })).json()).toMatchObject({ status: 'DELETED', deletedBy: 'admin', deletedDate: expect.any(String), deleteComment: 'Ordered twice' });
      // Once.
      expect(await h.post('MD0001/admin', DELETE, { orderRef })).toEqual({ status: 400, body: { resultCode: 1009, resultDescription: english(PIN_ORDER_TEXT.deleteNotWaiting) } });
    });

    it('never deletes an approved, ready or rejected order (1009), and changes nothing', async () => {
      const approved = await h.readyOrder('MD0001/admin', 'CAD25', 2);
      const rejected = await h.placeOrder('MD0001/admin', 'CAD25', 3);
      expect((await h.approve(rejected, false)).body).toEqual({ resultCode: 0, resultDescription: english(PIN_ORDER_TEXT.rejected) });
      for (const orderRef of [approved, rejected]) {
        const before = await h.orderRow(orderRef);
        expect(await h.post('MD0001/admin', DELETE, { orderRef })).toEqual({ status: 400, body: { resultCode: 1009, resultDescription: english(PIN_ORDER_TEXT.deleteNotWaiting) } });
        expect(await h.orderRow(orderRef)).toEqual(before);
      }
    });

    it('needs REQUEST_C and REQUEST_D (1003 naming the missing one) and the order in the structure (1004)', async () => {
      const orderRef = await h.placeOrder('MD0001/admin', 'EUR25', 1);
      expect(await h.post('SD0002/manager', DELETE, { orderRef })).toEqual({ status: 403, body: { resultCode: 1003, resultDescription: 'You do not have SCP.EVDS.PIN.BATCH.FILE.REQUEST_C permission.' } });
      const createOnly = await createSignedInUser(h.t.db, { acls: [ACL.PIN_BATCH_LIST_R, ACL.PIN_BATCH_REQUEST_C] });
      expect(await h.post(createOnly.headers, DELETE, { orderRef })).toEqual({ status: 403, body: { resultCode: 1003, resultDescription: 'You do not have SCP.EVDS.PIN.BATCH.FILE.REQUEST_D permission.' } });
      expect(await h.post('SD0001/manager', DELETE, { orderRef })).toEqual({ status: 400, body: { resultCode: 1004, resultDescription: english(PIN_ORDER_TEXT.notFound) } });
      expect((await h.orderRow(orderRef)).status).toBe('WAITING_FOR_APPROVAL');
      // A distributor deletes an order of its sub division.
      const sdOrder = await h.placeOrder('SD0001/manager', 'EUR25', 1);
      expect((await h.post('MD0001/admin', DELETE, { orderRef: sdOrder })).body.resultCode).toBe(0);
    });
  });

  describe('approving and rejecting', () => {
    it('approves: PROCESSING at once, then the job makes its PINs and the order READY_FOR_DOWNLOAD', async () => {
      const orderRef = await h.placeOrder('SD0001/manager', 'AUD10', 12);
      expect(await h.approve(orderRef)).toEqual({ status: 200, body: { resultCode: 0, resultDescription: english(PIN_ORDER_TEXT.approved) } });
      await h.waitForStatus(orderRef, 'READY_FOR_DOWNLOAD');
      const { id } = await h.orderRow(orderRef);
      const vouchers = await h.t.db.selectFrom('vouchers').select(['status', 'pin_hash', 'sold_by_agent_id']).where('pin_batch_order_id', '=', id).execute();
      expect(vouchers).toHaveLength(12);
      expect(vouchers.every((v) => v.status === 'SOLD' && v.sold_by_agent_id === h.demo.agentIds.get('SD0001'))).toBe(true);
      expect(new Set(vouchers.map((v) => v.pin_hash)).size).toBe(12);
      const details = (await h.get('SD0001/manager', DETAILS, { orderRef })).json();
      expect(details).toMatchObject({
        status: 'READY_FOR_DOWNLOAD', fileName: `${orderRef}.txt`, decidedBy: 'support', decisionComment: 'Approved', readyDate: expect.any(String),
        // No key on SD0001; the test portal allows plain text.
        downloadFormats: ['txt'], pgpKeyFingerprint: null,
      });
      expect(await h.approve(orderRef)).toEqual({ status: 400, body: { resultCode: 1009, resultDescription: english(PIN_ORDER_TEXT.decideNotWaiting) } });
    });

    it('takes an approved order\'s value and vouchers from the ordering agent\'s credit limits, and refuses (1010, nothing changed) what would exceed one', async () => {
      const template = templateBody('PO-LIMITS', ['SD0001'], [audItem(100), audItem(10, { targetType: 'PRODUCT', targetCode: 'AUD10', limitType: 'COUNT' })]);
      expect((await h.post('MD0001/admin', '/api/v1/create-limit-template', template)).body).toMatchObject({ resultCode: 0 });
      try {
        const usage = async () =>
          (await h.t.db.selectFrom('agent_limit_items').select(['limit_type', 'current_value']).where('agent_id', '=', h.demo.agentIds.get('SD0001')!).where('target_code', 'in', ['AUD', 'AUD10']).orderBy('limit_type').execute())
            .map((item) => [item.limit_type, Number(item.current_value)]);
        const within = await h.placeOrder('SD0001/manager', 'AUD10', 8);
        expect(await h.approve(within)).toEqual({ status: 200, body: { resultCode: 0, resultDescription: english(PIN_ORDER_TEXT.approved) } });
        expect(await usage()).toEqual([['COUNT', 8], ['VALUE', 8000]]);
        // AUD 30 more would make 110 of 100 (and 11 of 10 vouchers): refused whole.
        const over = await h.placeOrder('SD0001/manager', 'AUD10', 3);
        expect(await h.approve(over)).toEqual({ status: 400, body: { resultCode: 1010, resultDescription: english(PIN_ORDER_TEXT.overLimit) } });
        expect((await h.orderRow(over)).status).toBe('WAITING_FOR_APPROVAL');
        expect(await usage()).toEqual([['COUNT', 8], ['VALUE', 8000]]);
        // Two fit: 100 of 100, 10 of 10.
        const fits = await h.placeOrder('SD0001/manager', 'AUD10', 2);
        expect((await h.approve(fits)).body.resultCode).toBe(0);
        expect(await usage()).toEqual([['COUNT', 10], ['VALUE', 10000]]);
        expect((await h.approve(over, false)).body.resultCode).toBe(0);
      } finally {
        // SD0001's orders in the other tests are not limited.
        await h.t.app.inject({ method: 'DELETE', url: '/api/v1/delete-limit-template?templateCode=PO-LIMITS', headers: h.headers('MD0001/admin') });
      }
    });

    it('rejects: REJECTED, no PINs, no second decision', async () => {
      const orderRef = await h.placeOrder('MD0001/admin', 'USD25', 9);
      expect((await h.approve(orderRef, false)).body.resultCode).toBe(0);
      const { id, status } = await h.orderRow(orderRef);
      expect(status).toBe('REJECTED');
      expect(await h.t.db.selectFrom('vouchers').select('id').where('pin_batch_order_id', '=', id).execute()).toEqual([]);
      expect((await h.get('MD0001/admin', DETAILS, { orderRef })).json()).toMatchObject({ decidedBy: 'support', decisionComment: 'Not this month' });
      expect((await h.approve(orderRef)).body.resultCode).toBe(1009);
    });

    it('is provider staff\'s (1003 for a merchant administrator), never on one\'s own order, and unknown orders are 1004', async () => {
      const orderRef = await h.placeOrder('MD0001/admin', 'USD10', 1);
      expect(await h.post('MD0001/admin', APPROVE, { orderRef, approve: true })).toEqual({
        status: 403, body: { resultCode: 1003, resultDescription: 'You do not have SCP.EVDS.PIN.BATCH.FILE.APPROVE_W permission.' },
      });
      const own = await h.placeOrder('PROVIDER/support', 'USD10', 1);
      expect(await h.approve(own)).toEqual({ status: 400, body: { resultCode: 1009, resultDescription: english(PIN_ORDER_TEXT.ownOrder) } });
      expect(await h.approve('PO999999999')).toEqual({ status: 400, body: { resultCode: 1004, resultDescription: english(PIN_ORDER_TEXT.notFound) } });
      expect((await h.post('PROVIDER/support', APPROVE, { orderRef })).body).toMatchObject({ resultCode: 1001, field: 'approve' });
      expect((await h.orderRow(orderRef)).status).toBe('WAITING_FOR_APPROVAL');
    });

    it('lets exactly one of an approval and a deletion at the same moment win', async () => {
      for (let i = 0; i < 3; i++) {
        const orderRef = await h.placeOrder('MD0001/admin', 'GBP20', 1);
        const [approved, deleted] = await Promise.all([h.approve(orderRef), h.post('MD0001/admin', DELETE, { orderRef })]);
        expect([approved.body.resultCode, deleted.body.resultCode].sort()).toEqual([0, 1009]);
        const { status } = await h.orderRow(orderRef);
        if (approved.body.resultCode === 0) await h.waitForStatus(orderRef, 'READY_FOR_DOWNLOAD');
        else expect(status).toBe('DELETED');
      }
    });
  });
});
