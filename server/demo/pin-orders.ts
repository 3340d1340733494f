// Demo PIN batch orders in each status the screen shows, made by the services that serve the
// calls: placed by MD0001 admin and SD0001 manager (one request with an attachment and two
// products), approved or rejected by PROVIDER support, the approved ones' PINs generated as the
// 'pin.generate' job makes them (the demo's PRNG instead of crypto randomness, so the data is the
// same on every run: vouchers sold to the ordering agent), one downloaded by MD0001 admin as pgp
// (its custody trail), one deleted. MD0001 has the demo OpenPGP key (demo-pgp-key.ts); SD0001 has none, so
// its ready order offers txt only where the deployment allows plain text. Dates are moved back
// afterwards, as if the orders had been placed over the last weeks.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionInfo } from '../domain/session-info';
import { setAgentPgpKey } from '../modules/pin-orders/agent-pgp-key.service';
import { generateOrderPins } from '../modules/pin-orders/pin-generation.service';
import { downloadPinFile } from '../modules/pin-orders/pin-order-files.service';
import { decidePinOrder, deletePinOrder, submitPinOrders, type OrderActor } from '../modules/pin-orders/pin-orders.service';
import { DEMO_PGP_PUBLIC_KEY } from './demo-pgp-key';
import type { Prng } from './prng';
import type { DemoStructure } from './structure';

interface DemoRequest {
  by: string;
  daysAgo: number;
  items: [productCode: string, qty: number][];
  comment: string;
  document?: { name: string; text: string };
  then?: 'approve' | 'reject' | 'delete';
  downloaded?: 'pgp';
}

const REQUESTS: readonly DemoRequest[] = [
  { by: 'MD0001/admin', daysAgo: 40, items: [['AUD20', 25], ['AUD50', 10]], comment: 'Stock for the Sydney stores', then: 'approve', downloaded: 'pgp' },
  { by: 'MD0001/admin', daysAgo: 30, items: [['CAD10', 50]], comment: 'Ordered by mistake', then: 'delete' },
  { by: 'MD0001/admin', daysAgo: 25, items: [['USD50', 500]], comment: 'Large order', then: 'reject' },
  { by: 'SD0001/manager', daysAgo: 12, items: [['USD25', 20]], comment: 'Tourist season stock', then: 'approve' },
  {
    by: 'MD0001/admin', daysAgo: 2, items: [['EUR10', 30], ['GBP20', 15]], comment: 'Europe launch',
    document: { name: 'purchase-order-1207.csv', text: 'line,product,qty\n1,EUR10,30\n2,GBP20,15\n' },
  },
  { by: 'SD0001/manager', daysAgo: 1, items: [['NZD20', 40]], comment: 'Urgent top-up' },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const noJobs = { enqueue: async () => undefined };

/** A demo user acting as itself, with its ACLs. */
async function actorOf(db: Kysely<Database>, structure: DemoStructure, login: string): Promise<OrderActor> {
  const userId = structure.userIds.get(login)!;
  const user = await db.selectFrom('users').select(['agent_id', 'login']).where('id', '=', userId).executeTakeFirstOrThrow();
  const acls = await db.selectFrom('user_acls').select('acl').where('user_id', '=', userId).execute();
  const session: SessionInfo = {
    sessionId: 'demo-data', userId, agentId: user.agent_id, login: user.login, acls: new Set(acls.map((a) => a.acl)),
    impersonatorUserId: null, email: null, emailConfirmed: true,
  };
  return { session, ip: '127.0.0.1' };
}

export async function createDemoPinOrders(db: Kysely<Database>, structure: DemoStructure, prng: Prng, now: Date): Promise<void> {
  const support = await actorOf(db, structure, 'PROVIDER/support');
  await setAgentPgpKey(db, support, { agentCode: 'MD0001', publicKey: DEMO_PGP_PUBLIC_KEY });
  for (const request of REQUESTS) {
    const actor = await actorOf(db, structure, request.by);
    const file = request.document ? { filename: request.document.name, mimetype: 'text/csv', data: Buffer.from(request.document.text) } : undefined;
    const { orderRefs } = await submitPinOrders(db, actor, request.items.map(([productCode, qty]) => ({ productCode, qty, comment: request.comment })), file);
    for (const orderRef of orderRefs) {
      if (request.then === 'delete') await deletePinOrder(db, actor, { orderRef, comment: request.comment });
      if (request.then === 'approve' || request.then === 'reject') {
        await decidePinOrder(db, support, { orderRef, approve: request.then === 'approve', comment: request.then === 'approve' ? 'Approved' : 'Exceeds the monthly allowance' }, noJobs);
      }
      if (request.then === 'approve') {
        const { id } = await db.selectFrom('pin_batch_orders').select('id').where('order_ref', '=', orderRef).executeTakeFirstOrThrow();
        await generateOrderPins(db, id, { random: prng.next });
      }
      if (request.downloaded) await downloadPinFile(db, actor, { orderRef, type: request.downloaded }, { plainTextDownloads: false });
    }
    await backDate(db, orderRefs, new Date(now.getTime() - request.daysAgo * DAY));
  }
}

/** Moves the orders' dates back to `placedAt`: decided 3 hours later, ready (its vouchers made
 * and sold) seconds after that, downloaded the next day. */
async function backDate(db: Kysely<Database>, orderRefs: readonly string[], placedAt: Date): Promise<void> {
  const decidedAt = new Date(placedAt.getTime() + 3 * HOUR);
  const readyAt = new Date(decidedAt.getTime() + 4000);
  const downloadedAt = new Date(placedAt.getTime() + DAY);
  const orders = await db.selectFrom('pin_batch_orders').select(['id', 'approved_at', 'deleted_at', 'ready_at']).where('order_ref', 'in', [...orderRefs]).execute();
  for (const order of orders) {
    await db
      .updateTable('pin_batch_orders')
      .set({
        created_at: placedAt,
        approved_at: order.approved_at && decidedAt,
        deleted_at: order.deleted_at && decidedAt,
        ready_at: order.ready_at && readyAt,
      })
      .where('id', '=', order.id)
      .execute();
    await db.updateTable('pin_batch_order_documents').set({ created_at: placedAt }).where('order_id', '=', order.id).execute();
    await db.updateTable('pin_batch_order_downloads').set({ downloaded_at: downloadedAt }).where('order_id', '=', order.id).execute();
    await db.updateTable('vouchers').set({ created_at: readyAt, sold_at: readyAt }).where('pin_batch_order_id', '=', order.id).execute();
  }
}
