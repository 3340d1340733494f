// The PINs of an approved order, made by the 'pin.generate' job (server/jobs/pin-generate.ts):
// its qty vouchers SOLD to the ordering agent, every PIN cryptographically random and unique
// across the whole voucher table, kept as a keyed hash and encrypted
// (server/modules/vouchers/voucher-stock.ts), and the order READY_FOR_DOWNLOAD, all in one
// transaction. Exactly once per order whatever runs
// it: the order's row is locked first, so a second run (the job tried again after a crash, two
// instances, two jobs) waits and then finds the order ready and does nothing; a run that fails
// rolls back whole, leaving no voucher behind.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/audit.service';
import { pinKeys } from '../vouchers/pin-codes';
import { countVoucherStock, createVoucherStock } from '../vouchers/voucher-stock';
import { lockOrderForGeneration, markGenerationFailed, markReady, ordersProcessingSince } from './pin-orders.repository';

/** The ids of the orders still PROCESSING that were approved before the given time. */
export { ordersProcessingSince };

/** Keeps on the order that its generation failed (`attempts` more runs), shown in its details
 * until provider staff queue it again or a later run succeeds. */
export { markGenerationFailed };

/** What a run did: made the PINs, found them made, or found no approved order to make them for. */
export type GenerationOutcome = { outcome: 'generated'; pins: number } | { outcome: 'already-done' } | { outcome: 'not-approved'; status: string | null };

export interface GenerationOptions {
  /** PRNG for reproducible demo PINs (and tests that make PINs collide); crypto otherwise. */
  random?: () => number;
}

export async function generateOrderPins(db: Kysely<Database>, orderId: number, options: GenerationOptions = {}): Promise<GenerationOutcome> {
  const keys = pinKeys();
  return db.transaction().execute(async (trx): Promise<GenerationOutcome> => {
    const order = await lockOrderForGeneration(trx, orderId);
    if (order?.status === 'READY_FOR_DOWNLOAD') return { outcome: 'already-done' };
    if (order?.status !== 'PROCESSING') return { outcome: 'not-approved', status: order?.status ?? null };
    const existing = await countVoucherStock(trx, order.id);
    const at = new Date();
    const made = existing >= order.qty ? 0 : await createVoucherStock(trx, keys, {
      orderId: order.id, productId: order.product_id, agentId: order.agent_id, quantity: order.qty - existing, at, ...(options.random ? { random: options.random } : {}),
    });
    await markReady(trx, order.id, `${order.order_ref}.txt`);
    await recordAudit(trx, { action: 'pinOrder.generate', entity: 'pinOrder', entityId: order.order_ref, after: { status: 'READY_FOR_DOWNLOAD', pins: existing + made }, resultCode: 0 });
    return { outcome: 'generated', pins: existing + made };
  });
}
