// The performance report as an xlsx workbook (exceljs): one sheet per currency; a title row, the
// month header (frozen with the label column), and the eight tables one under the other, each a
// bold title row and its rows (counts '#,##0', money '#,##0.00', percentages as a fraction with
// '0.00%'), the twelve months and the year's Total as the screen shows it (shared/performance-year.ts).
// The client saves it as Performance_Report_{agent}_{timestamp}.xlsx.
import ExcelJS from 'exceljs';
import type { Measure, Performance } from './performance-report';
import { performanceYear } from '../../../shared/performance-year';

export const MEASURE_TITLES: Record<Measure, string> = {
  vouchersRedeemed: 'Voucher Redeemed',
  grossValue: 'Gross Value',
  netMerchantValue: 'Net Merchant Value',
  grossFlexMargin: 'Gross Flex Margin',
  grossFlexPercentage: 'Gross Flex Percentage',
  cogs: 'COGS',
  netFlexMargin: 'Net Flex Margin',
  netFlexPercentage: 'Net Flex Percentage',
};

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const formatOf = (measure: Measure) =>
  measure === 'vouchersRedeemed' ? '#,##0' : measure.endsWith('Percentage') ? '0.00%' : '#,##0.00';

export async function performanceWorkbook(report: Performance, includeSubAgents: boolean): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Merchant Portal';
  for (const currency of report.data) {
    const sheet = workbook.addWorksheet(currency.currencyCode, { views: [{ state: 'frozen', xSplit: 1, ySplit: 2 }] });
    sheet.columns = [{ width: 26 }, ...MONTHS.map(() => ({ width: 13 })), { width: 15 }];
    const title = sheet.addRow([`Performance report ${report.agentCode} ${report.year} ${currency.currencyCode}${includeSubAgents ? ' (with sub-agents)' : ''}`]);
    title.font = { bold: true, size: 13 };
    const header = sheet.addRow(['', ...MONTHS, 'Total']);
    header.font = { bold: true };
    header.alignment = { horizontal: 'center' };
    for (const measure of Object.keys(MEASURE_TITLES) as Measure[]) {
      sheet.addRow([]);
      sheet.addRow([MEASURE_TITLES[measure]]).font = { bold: true };
      for (const row of currency[measure]) {
        const percentage = measure.endsWith('Percentage');
        const year = performanceYear(measure, row, currency);
        const values = [...row.values, year].map((value) => (value !== null && percentage ? value / 100 : value));
        const added = sheet.addRow([row.label, ...values]);
        for (let column = 2; column <= 14; column++) added.getCell(column).numFmt = formatOf(measure);
      }
    }
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
