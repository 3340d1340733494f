// Demo PIN batch orders, one or more in each status; READY orders have their vouchers and their
// txt and pgp (passphrase-encrypted with the demo password) batch files.
import { createMessage, encrypt } from 'openpgp';
import type { Kysely } from 'kysely';
import type { Database, PinBatchOrderStatus } from '../schema';
import { pinKeys } from '../../modules/vouchers/pin-codes';
import { createVoucherStock, pinBatchText, type StockVoucher } from '../../modules/vouchers/voucher-stock';
import type { Prng } from './prng';
import { DEMO_PASSWORD } from './sign-ins';
import type { DemoStructure } from './structure';

interface DemoOrder {
  agent: string;
  user: string;
  status: PinBatchOrderStatus;
  daysAgo: number;
  items: [productCode: string, qty: number][];
  comment: string;
  document?: string;
}

const ORDERS: readonly DemoOrder[] = [
  { agent: 'MD0001', user: 'admin', status: 'READY_FOR_DOWNLOAD', daysAgo: 40, items: [['AUD20', 25], ['AUD50', 10]], comment: 'Stock for the Sydney stores' },
  { agent: 'SD0001', user: 'manager', status: 'READY_FOR_DOWNLOAD', daysAgo: 12, items: [['USD25', 20]], comment: 'Tourist season stock' },
  { agent: 'MD0001', user: 'admin', status: 'WAITING_FOR_APPROVAL', daysAgo: 2, items: [['EUR10', 30], ['GBP20', 15]], comment: 'Europe launch', document: 'purchase-order-1207.csv' },
  { agent: 'SD0001', user: 'manager', status: 'WAITING_FOR_APPROVAL', daysAgo: 1, items: [['NZD20', 40]], comment: 'Urgent top-up' },
  { agent: 'MD0001', user: 'admin', status: 'REJECTED', daysAgo: 25, items: [['USD50', 500]], comment: 'Large order' },
  { agent: 'MD0001', user: 'admin', status: 'DELETED', daysAgo: 30, items: [['CAD10', 50]], comment: 'Ordered by mistake' },
];

export async function createDemoPinOrders(db: Kysely<Database>, structure: DemoStructure, prng: Prng, now: Date): Promise<void> {
  const keys = pinKeys();
  const support = structure.userIds.get('PROVIDER/support')!;
  for (const order of ORDERS) {
    const createdAt = new Date(now.getTime() - order.daysAgo * 86_400_000);
    const decidedAt = new Date(createdAt.getTime() + 3 * 3_600_000);
    const userId = structure.userIds.get(`${order.agent}/${order.user}`)!;
    await db.transaction().execute(async (trx) => {
      const { id, order_ref } = await trx
        .insertInto('pin_batch_orders')
        .values({
          agent_id: structure.agentIds.get(order.agent)!,
          user_id: userId,
          status: order.status,
          comment: order.comment,
          file_name: order.document ?? null,
          created_at: createdAt,
          ...(order.status === 'READY_FOR_DOWNLOAD' || order.status === 'REJECTED'
            ? { approved_by_user_id: support, approved_at: decidedAt, decision_comment: order.status === 'READY_FOR_DOWNLOAD' ? 'Approved' : 'Exceeds the monthly allowance' }
            : {}),
          ...(order.status === 'DELETED' ? { deleted_by_user_id: userId, deleted_at: decidedAt, delete_comment: order.comment } : {}),
        })
        .returning(['id', 'order_ref'])
        .executeTakeFirstOrThrow();
      const lines: string[] = [];
      for (const [productCode, qty] of order.items) {
        const product = await trx.selectFrom('products').selectAll().where('code', '=', productCode).executeTakeFirstOrThrow();
        await trx
          .insertInto('pin_batch_order_items')
          .values({ order_id: id, product_id: product.id, qty, unit_value_minor: product.face_value_minor, currency_code: product.currency_code, comment: null })
          .execute();
        if (order.status !== 'READY_FOR_DOWNLOAD') continue;
        const stock: StockVoucher[] = await createVoucherStock(trx, keys, { orderId: id, productId: product.id, quantity: qty, at: decidedAt, random: prng.next });
        lines.push(pinBatchText(stock, product.code, product.face_value_minor));
      }
      if (order.document) {
        await trx
          .insertInto('pin_batch_order_documents')
          .values({ order_id: id, file_name: order.document, content_type: 'text/csv', bytes: Buffer.from('line,product,qty\n1,EUR10,30\n2,GBP20,15\n') })
          .execute();
      }
      if (order.status === 'READY_FOR_DOWNLOAD') {
        const text = lines.join('');
        const pgp = await encrypt({ message: await createMessage({ text }), passwords: [DEMO_PASSWORD], format: 'binary' });
        await trx
          .insertInto('pin_batch_files')
          .values([
            { order_id: id, file_type: 'txt', file_name: `${order_ref}.txt`, bytes: Buffer.from(text), created_at: decidedAt },
            { order_id: id, file_type: 'pgp', file_name: `${order_ref}.txt.pgp`, bytes: Buffer.from(pgp), created_at: decidedAt },
          ])
          .execute();
      }
    });
  }
}
