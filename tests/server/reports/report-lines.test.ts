// The report's files, whose lines the database writes (report-files.ts csvLines and sheetLines:
// the live channel's exports and the report by email), hold the cells a spreadsheet should read:
// the CSV byte for byte as written out below (RFC 4180 quoting, an apostrophe before a formula's
// first character, money with two decimals, the catalogue's words), and the xlsx's cells read
// back with exceljs, for values that need quoting, a formula's apostrophe, XML escapes or words:
// commas, quotes, line breaks, formula starts, non-ASCII, &, <, >, control characters, negative
// money and nulls; headed in two languages, with Redeemed At shown and hidden. On the database
// TEST_DB names.
import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../../server/db/database';
import { clientText } from '../../../server/i18n/words';
import type { ServerLanguage } from '../../../server/i18n/languages';
import { csvLines, sheetLines, type LineFile } from '../../../server/modules/reports/report-files';
import { startsLikeFormula } from '../../../server/domain/spreadsheet-formula';
import { parseCsv } from '../../support/mail-attachment';
import type { ExportCells, WireTransaction } from '../../../server/modules/transactions/transactions.service';
import { createTestDatabase, testDatabaseSkipReason } from '../support/test-database';

const plain: WireTransaction = {
  refId: '100000000001',
  txnId: null,
  txType: 'SALE',
  date: '2026-11-20 10:00:00',
  status: 'SUCCESS',
  agentCode: 'R00001',
  agentDescription: 'Camden Phone Shop',
  terminalCode: 'R00001-T1',
  resultDesc: 'Success',
  product: 'Flex Voucher AUD 10',
  voucherSerial: '100000000001',
  currencyCode: 'AUD',
  value: 10,
  buyValue: 9.5,
  redeemedAt: 'Camden Phone Shop',
  redeemedDate: '2026-11-21 09:00:00',
  reason: null,
  returnDate: null,
};

const ROWS: WireTransaction[] = [
  plain,
  {
    ...plain,
    refId: '=1+1',
    txnId: '@SUM(A1)',
    txType: 'REFUND',
    status: 'REFUNDED',
    agentCode: '+61 400',
    agentDescription: '=HYPERLINK("http://evil.example","Click")',
    terminalCode: '\tT1',
    product: 'Flex, "Gold"\nVoucher',
    resultDesc: '-5 refunded, "late"',
    reason: 'line one\r\nline two',
    returnDate: '2026-11-22 08:30:00',
    value: -10.5,
    buyValue: -0.01,
  },
  {
    ...plain,
    refId: '100000000003',
    txType: 'REDEEM',
    status: 'REVERSED',
    agentDescription: 'Café Zürich – 東京 🚀',
    product: 'Ünïcode ✓',
    redeemedAt: 'Müller & Söhne <GmbH> "quoted" \'single\'',
    reason: 'bell\u0007 tab\t vt\u000b del\u007f',
    resultDesc: '\rstarts with a carriage return',
    value: 123456789.99,
    buyValue: 0,
  },
  {
    ...plain,
    refId: '100000000004',
    txType: 'PAYOUT',
    status: 'PENDING',
    terminalCode: null,
    product: '',
    voucherSerial: null,
    currencyCode: 'NZD',
    redeemedAt: null,
    redeemedDate: null,
    resultDesc: ' padded ',
    value: 0.05,
    buyValue: 1234.5,
  },
];

/** A row's cells as the export's query has them: text, and money as numeric with two decimals. */
function cellsOf(row: WireTransaction): ExportCells {
  const text = (value: string | null | undefined) => sql`${value ?? null}::text`;
  const money = (value: number | null | undefined) => (value === null || value === undefined ? sql`NULL::numeric` : sql`(${Math.round(value * 100)}::bigint * 0.01)`);
  return {
    refId: text(row.refId),
    txnId: text(row.txnId),
    txType: text(row.txType),
    date: text(row.date),
    status: text(row.status),
    agentCode: text(row.agentCode),
    agentDescription: text(row.agentDescription),
    terminalCode: text(row.terminalCode),
    resultDesc: text(row.resultDesc),
    product: text(row.product),
    voucherSerial: text(row.voucherSerial),
    currencyCode: text(row.currencyCode),
    value: money(row.value),
    buyValue: money(row.buyValue),
    redeemedAt: text(row.redeemedAt),
    redeemedDate: text(row.redeemedDate),
    reason: text(row.reason),
    returnDate: text(row.returnDate),
  };
}

