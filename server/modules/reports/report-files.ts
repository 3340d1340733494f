// The report's files (spec 2: the exportCSV and exportExcel kinds): the report table's columns,
// headed and worded in the merchant's language with the screen's own words (the client's
// catalogue), one row per transaction in the report's order. CSV is UTF-8 with a byte-order mark
// (spreadsheets then read names in any script), quoted as RFC 4180 says, and a cell that a
// spreadsheet would run as a formula (=, +, -, @ first) starts with an apostrophe. Excel is
// written by exceljs's streaming writer, which keeps no workbook in memory.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ServerLanguage } from '../../i18n/languages';
import { clientText } from '../../i18n/refusal-words';
import type { WireTransaction } from '../transactions/transaction-rows';

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Cell = string | number | null;

interface Column {
  header: string;
  value: (row: WireTransaction, language: ServerLanguage) => Cell;
  /** Money: two decimals. */
  money?: boolean;
}

const COLUMNS: readonly Column[] = [
  { header: 'TRANSACTION.COLUMN.DATE', value: (row) => row.date },
  { header: 'TRANSACTION.COLUMN.REF_ID', value: (row) => row.refId },
  { header: 'TRANSACTION.COLUMN.EXTERNAL_REF', value: (row) => row.txnId ?? null },
  { header: 'TRANSACTION.COLUMN.TYPE', value: (row, language) => (row.txType ? clientText(`TRANSACTION.TYPE.${row.txType}`, language) : null) },
  { header: 'TRANSACTION.COLUMN.STATUS', value: (row, language) => clientText(`TRANSACTION.STATUS.${row.status}`, language) },
  { header: 'TRANSACTION.COLUMN.AGENT_CODE', value: (row) => row.agentCode ?? null },
  { header: 'TRANSACTION.COLUMN.MERCHANT', value: (row) => row.agentDescription ?? null },
  { header: 'TRANSACTION.COLUMN.TERMINAL', value: (row) => row.terminalCode ?? null },
  { header: 'TRANSACTION.COLUMN.PRODUCT', value: (row) => row.product ?? null },
  { header: 'TRANSACTION.COLUMN.VOUCHER_SERIAL', value: (row) => row.voucherSerial ?? null },
  { header: 'TRANSACTION.COLUMN.CURRENCY', value: (row) => row.currencyCode ?? null },
  { header: 'TRANSACTION.COLUMN.GROSS_VALUE', value: (row) => row.value ?? null, money: true },
  { header: 'TRANSACTION.COLUMN.NET_VALUE', value: (row) => row.buyValue ?? null, money: true },
  { header: 'TRANSACTION.COLUMN.REDEEMED_AT', value: (row) => row.redeemedAt ?? null },
  { header: 'TRANSACTION.COLUMN.REDEEMED_DATE', value: (row) => row.redeemedDate ?? null },
  { header: 'TRANSACTION.COLUMN.REASON', value: (row) => row.reason ?? null },
  { header: 'TRANSACTION.COLUMN.RETURN_DATE', value: (row) => row.returnDate ?? null },
  { header: 'TRANSACTION.COLUMN.RESULT', value: (row) => row.resultDesc ?? null },
];

/** The columns of a file; Redeemed At and its date only where the agent shows them. */
function columnsFor(hideRedeemedAt: boolean): readonly Column[] {
  return hideRedeemedAt ? COLUMNS.filter((column) => !column.header.startsWith('TRANSACTION.COLUMN.REDEEMED')) : COLUMNS;
}

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: Cell, money: boolean): string {
  if (value === null) return '';
  if (typeof value === 'number') return money ? value.toFixed(2) : String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV of the rows (each page of rows as it is read). */
export async function csvFile(pages: AsyncIterable<WireTransaction[]>, language: ServerLanguage, hideRedeemedAt: boolean): Promise<Uint8Array> {
  const columns = columnsFor(hideRedeemedAt);
  const lines = ['\uFEFF' + columns.map((column) => csvCell(clientText(column.header, language), false)).join(',')];
  for await (const rows of pages) {
    for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row, language), column.money === true)).join(','));
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The xlsx of the rows: one sheet, the header row bold and frozen, money with two decimals. */
export async function excelFile(pages: AsyncIterable<WireTransaction[]>, language: ServerLanguage, hideRedeemedAt: boolean): Promise<Uint8Array> {
  const columns = columnsFor(hideRedeemedAt);
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(clientText('TRANSACTION.TITLE', language).slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: clientText(column.header, language),
    width: column.money ? 14 : 20,
    ...(column.money ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of pages) {
    for (const row of rows) sheet.addRow(columns.map((column) => column.value(row, language))).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
