// The report's files (spec 2: the exportCSV and exportExcel kinds): the report table's columns,
// headed and worded in the merchant's language with the screen's own words (the client's
// catalogue), one row per transaction in the report's order. CSV is UTF-8 with a byte-order mark
// (spreadsheets then read names in any script), quoted as RFC 4180 says, and a cell that a
// spreadsheet would run as a formula (=, +, -, @ first) starts with an apostrophe. Excel has one
// sheet, the header row bold and frozen, money with two decimals. The database writes each row's
// line of the file (csvLines, sheetLines: the row's cells in SQL by these rules; the words and
// headers looked up here and handed to the query as values), so that Node writes a string per
// row: streamed to a file for the report by email (up to a million rows), collected in memory for
// the live channel's exports (fileInMemory, at most exportLimit rows). The xlsx is written here
// (its XML parts, zipped by yazl), the sheet streamed as its rows come.
import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { stringify, type Options as CsvOptions } from 'csv-stringify/sync';
import type { RawBuilder } from 'kysely';
import { ZipFile } from 'yazl';
import type { TxStatus, TxType } from '../../db/schema';
import type { ServerLanguage } from '../../i18n/languages';
import { clientText } from '../../i18n/words';
import type { ExportCells, WireTransaction } from '../transactions/transactions.service';
import { neutralisedFormula } from '../../domain/spreadsheet-formula';
import { caseOf, csvLine, csvText, moneyText, orEmpty, prefixed, sheetLine, sheetMoney, sheetText } from './report-lines.repository';

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
  /** The row's field the cell shows. */
  field: keyof WireTransaction;
  /** The cell is this catalogue word of the value (`${words}.${value}`). */
  words?: string;
  /** Money: two decimals. */
  money?: boolean;
  /** A timestamp in the wire's form (digits, '-', ':' and a space: never quoted or escaped). */
  time?: boolean;
}

const COLUMNS: readonly Column[] = [
  { header: 'TRANSACTION.COLUMN.DATE', field: 'date', time: true },
  { header: 'TRANSACTION.COLUMN.REF_ID', field: 'refId' },
  { header: 'TRANSACTION.COLUMN.EXTERNAL_REF', field: 'txnId' },
  { header: 'TRANSACTION.COLUMN.TYPE', field: 'txType', words: 'TRANSACTION.TYPE' },
  { header: 'TRANSACTION.COLUMN.STATUS', field: 'status', words: 'TRANSACTION.STATUS' },
  { header: 'TRANSACTION.COLUMN.AGENT_CODE', field: 'agentCode' },
  { header: 'TRANSACTION.COLUMN.MERCHANT', field: 'agentDescription' },
  { header: 'TRANSACTION.COLUMN.TERMINAL', field: 'terminalCode' },
  { header: 'TRANSACTION.COLUMN.PRODUCT', field: 'product' },
  { header: 'TRANSACTION.COLUMN.VOUCHER_SERIAL', field: 'voucherSerial' },
  { header: 'TRANSACTION.COLUMN.CURRENCY', field: 'currencyCode' },
  { header: 'TRANSACTION.COLUMN.GROSS_VALUE', field: 'value', money: true },
  { header: 'TRANSACTION.COLUMN.NET_VALUE', field: 'buyValue', money: true },
  { header: 'TRANSACTION.COLUMN.REDEEMED_AT', field: 'redeemedAt' },
  { header: 'TRANSACTION.COLUMN.REDEEMED_DATE', field: 'redeemedDate', time: true },
  { header: 'TRANSACTION.COLUMN.REASON', field: 'reason' },
  { header: 'TRANSACTION.COLUMN.RETURN_DATE', field: 'returnDate', time: true },
  { header: 'TRANSACTION.COLUMN.RESULT', field: 'resultDesc' },
];

/** The values a `words` column may hold (the database's checks allow no other; a value added to
 * the schema's type fails the type check here until it is listed). */
const WORD_VALUES: Record<string, readonly string[]> = {
  'TRANSACTION.TYPE': Object.keys({ SALE: 1, REDEEM: 1, REFUND: 1, PAYOUT: 1 } satisfies Record<TxType, 1>),
  'TRANSACTION.STATUS': Object.keys({ SUCCESS: 1, FAILED: 1, PENDING: 1, REVERSED: 1, REFUNDED: 1 } satisfies Record<TxStatus, 1>),
};

