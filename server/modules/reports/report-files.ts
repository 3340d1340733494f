// The report's files (spec 2: the exportCSV and exportExcel kinds): the report table's columns,
// headed and worded in the merchant's language with the screen's own words (the client's
// catalogue), one row per transaction in the report's order. CSV is UTF-8 with a byte-order mark
// (spreadsheets then read names in any script), quoted as RFC 4180 says, and a cell that a
// spreadsheet would run as a formula (=, +, -, @ first) starts with an apostrophe. Excel is
// written by exceljs's streaming writer, which keeps no workbook in memory. Each is written to a
// stream (writeCsv, writeExcel: the report by email writes a file) or collected in memory (csvFile,
// excelFile: the live channel's exports, at most exportLimit rows).
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
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

/** Writes the CSV of the rows to `output` as each page is read (waiting while the output is
 * full, so memory holds a page), and ends it. */
export async function writeCsv(pages: AsyncIterable<WireTransaction[]>, language: ServerLanguage, hideRedeemedAt: boolean, output: Writable): Promise<void> {
  const columns = columnsFor(hideRedeemedAt);
  await written(output, '\uFEFF' + columns.map((column) => csvCell(clientText(column.header, language), false)).join(',') + '\r\n');
  for await (const rows of pages) {
    let text = '';
    for (const row of rows) text += columns.map((column) => csvCell(column.value(row, language), column.money === true)).join(',') + '\r\n';
    await written(output, text);
  }
  await finished(output.end());
}

/** Writes the xlsx of the rows to `output` (exceljs's streaming writer: one sheet, the header row
 * bold and frozen, money with two decimals; each row committed as it is read), and ends it. */
export async function writeExcel(pages: AsyncIterable<WireTransaction[]>, language: ServerLanguage, hideRedeemedAt: boolean, output: Writable): Promise<void> {
  const columns = columnsFor(hideRedeemedAt);
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
  await finished(output);
}

/** The CSV of the rows, in memory (the live channel's exportCSV, at most exportLimit rows). */
export const csvFile = (pages: AsyncIterable<WireTransaction[]>, language: ServerLanguage, hideRedeemedAt: boolean) =>
  inMemory((output) => writeCsv(pages, language, hideRedeemedAt, output));

/** The xlsx of the rows, in memory (the live channel's exportExcel). */
export const excelFile = (pages: AsyncIterable<WireTransaction[]>, language: ServerLanguage, hideRedeemedAt: boolean) =>
  inMemory((output) => writeExcel(pages, language, hideRedeemedAt, output));

async function inMemory(write: (output: Writable) => Promise<void>): Promise<Uint8Array> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(output);
  return Buffer.concat(chunks);
}

/** Writes text, waiting for 'drain' when the output's buffer is full. */
async function written(output: Writable, text: string): Promise<void> {
  if (!output.write(text, 'utf8')) await once(output, 'drain');
}
