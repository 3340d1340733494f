// The settlement file's CSV (server/modules/settlement/settlement-file.ts, written by csv-stringify):
// RFC 4180 quoting of a comma, a quote, a lone carriage return or line feed; text that would run
// as a formula made text with an apostrophe, negative amounts left numbers; CRLF after every line.
import { describe, expect, it } from 'vitest';
import { csvField, settlementCsv } from '../../../server/modules/settlement/settlement-file';

const figures = { sales: 1, sales_value_minor: 500, sales_buy_minor: 800, refunds: 0, refunds_value_minor: 0, refunds_buy_minor: 0, redemptions: 0, redemptions_value_minor: 0 };

describe('the settlement file as CSV', () => {
  it('quotes what needs quoting, neutralises formulas, keeps negative amounts numbers', () => {
    const text = settlementCsv({ id: 1, code: 'MD0001', name: 'Shop "A", Sydney\nNorth' }, '2026-11-16', [
      { product_code: '=HYPERLINK("x")', currency_code: 'AUD', ...figures },
      { product_code: 'line\rbreak', currency_code: 'AUD', ...figures },
      { product_code: '@SUM(A1)', currency_code: 'AUD', ...figures },
    ] as never).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Agent,MD0001,"Shop ""A"", Sydney\nNorth",Week,2026-11-16,2026-11-22,Sales,3,Refunds,0,Redemptions,0');
    expect(lines[2]).toBe(`"'=HYPERLINK(""x"")",AUD,1,5.00,0,0.00,0,0.00,5.00,8.00,-3.00`);
    // After leading spaces and in full-width signs too; a negative amount stays a number.
    expect(csvField(' \u3000＝HYPERLINK("x")')).toBe(`' \u3000＝HYPERLINK("x")`);
    expect(csvField('－1')).toBe(`'－1`);
    expect(csvField('-10.50')).toBe('-10.50');
    expect(lines[3]).toBe('"line\rbreak",AUD,1,5.00,0,0.00,0,0.00,5.00,8.00,-3.00');
    expect(lines[4]).toBe("'@SUM(A1),AUD,1,5.00,0,0.00,0,0.00,5.00,8.00,-3.00");
    expect(lines.at(-2)).toBe('Total,AUD,3,15.00,0,0.00,0,0.00,15.00,24.00,-9.00');
    expect(text.endsWith('\r\n')).toBe(true);
  });
});
