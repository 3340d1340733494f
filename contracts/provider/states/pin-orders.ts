// Provider states of PIN batch orders (contracts/consumer/pin-orders.pact.test.ts): the demo
// company with four orders of fixed references, made again before every interaction that names
// them, through the services that serve the calls:
//   PO9100001  MD0001 admin, AUD20 x 5, WAITING_FOR_APPROVAL, with the attachment purchase-order.csv
//   PO9100002  MD0001 admin, AUD50 x 3, READY_FOR_DOWNLOAD (approved by support, PINs made),
//              downloaded once as txt by MD0001 admin (its custody trail)
//   PO9100003  SD0001 manager, NZD20 x 2, REJECTED
//   PO9100004  SD0001 manager, USD10 x 1, READY_FOR_DOWNLOAD (SD0001 has no OpenPGP key)
// MD0001 has the demo OpenPGP key (server/demo/demo-pgp-key.ts), SD0001 none. The
// signed-in user is MD0001 admin (every merchant ACL), MD0001 viewer (none), PROVIDER support
// (provider staff) or SD0002 manager (LIST_R only; outside MD0001's and SD0001's orders).
// One state adds PO9100005 (SD0001 manager, GBP20 x 2, waiting) and the limit template
// PACT-PO-LIMIT (MD0001's, on SD0001: at most one GBP20 voucher a day; no other pact sells GBP20).
// Another adds PO9100006 (MD0001 admin, AUD20 x 2, approved), whose generation failed for good
// (7 attempts, 'connection terminated unexpectedly'), recorded as the job's failure records it.
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import type { SessionInfo } from '../../../server/domain/session-info';
import { ACL } from '../../../server/domain/acls';
import { DEMO_PGP_PUBLIC_KEY } from '../../../server/demo/demo-pgp-key';
import { resolveSession } from '../../../server/http/session';
import { createLimitTemplate } from '../../../server/modules/credit-limits/credit-limits.service';
import { setAgentPgpKey } from '../../../server/modules/pin-orders/agent-pgp-key.service';
import { generateOrderPins, markGenerationFailed } from '../../../server/modules/pin-orders/pin-generation.service';
import { downloadPinFile } from '../../../server/modules/pin-orders/pin-order-files.service';
import { decidePinOrder, submitPinOrders, type OrderActor } from '../../../server/modules/pin-orders/pin-orders.service';
import { tokens } from '../../parties';
import { demoCompany, demoUserSignedIn, type StateContext, type StateSetUp } from './context';

/** The consumer's placeholder for SD0002 manager (contracts/consumer/pin-orders.pact.test.ts). */
export const SD0002_MANAGER_TOKEN = 'pact-token-demo-sd0002-manager';

const PACT_ORDER_PREFIX = 'PO91000';

interface StateOrder {
  ref: string;
  by: string;
  productCode: string;
  qty: number;
  then?: 'ready' | 'reject';
  attachment?: boolean;
  downloadedAsTxt?: boolean;
}

const ORDERS: readonly StateOrder[] = [
  { ref: 'PO9100001', by: 'MD0001/admin', productCode: 'AUD20', qty: 5, attachment: true },
  { ref: 'PO9100002', by: 'MD0001/admin', productCode: 'AUD50', qty: 3, then: 'ready', downloadedAsTxt: true },
  { ref: 'PO9100003', by: 'SD0001/manager', productCode: 'NZD20', qty: 2, then: 'reject' },
  { ref: 'PO9100004', by: 'SD0001/manager', productCode: 'USD10', qty: 1, then: 'ready' },
];

/** A demo user as the services take it (a real session, made for the state). */
async function actorOf(db: Kysely<Database>, context: StateContext, login: string): Promise<OrderActor> {
  const placeholder = `pact-state-actor-${login}`;
  // Alongside: the session the state signed in under the pact's placeholder stays.
  await demoUserSignedIn(login, placeholder, { alongside: true })(db, context);
  const session: SessionInfo = await resolveSession(db, context.tokenFor.get(placeholder)!);
  return { session, ip: '192.0.2.17' };
}

/** Removes the orders an earlier interaction left (with their vouchers, files and trail). */
async function clearStateOrders(db: Kysely<Database>): Promise<void> {
  const all = (await db.selectFrom('pin_batch_orders').select('id').where('order_ref', 'like', `${PACT_ORDER_PREFIX}%`).execute()).map((o) => o.id);
  if (all.length === 0) return;
  await db.updateTable('pin_batch_orders').set({ document_id: null }).where('id', 'in', all).execute();
  await db.deleteFrom('vouchers').where('pin_batch_order_id', 'in', all).execute();
  await db.deleteFrom('pin_batch_orders').where('id', 'in', all).execute();
}

