// The SQL of a report file's line (report-files.ts): the database writes each row's cells from
// the row's wire-form columns (transaction-export.repository.ts) by the file's rules, so that
// Node receives one string per row. The words, headers and cell starts come from report-files.ts
// as values.
import { sql, type RawBuilder } from 'kysely';
import { FORMULA_START_SOURCE } from '../../domain/spreadsheet-formula';

type Value = RawBuilder<unknown>;

/** The text, or '' for null. */
export const orEmpty = (value: Value) => sql<string>`coalesce(${value}, '')`;

/** Money as money cells write it: two decimals (the wire's number is minor units / 100, exact). */
export const moneyText = (value: Value) => sql<string>`round(${value}, 2)::text`;

/** `prefix` and the value joined (the catalogue key of a value). */
export const prefixed = (prefix: string, value: Value) => sql`(${prefix} || ${value})`;

/** The text of each known value (`cases`: value -> its cell's text), `other` for any other value. */
export function caseOf(value: Value, cases: readonly (readonly [string, string])[], other: RawBuilder<string>) {
  const known = cases.map(([v, text]) => sql`WHEN ${v} THEN ${text}::text`);
  return sql<string>`(CASE ${value} ${sql.join(known, sql` `)} ELSE ${other} END)`;
}

/** A text cell of the CSV, as csvCell writes it: empty for null; an apostrophe before a
 * formula's first character; quoted (quotes doubled) when it holds a quote, comma or line break.
 * One pattern finds both, so that the common cell costs one test. */
export function csvText(value: Value): RawBuilder<string> {
  const quoted = (text: Value) => sql`'"' || replace(${text}, '"', '""') || '"'`;
  return sql<string>`coalesce(CASE WHEN ${value} ~ ${sql.lit(`${FORMULA_START_SOURCE}|[",\\r\\n]`)} THEN (CASE WHEN ${value} ~ ${sql.lit(FORMULA_START_SOURCE)}
    THEN (CASE WHEN ${value} ~ ${sql.lit('[",\\r\\n]')} THEN ${quoted(sql`'''' || ${value}`)} ELSE '''' || ${value} END) ELSE ${quoted(value)} END) ELSE ${value} END, '')`;
}

/** A row's CSV line: its cells joined by commas. */
export const csvLine = (cells: readonly RawBuilder<string>[]) => sql<string>`${sql.join([...cells], sql` || ',' || `)}`;

const XML_CONTROL = '[\\x01-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]';
const XML_SPECIAL = '[&<>\\x01-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]';

/** A text cell of the sheet starting with `start` (its reference and type): nothing for null
 * (every cell names its reference), else the text escaped as xmlText escapes it (quotes need no
 * escape in a text node); `plain` texts are written as they are. */
export function sheetText(start: string, value: Value, plain = false): RawBuilder<string> {
  const escaped = plain
    ? value
    : sql`(CASE WHEN ${value} ~ ${sql.lit(XML_SPECIAL)} THEN regexp_replace(replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), ${sql.lit(XML_CONTROL)}, '', 'g') ELSE ${value} END)`;
  return sql<string>`coalesce(${sql.lit(`${start}<v>`)} || ${escaped} || '</v></c>', '')`;
}

/** A money cell of the sheet starting with `start` (its reference and style). */
export const sheetMoney = (start: string, value: Value) => sql<string>`coalesce(${sql.lit(`${start}<v>`)} || ${moneyText(value)} || '</v></c>', '')`;

/** A row of the sheet: its cells one after the other. */
export const sheetLine = (cells: readonly RawBuilder<string>[]) => sql<string>`${sql.join([...cells], sql` || `)}`;
