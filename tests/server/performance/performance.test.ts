// The performance report on the real server and database: the eight measures of a hand-computed
// month (sales, a refund, a redemption, two currencies), the scope (the agent alone, with its
// sub-agents, another agent of the subtree by entityName, one outside it), every figure equal to
// a count over the transactions, the ACL refusal (router and service), the year's bounds (2010
// to this year), and the export as a real xlsx workbook.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoStructure, type DemoStructure } from '../../../server/demo/structure';
import { ensureBrandingAndSettings } from '../../../server/demo/content';
import { createSession, resolveSession } from '../../../server/http/session';
import { sellVouchers } from '../../../server/modules/terminal/sale.service';
import { redeemVouchers } from '../../../server/modules/vouchers/vouchers.service';
import { refundSale } from '../../../server/modules/ledger/sale-reversals.service';
import { performanceReport, PERFORMANCE_CURRENCIES } from '../../../server/modules/performance/performance.service';
import { DomainError } from '../../../server/domain/domain-error';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';

interface Row {
  label: string;
  values: number[];
}
type Report = { currencyCode: string; vouchersRedeemed: Row[]; grossValue: Row[]; netMerchantValue: Row[] } & Record<string, Row[]>;

const thisYear = new Date().getUTCFullYear();
const year = thisYear - 1;
const march = (day: number, hour: number) => new Date(Date.UTC(year, 2, day, hour));
/** Twelve months, zero but March (index 2). */
const inMarch = (value: number) => Array.from({ length: 12 }, (_, i) => (i === 2 ? value : 0));

