// The terminal sale: limit consumption, the SALE row, daily stats and owed balance; refusals
// that change nothing; concurrency against a limit; idempotent terminal calls.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../../server/db/database';
import { demoTerminalKey, type DemoStructure } from '../../../server/demo/structure';
import { sellVouchers } from '../../../server/modules/terminal/sale.service';
import { REFUSED_SALES_PER_MINUTE, terminalSale } from '../../../server/modules/terminal/terminal-sale.service';
import { refundSale, reverseSale } from '../../../server/modules/ledger/sale-reversals.service';
import { OPEN_TIMEOUT_MS, onPostgres, openDomainDatabase, resetDomainTables } from './domain-database';
import { demoStructure, giveLimit, currentValueOf, terminalOf } from './fixtures';

let portal: PortalDatabase;
let structure: DemoStructure;
const agentId = (code: string) => structure.agentIds.get(code)!;

beforeAll(async () => {
  portal = await openDomainDatabase();
}, OPEN_TIMEOUT_MS);
afterAll(async () => portal?.close());
beforeEach(async () => {
  await resetDomainTables(portal.db);
  structure = await demoStructure(portal.db);
});

async function counts() {
  const db = portal.db;
  const one = async (table: 'transactions' | 'vouchers' | 'agent_daily_stats' | 'agent_balances') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { transactions: await one('transactions'), vouchers: await one('vouchers'), stats: await one('agent_daily_stats'), balances: await one('agent_balances') };
}

