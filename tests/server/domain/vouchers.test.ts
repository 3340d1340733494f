// Voucher validation and redemption: a PIN is worth its face value until it is redeemed, and it
// is redeemed exactly once even when many requests race.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../../server/db/database';
import type { DemoStructure } from '../../../server/demo/structure';
import { sellVouchers, type CompletedSale } from '../../../server/modules/terminal/sale.service';
import { redeemVoucher, validateVoucher } from '../../../server/modules/vouchers/vouchers.service';
import { refundSale } from '../../../server/modules/ledger/sale-reversals.service';
import { OPEN_TIMEOUT_MS, openDomainDatabase, resetDomainTables } from './domain-database';
import { demoStructure, terminalOf } from './fixtures';

let portal: PortalDatabase;
let structure: DemoStructure;
let sale: CompletedSale;
const agentId = (code: string) => structure.agentIds.get(code)!;
const payoutUser = () => structure.userIds.get('M00001/payout')!;

beforeAll(async () => {
  portal = await openDomainDatabase();
}, OPEN_TIMEOUT_MS);
afterAll(async () => portal?.close());
beforeEach(async () => {
  await resetDomainTables(portal.db);
  structure = await demoStructure(portal.db);
  const result = await sellVouchers(portal.db, [{ terminalId: terminalOf(structure, 'R00003'), productCode: 'EUR25' }]);
  if (!result.ok) throw new Error(result.resultDescription);
  sale = result.sales[0]!;
});

describe('validateVoucher', () => {
  it('tells what a sold PIN is worth', async () => {
    expect(await validateVoucher(portal.db, sale.pin, agentId('M00001'))).toMatchObject({
      pin: sale.pin, productCode: 'EUR25', currencyCode: 'EUR', redeemableValueMinor: 2500, voucherSerial: sale.voucherSerial,
    });
  });

  it('refuses unknown and non-numeric PINs', async () => {
    await expect(validateVoucher(portal.db, '1234567890123456', agentId('M00001'))).rejects.toMatchObject({ resultCode: 1004 });
    await expect(validateVoucher(portal.db, '12ab', agentId('M00001'))).rejects.toMatchObject({ resultCode: 1001 });
  });
});

describe('redeemVoucher', () => {
  it('writes a REDEEM row, marks the sale and lowers the merchant balance', async () => {
    const redemption = await redeemVoucher(portal.db, sale.pin, agentId('M00001'), payoutUser());
    expect(redemption).toMatchObject({ status: 'SUCCESS', redeemedValueMinor: 2500, currencyCode: 'EUR', productName: 'Flex Voucher EUR 25' });
    const redeem = await portal.db.selectFrom('transactions').selectAll().where('ref_id', '=', redemption.refId).executeTakeFirstOrThrow();
    expect(redeem).toMatchObject({ tx_type: 'REDEEM', status: 'SUCCESS', agent_id: agentId('M00001'), user_id: payoutUser(), original_transaction_id: sale.transactionId });
    const saleRow = await portal.db.selectFrom('transactions').selectAll().where('id', '=', sale.transactionId).executeTakeFirstOrThrow();
    expect(saleRow.redeemed_at_agent_id).toBe(agentId('M00001'));
    expect(saleRow.redeemed_date).toBeInstanceOf(Date);
    const balance = await portal.db.selectFrom('agent_balances').selectAll().where('agent_id', '=', agentId('M00001')).executeTakeFirstOrThrow();
    expect(balance).toMatchObject({ currency_code: 'EUR', balance_minor: -2500 });
    await expect(validateVoucher(portal.db, sale.pin, agentId('M00001'))).rejects.toMatchObject({ resultCode: 1009 });
  });

  it('redeems a PIN once when 10 requests race', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => redeemVoucher(portal.db, sale.pin, agentId(i % 2 ? 'M00001' : 'M00002'), null)),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refusals = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(refusals.map((r) => (r.reason as { resultCode: number }).resultCode)).toEqual(Array(9).fill(1009));
    const redeems = await portal.db.selectFrom('transactions').select('id').where('tx_type', '=', 'REDEEM').execute();
    expect(redeems).toHaveLength(1);
  });

  it('cannot redeem a refunded voucher, and a redeemed sale cannot be refunded', async () => {
    await refundSale(portal.db, { transactionId: sale.transactionId, voucherSerial: sale.voucherSerial, comments: 'test', userId: null });
    await expect(redeemVoucher(portal.db, sale.pin, agentId('M00001'), null)).rejects.toMatchObject({ resultCode: 1009 });

    const second = await sellVouchers(portal.db, [{ terminalId: terminalOf(structure, 'R00003'), productCode: 'EUR10' }]);
    if (!second.ok) throw new Error(second.resultDescription);
    const other = second.sales[0]!;
    await redeemVoucher(portal.db, other.pin, agentId('M00001'), null);
    await expect(refundSale(portal.db, { transactionId: other.transactionId, voucherSerial: other.voucherSerial, comments: 'x', userId: null }))
      .rejects.toMatchObject({ resultCode: 1009 });
  });
});