describe.skipIf(testDatabaseSkipReason)('performance report', () => {
  let t: TestApp;
  let demo: DemoStructure;
  const tokens = new Map<string, string>();
  const terminal = (agentCode: string) => demo.terminals.find((candidate) => candidate.agentCode === agentCode)!.id;
  const report = async (user: string, query: string, extra: Record<string, string> = {}) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/v1/merchant-performance-report?${query}`, headers: { authorization: `Bearer ${tokens.get(user)}`, ...extra } });
    return { status: answer.statusCode, body: answer.json() as { resultCode: number; resultDescription: string; year: number; data: Report[] } };
  };
  const currency = (data: Report[], code: string) => data.find((entry) => entry.currencyCode === code)!;

  beforeAll(async () => {
    t = await createTestApp();
    await ensureBrandingAndSettings(t.db);
    demo = await createDemoStructure(t.db, new Date(Date.UTC(year - 1, 0, 1)));
    for (const user of ['MD0001/admin', 'MD0001/viewer', 'SD0001/manager']) tokens.set(user, await createSession(t.db, demo.userIds.get(user)!));
    // March: R00001 sells AUD20 x3 and AUD10 x1; R00004 NZD10 x2; one AUD20 refunded, one
    // redeemed at M00001; a February sale and a sale this year stay out of March.
    const sold = await sellVouchers(t.db, [
      { terminalId: terminal('R00001'), productCode: 'AUD20', at: march(2, 9) },
      { terminalId: terminal('R00001'), productCode: 'AUD20', at: march(3, 9) },
      { terminalId: terminal('R00001'), productCode: 'AUD20', at: march(4, 9) },
      { terminalId: terminal('R00001'), productCode: 'AUD10', at: march(5, 9) },
      { terminalId: terminal('R00004'), productCode: 'NZD10', at: march(6, 9) },
      { terminalId: terminal('R00004'), productCode: 'NZD10', at: march(31, 23) },
      { terminalId: terminal('R00001'), productCode: 'AUD50', at: new Date(Date.UTC(year, 1, 28, 23, 59)) },
      { terminalId: terminal('R00001'), productCode: 'AUD50', at: new Date(Date.UTC(thisYear, 0, 1, 0, 1)) },
    ]);
    if (!sold.ok) throw new Error(sold.resultDescription);
    await refundSale(t.db, { transactionId: sold.sales[0]!.transactionId, voucherSerial: null, comments: 'test', userId: null, at: march(10, 9) });
    const redeemed = await redeemVouchers(t.db, [{ pin: sold.sales[1]!.pin, agentId: demo.agentIds.get('M00001')!, userId: null, at: march(12, 9) }]);
    expect(redeemed[0]!.ok).toBe(true);
  });
  afterAll(async () => t?.close());

  it('answers the eight measures of a hand-computed month, for MD0001 with its sub-agents', async () => {
    const { status, body } = await report('MD0001/admin', `year=${year}&includeSubAgents=true`);
    expect(status).toBe(200);
    expect(body.year).toBe(year);
    expect(body.data.map((entry) => entry.currencyCode)).toEqual([...PERFORMANCE_CURRENCIES]);
    // AUD: gross 3 x 20 + 10 - 20 = 50.00; net 3 x 19 + 9.50 - 19 = 47.50; margin 2.50 (5%);
    // one voucher redeemed (credited at its face value: no cost).
    const row = (values: number[]) => [{ label: 'MD0001', values }];
    expect(currency(body.data, 'AUD')).toEqual({
      currencyCode: 'AUD',
      vouchersRedeemed: row(inMarch(1)),
      grossValue: row(Array.from({ length: 12 }, (_, i) => (i === 1 ? 50 : i === 2 ? 50 : 0))),
      netMerchantValue: row(Array.from({ length: 12 }, (_, i) => (i === 1 ? 47.5 : i === 2 ? 47.5 : 0))),
      grossFlexMargin: row(Array.from({ length: 12 }, (_, i) => (i === 1 || i === 2 ? 2.5 : 0))),
      grossFlexPercentage: row(Array.from({ length: 12 }, (_, i) => (i === 1 || i === 2 ? 5 : 0))),
      cogs: row(inMarch(0)),
      netFlexMargin: row(Array.from({ length: 12 }, (_, i) => (i === 1 || i === 2 ? 2.5 : 0))),
      netFlexPercentage: row(Array.from({ length: 12 }, (_, i) => (i === 1 || i === 2 ? 5 : 0))),
    });
    const nzd = currency(body.data, 'NZD');
    expect(nzd.grossValue).toEqual(row(inMarch(20)));
    expect(nzd.netMerchantValue).toEqual(row(inMarch(19)));
    expect(nzd.vouchersRedeemed).toEqual(row(inMarch(0)));
    expect(currency(body.data, 'EUR').grossValue).toEqual(row(inMarch(0)));
  });

  it('equals a count over the transactions for every month and currency', async () => {
    const { body } = await report('MD0001/admin', `year=${year}&includeSubAgents=true`);
    const md = demo.agentIds.get('MD0001')!;
    const counted = await sql<{ currency_code: string; month: number; gross: number; net: number; redeemed: number }>`
      SELECT t.currency_code, extract(month FROM t.created_at AT TIME ZONE 'UTC')::int AS month,
        sum(CASE WHEN t.tx_type = 'SALE' THEN t.value_minor WHEN t.tx_type = 'REFUND' THEN -t.value_minor ELSE 0 END)::bigint AS gross,
        sum(CASE WHEN t.tx_type = 'SALE' THEN t.buy_value_minor WHEN t.tx_type = 'REFUND' THEN -t.buy_value_minor ELSE 0 END)::bigint AS net,
        count(*) FILTER (WHERE t.tx_type = 'REDEEM')::int AS redeemed
      FROM transactions t JOIN agent_closure c ON c.descendant_id = t.agent_id AND c.ancestor_id = ${md}
      WHERE t.created_at >= ${new Date(Date.UTC(year, 0, 1))} AND t.created_at < ${new Date(Date.UTC(year + 1, 0, 1))}
        AND ((t.tx_type = 'SALE' AND t.status IN ('SUCCESS', 'REFUNDED')) OR (t.tx_type IN ('REFUND', 'REDEEM') AND t.status = 'SUCCESS'))
      GROUP BY 1, 2`.execute(t.db);
    for (const code of PERFORMANCE_CURRENCIES) {
      const of = (month: number) => counted.rows.find((row) => row.currency_code === code && Number(row.month) === month);
      const entry = currency(body.data, code);
      expect(entry.grossValue[0]!.values, code).toEqual(Array.from({ length: 12 }, (_, i) => Number(of(i + 1)?.gross ?? 0) / 100));
      expect(entry.netMerchantValue[0]!.values, code).toEqual(Array.from({ length: 12 }, (_, i) => Number(of(i + 1)?.net ?? 0) / 100));
      expect(entry.vouchersRedeemed[0]!.values, code).toEqual(Array.from({ length: 12 }, (_, i) => Number(of(i + 1)?.redeemed ?? 0)));
    }
  });

  it('covers the agent alone without sub-agents, another agent of the subtree by entityName, and refuses one outside it', async () => {
    const alone = (await report('MD0001/admin', `year=${year}`)).body;
    expect(currency(alone.data, 'AUD').grossValue).toEqual([{ label: 'MD0001', values: inMarch(0) }]);
    const retailer = (await report('MD0001/admin', `year=${year}&entityName=R00001&includeSubAgents=false`)).body;
    expect(currency(retailer.data, 'AUD').grossValue).toEqual([{ label: 'R00001', values: Array.from({ length: 12 }, (_, i) => (i === 1 || i === 2 ? 50 : 0)) }]);
    expect(currency(retailer.data, 'AUD').vouchersRedeemed).toEqual([{ label: 'R00001', values: inMarch(0) }]);
    const payout = (await report('MD0001/admin', `year=${year}&entityName=M00001`)).body;
    expect(currency(payout.data, 'AUD').vouchersRedeemed).toEqual([{ label: 'M00001', values: inMarch(1) }]);
    const outside = await report('MD0001/admin', `year=${year}&entityName=PROVIDER`);
    expect(outside.status).toBe(403);
    expect(outside.body).toEqual({ resultCode: 1005, resultDescription: 'This agent is outside your company structure.' });
  });

  it('is refused without SCP.FLEX.ACCOUNT.MANAGER_R, by the router and by the service', async () => {
    const answer = await report('MD0001/viewer', `year=${year}`);
    expect(answer.status).toBe(403);
    expect(answer.body.resultCode).toBe(1003);
    const exported = await t.app.inject({ method: 'POST', url: '/api/v1/export-merchant-performance', headers: { authorization: `Bearer ${tokens.get('SD0001/manager')}` }, payload: { year } });
    expect(exported.statusCode).toBe(403);
    expect(exported.json()).toMatchObject({ resultCode: 1003 });
    const viewer = await resolveSession(t.db, tokens.get('MD0001/viewer')!);
    const refusal = await performanceReport(t.db, viewer, { year }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ resultCode: 1003, resultDescription: 'You do not have permission to see the performance report.' });
  });

  it('answers 2010 to this year and refuses a year outside, in the user\'s language', async () => {
    expect((await report('MD0001/admin', 'year=2010')).status).toBe(200);
    expect((await report('MD0001/admin', `year=${thisYear}`)).status).toBe(200);
    const before = await report('MD0001/admin', 'year=2009');
    expect(before.status).toBe(400);
    expect(before.body).toMatchObject({ resultCode: 1001, resultDescription: 'Year must be at least 2010.' });
    const after = await report('MD0001/admin', `year=${thisYear + 1}`, { 'accept-language': 'es' });
    expect(after.status).toBe(400);
    expect(after.body).toMatchObject({ resultCode: 1001, resultDescription: `Año debe ser como máximo ${thisYear}.` });
  });

  it('exports the report as an xlsx workbook: a sheet per currency, the eight tables, number formats, frozen header', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/export-merchant-performance',
      headers: { authorization: `Bearer ${tokens.get('MD0001/admin')}` },
      payload: { year, includeSubAgents: 'Y' },
    });
    expect(answer.statusCode).toBe(200);
    const { resultCode, file } = answer.json() as { resultCode: number; file: string };
    expect(resultCode).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file, 'base64') as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([...PERFORMANCE_CURRENCIES]);
    const aud = workbook.getWorksheet('AUD')!;
    expect(aud.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 2 });
    expect(aud.getRow(2).values).toEqual([undefined, '', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Total']);
    const titles: string[] = [];
    aud.eachRow((row) => {
      if (row.font?.bold && row.number > 2) titles.push(String(row.getCell(1).value));
    });
    expect(titles).toEqual(['Voucher Redeemed', 'Gross Value', 'Net Merchant Value', 'Gross Flex Margin', 'Gross Flex Percentage', 'COGS', 'Net Flex Margin', 'Net Flex Percentage']);
    const rowAfter = (title: string) => {
      let found = 0;
      aud.eachRow((row) => {
        if (row.getCell(1).value === title) found = row.number + 1;
      });
      return aud.getRow(found);
    };
    expect(rowAfter('Gross Value').getCell(1).value).toBe('MD0001');
    expect(rowAfter('Gross Value').getCell(4).value).toBe(50);
    expect(rowAfter('Gross Value').getCell(4).numFmt).toBe('#,##0.00');
    expect(rowAfter('Voucher Redeemed').getCell(4).value).toBe(1);
    expect(rowAfter('Voucher Redeemed').getCell(4).numFmt).toBe('#,##0');
    expect(rowAfter('Gross Flex Percentage').getCell(4).value).toBe(0.05);
    expect(rowAfter('Gross Flex Percentage').getCell(4).numFmt).toBe('0.00%');
    // The year's Total as the screen shows it: the months' sum; for a percentage, the year's margin over its gross value.
    const months = (title: string) => (rowAfter(title).values as unknown[]).slice(2, 14).reduce<number>((total, value) => total + Number(value ?? 0), 0);
    expect(rowAfter('Gross Value').getCell(14).value).toBe(months('Gross Value'));
    expect(rowAfter('Voucher Redeemed').getCell(14).value).toBe(months('Voucher Redeemed'));
    expect(rowAfter('Gross Flex Percentage').getCell(14).value).toBeCloseTo(months('Gross Flex Margin') / months('Gross Value'), 10);
    expect(rowAfter('Gross Flex Percentage').getCell(14).numFmt).toBe('0.00%');
  });
});