/** The file's columns, in order: the header's catalogue id, the row's field, how it is shown. */
const COLUMNS: readonly [string, keyof WireTransaction, ('money' | 'words')?][] = [
  ['TRANSACTION.COLUMN.DATE', 'date'],
  ['TRANSACTION.COLUMN.REF_ID', 'refId'],
  ['TRANSACTION.COLUMN.EXTERNAL_REF', 'txnId'],
  ['TRANSACTION.COLUMN.TYPE', 'txType', 'words'],
  ['TRANSACTION.COLUMN.STATUS', 'status', 'words'],
  ['TRANSACTION.COLUMN.AGENT_CODE', 'agentCode'],
  ['TRANSACTION.COLUMN.MERCHANT', 'agentDescription'],
  ['TRANSACTION.COLUMN.TERMINAL', 'terminalCode'],
  ['TRANSACTION.COLUMN.PRODUCT', 'product'],
  ['TRANSACTION.COLUMN.VOUCHER_SERIAL', 'voucherSerial'],
  ['TRANSACTION.COLUMN.CURRENCY', 'currencyCode'],
  ['TRANSACTION.COLUMN.GROSS_VALUE', 'value', 'money'],
  ['TRANSACTION.COLUMN.NET_VALUE', 'buyValue', 'money'],
  ['TRANSACTION.COLUMN.REDEEMED_AT', 'redeemedAt'],
  ['TRANSACTION.COLUMN.REDEEMED_DATE', 'redeemedDate'],
  ['TRANSACTION.COLUMN.REASON', 'reason'],
  ['TRANSACTION.COLUMN.RETURN_DATE', 'returnDate'],
  ['TRANSACTION.COLUMN.RESULT', 'resultDesc'],
];

/** What a spreadsheet should read in each cell of the file: the headers, then per row its texts
 * (the words of a type or status), money as numbers, null where empty. */
function expectedCells(rows: readonly WireTransaction[], language: ServerLanguage, hideRedeemedAt: boolean): (string | number | null)[][] {
  const columns = COLUMNS.filter(([header]) => !hideRedeemedAt || !header.startsWith('TRANSACTION.COLUMN.REDEEMED'));
  const prefix = { TYPE: 'TRANSACTION.TYPE', STATUS: 'TRANSACTION.STATUS' } as Record<string, string>;
  return [
    columns.map(([header]) => clientText(header, language)),
    ...rows.map((row) =>
      columns.map(([header, field, kind]) => {
        const value = row[field] ?? null;
        if (value === null || value === '') return null;
        if (kind === 'words') return clientText(`${prefix[header.split('.').at(-1)!]}.${value}`, language);
        return value;
      }),
    ),
  ];
}

/** The CSV of those cells, written out by hand: a byte-order mark; a text with a quote, comma or
 * line break quoted (quotes doubled), an apostrophe before =, +, -, @, tab or carriage return
 * first; money with two decimals; CRLF after each line. */
function expectedCsv(rows: readonly WireTransaction[], language: ServerLanguage, hideRedeemedAt: boolean): string {
  const cell = (value: string | number | null) => {
    if (value === null) return '';
    if (typeof value === 'number') return value.toFixed(2);
    const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = expectedCells(rows, language, hideRedeemedAt).map((cells) => cells.map(cell).join(',') + '\r\n');
  return '\uFEFF' + lines.join('');
}

/** Text as a sheet reads it: XML 1.0 allows no control character but tab, line feed and carriage
 * return, and a reader takes a carriage return (with or without its line feed) as a line feed. */
const sheetText = (value: string | number | null) =>
  // eslint-disable-next-line no-control-regex -- the control characters are what it leaves out
  typeof value === 'string' ? value.replace(/[\x01-\x08\x0B\x0C\x0E-\x1F\x7F]/g, '').replace(/\r\n?/g, '\n') : value;

async function* pagesOf<T>(items: T[]) {
  yield items;
}

async function collected(write: (output: PassThrough) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(output);
  return Buffer.concat(chunks);
}

/** A sheet's cells read back with exceljs: its name, each row's values, the money cells' format. */
async function sheetOf(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  const formats: string[] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: unknown[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) {
      const cell = row.getCell(c);
      values.push(cell.value === '' ? null : cell.value);
      if (typeof cell.value === 'number') formats.push(cell.numFmt);
    }
    rows.push(values);
  });
  return { name: sheet.name, frozen: sheet.views[0], rows, formats, bold: sheet.getRow(1).getCell(1).font?.bold };
}

