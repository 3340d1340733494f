// 'pin.generate.resume': every 30 minutes (and at every start), makes the PINs of approved orders
// that are still PROCESSING an hour after their approval: their 'pin.generate' job failed for good
// (its six retries span about half an hour) or was lost. Safe beside a job still running: a
// generation locks its order first, so the later one finds it done. An order that fails again is
// logged and audited as the job's final failure is, and tried again at the next sweep.
import { recordAudit } from '../modules/audit/audit.service';
import { generateOrderPins, markGenerationFailed, ordersProcessingSince } from '../modules/pin-orders/pin-generation.service';
import { defineJob } from './job-kind';

/** How long after its approval an order still PROCESSING is taken as stuck. */
export const STUCK_AFTER_MS = 60 * 60_000;

export const pinGenerateResume = defineJob<Record<string, never>>({
  name: 'pin.generate.resume',
  retry: { limit: 2, delaySeconds: 300, backoff: false },
  keepSeconds: 7 * 86_400,
  schedule: { cron: '*/30 * * * *', runAtStart: true },
  async run({ db, log }) {
    for (const orderId of await ordersProcessingSince(db, new Date(Date.now() - STUCK_AFTER_MS))) {
      try {
        const result = await generateOrderPins(db, orderId);
        log.info({ orderId, ...result }, 'PIN batch order generation resumed');
      } catch (error) {
        log.error({ orderId, err: error }, 'the PINs of a PIN batch order could not be generated (the order stays PROCESSING)');
        await markGenerationFailed(db, orderId, 1, (error as Error).message);
        await recordAudit(db, { action: 'pinOrder.generate.failed', entity: 'pinOrder', entityId: orderId, after: { resumed: true, error: (error as Error).message }, resultCode: 1500 });
      }
    }
  },
});
