// The report's CSV as a spreadsheet reads it: quotes, commas and line breaks quoted, a cell that
// would run as a formula made text, money with two decimals, Redeemed At left out where hidden.
import { describe, expect, it } from 'vitest';
import { csvFile } from '../../../server/modules/reports/report-files';
import type { WireTransaction } from '../../../server/modules/transactions/transaction-rows';

const row: WireTransaction = {
  refId: '100000000001',
  txnId: null,
  txType: 'SALE',
  date: '2026-11-20 10:00:00',
  status: 'SUCCESS',
  agentCode: 'R00001',
  agentDescription: '=HYPERLINK("http://evil.example","Click")',
  terminalCode: 'R00001-T1',
  resultDesc: 'Success',
  product: 'Flex, "Gold"\nVoucher',
  voucherSerial: '100000000001',
  currencyCode: 'AUD',
  value: 10,
  buyValue: 9.5,
  redeemedAt: 'Camden Phone Shop',
  redeemedDate: '2026-11-21 09:00:00',
  reason: null,
  returnDate: null,
};

async function* pages() {
  yield [row];
}

const cellsOf = async (hideRedeemedAt: boolean) => (await csvFile(pages(), 'en', hideRedeemedAt)).toString();

describe('the report CSV', () => {
  it('quotes, defuses formulas and writes money with two decimals', async () => {
    const text = await cellsOf(false);
    expect(text.startsWith('\uFEFFDate,Reference ID,External Reference,Type,Status,')).toBe(true);
    const line = text.split('\r\n')[1]!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain('"Flex, ""Gold""\nVoucher"');
    expect(line).toContain(',Sale,SUCCESS,');
    expect(line).toContain(',AUD,10.00,9.50,Camden Phone Shop,2026-11-21 09:00:00,');
  });

  it('leaves Redeemed At and its date out where the agent hides them', async () => {
    const text = await cellsOf(true);
    expect(text).not.toContain('Redeemed');
    expect(text).not.toContain('Camden Phone Shop');
  });
});
