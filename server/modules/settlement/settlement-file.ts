// The weekly settlement earnings file of one agent (CSV, UTF-8, RFC 4180, CRLF): a header line
// naming the agent, the week (Monday to Sunday, UTC) and its totals, the columns' header, one
// line per product and currency, and a Total line per currency (docs/decisions.md, Settlement).
import { sundayOf } from '../../../shared/periods';
import { stringify } from 'csv-stringify/sync';
import type { SettlementFigures } from '../transactions/transactions.service';
import { startsLikeFormula } from '../../domain/spreadsheet-formula';

export const SETTLEMENT_CONTENT_TYPE = 'text/csv';

export const COLUMNS = [
  'Product', 'Currency', 'Sales', 'Sales value', 'Refunds', 'Refunds value', 'Redemptions', 'Redemptions value',
  'Gross value', 'Net value', 'Commission',
] as const;

export interface SettlementAgent {
  id: number;
  code: string;
  name: string;
}

/** 'Settlement_MD0001_2026-11-16.csv': the agent's code and the week's Monday. */
export const settlementFileName = (agentCode: string, week: string) => `Settlement_${agentCode}_${week}.csv`;

const money = (minor: number) => (minor / 100).toFixed(2);

/** A CSV field as csv-stringify is given it (which quotes it when it holds a comma, a quote or a
 * line break); text that a spreadsheet would read as a formula (server/domain/spreadsheet-formula.ts;
 * other than a negative amount) starts with an apostrophe. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && startsLikeFormula(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return text;
}

/** The lines as csv-stringify writes them: RFC 4180 (quotes doubled), CRLF after every line,
 * text fields through csvField. */
const csv = (lines: readonly (readonly (string | number)[])[]) => stringify(lines as (string | number)[][], { record_delimiter: 'windows', quote_record_delimiter: true, cast: { string: csvField } });

interface Sums {
  sales: number;
  salesValue: number;
  salesBuy: number;
  refunds: number;
  refundsValue: number;
  refundsBuy: number;
  redemptions: number;
  redemptionsValue: number;
}

const sumsOf = (row: SettlementFigures): Sums => ({
  sales: row.sales,
  salesValue: row.sales_value_minor,
  salesBuy: row.sales_buy_minor,
  refunds: row.refunds,
  refundsValue: row.refunds_value_minor,
  refundsBuy: row.refunds_buy_minor,
  redemptions: row.redemptions,
  redemptionsValue: row.redemptions_value_minor,
});

function figureFields(s: Sums): (string | number)[] {
  const gross = s.salesValue - s.refundsValue;
  const net = s.salesBuy - s.refundsBuy;
  return [s.sales, money(s.salesValue), s.refunds, money(s.refundsValue), s.redemptions, money(s.redemptionsValue), money(gross), money(net), money(gross - net)];
}

function add(into: Sums, s: Sums): void {
  for (const key of Object.keys(into) as (keyof Sums)[]) into[key] += s[key];
}

const zero = (): Sums => ({ sales: 0, salesValue: 0, salesBuy: 0, refunds: 0, refundsValue: 0, refundsBuy: 0, redemptions: 0, redemptionsValue: 0 });

/** The file of one agent and week from that agent's rows (ordered by currency and product). */
export function settlementCsv(agent: SettlementAgent, week: string, rows: readonly SettlementFigures[]): Buffer {
  const sunday = sundayOf(week);
  const all = zero();
  const perCurrency = new Map<string, Sums>();
  for (const row of rows) {
    const sums = sumsOf(row);
    add(all, sums);
    const currency = perCurrency.get(row.currency_code) ?? zero();
    add(currency, sums);
    perCurrency.set(row.currency_code, currency);
  }
  const lines: (string | number)[][] = [
    ['Agent', agent.code, agent.name, 'Week', week, sunday, 'Sales', all.sales, 'Refunds', all.refunds, 'Redemptions', all.redemptions],
    [...COLUMNS],
    ...rows.map((row) => [row.product_code, row.currency_code, ...figureFields(sumsOf(row))]),
    ...[...perCurrency].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, sums]) => ['Total', currency, ...figureFields(sums)]),
  ];
  return Buffer.from(csv(lines), 'utf8');
}