/** The columns of a file; Redeemed At and its date only where the agent shows them. */
function columnsFor(hideRedeemedAt: boolean): readonly Column[] {
  return hideRedeemedAt ? COLUMNS.filter((column) => !column.header.startsWith('TRANSACTION.COLUMN.REDEEMED')) : COLUMNS;
}

/** How csv-stringify writes the CSV's texts (a header, a word), as csvTextSql writes a row's text:
 * an apostrophe before a formula's first character; quoted (quotes doubled) when it holds a quote,
 * comma or line break; CRLF. */
const CSV_OPTIONS: CsvOptions = { record_delimiter: 'windows', quote_record_delimiter: true, cast: { string: neutralisedFormula } };

/** A text of the CSV (a header, a word) as one cell. */
const csvCell = (value: string): string => stringify([[value]], { ...CSV_OPTIONS, eof: false });

/** The CSV's first line: the byte-order mark and the headers. */
const csvHeader = (columns: readonly Column[], words: Words) => stringify([columns.map((column) => words(column.header))], { ...CSV_OPTIONS, bom: true });

const sheetNameIn = (language: ServerLanguage) => clientText('TRANSACTION.TITLE', language).slice(0, 31);

/** Text written at a time: small enough for V8's young generation (a larger string goes to the
 * large-object space, freed only by a full collection: a page of 10,000 rows at once made the
 * process's peak RSS grow by tens of MB). */
const CHUNK_CHARS = 64 * 1024;

/** A file written from lines the database writes: the SQL of a row's line, and the writer. */
export interface LineFile {
  /** A row's line from the row's wire-form columns. */
  line: (cells: ExportCells) => RawBuilder<string>;
  /** Writes the file of the lines to `output` as each page is read, and ends it. */
  write: (pages: AsyncIterable<string[]>, output: Writable) => Promise<void>;
}

/** A `words` column's cell in SQL: the word of each known value, written as `cell` writes it. */
function wordCellSql(column: Column, value: RawBuilder<unknown>, words: Words, cell: (text: string) => string, other: RawBuilder<string>) {
  return caseOf(value, WORD_VALUES[column.words!]!.map((v) => [v, cell(words(`${column.words}.${v}`))] as const), other);
}

/** The CSV of lines the database writes. */
export function csvLines(language: ServerLanguage, hideRedeemedAt: boolean): LineFile {
  const columns = columnsFor(hideRedeemedAt);
  const words = wordsIn(language);
  const cellSql = (column: Column, cells: ExportCells) => {
    const value = cells[column.field];
    if (column.money) return orEmpty(moneyText(value));
    if (column.time) return orEmpty(value);
    if (column.words) return wordCellSql(column, value, words, csvCell, csvText(prefixed(column.words + '.', value)));
    return csvText(value);
  };
  return {
    line: (cells) => csvLine(columns.map((column) => cellSql(column, cells))),
    async write(pages, output) {
      await written(output, csvHeader(columns, words));
      for await (const lines of pages) {
        let text = '';
        for (const line of lines) {
          text += line + '\r\n';
          if (text.length >= CHUNK_CHARS) {
            await written(output, text);
            text = '';
          }
        }
        if (text) await written(output, text);
      }
      await finished(output.end());
    },
  };
}

/** Text as XML holds it: &, <, >, quotes escaped; the control
 * characters XML 1.0 does not allow left out (all below a space but tab, line feed and carriage
 * return; and DEL). For the headers and words: the rows' texts are escaped by the database. */
function xmlText(text: string): string {
  let xml = '';
  for (const c of text) {
    const code = c.charCodeAt(0);
    xml += XML_ENTITIES[c] ?? ((code < 32 && c !== '\t' && c !== '\n' && c !== '\r') || code === 127 ? '' : c);
  }
  return xml;
}
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Style indexes of the sheet's cells (STYLES_XML's cellXfs). */
const STYLE = { money: 1, header: 2 } as const;

/** Stands for the row's number in a line's cell references (the database does not know it; no
 * cell's text holds it: XML 1.0 allows no such character, and texts are written without it). */
const ROW = '\u0001';

/** A cell's start: its reference, the row's number to come. */
const cellStart = (index: number) => `<c r="${columnName(index)}${ROW}"`;

