// 'pin.generate': makes the PINs of one approved PIN batch order and marks it READY_FOR_DOWNLOAD
// (server/modules/pin-orders/pin-generation.service.ts). Queued by the approval in its own
// transaction. Exactly once per order however often it runs (a retry after a crash, two
// instances): the order's row is locked and a run that finds it ready does nothing. A database
// failure is tried again with backoff; one failed for good leaves the order PROCESSING with the
// failure kept on it (its details show it; provider staff may queue it again), logged as an error
// and audited ('pinOrder.generate.failed').
import { recordAudit } from '../modules/audit/audit.service';
import { generateOrderPins, markGenerationFailed } from '../modules/pin-orders/pin-generation.service';
import type { PinOrderJobs } from '../modules/pin-orders/pin-orders.service';
import { defineJob } from './job-kind';

export type PinGenerateJob = PinOrderJobs['pin.generate'];

export const pinGenerate = defineJob<PinGenerateJob>({
  name: 'pin.generate',
  // 15-30 s, 30-60 s ... at most 10 minutes apart: 6 retries span about half an hour.
  retry: { limit: 6, delaySeconds: 15, backoff: true, maxDelaySeconds: 600 },
  // The payload is an id; the order keeps what people see.
  keepSeconds: 7 * 86_400,
  async run({ db, log }, data) {
    const started = Date.now();
    const result = await generateOrderPins(db, data.orderId);
    log.info({ orderId: data.orderId, ...result, ms: Date.now() - started }, 'PIN batch order generation');
  },
  async failed({ db, log }, data, error, attempts) {
    log.error({ orderId: data.orderId, attempts, err: error }, 'the PINs of a PIN batch order could not be generated (the order stays PROCESSING)');
    await markGenerationFailed(db, data.orderId, attempts, error.message);
    await recordAudit(db, { action: 'pinOrder.generate.failed', entity: 'pinOrder', entityId: data.orderId, after: { attempts, error: error.message }, resultCode: 1500 });
  },
});
