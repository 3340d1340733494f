// A PIN order whose generation failed for good (#37): the job's last failure is kept on the order
// (when, how many attempts, why) and shown in its details; provider staff with APPROVE_W queue the
// generation again, which then runs once and clears the failure. Refusals change nothing: 1009
// for an order without a failure, 1003 without the ACL, 1004 for an unknown order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadConfig } from '../../../server/config';
import { pinGenerate } from '../../../server/jobs/pin-generate';
import { english } from '../../../server/i18n/words';
import { PIN_ORDER_TEXT } from '../../../server/modules/pin-orders/pin-orders.service';
import { testDatabaseSkipReason } from '../support/test-database';
import { pinOrderHarness, type PinOrderHarness } from './support';
import { noFollowUpJobs } from '../support/job-context';

const RETRY = '/api/v1/retry-pin-order-generation';
const DETAILS = '/api/v1/pin-batch-order-details';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.skipIf(testDatabaseSkipReason)('queueing a failed PIN generation again', () => {
  let h: PinOrderHarness;
  beforeAll(async () => {
    h = await pinOrderHarness();
  });
  afterAll(async () => h?.close());

  /** An order approved whose job failed for good: PROCESSING with no job, its failure recorded by the job's own handler. */
  async function failedOrder(): Promise<string> {
    const orderRef = await h.placeOrder('MD0001/admin', 'AUD20', 3);
    const { id } = await h.orderRow(orderRef);
    await sql`update pin_batch_orders set status = 'PROCESSING', approved_at = now() where id = ${id}`.execute(h.t.db);
    await pinGenerate.failed!({ db: h.t.db, config: loadConfig({}), log: quiet, jobs: noFollowUpJobs }, { orderId: id }, new Error('connection terminated unexpectedly'), 7);
    return orderRef;
  }
  const details = async (orderRef: string) => (await h.get('PROVIDER/support', DETAILS, { orderRef })).json();

  it('shows the failure in the details, queues the generation once, and clears the failure when the PINs are made', async () => {
    const orderRef = await failedOrder();
    expect((await details(orderRef)).generationFailure).toEqual({ date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), attempts: 7, reason: 'connection terminated unexpectedly' });
    const queued = await h.post('PROVIDER/support', RETRY, { orderRef });
    expect(queued).toEqual({ status: 200, body: { resultCode: 0, resultDescription: english(PIN_ORDER_TEXT.generationQueued) } });
    await h.waitForStatus(orderRef, 'READY_FOR_DOWNLOAD');
    const ready = await details(orderRef);
    expect(ready.generationFailure).toBeNull();
    expect(ready.qty).toBe(3);
    const vouchers = await h.t.db.selectFrom('vouchers').select(sql<number>`count(*)::int`.as('n')).where('pin_batch_order_id', '=', (await h.orderRow(orderRef)).id).executeTakeFirstOrThrow();
    expect(vouchers.n).toBe(3);
    const audit = await h.t.db.selectFrom('audit_log').select(['action', 'actor_user_id']).where('action', '=', 'pinOrder.generate.retry').where('entity_id', '=', orderRef).execute();
    expect(audit).toEqual([{ action: 'pinOrder.generate.retry', actor_user_id: h.demo.userIds.get('PROVIDER/support') }]);
  });

  it('refuses an order without a failure (1009), a user without APPROVE_W (1003) and an unknown order (1004), queueing nothing', async () => {
    const failed = await failedOrder();
    const waiting = await h.placeOrder('MD0001/admin', 'AUD20', 1);
    const jobs = async () => Number((await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'pin.generate'`.execute(h.t.db)).rows[0]!.n);
    const before = await jobs();
    expect((await h.post('PROVIDER/support', RETRY, { orderRef: waiting })).body).toEqual({ resultCode: 1009, resultDescription: english(PIN_ORDER_TEXT.generationNotFailed) });
    expect((await h.post('MD0001/admin', RETRY, { orderRef: failed })).body.resultCode).toBe(1003);
    expect((await h.post('PROVIDER/support', RETRY, { orderRef: 'PO9999999' })).body).toEqual({ resultCode: 1004, resultDescription: english(PIN_ORDER_TEXT.notFound) });
    expect(await jobs()).toBe(before);
    expect((await details(failed)).generationFailure).toMatchObject({ attempts: 7 });
  });

  it('adds the attempts of a later failure to those before', async () => {
    const orderRef = await failedOrder();
    const { id } = await h.orderRow(orderRef);
    await pinGenerate.failed!({ db: h.t.db, config: loadConfig({}), log: quiet, jobs: noFollowUpJobs }, { orderId: id }, new Error('disk full'), 1);
    expect((await details(orderRef)).generationFailure).toMatchObject({ attempts: 8, reason: 'disk full' });
  });
});