/** A text cell of the sheet in SQL (report-lines.repository.ts). */
const sheetTextSql = (index: number, value: RawBuilder<unknown>, plain = false) => sheetText(`${cellStart(index)} t="str">`, value, plain);

/** The xlsx of lines the database writes: one sheet, the header row bold and frozen, money with
 * two decimals (text cells and number cells; null cells left out).
 * Each line is a row's cells, their references' row number added here. Streamed into the zip
 * (yazl, each entry deflated as it is read): memory holds a page of lines and the deflater's buffers. */
export function sheetLines(language: ServerLanguage, hideRedeemedAt: boolean): LineFile {
  const columns = columnsFor(hideRedeemedAt);
  const words = wordsIn(language);
  const cellSql = (column: Column, index: number, cells: ExportCells) => {
    const value = cells[column.field];
    if (column.money) return sheetMoney(`${cellStart(index)} s="${STYLE.money}">`, value);
    const textCell = (text: string) => `${cellStart(index)} t="str"><v>${xmlText(text)}</v></c>`;
    if (column.words) return wordCellSql(column, value, words, textCell, sheetTextSql(index, prefixed(column.words + '.', value)));
    return sheetTextSql(index, value, column.time);
  };
  const header = columns.map((column, i) => `<c r="${columnName(i)}1" s="${STYLE.header}" t="str"><v>${xmlText(words(column.header))}</v></c>`).join('');
  const cols = columns.map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.money ? 14 : 20}" customWidth="1"${column.money ? ` style="${STYLE.money}"` : ''}/>`).join('');
  async function* sheet(pages: AsyncIterable<string[]>) {
    yield `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>` +
      `<selection pane="bottomLeft"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`;
    let r = 1;
    for await (const lines of pages) {
      let text = '';
      for (const line of lines) {
        const number = String(++r);
        text += `<row r="${number}">${line.replaceAll(ROW, number)}</row>`;
        if (text.length >= CHUNK_CHARS) {
          yield text;
          text = '';
        }
      }
      if (text) yield text;
    }
    yield '</sheetData></worksheet>';
  }
  return {
    line: (cells) => sheetLine(columns.map((column, i) => cellSql(column, i, cells))),
    async write(pages, output) {
      const zip = new ZipFile();
      const parts: [string, string][] = [
        ['[Content_Types].xml', CONTENT_TYPES_XML],
        ['_rels/.rels', ROOT_RELS_XML],
        ['xl/workbook.xml', workbookXml(sheetNameIn(language))],
        ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS_XML],
        ['xl/styles.xml', STYLES_XML],
      ];
      for (const [name, xml] of parts) zip.addBuffer(Buffer.from(xml, 'utf8'), name);
      // The sheet is read (its first page asked for) only when its turn comes, one chunk at a
      // time (a stream of objects would read 16 ahead).
      zip.addReadStreamLazy('xl/worksheets/sheet1.xml', { compressionLevel: SHEET_DEFLATE_LEVEL }, (done) => done(null, Readable.from(sheet(pages), { highWaterMark: 1 })));
      zip.end();
      await pipeline(zip.outputStream, output);
    },
  };
}

/** The sheet's XML (a row's cells each name their reference) packs at level 2 to 5% more than at
 * zlib's usual 6, in a fifth of the time (1,000,000 rows: 1.2 s instead of 6.8 s). */
const SHEET_DEFLATE_LEVEL = 2;

/** A column's letters: 0 -> A, 25 -> Z, 26 -> AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT_TYPES_XML =
  `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>';
const ROOT_RELS_XML = `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS_XML =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const workbookXml = (sheetName: string) =>
  `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId2"/></sheets></workbook>`;
/** Fonts: Calibri 11, and bold; cell styles: 0 plain, 1 money (#,##0.00, built-in format 4), 2 bold (the header). */
const STYLES_XML =
  `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>` +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** A file of lines in memory (the live channel's exports, at most exportLimit rows). */
export async function fileInMemory(file: LineFile, pages: AsyncIterable<string[]>): Promise<Uint8Array> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await file.write(pages, output);
  return Buffer.concat(chunks);
}

/** Writes text, waiting for 'drain' when the output's buffer is full. */
async function written(output: Writable, text: string): Promise<void> {
  if (!output.write(text, 'utf8')) await once(output, 'drain');
}