describe('sellVouchers', () => {
  it('consumes the limits of the agent and its ancestors and writes the sale, stats and balance', async () => {
    await giveLimit(portal.db, agentId('R00003'), { targetType: 'CURRENCY', targetCode: 'CAD', limitType: 'VALUE', limitValue: 100_000, periodId: 4, periodValue: '1' });
    await giveLimit(portal.db, agentId('SD0001'), { targetType: 'PRODUCT', targetCode: 'CAD25', limitType: 'COUNT', limitValue: 50, periodId: 3, periodValue: '1' });
    const at = new Date();
    const result = await sellVouchers(portal.db, [
      { terminalId: terminalOf(structure, 'R00003'), productCode: 'CAD25', txnId: 'EXT-1', phoneNo: '+61400000000' },
      { terminalId: terminalOf(structure, 'R00003'), productCode: 'CAD10' },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.sales.map((s) => [s.productCode, s.valueMinor, s.buyValueMinor])).toEqual([['CAD25', 2500, 2375], ['CAD10', 1000, 950]]);
    expect(result.sales[0]!.pin).toMatch(/^\d{16}$/);
    expect(result.sales[0]!.refId).toMatch(/^\d+$/);

    expect(await currentValueOf(portal.db, agentId('R00003'), 'CAD')).toBe(3500);
    expect(await currentValueOf(portal.db, agentId('SD0001'), 'CAD25')).toBe(1);

    const sale = await portal.db.selectFrom('transactions').selectAll().where('ref_id', '=', result.sales[0]!.refId).executeTakeFirstOrThrow();
    expect(sale).toMatchObject({ tx_type: 'SALE', status: 'SUCCESS', agent_id: agentId('R00003'), currency_code: 'CAD', value_minor: 2500, buy_value_minor: 2375, txn_id: 'EXT-1', phone_no: '+61400000000' });
    const voucher = await portal.db.selectFrom('vouchers').selectAll().where('id', '=', sale.voucher_id!).executeTakeFirstOrThrow();
    expect(voucher.status).toBe('SOLD');
    expect(voucher.pin_hash).not.toContain(result.sales[0]!.pin);

    const stats = await portal.db.selectFrom('agent_daily_stats').selectAll().where('agent_id', '=', agentId('R00003')).execute();
    expect(stats).toHaveLength(1);
    expect(stats[0]).toMatchObject({ currency_code: 'CAD', tx_type: 'SALE', count: 2, success_count: 2, value_minor: 3500, buy_value_minor: 3325 });
    expect(new Date(stats[0]!.day).toISOString().slice(0, 10)).toBe(at.toISOString().slice(0, 10));
    const balance = await portal.db.selectFrom('agent_balances').selectAll().where('agent_id', '=', agentId('R00003')).executeTakeFirstOrThrow();
    expect(balance).toMatchObject({ currency_code: 'CAD', balance_minor: 3325 });
  });

  it('refuses a sale over the limit: no voucher, no consumption, no balance; only a FAILED record', async () => {
    await giveLimit(portal.db, agentId('SD0001'), { targetType: 'CURRENCY', targetCode: 'CAD', limitType: 'VALUE', limitValue: 3000, periodId: 4, periodValue: '1' });
    const terminalId = terminalOf(structure, 'R00003');
    const first = await sellVouchers(portal.db, [{ terminalId, productCode: 'CAD25' }]);
    expect(first.ok).toBe(true);
    const before = await counts();
    const refused = await sellVouchers(portal.db, [{ terminalId, productCode: 'CAD10' }]);
    expect(refused).toMatchObject({ ok: false, resultCode: 1010 });
    expect(await currentValueOf(portal.db, agentId('SD0001'), 'CAD')).toBe(2500);
    const after = await counts();
    expect(after).toEqual({ ...before, transactions: before.transactions + 1 });
    const failed = await portal.db.selectFrom('transactions').selectAll().where('status', '=', 'FAILED').execute();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ tx_type: 'SALE', voucher_id: null, result_code: 1010 });
    const balance = await portal.db.selectFrom('agent_balances').select('balance_minor').where('agent_id', '=', agentId('R00003')).executeTakeFirstOrThrow();
    expect(balance.balance_minor).toBe(2375);
    const stats = await portal.db.selectFrom('agent_daily_stats').selectAll().where('agent_id', '=', agentId('R00003')).executeTakeFirstOrThrow();
    expect(stats).toMatchObject({ count: 2, success_count: 1, value_minor: 2500 });
  });

  it('a batch is all or nothing', async () => {
    await giveLimit(portal.db, agentId('R00003'), { targetType: 'PRODUCT', targetCode: 'CAD10', limitType: 'COUNT', limitValue: 2, periodId: 1, periodValue: '1' });
    const terminalId = terminalOf(structure, 'R00003');
    const result = await sellVouchers(portal.db, [1, 2, 3].map(() => ({ terminalId, productCode: 'CAD10' })));
    expect(result.ok).toBe(false);
    expect(await currentValueOf(portal.db, agentId('R00003'), 'CAD10')).toBe(0);
    expect((await counts()).vouchers).toBe(0);
  });

  it('refuses sales of an inactive agent or an inactive product', async () => {
    const inactiveAgent = await sellVouchers(portal.db, [{ terminalId: terminalOf(structure, 'R00006'), productCode: 'USD10' }]);
    expect(inactiveAgent).toMatchObject({ ok: false, resultCode: 1009 });
    const withdrawn = await sellVouchers(portal.db, [{ terminalId: terminalOf(structure, 'R00003'), productCode: 'USD100' }]);
    expect(withdrawn).toMatchObject({ ok: false, resultCode: 1009 });
    expect((await counts()).vouchers).toBe(0);
  });

  it(`30 concurrent sales against a limit of exactly 10 sell exactly 10${onPostgres ? '' : ' (PGlite serialises)'}`, async () => {
    await giveLimit(portal.db, agentId('SD0001'), { targetType: 'CURRENCY', targetCode: 'CAD', limitType: 'VALUE', limitValue: 10_000, periodId: 4, periodValue: '1' });
    const terminals = ['R00001', 'R00002', 'R00003'].map((code) => terminalOf(structure, code));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => sellVouchers(portal.db, [{ terminalId: terminals[i % 3]!, productCode: 'CAD10' }])),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok && r.resultCode === 1010)).toHaveLength(20);
    expect(await currentValueOf(portal.db, agentId('SD0001'), 'CAD')).toBe(10_000);
    expect((await counts()).vouchers).toBe(10);
  });
});

