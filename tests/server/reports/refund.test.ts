// Refunds from the reports (PUT /api/v1/refund-transaction) and the export limit (GET
// /api/v1/transaction-export-limit) on the real server and database. Every rule of a refund is
// checked through HTTP and changes nothing when it refuses: the ACL (the router's x-acl, and the
// service's own check for callers without HTTP), the sale's state (a successful SALE whose voucher
// is unredeemed), the user's agent subtree (a sibling's sale is 1005), the voucher serial; exactly
// one of concurrent refunds, and of a refund racing a redemption, wins; a refunded voucher can be
// neither validated nor redeemed; balances, daily figures and credit-limit usage agree with a
// count over the transactions afterwards; the refund is audited with its comment; refusals read
// in the request's language.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBrandingAndSettings } from '../../../server/demo/content';
import { createDemoStructure, type DemoStructure } from '../../../server/demo/structure';
import type { SessionInfo } from '../../../server/domain/session-info';
import { createSession } from '../../../server/http/session';
import { reverseSale } from '../../../server/modules/ledger/sale-reversals.service';
import { refundTransaction } from '../../../server/modules/reports/refund.service';
import { sellVouchers, type CompletedSale } from '../../../server/modules/terminal/sale.service';
import { redeemVoucher, validateVoucher } from '../../../server/modules/vouchers/vouchers.service';
import { giveLimit } from '../domain/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKind, testDatabaseSkipReason } from '../support/test-database';

const REFUND_URL = '/api/v1/refund-transaction';
const REFUNDED = 'The transaction has been refunded.';