describe.skipIf(testDatabaseSkipReason)('the report by email\'s lines written by the database', () => {
  let database: PortalDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const linesOf = async (file: LineFile, rows: readonly WireTransaction[] = ROWS) => {
    const lines: string[] = [];
    for (const row of rows) lines.push((await sql<{ line: string }>`SELECT ${file.line(cellsOf(row))} AS line`.execute(database.db)).rows[0]!.line);
    return lines;
  };

  for (const language of ['en', 'de'] as const) {
    for (const hideRedeemedAt of [false, true]) {
      it(`writes the CSV, byte for byte (${language}, Redeemed At ${hideRedeemedAt ? 'hidden' : 'shown'})`, async () => {
        const file = csvLines(language, hideRedeemedAt);
        const written = await collected(async (output) => file.write(pagesOf(await linesOf(file)), output));
        expect(written.toString('utf8')).toBe(expectedCsv(ROWS, language, hideRedeemedAt));
      });

      it(`writes an xlsx with the cells a spreadsheet reads (${language}, Redeemed At ${hideRedeemedAt ? 'hidden' : 'shown'})`, async () => {
        const file = sheetLines(language, hideRedeemedAt);
        const written = await sheetOf(await collected(async (output) => file.write(pagesOf(await linesOf(file)), output)));
        expect(written.rows).toHaveLength(ROWS.length + 1);
        expect(written.rows).toEqual(expectedCells(ROWS, language, hideRedeemedAt).map((cells) => cells.map(sheetText)));
        expect(written.name).toBe(clientText('TRANSACTION.TITLE', language).slice(0, 31));
        expect(written.formats).toHaveLength(ROWS.length * 2);
        expect(written.formats.every((format) => format === '#,##0.00')).toBe(true);
        expect(written.bold).toBe(true);
        expect(written.frozen).toMatchObject({ state: 'frozen', ySplit: 1 });
      });
    }
  }

  it('quotes, defuses formulas and writes money with two decimals, as a spreadsheet reads them', async () => {
    const file = csvLines('en', false);
    const text = (await collected(async (output) => file.write(pagesOf(await linesOf(file, [ROWS[1]!])), output))).toString('utf8');
    expect(text.startsWith('\uFEFFDate,Reference ID,External Reference,Type,Status,')).toBe(true);
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",`);
    expect(text).toContain(',"Flex, ""Gold""\nVoucher",');
    expect(text).toContain(`\r\n2026-11-20 10:00:00,'=1+1,'@SUM(A1),Refund,REFUNDED,'+61 400,`);
    expect(text).toContain(',AUD,-10.50,-0.01,Camden Phone Shop,2026-11-21 09:00:00,"line one\r\nline two",2026-11-22 08:30:00,');
  });

  it('defuses a formula after leading spaces and in full-width signs, as Node\'s rule does', async () => {
    const file = csvLines('en', false);
    const tricky = ['  =1+1', '\u3000＝1+1', '＋61 400', '－1', '＠SUM(A1)', '\u00a0@x', '\n=cmd', 'a = b', ' plain'];
    const rows = tricky.map((txnId, i) => ({ ...plain, refId: `9${i}`, txnId }));
    const text = (await collected(async (output) => file.write(pagesOf(await linesOf(file, rows)), output))).toString('utf8');
    const external = parseCsv(text.replace(/^\uFEFF/, '')).slice(1).filter((row) => row.length > 1).map((row) => row[2]);
    expect(external).toEqual(tricky.map((value) => (startsLikeFormula(value) ? `'${value}` : value)));
    expect(tricky.map(startsLikeFormula)).toEqual([true, true, true, true, true, true, true, false, false]);
  });

  it('leaves Redeemed At and its date out where the agent hides them', async () => {
    const file = csvLines('en', true);
    const text = (await collected(async (output) => file.write(pagesOf(await linesOf(file, [plain])), output))).toString('utf8');
    expect(text).not.toContain('Redeemed');
    expect(text).not.toContain('2026-11-21 09:00:00');
    expect(text).toContain(',AUD,10.00,9.50,,,Success\r\n');
  });

  it('keeps the sheet\'s rows numbered across pages', async () => {
    const file = sheetLines('en', false);
    const lines = await linesOf(file);
    async function* pages() {
      yield lines.slice(0, 3);
      yield lines.slice(3);
      yield lines;
    }
    const written = await sheetOf(await collected((output) => file.write(pages(), output)));
    expect(written.rows.map((row) => row[1])).toEqual(['Reference ID', ...ROWS.map((row) => row.refId), ...ROWS.map((row) => row.refId)]);
  });
});