describe('refunds and reversals', () => {
  it('give the limit and the balance back', async () => {
    await giveLimit(portal.db, agentId('R00003'), { targetType: 'CURRENCY', targetCode: 'CAD', limitType: 'VALUE', limitValue: 100_000, periodId: 4, periodValue: '1' });
    const terminalId = terminalOf(structure, 'R00003');
    const result = await sellVouchers(portal.db, [{ terminalId, productCode: 'CAD25' }, { terminalId, productCode: 'CAD10' }]);
    if (!result.ok) throw new Error(result.resultDescription);
    const [first, second] = result.sales as [typeof result.sales[0], typeof result.sales[0]];
    const refund = await refundSale(portal.db, { transactionId: first.transactionId, voucherSerial: first.voucherSerial, comments: 'returned', userId: null, scopeAgentId: agentId('SD0001') });
    await expect(refundSale(portal.db, { transactionId: second.transactionId, voucherSerial: second.voucherSerial, comments: 'x', userId: null, scopeAgentId: agentId('SD0002') }))
      .rejects.toMatchObject({ resultCode: 1005 });
    await reverseSale(portal.db, second.transactionId, 'voided');
    expect(await currentValueOf(portal.db, agentId('R00003'), 'CAD')).toBe(0);
    const balance = await portal.db.selectFrom('agent_balances').select('balance_minor').where('agent_id', '=', agentId('R00003')).executeTakeFirstOrThrow();
    expect(balance.balance_minor).toBe(0);
    const rows = await portal.db.selectFrom('transactions').select(['ref_id', 'tx_type', 'status']).orderBy('id').execute();
    expect(rows.map((r) => `${r.tx_type}:${r.status}`)).toEqual(['SALE:REFUNDED', 'SALE:REVERSED', 'REFUND:SUCCESS']);
    expect(rows[2]!.ref_id).toBe(refund.refId);
    const vouchers = await portal.db.selectFrom('vouchers').select('status').orderBy('id').execute();
    expect(vouchers.map((v) => v.status)).toEqual(['REFUNDED', 'VOIDED']);
  });
});

describe('terminalSale', () => {
  const key = () => demoTerminalKey(structure.terminals.find((t) => t.agentCode === 'R00003')!.code);

  it('answers a repeated Idempotency-Key with the first answer', async () => {
    const first = await terminalSale(portal.db, key(), 'key-1', { productCode: 'CAD10', txnId: 'T-1' });
    expect(first).toMatchObject({ resultCode: 0, productCode: 'CAD10', currencyCode: 'CAD', value: 10 });
    const again = await terminalSale(portal.db, key(), 'key-1', { txnId: 'T-1', productCode: 'CAD10' });
    expect(again).toEqual(first);
    expect((await counts()).transactions).toBe(1);
  });

  it('refuses a repeated Idempotency-Key with a different body (1011)', async () => {
    await terminalSale(portal.db, key(), 'key-2', { productCode: 'CAD10' });
    await expect(terminalSale(portal.db, key(), 'key-2', { productCode: 'CAD25' })).rejects.toMatchObject({ resultCode: 1011 });
    expect((await counts()).transactions).toBe(1);
  });

  it('concurrent repeats sell once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => terminalSale(portal.db, key(), 'key-3', { productCode: 'CAD10' })));
    expect(new Set(answers.map((a) => a.refId)).size).toBe(1);
    expect((await counts()).vouchers).toBe(1);
  });

  it(`stops a terminal looping on refusals after ${REFUSED_SALES_PER_MINUTE} a minute, recording nothing more; others sell on`, async () => {
    // The counter's windows are whole UTC minutes: start early in one, so the refusals and the
    // checks fall in the same window however slow the machine.
    const second = new Date().getUTCSeconds();
    if (second > 30) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    for (let i = 0; i < REFUSED_SALES_PER_MINUTE; i++) {
      const refused = await terminalSale(portal.db, key(), `withdrawn-${i}`, { productCode: 'USD100' });
      expect(refused.resultCode).not.toBe(0);
    }
    const recorded = (await counts()).transactions;
    expect(recorded).toBe(REFUSED_SALES_PER_MINUTE);
    await expect(terminalSale(portal.db, key(), 'withdrawn-more', { productCode: 'USD100' })).rejects.toMatchObject({ resultCode: 1429 });
    await expect(terminalSale(portal.db, key(), 'a-good-one', { productCode: 'CAD10' })).rejects.toMatchObject({ resultCode: 1429 });
    expect((await counts()).transactions).toBe(recorded);
    const other = demoTerminalKey(structure.terminals.find((t) => t.agentCode === 'R00001')!.code);
    await expect(terminalSale(portal.db, other, 'other-1', { productCode: 'CAD10' })).resolves.toMatchObject({ resultCode: 0 });
  }, 90_000);

  it('refuses an unknown terminal key', async () => {
    await expect(terminalSale(portal.db, 'nope', 'k', { productCode: 'CAD10' })).rejects.toMatchObject({ resultCode: 4001 });
  });
});