async function pinOrders(db: Kysely<Database>, context: StateContext): Promise<void> {
  await demoCompany(db, context);
  await clearStateOrders(db);
  const support = await actorOf(db, context, 'PROVIDER/support');
  await setAgentPgpKey(db, support, { agentCode: 'MD0001', publicKey: DEMO_PGP_PUBLIC_KEY });
  await setAgentPgpKey(db, support, { agentCode: 'SD0001', publicKey: null });
  for (const order of ORDERS) {
    const actor = await actorOf(db, context, order.by);
    const file = order.attachment ? { filename: 'purchase-order.csv', mimetype: 'text/csv', data: Buffer.from('line,product,qty\n1,AUD20,5\n') } : undefined;
    const { orderRefs } = await submitPinOrders(db, actor, [{ productCode: order.productCode, qty: order.qty, comment: 'Pact order' }], file);
    await db.updateTable('pin_batch_orders').set({ order_ref: order.ref }).where('order_ref', '=', orderRefs[0]!).execute();
    if (order.then) {
      await decidePinOrder(db, support, { orderRef: order.ref, approve: order.then === 'ready', comment: 'Pact decision' }, { enqueue: async () => undefined });
    }
    if (order.then === 'ready') {
      const { id } = await db.selectFrom('pin_batch_orders').select('id').where('order_ref', '=', order.ref).executeTakeFirstOrThrow();
      await generateOrderPins(db, id);
    }
    if (order.downloadedAsTxt) await downloadPinFile(db, actor, { orderRef: order.ref, type: 'txt' }, { plainTextDownloads: true });
  }
}

function signedInWithOrders(login: string, placeholder: string): StateSetUp {
  return async (db, context) => {
    await pinOrders(db, context);
    await demoUserSignedIn(login, placeholder)(db, context);
  };
}

/** PO9100005 waiting, its value over SD0001's limit on GBP20 vouchers (at most one a day). */
async function orderOverItsLimit(db: Kysely<Database>, context: StateContext): Promise<void> {
  await signedInWithOrders('PROVIDER/support', tokens.demoSupport)(db, context);
  const demo = await demoCompany(db, context);
  await db.deleteFrom('limit_templates').where('code', '=', 'PACT-PO-LIMIT').execute();
  await createLimitTemplate(db, {
    code: 'PACT-PO-LIMIT',
    name: 'Pact PIN order limit',
    ownerAgentId: demo.agentIds.get('MD0001')!,
    agentIds: [demo.agentIds.get('SD0001')!],
    items: [{ targetType: 'PRODUCT', targetCode: 'GBP20', limitType: 'COUNT', limitValue: 1, periodId: 2, periodValue: '00:00' }],
  });
  const manager = await actorOf(db, context, 'SD0001/manager');
  const { orderRefs } = await submitPinOrders(db, manager, [{ productCode: 'GBP20', qty: 2, comment: 'Pact order' }], undefined);
  await db.updateTable('pin_batch_orders').set({ order_ref: 'PO9100005' }).where('order_ref', '=', orderRefs[0]!).execute();
}

/** PO9100006 approved, its generation failed for good (no job left to make its PINs). */
function signedInWithFailedGeneration(login: string, placeholder: string): StateSetUp {
  return async (db, context) => {
    await signedInWithOrders(login, placeholder)(db, context);
    const admin = await actorOf(db, context, 'MD0001/admin');
    const support = await actorOf(db, context, 'PROVIDER/support');
    const { orderRefs } = await submitPinOrders(db, admin, [{ productCode: 'AUD20', qty: 2, comment: 'Pact order' }], undefined);
    await db.updateTable('pin_batch_orders').set({ order_ref: 'PO9100006' }).where('order_ref', '=', orderRefs[0]!).execute();
    await decidePinOrder(db, support, { orderRef: 'PO9100006', approve: true, comment: 'Pact decision' }, { enqueue: async () => undefined });
    const { id } = await db.selectFrom('pin_batch_orders').select('id').where('order_ref', '=', 'PO9100006').executeTakeFirstOrThrow();
    await markGenerationFailed(db, id, 7, 'connection terminated unexpectedly');
  };
}

export const pinOrdersStates: Record<string, StateSetUp> = {
  'PROVIDER support is signed in and MD0001\'s PIN order PO9100006 failed to generate': signedInWithFailedGeneration('PROVIDER/support', tokens.demoSupport),
  'MD0001 admin is signed in and MD0001\'s PIN order PO9100006 failed to generate': signedInWithFailedGeneration('MD0001/admin', tokens.demoAdmin),
  'PROVIDER support is signed in and SD0001\'s PIN order PO9100005 is over its credit limit': orderOverItsLimit,
  'MD0001 admin is signed in and MD0001 has PIN orders': signedInWithOrders('MD0001/admin', tokens.demoAdmin),
  'MD0001 viewer is signed in and MD0001 has PIN orders': signedInWithOrders('MD0001/viewer', tokens.demoViewer),
  'PROVIDER support is signed in and MD0001 has PIN orders': signedInWithOrders('PROVIDER/support', tokens.demoSupport),
  // SD0002 manager may download PINs (SCP.EVDS.PIN.BATCH.FILE.DOWNLOAD_R), so that its download of
  // MD0001's order meets the structure's refusal (1004), not the permission's.
  'SD0002 manager is signed in and MD0001 has PIN orders': async (db, context) => {
    const demo = await demoCompany(db, context);
    await db.insertInto('user_acls').values({ user_id: demo.userIds.get('SD0002/manager')!, acl: ACL.PIN_BATCH_DOWNLOAD_R }).onConflict((oc) => oc.doNothing()).execute();
    await signedInWithOrders('SD0002/manager', SD0002_MANAGER_TOKEN)(db, context);
  },
};
