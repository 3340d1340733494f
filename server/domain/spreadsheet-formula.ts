// Text a spreadsheet would run as a formula when a CSV is opened (CSV injection): =, +, - or @
// first, also in their full-width forms (＝ ＋ － ＠, which spreadsheets read as the same), and
// also after leading spaces (ordinary, no-break or ideographic) or line breaks; or a tab or a
// carriage return first. Such a cell is written with an apostrophe before it. One pattern for
// every CSV the server writes: the writers in Node (csv-stringify's cast) and the report's lines
// that PostgreSQL writes (its regular expressions read the same escapes).

/** The pattern's source, valid in JavaScript and in PostgreSQL's regular expressions. */
export const FORMULA_START_SOURCE = '^([ \\t\\r\\n\\u00a0\\u3000]*[=+\\-@\\uff1d\\uff0b\\uff0d\\uff20]|[\\t\\r])';

const FORMULA_START = new RegExp(FORMULA_START_SOURCE);

/** Whether a spreadsheet could run the text as a formula. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** The text as a CSV cell keeps it: with an apostrophe first when it starts like a formula. */
export function neutralisedFormula(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}
