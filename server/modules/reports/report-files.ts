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

/** The catalogue's words in the file's language, looked up once per word and file. */
type Words = (id: string) => string;

function wordsIn(language: ServerLanguage): Words {
  const known = new Map<string, string>();
  return (id) => {
    let text = known.get(id);
    if (text === undefined) known.set(id, (text = clientText(id, language)));
    return text;
  };
}

interface Column {
  header: string;
  value: (row: WireTransaction, words: Words) => Cell;
  /** Money: two decimals. */
  money?: boolean;
}

const COLUMNS: readonly Column[] = [
  { header: 'TRANSACTION.COLUMN.DATE', value: (row) => row.date },
  { header: 'TRANSACTION.COLUMN.REF_ID', value: (row) => row.refId },
  { header: 'TRANSACTION.COLUMN.EXTERNAL_REF', value: (row) => row.txnId ?? null },
  { header: 'TRANSACTION.COLUMN.TYPE', value: (row, words) => (row.txType ? words(`TRANSACTION.TYPE.${row.txType}`) : null) },
  { header: 'TRANSACTION.COLUMN.STATUS', value: (row, words) => words(`TRANSACTION.STATUS.${row.status}`) },
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
const NEEDS_QUOTES = /[",\n\r]/;

function csvCell(value: Cell, money: boolean): string {
  if (value === null) return '';
  if (typeof value === 'number') return money ? value.toFixed(2) : String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Writes the CSV of the rows to `output` as each page is read (waiting while the output is
 * full, so memory holds a page), and ends it. A row's cells go straight from the row into the
 * page's text: no object per row or cell. */
export async function writeCsv(pages: AsyncIterable<WireTransaction[]>, language: ServerLanguage, hideRedeemedAt: boolean, output: Writable): Promise<void> {
  const columns = columnsFor(hideRedeemedAt);
  const words = wordsIn(language);
  const values = columns.map((column) => column.value);
  const money = columns.map((column) => column.money === true);
  await written(output, '\uFEFF' + columns.map((column) => csvCell(words(column.header), false)).join(',') + '\r\n');
  for await (const rows of pages) {
    let text = '';
    for (const row of rows) {
      let line = csvCell(values[0]!(row, words), money[0]!);
      for (let i = 1; i < values.length; i++) line += ',' + csvCell(values[i]!(row, words), money[i]!);
      text += line + '\r\n';
    }
    await written(output, text);
  }
  await finished(output.end());
}

const MONEY_FORMAT = '#,##0.00';

/** Writes the xlsx of the rows to `output` (exceljs's streaming writer: one sheet, the header row
 * bold and frozen, money with two decimals; each row committed as it is read), and ends it.
 * exceljs gives every cell a style object of its own and looks each one up by value when the row
 * is written, which costs more than the rest of the row: every cell of a column is given its
 * column's one style object instead, which exceljs remembers (same styles, a third of the time). */
export async function writeExcel(pages: AsyncIterable<WireTransaction[]>, language: ServerLanguage, hideRedeemedAt: boolean, output: Writable): Promise<void> {
  const columns = columnsFor(hideRedeemedAt);
  const words = wordsIn(language);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(clientText('TRANSACTION.TITLE', language).slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: clientText(column.header, language),
    width: column.money ? 14 : 20,
    ...(column.money ? { style: { numFmt: MONEY_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const plain = {};
  const money = { numFmt: MONEY_FORMAT };
  const styles = columns.map((column) => (column.money ? money : plain));
  const values = columns.map((column) => column.value);
  for await (const rows of pages) {
    for (const row of rows) {
      const added = sheet.addRow(values.map((value) => value(row, words)));
      for (let i = 0; i < styles.length; i++) added.getCell(i + 1).style = styles[i]!;
      added.commit();
    }
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
