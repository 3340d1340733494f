// What the PIN order tests share: one test app with the demo company (PROVIDER support; MD0001
// admin and viewer and jsmith; SD0001 and SD0002 managers; M00001 payout), signed-in headers
// per demo user, the calls of the PIN order operations, waiting for an order's status, and
// OpenPGP key pairs made for the test.
import { generateKey } from 'openpgp';
import type { LightMyRequestResponse } from 'fastify';
import { ensureBrandingAndSettings } from '../../../server/demo/content';
import { createDemoStructure, type DemoStructure } from '../../../server/demo/structure';
import type { PinBatchOrderStatus } from '../../../server/db/schema';
import { createSession } from '../../../server/http/session';
import { createTestApp, type TestApp } from '../support/app';
import { multipartPayload, type TestFile } from '../support/requests';
import { waitFor } from '../support/wait-for';

export const DEMO_USERS = [
  'PROVIDER/support', 'MD0001/admin', 'MD0001/viewer', 'MD0001/jsmith', 'SD0001/manager', 'SD0002/manager', 'M00001/payout',
] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

export interface Answer {
  status: number;
  body: Record<string, unknown> & { resultCode: number; resultDescription: string; field?: string };
}

export interface PinOrderHarness {
  t: TestApp;
  demo: DemoStructure;
  headers(user: DemoUser | Record<string, string>): Record<string, string>;
  /** POST /api/v1/submit-pin-batch-orders with the items (a JSON part) and an optional file. */
  submit(user: DemoUser | Record<string, string>, items: unknown[], file?: Omit<TestFile, 'field'>): Promise<Answer>;
  post(user: DemoUser | Record<string, string>, url: string, payload: object): Promise<Answer>;
  get(user: DemoUser | Record<string, string>, url: string, query: Record<string, string>): Promise<LightMyRequestResponse>;
  approve(orderRef: string, approve?: boolean): Promise<Answer>;
  /** Places one order of `qty` of the product as the user; answers its reference. */
  placeOrder(user: DemoUser, productCode: string, qty: number): Promise<string>;
  /** Places, approves and waits until the job has made the PINs. */
  readyOrder(user: DemoUser, productCode: string, qty: number): Promise<string>;
  waitForStatus(orderRef: string, status: PinBatchOrderStatus): Promise<void>;
  orderRow(orderRef: string): Promise<{ id: number; status: PinBatchOrderStatus; agent_id: number }>;
  close(): Promise<void>;
}

export async function pinOrderHarness(): Promise<PinOrderHarness> {
  // A deployment that allows plain-text PIN files (PIN_ORDER_TXT_DOWNLOAD=true; off by default).
  const t = await createTestApp({ config: { pinOrders: { plainTextDownloads: true } } });
  await ensureBrandingAndSettings(t.db);
  const demo = await createDemoStructure(t.db, new Date(Date.now() - 7 * 86_400_000));
  const byUser = new Map<string, Record<string, string>>();
  for (const user of DEMO_USERS) byUser.set(user, { authorization: `Bearer ${await createSession(t.db, demo.userIds.get(user)!)}` });
  const headers = (user: DemoUser | Record<string, string>) => (typeof user === 'string' ? byUser.get(user)! : user);
  const answer = (reply: LightMyRequestResponse): Answer => ({ status: reply.statusCode, body: reply.json() });

  const harness: PinOrderHarness = {
    t,
    demo,
    headers,
    async submit(user, items, file) {
      const { payload, headers: partHeaders } = multipartPayload({}, file ? [{ field: 'files', ...file }] : []);
      // The JSON part first, with its content type (as the client sends it).
      const boundary = partHeaders['content-type'].split('boundary=')[1]!;
      const json = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="pinOrders"; filename="pinOrders.json"\r\ncontent-type: application/json\r\n\r\n${JSON.stringify(items)}\r\n`);
      return answer(await t.app.inject({ method: 'POST', url: '/api/v1/submit-pin-batch-orders', payload: Buffer.concat([json, payload]), headers: { ...partHeaders, ...headers(user) } }));
    },
    async post(user, url, payload) {
      return answer(await t.app.inject({ method: 'POST', url, payload, headers: headers(user) }));
    },
    get(user, url, query) {
      return t.app.inject({ method: 'GET', url, query, headers: headers(user) });
    },
    approve(orderRef, approve = true) {
      return harness.post('PROVIDER/support', '/api/v1/approve-pin-order', { orderRef, approve, comment: approve ? 'Approved' : 'Not this month' });
    },
    async placeOrder(user, productCode, qty) {
      const placed = await harness.submit(user, [{ productCode, qty }]);
      if (placed.body.resultCode !== 0) throw new Error(`the order was refused: ${JSON.stringify(placed.body)}`);
      return (placed.body.orderRefs as string[])[0]!;
    },
    async readyOrder(user, productCode, qty) {
      const orderRef = await harness.placeOrder(user, productCode, qty);
      const approved = await harness.approve(orderRef);
      if (approved.body.resultCode !== 0) throw new Error(`the approval was refused: ${JSON.stringify(approved.body)}`);
      await harness.waitForStatus(orderRef, 'READY_FOR_DOWNLOAD');
      return orderRef;
    },
    async waitForStatus(orderRef, status) {
      await waitFor(`${orderRef} ${status}`, async () => (await harness.orderRow(orderRef)).status === status);
    },
    orderRow(orderRef) {
      return t.db.selectFrom('pin_batch_orders').select(['id', 'status', 'agent_id']).where('order_ref', '=', orderRef).executeTakeFirstOrThrow();
    },
    close: () => t.close(),
  };
  return harness;
}

/** An OpenPGP key pair for a test (curve25519: milliseconds). */
export async function testKeyPair(name = 'Test agent') {
  return generateKey({ type: 'ecc', curve: 'curve25519Legacy', userIDs: [{ name, email: 'pins@test.example' }], format: 'armored' });
}