describe.skipIf(testDatabaseSkipReason)('refunds from the reports', () => {
  let t: TestApp;
  let demo: DemoStructure;
  const headers = new Map<string, Record<string, string>>();
  const agentId = (code: string) => demo.agentIds.get(code)!;
  const terminal = (agentCode: string) => demo.terminals.find((candidate) => candidate.agentCode === agentCode)!.id;

  beforeAll(async () => {
    t = await createTestApp();
    await ensureBrandingAndSettings(t.db);
    demo = await createDemoStructure(t.db, new Date(Date.now() - 7 * 86_400_000));
    // SD0001/manager and MD0001/rpatel hold SCP.TTI.ADMIN.USER.REFUND_W; SD0002/manager and
    // MD0001/viewer do not.
    for (const user of ['MD0001/admin', 'MD0001/rpatel', 'MD0001/viewer', 'SD0001/manager', 'SD0002/manager']) {
      headers.set(user, { authorization: `Bearer ${await createSession(t.db, demo.userIds.get(user)!)}` });
    }
    // CAD has no demo limits: one of value over SD0001's subtree and one of count on CAD25.
    await giveLimit(t.db, agentId('SD0001'), { targetType: 'CURRENCY', targetCode: 'CAD', limitType: 'VALUE', limitValue: 1_000_000, periodId: 4, periodValue: '1' });
    await giveLimit(t.db, agentId('R00003'), { targetType: 'PRODUCT', targetCode: 'CAD25', limitType: 'COUNT', limitValue: 1_000, periodId: 4, periodValue: '1' });
  });
  afterAll(async () => t?.close());

  async function sell(agentCode: string, productCode: string): Promise<CompletedSale> {
    const result = await sellVouchers(t.db, [{ terminalId: terminal(agentCode), productCode }]);
    if (!result.ok) throw new Error(result.resultDescription);
    return result.sales[0]!;
  }

  async function refund(user: string, body: Record<string, unknown>, language?: string) {
    const answer = await t.app.inject({
      method: 'PUT',
      url: REFUND_URL,
      headers: { ...headers.get(user)!, ...(language ? { 'accept-language': language } : {}) },
      payload: body,
    });
    return { status: answer.statusCode, body: answer.json() as { resultCode: number; resultDescription: string; field?: string } };
  }

  const saleRow = (id: number) => t.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const voucherStatus = async (id: number) =>
    (await t.db.selectFrom('vouchers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const refundRowsOf = (saleId: number) =>
    t.db.selectFrom('transactions').selectAll().where('tx_type', '=', 'REFUND').where('original_transaction_id', '=', saleId).execute();
  const refundAudits = (refId: string) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', 'transaction.refund').where('entity_id', '=', refId).execute();

  /** Everything a refund changes; equal before and after a refusal. */
  async function businessState() {
    return {
      transactions: await t.db.selectFrom('transactions').select(['id', 'tx_type', 'status', 'reason', 'redeemed_date', 'refunded_at']).orderBy('id').execute(),
      vouchers: await t.db.selectFrom('vouchers').select(['id', 'status']).orderBy('id').execute(),
      balances: await t.db.selectFrom('agent_balances').select(['agent_id', 'currency_code', 'balance_minor']).orderBy('agent_id').orderBy('currency_code').execute(),
      stats: await t.db.selectFrom('agent_daily_stats').selectAll().orderBy('agent_id').orderBy('currency_code').orderBy('tx_type').execute(),
      limits: await t.db.selectFrom('agent_limit_items').select(['id', 'current_value']).orderBy('id').execute(),
      refundAudits: (await t.db.selectFrom('audit_log').select('id').where('action', '=', 'transaction.refund').execute()).length,
    };
  }

  /** The maintained aggregates checked against a count over the transactions: agent_daily_stats
   * per agent, UTC day, currency and type (a refunded sale stays a success of its day, its REFUND
   * row is counted apart; a reversed one is not a success), agent_balances per agent and currency,
   * and every credit-limit item's usage (the successful sales of its subtree since its window
   * started). Answers the rows that differ. */
  async function aggregatesOffTheLedger() {
    const success = sql`(t.status = 'SUCCESS' OR (t.tx_type = 'SALE' AND t.status = 'REFUNDED'))`;
    const stats = await sql<Record<string, unknown>>`
      WITH ledger AS (
        SELECT t.agent_id, (t.created_at AT TIME ZONE 'UTC')::date AS day, t.currency_code, t.tx_type,
          count(*)::bigint AS count,
          count(*) FILTER (WHERE ${success})::bigint AS success_count,
          coalesce(sum(t.value_minor) FILTER (WHERE ${success}), 0)::bigint AS value_minor,
          coalesce(sum(t.buy_value_minor) FILTER (WHERE ${success}), 0)::bigint AS buy_value_minor
        FROM transactions t GROUP BY 1, 2, 3, 4)
      SELECT l.*, s.count AS kept_count, s.success_count AS kept_success, s.value_minor AS kept_value, s.buy_value_minor AS kept_buy
      FROM ledger l FULL OUTER JOIN agent_daily_stats s
        ON s.agent_id = l.agent_id AND s.day = l.day AND s.currency_code = l.currency_code AND s.tx_type = l.tx_type
      WHERE l.count IS DISTINCT FROM s.count::bigint OR l.success_count IS DISTINCT FROM s.success_count::bigint
        OR l.value_minor IS DISTINCT FROM s.value_minor::bigint OR l.buy_value_minor IS DISTINCT FROM s.buy_value_minor::bigint`.execute(t.db);
    const balances = await sql<Record<string, unknown>>`
      WITH ledger AS (
        SELECT t.agent_id, t.currency_code, sum(CASE
          WHEN t.tx_type = 'SALE' AND t.status IN ('SUCCESS', 'REFUNDED') THEN t.buy_value_minor
          WHEN t.tx_type = 'REFUND' AND t.status = 'SUCCESS' THEN -t.buy_value_minor
          WHEN t.tx_type = 'REDEEM' AND t.status = 'SUCCESS' THEN -t.value_minor
          WHEN t.tx_type = 'PAYOUT' AND t.status = 'SUCCESS' THEN t.value_minor
          ELSE 0 END)::bigint AS balance
        FROM transactions t GROUP BY 1, 2)
      SELECT coalesce(l.agent_id, b.agent_id) AS agent_id, coalesce(l.currency_code, b.currency_code) AS currency_code,
        l.balance AS counted, b.balance_minor AS kept
      FROM ledger l FULL OUTER JOIN agent_balances b ON b.agent_id = l.agent_id AND b.currency_code = l.currency_code
      WHERE coalesce(l.balance, 0) <> coalesce(b.balance_minor::bigint, 0)`.execute(t.db);
    const limits = await sql<Record<string, unknown>>`
      SELECT i.id, i.target_code, i.limit_type, i.current_value AS kept, (
        SELECT CASE WHEN i.limit_type = 'COUNT' THEN count(*) ELSE coalesce(sum(t.value_minor), 0) END
        FROM transactions t
        JOIN agent_closure c ON c.descendant_id = t.agent_id AND c.ancestor_id = i.agent_id
        JOIN products p ON p.id = t.product_id
        WHERE t.tx_type = 'SALE' AND t.status = 'SUCCESS' AND t.created_at >= i.period_start
          AND (CASE WHEN i.target_type = 'CURRENCY' THEN t.currency_code ELSE p.code END) = i.target_code
      )::bigint AS counted
      FROM agent_limit_items i`.execute(t.db);
    return {
      stats: stats.rows,
      balances: balances.rows,
      limits: limits.rows.filter((row) => Number(row.kept) !== Number(row.counted)),
    };
  }
  const inStep = { stats: [], balances: [], limits: [] };

  it('refunds a successful, unredeemed sale of the subtree: the sale, a REFUND row, the voucher, balance, figures and limits follow, audited with the comment', async () => {
    const sale = await sell('R00003', 'CAD25');
    const usedBefore = await t.db.selectFrom('agent_limit_items').select(['target_code', 'current_value']).where('agent_id', 'in', [agentId('SD0001'), agentId('R00003')]).where('target_code', 'in', ['CAD', 'CAD25']).execute();
    expect(Object.fromEntries(usedBefore.map((item) => [item.target_code, item.current_value]))).toEqual({ CAD: 2500, CAD25: 1 });
    const comments = 'Customer bought the wrong product.';

    const answer = await refund('SD0001/manager', { transactionId: sale.refId, voucherSerial: sale.voucherSerial, comments });
    expect(answer).toEqual({ status: 200, body: { resultCode: 0, resultDescription: REFUNDED } });

    expect(await saleRow(sale.transactionId)).toMatchObject({ tx_type: 'SALE', status: 'REFUNDED', reason: comments });
    expect((await saleRow(sale.transactionId)).refunded_at).not.toBeNull();
    const refunds = await refundRowsOf(sale.transactionId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      status: 'SUCCESS', agent_id: agentId('R00003'), user_id: demo.userIds.get('SD0001/manager'), voucher_id: sale.voucherId,
      currency_code: 'CAD', value_minor: 2500, buy_value_minor: sale.buyValueMinor, reason: comments,
    });
    expect(await voucherStatus(sale.voucherId)).toBe('REFUNDED');
    const usedAfter = await t.db.selectFrom('agent_limit_items').select(['target_code', 'current_value']).where('agent_id', 'in', [agentId('SD0001'), agentId('R00003')]).where('target_code', 'in', ['CAD', 'CAD25']).execute();
    expect(Object.fromEntries(usedAfter.map((item) => [item.target_code, item.current_value]))).toEqual({ CAD: 0, CAD25: 0 });
    const balance = await t.db.selectFrom('agent_balances').select('balance_minor').where('agent_id', '=', agentId('R00003')).where('currency_code', '=', 'CAD').executeTakeFirstOrThrow();
    expect(Number(balance.balance_minor)).toBe(0);
    expect(await aggregatesOffTheLedger()).toEqual(inStep);

    const audits = await refundAudits(sale.refId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entity: 'transaction', actor_user_id: demo.userIds.get('SD0001/manager'), result_code: 0 });
    const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
    expect(json(audits[0]!.before)).toMatchObject({ status: 'SUCCESS', voucherSerial: sale.voucherSerial, voucherStatus: 'SOLD' });
    expect(json(audits[0]!.after)).toEqual({
      status: 'REFUNDED', voucherSerial: sale.voucherSerial, voucherStatus: 'REFUNDED', refundRefId: refunds[0]!.ref_id, comments,
    });
  });

  it('leaves a refunded voucher neither valid nor redeemable', async () => {
    const sale = await sell('R00001', 'AUD10');
    expect((await validateVoucher(t.db, sale.pin, agentId('M00001'))).voucherSerial).toBe(sale.voucherSerial);
    expect((await refund('MD0001/rpatel', { transactionId: sale.refId })).status).toBe(200);
    await expect(validateVoucher(t.db, sale.pin, agentId('M00001'))).rejects.toMatchObject({ resultCode: 1009 });
    await expect(redeemVoucher(t.db, sale.pin, agentId('M00001'), null)).rejects.toMatchObject({ resultCode: 1009 });
    expect(await voucherStatus(sale.voucherId)).toBe('REFUNDED');
    expect((await saleRow(sale.transactionId)).redeemed_date).toBeNull();
  });

  it('refuses a user without SCP.TTI.ADMIN.USER.REFUND_W with 403 1003, changing nothing', async () => {
    const sale = await sell('R00004', 'NZD10');
    const before = await businessState();
    for (const user of ['SD0002/manager', 'MD0001/viewer']) {
      expect(await refund(user, { transactionId: sale.refId, voucherSerial: sale.voucherSerial })).toEqual({
        status: 403, body: { resultCode: 1003, resultDescription: 'You do not have SCP.TTI.ADMIN.USER.REFUND_W permission.' },
      });
    }
    expect(await businessState()).toEqual(before);
  });

  it('refuses in the service too, for a caller that is not the router (1003), changing nothing', async () => {
    const sale = await sell('R00004', 'NZD10');
    const before = await businessState();
    const withoutAcl: SessionInfo = {
      sessionId: 'no-http', userId: demo.userIds.get('SD0002/manager')!, agentId: agentId('SD0002'), login: 'manager',
      acls: new Set(), impersonatorUserId: null, email: null, emailConfirmed: true,
    };
    await expect(refundTransaction(t.db, withoutAcl, { transactionId: sale.refId })).rejects.toMatchObject({
      resultCode: 1003, resultDescription: 'You do not have permission to refund transactions.',
    });
    expect(await businessState()).toEqual(before);
  });

  it("refuses a sale outside the user's subtree with 403 1005 whatever its state, changing nothing, and audits the refusal", async () => {
    const sibling = await sell('R00004', 'NZD10');
    const refundedSibling = await sell('R00005', 'GBP10');
    expect((await refund('MD0001/admin', { transactionId: refundedSibling.refId })).status).toBe(200);
    const before = await businessState();
    for (const sale of [sibling, refundedSibling]) {
      expect(await refund('SD0001/manager', { transactionId: sale.refId, voucherSerial: sale.voucherSerial })).toEqual({
        status: 403, body: { resultCode: 1005, resultDescription: 'This transaction is outside your company structure.' },
      });
    }
    expect(await businessState()).toEqual(before);
    const refused = await t.db.selectFrom('audit_log').select(['entity', 'result_code']).where('action', '=', 'authorisation.refused')
      .where('actor_user_id', '=', demo.userIds.get('SD0001/manager')!).execute();
    expect(refused).toContainEqual({ entity: `PUT ${REFUND_URL}`, result_code: 1005 });
  });

  it('refuses an unknown reference and a voucher serial that is not the sale\'s with 400 1004, changing nothing', async () => {
    const sale = await sell('R00002', 'AUD20');
    const other = await sell('R00002', 'AUD20');
    const before = await businessState();
    expect(await refund('MD0001/admin', { transactionId: '999999999999' })).toEqual({
      status: 400, body: { resultCode: 1004, resultDescription: 'The transaction was not found.' },
    });
    expect(await refund('MD0001/admin', { transactionId: sale.refId, voucherSerial: other.voucherSerial })).toEqual({
      status: 400, body: { resultCode: 1004, resultDescription: 'The voucher serial does not match this transaction.' },
    });
    expect(await businessState()).toEqual(before);
    // The sale itself is still refundable, with its own serial.
    expect((await refund('MD0001/admin', { transactionId: sale.refId, voucherSerial: sale.voucherSerial })).status).toBe(200);
  });

  it('refuses anything but a successful SALE whose voucher is unredeemed with 400 1009, changing nothing', async () => {
    const refunded = await sell('R00001', 'AUD10');
    expect((await refund('MD0001/admin', { transactionId: refunded.refId })).status).toBe(200);
    const refundRow = (await refundRowsOf(refunded.transactionId))[0]!;
    const redeemed = await sell('R00001', 'AUD10');
    await redeemVoucher(t.db, redeemed.pin, agentId('M00001'), null);
    const reversed = await sell('R00002', 'AUD10');
    await reverseSale(t.db, reversed.transactionId, 'voided');
    const failed = await sellVouchers(t.db, [{ terminalId: terminal('R00006'), productCode: 'USD10' }]);
    expect(failed).toMatchObject({ ok: false, resultCode: 1009 });
    const failedRefId = failed.ok ? '' : failed.failedRefIds[0]!;

    const before = await businessState();
    const cases: [string, string][] = [
      [refunded.refId, 'This transaction has already been refunded.'],
      [redeemed.refId, 'The voucher of this sale has been redeemed, so the sale cannot be refunded.'],
      [reversed.refId, 'This sale has been reversed and cannot be refunded.'],
      [failedRefId, 'Only a successful sale can be refunded.'],
      [refundRow.ref_id, 'Only a sale can be refunded.'],
    ];
    for (const [transactionId, resultDescription] of cases) {
      expect(await refund('MD0001/admin', { transactionId, comments: 'again' }), transactionId).toEqual({
        status: 400, body: { resultCode: 1009, resultDescription },
      });
    }
    expect(await businessState()).toEqual(before);
    expect(await refundRowsOf(refunded.transactionId)).toHaveLength(1);
    expect(await voucherStatus(redeemed.voucherId)).toBe('REDEEMED');
    expect(await aggregatesOffTheLedger()).toEqual(inStep);
  });

  it(`refunds a sale once when asked five times at once${testDatabaseKind === 'pglite' ? ' (PGlite serialises)' : ''}`, async () => {
    const sale = await sell('R00003', 'CAD25');
    const answers = await Promise.all(
      ['SD0001/manager', 'MD0001/admin', 'MD0001/rpatel', 'SD0001/manager', 'MD0001/admin'].map((user) =>
        refund(user, { transactionId: sale.refId, voucherSerial: sale.voucherSerial, comments: user })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(4);
    for (const answer of refused) expect(answer).toEqual({ status: 400, body: { resultCode: 1009, resultDescription: 'This transaction has already been refunded.' } });
    expect(await refundRowsOf(sale.transactionId)).toHaveLength(1);
    expect(await refundAudits(sale.refId)).toHaveLength(1);
    expect(await voucherStatus(sale.voucherId)).toBe('REFUNDED');
    expect(await aggregatesOffTheLedger()).toEqual(inStep);
  });

  it(`lets exactly one of a refund and a redemption of the same voucher win${testDatabaseKind === 'pglite' ? ' (PGlite serialises)' : ''}`, async () => {
    const sales = await Promise.all(Array.from({ length: 16 }, () => sell('R00001', 'AUD10')));
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const outcomes = await Promise.all(sales.map(async (sale, i) => {
      const refundCall = () => refund('MD0001/admin', { transactionId: sale.refId, comments: 'race' });
      const redeemCall = () => redeemVoucher(t.db, sale.pin, agentId('M00001'), null).then(() => 'redeemed' as const, (error: { resultCode?: number }) => error);
      // The redemption starts with the refund or up to 45 ms after it (the refund comes through
      // HTTP and the session check first), so that each wins some of the races and some overlap
      // in the database: with the sale locked before the voucher, PostgreSQL found deadlocks here.
      const [refunded, redeemed] = await Promise.all([refundCall(), later(i * 3).then(redeemCall)]);
      return { sale, refunded, redeemed };
    }));
    for (const { sale, refunded, redeemed } of outcomes) {
      const refundWon = refunded.status === 200;
      const redeemWon = redeemed === 'redeemed';
      expect(refundWon !== redeemWon, `${sale.refId}: ${JSON.stringify(refunded)} / ${JSON.stringify(redeemed)}`).toBe(true);
      const row = await saleRow(sale.transactionId);
      if (refundWon) {
        expect(redeemed).toMatchObject({ resultCode: 1009 });
        expect(row).toMatchObject({ status: 'REFUNDED', redeemed_date: null });
        expect(await voucherStatus(sale.voucherId)).toBe('REFUNDED');
      } else {
        expect(refunded).toEqual({ status: 400, body: { resultCode: 1009, resultDescription: 'The voucher of this sale has been redeemed, so the sale cannot be refunded.' } });
        expect(row.status).toBe('SUCCESS');
        expect(row.redeemed_date).not.toBeNull();
        expect(await voucherStatus(sale.voucherId)).toBe('REDEEMED');
        expect(await refundRowsOf(sale.transactionId)).toHaveLength(0);
      }
    }
    expect(await aggregatesOffTheLedger()).toEqual(inStep);
  });

  it("words the answer in the request's language", async () => {
    const sale = await sell('R00001', 'AUD20');
    expect((await refund('MD0001/admin', { transactionId: sale.refId }, 'es-ES,es;q=0.9')).body).toEqual({ resultCode: 0, resultDescription: 'La transacción se ha reembolsado.' });
    expect((await refund('MD0001/admin', { transactionId: sale.refId }, 'de')).body).toEqual({ resultCode: 1009, resultDescription: 'Diese Transaktion wurde bereits erstattet.' });
    expect((await refund('SD0002/manager', { transactionId: sale.refId }, 'ja')).body.resultCode).toBe(1003);
  });

  it('refuses a reference that is not one (1001, naming the field) and a call without a session (4001)', async () => {
    expect(await refund('MD0001/admin', { transactionId: 'R-12' })).toMatchObject({ status: 400, body: { resultCode: 1001, field: 'transactionId' } });
    const anonymous = await t.app.inject({ method: 'PUT', url: REFUND_URL, payload: { transactionId: '1' } });
    expect({ status: anonymous.statusCode, resultCode: (anonymous.json() as { resultCode: number }).resultCode }).toEqual({ status: 403, resultCode: 4001 });
  });
});

describe.skipIf(testDatabaseSkipReason)('the transaction export limit', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    await ensureBrandingAndSettings(t.db);
    const demo = await createDemoStructure(t.db, new Date());
    headers = { authorization: `Bearer ${await createSession(t.db, demo.userIds.get('MD0001/viewer')!)}` };
  });
  afterAll(async () => t?.close());

  const read = async (url: string) => {
    const answer = await t.app.inject({ method: 'GET', url, headers });
    return { status: answer.statusCode, body: answer.json() as { resultCode: number; exportLimit: number } };
  };

  it('answers the exportLimit setting to any signed-in user, the same as the settings call', async () => {
    expect(await read('/api/v1/transaction-export-limit')).toEqual({ status: 200, body: { resultCode: 0, resultDescription: 'Success', exportLimit: 1000 } });
    await t.db.updateTable('settings').set({ value: JSON.stringify(2500) }).where('key', '=', 'exportLimit').execute();
    expect((await read('/api/v1/transaction-export-limit')).body.exportLimit).toBe(2500);
    expect((await read('/api/v1/settings')).body.exportLimit).toBe(2500);
    await t.db.deleteFrom('settings').where('key', '=', 'exportLimit').execute();
    expect((await read('/api/v1/transaction-export-limit')).body.exportLimit).toBe(1000);
    expect((await read('/api/v1/settings')).body.exportLimit).toBe(1000);
  });

  it('refuses a call without a session (4001)', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/transaction-export-limit' });
    expect({ status: answer.statusCode, resultCode: (answer.json() as { resultCode: number }).resultCode }).toEqual({ status: 403, resultCode: 4001 });
  });
});
