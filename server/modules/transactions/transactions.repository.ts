// The queries that list and count transactions for the dashboards and the reports, built to cost
// the same at a thousand or ten million rows:
// - a page is read per agent of the scope (or per terminal, or through an exact finder's index),
//   at most offset + limit rows from each agent's (agent_id, created_at, id) index, merged in date
//   order; the next page starts after the previous page's last row (keyset), so it costs the same
//   at any depth;
// - counts and deep offsets come from agent_daily_stats (kept by the ledger in each posting's
//   transaction) for whole days, with an exact count of the partial days at either end; where a
//   filter is not in those aggregates (status, terminal, a finder), the count stops at a cap.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database, TxStatus, TxType } from '../../db/schema';
import { daysLater, nextUtcMonthStart, utcDay, utcDayStart, utcMonthStart } from '../../../shared/periods';
import type { Scope } from '../../domain/scope';
import { joinAncestors, scopeAgents } from '../agents/agent-hierarchy.repository';

export type { Scope };

export interface TransactionSearch {
  scope: Scope;
  /** Inclusive bounds of created_at. */
  since: Date;
  until: Date | null;
  /** An exclusive upper bound as well (a day's end, to the microsecond). */
  before?: Date | undefined;
  txTypes: readonly TxType[] | null;
  statuses: readonly TxStatus[] | null;
  /** Exact matches, each answered from its own index. */
  refId?: string | undefined;
  txnId?: string | undefined;
  voucherSerial?: string | undefined;
  phoneNo?: string | undefined;
  /** Terminal codes (of agents in the scope). */
  terminalCodes?: readonly string[] | undefined;
}

export interface PageWindow {
  limit: number;
  offset: number;
  newestFirst: boolean;
  /** The refId of the previous page's last row: the page starts after it. */
  afterRefId?: string | null | undefined;
}

const hasFinder = (search: TransactionSearch) => Boolean(search.refId || search.txnId || search.voucherSerial || search.phoneNo);

/** Whether the filters are all dimensions of agent_daily_stats (scope, days, types). */
const countableFromAggregates = (search: TransactionSearch) =>
  !hasFinder(search) && !search.terminalCodes?.length && !search.statuses?.length;

/** Statuses are written as literals: a constant lets PostgreSQL use the partial index of
 * returned transactions (migration 0009) even in a prepared statement's generic plan. */
const statusList = (statuses: readonly TxStatus[]) => sql.join(statuses.map((status) => sql.lit(status)));

/** The conditions every path applies to a row `t` (range, types, statuses, finders, cursor). */
export function rowConditions(search: TransactionSearch, window: PageWindow | null): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`t.created_at >= ${search.since}`];
  if (search.until) conditions.push(sql<SqlBool>`t.created_at <= ${search.until}`);
  if (search.before) conditions.push(sql<SqlBool>`t.created_at < ${search.before}`);
  if (search.txTypes?.length === 1) conditions.push(sql<SqlBool>`t.tx_type = ${search.txTypes[0]}`);
  else if (search.txTypes?.length) conditions.push(sql<SqlBool>`t.tx_type IN (${sql.join([...search.txTypes])})`);
  if (search.statuses?.length) conditions.push(sql<SqlBool>`t.status IN (${statusList(search.statuses)})`);
  if (search.refId) conditions.push(sql<SqlBool>`t.ref_id = ${search.refId}`);
  if (search.txnId) conditions.push(sql<SqlBool>`t.txn_id = ${search.txnId}`);
  if (search.phoneNo) conditions.push(sql<SqlBool>`t.phone_no = ${search.phoneNo}`);
  if (search.voucherSerial) {
    conditions.push(sql<SqlBool>`t.voucher_id = (SELECT v.id FROM vouchers v WHERE v.serial = ${search.voucherSerial})`);
  }
  if (window?.afterRefId) {
    // The cursor's row lies in the search's range (it is a row of its previous page): looked for
    // there only, so that only the range's month partitions are probed (migration 0022).
    const bounds = [sql<SqlBool>`c.created_at >= ${search.since}`];
    if (search.until) bounds.push(sql<SqlBool>`c.created_at <= ${search.until}`);
    if (search.before) bounds.push(sql<SqlBool>`c.created_at < ${search.before}`);
    const after = sql`(SELECT c.created_at, c.id FROM transactions c WHERE c.ref_id = ${window.afterRefId} AND ${sql.join(bounds, sql` AND `)})`;
    conditions.push(window.newestFirst ? sql<SqlBool>`(t.created_at, t.id) < ${after}` : sql<SqlBool>`(t.created_at, t.id) > ${after}`);
  }
  return conditions;
}

const direction = (window: PageWindow) => (window.newestFirst ? sql`DESC` : sql`ASC`);

/**
 * The ids of one page of the search, in order. With afterRefId the page starts after that row and
 * offset should be 0; a deep offset without it is first narrowed by the daily aggregates.
 */
export async function transactionIdsPage(db: Kysely<Database>, search: TransactionSearch, window: PageWindow, now = new Date()): Promise<number[]> {
  const narrowed = window.offset > 0 && !window.afterRefId && countableFromAggregates(search) ? await seekByDays(db, search, window, now) : { search, window };
  if (!narrowed) return [];
  const idsOf = async (query: TransactionSearch) => (await pageQuery(db, query, narrowed.window).execute(db)).rows.map((row) => Number(row.id));
  // The newest page of a busy scope lies in its last hour: read that first (each agent's index
  // touched for minutes of rows, not for `limit` rows each), and the whole range only when the
  // hour holds fewer than a page.
  const recent = new Date(now.getTime() - RECENT_MS);
  const newestPage = narrowed.window.newestFirst && narrowed.window.offset === 0 && !narrowed.window.afterRefId && !hasFinder(search);
  if (newestPage && narrowed.search.since < recent && (!narrowed.search.before || narrowed.search.before > now) && (!narrowed.search.until || narrowed.search.until >= now)) {
    const ids = await idsOf({ ...narrowed.search, since: recent });
    if (ids.length === narrowed.window.limit) return ids;
  }
  // A first page over several months is looked for in its edge month first (the last one, or the
  // first when oldest first): the ledger is partitioned by month (migration 0022), so each agent's
  // read touches that month's partition only, not every month of the period; the whole range is
  // read only when that month holds fewer than a page.
  const edge = narrowed.window.offset === 0 && !narrowed.window.afterRefId && !hasFinder(search) ? edgeMonth(narrowed.search, narrowed.window.newestFirst, now) : null;
  if (edge) {
    const ids = await idsOf(edge);
    if (ids.length === narrowed.window.limit) return ids;
  }
  return idsOf(narrowed.search);
}

/** The search narrowed to the month of its last instant (newest first) or of its first (oldest
 * first), when the search reaches beyond that month; null when it lies within one month. */
function edgeMonth(search: TransactionSearch, newestFirst: boolean, now: Date): TransactionSearch | null {
  const lastInstant = new Date(Math.min(search.before ? search.before.getTime() - 1 : Infinity, (search.until ?? now).getTime()));
  if (newestFirst) {
    const monthStart = utcMonthStart(lastInstant);
    return monthStart > search.since ? { ...search, since: monthStart } : null;
  }
  const nextMonth = nextUtcMonthStart(search.since);
  return nextMonth <= lastInstant ? { ...search, before: search.before && search.before < nextMonth ? search.before : nextMonth } : null;
}

/** How far back the newest page is looked for first. */
const RECENT_MS = 3_600_000;

function pageQuery(db: Kysely<Database>, search: TransactionSearch, window: PageWindow) {
  const where = sql.join(rowConditions(search, window), sql` AND `);
  const dir = direction(window);
  const perSource = window.offset + window.limit;
  if (hasFinder(search)) {
    // A finder's index narrows to a handful of rows; the scope is a filter on those.
    return sql<{ id: string }>`
      SELECT t.id FROM transactions t
      WHERE ${where} AND t.agent_id IN (${scopeAgents(search.scope)})
      ORDER BY t.created_at ${dir}, t.id ${dir}
      LIMIT ${window.limit} OFFSET ${window.offset}`;
  }
  if (search.terminalCodes?.length) {
    return sql<{ id: string }>`
      SELECT picked.id FROM terminals term
      CROSS JOIN LATERAL (
        SELECT t.id, t.created_at FROM transactions t
        WHERE t.terminal_id = term.id AND ${where}
        ORDER BY t.created_at ${dir}, t.id ${dir} LIMIT ${perSource}
      ) picked
      WHERE term.code IN (${sql.join([...search.terminalCodes])}) AND term.agent_id IN (${scopeAgents(search.scope)})
      ORDER BY picked.created_at ${dir}, picked.id ${dir}
      LIMIT ${window.limit} OFFSET ${window.offset}`;
  }
  return sql<{ id: string }>`
    SELECT picked.id FROM (${scopeAgents(search.scope)}) scope
    CROSS JOIN LATERAL (
      SELECT t.id, t.created_at FROM transactions t
      WHERE t.agent_id = scope.descendant_id AND ${where}
      ORDER BY t.created_at ${dir}, t.id ${dir} LIMIT ${perSource}
    ) picked
    ORDER BY picked.created_at ${dir}, picked.id ${dir}
    LIMIT ${window.limit} OFFSET ${window.offset}`;
}

/** The search's range cut into UTC days. A segment is the search narrowed to one day; `day` is
 * set when the search covers that whole day (or all of it up to now), so that the day's
 * aggregates count it, and null for a partial day, whose rows are counted. */
interface Segment {
  since: Date;
  until: Date | null;
  before: Date | undefined;
  day: string | null;
}

function segmentsOf(search: TransactionSearch, now: Date): Segment[] {
  const lastInstant = search.before ? new Date(search.before.getTime() - 1) : (search.until ?? now);
  const lastDay = utcDayStart(lastInstant);
  const segments: Segment[] = [];
  for (let day = utcDayStart(search.since); day <= lastDay; day = daysLater(day, 1)) {
    const next = daysLater(day, 1);
    const wholeStart = search.since.getTime() <= day.getTime();
    const wholeEnd = search.until === null && (!search.before || search.before.getTime() >= Math.min(next.getTime(), now.getTime() + 1));
    segments.push({
      since: new Date(Math.max(search.since.getTime(), day.getTime())),
      until: day.getTime() === lastDay.getTime() ? search.until : null,
      before: new Date(Math.min(search.before?.getTime() ?? next.getTime(), next.getTime())),
      day: wholeStart && wholeEnd ? utcDay(day) : null,
    });
  }
  return segments;
}

/** The search cut into UTC days, in the order of the rows (newest day first when newestFirst): a
 * long read (the report by email) pages through one day at a time, so that each agent's index is
 * read for that day's rows only, never for a page's worth of rows each. */
export function dayWindows(search: TransactionSearch, newestFirst: boolean, now = new Date()): TransactionSearch[] {
  const days = segmentsOf(search, now).map(({ since, until, before }) => ({ ...search, since, until, before }));
  return newestFirst ? days.reverse() : days;
}

/** Remembered day counts, per database: scope and types -> UTC day -> count, for days before
 * today. A past day's count never changes: transactions are written as they happen (a refund or a
 * redemption is a new row of its day; a refund or a reversal changes a row's status, not the
 * count), so a scope's months of aggregates are read once and then only today's. Rows dated
 * in the past are only ever loaded before a server answers (the demo history, benchmarks, test
 * data); a loader that adds them to a running server calls forgetPastDayCounts(db). */
const rememberedDays = new WeakMap<object, LRUCache<string, Map<string, number>>>();
/** Scopes remembered per database; past it the least recently used scope is forgotten. */
const SCOPES_REMEMBERED = 2000;

export function forgetPastDayCounts(db: object): void {
  rememberedDays.delete(db);
}

function rememberedFor(db: Kysely<Database>, key: string): Map<string, number> {
  let byScope = rememberedDays.get(db);
  if (!byScope) rememberedDays.set(db, (byScope = new LRUCache({ max: SCOPES_REMEMBERED })));
  let known = byScope.get(key); // a get makes the scope the most recently used
  if (!known) byScope.set(key, (known = new Map()));
  return known;
}

/** Transactions per UTC day of the scope and types, from agent_daily_stats (days ascending). */
async function dayCounts(db: Kysely<Database>, search: TransactionSearch, days: readonly string[], now: Date): Promise<Map<string, number>> {
  const today = utcDay(now);
  const known = rememberedFor(db, `${search.scope.agentId}/${search.scope.includeSubAgents}/${search.txTypes?.join(',') ?? '*'}`);
  const missing = days.filter((day) => day >= today || !known.has(day));
  const counts = new Map(days.filter((day) => !missing.includes(day)).map((day) => [day, known.get(day)!]));
  if (missing.length) {
    let query = db
      .selectFrom('agent_daily_stats as s')
      .select([sql<string>`to_char(s.day, 'YYYY-MM-DD')`.as('day'), sql<string>`sum(s.count)::bigint`.as('count')])
      .where('s.agent_id', 'in', scopeAgents(search.scope))
      .where('s.day', '>=', sql<Date>`${missing[0]}::date`)
      .where('s.day', '<=', sql<Date>`${missing.at(-1)}::date`)
      .groupBy('s.day');
    if (search.txTypes?.length) query = query.where('s.tx_type', 'in', [...search.txTypes]);
    const found = new Map((await query.execute()).map((row) => [row.day, Number(row.count)]));
    for (const day of missing) {
      const count = found.get(day) ?? 0;
      counts.set(day, count);
      if (day < today) known.set(day, count);
    }
  }
  return counts;
}

/** Rows per segment: whole days from the day counts, partial days counted. */
async function segmentCounts(db: Kysely<Database>, search: TransactionSearch, segments: readonly Segment[], now: Date): Promise<number[]> {
  const wholeDays = segments.flatMap((segment) => (segment.day !== null ? [segment.day] : [])).sort();
  const perDay = await dayCounts(db, search, wholeDays, now);
  return Promise.all(
    segments.map(async (segment) =>
      segment.day !== null ? (perDay.get(segment.day) ?? 0) : exactCount(db, { ...search, ...segment }, Number.MAX_SAFE_INTEGER),
    ),
  );
}

/** Rows matching the search, counting at most `cap` (+1, to tell that the cap was passed). */
async function exactCount(db: Kysely<Database>, search: TransactionSearch, cap: number): Promise<number> {
  const where = sql.join(rowConditions(search, null), sql` AND `);
  const limited = cap < Number.MAX_SAFE_INTEGER ? sql`LIMIT ${cap + 1}` : sql``;
  const source = search.terminalCodes?.length
    ? sql`t.terminal_id IN (SELECT term.id FROM terminals term WHERE term.code IN (${sql.join([...search.terminalCodes])}))`
    : sql`TRUE`;
  const result = await sql<{ n: string }>`
    SELECT count(*) AS n FROM (
      SELECT 1 FROM transactions t
      WHERE ${where} AND ${source} AND t.agent_id IN (${scopeAgents(search.scope)})
      ${limited}
    ) matching`.execute(db);
  return Number(result.rows[0]!.n);
}

export interface TransactionCount {
  total: number;
  /** The count stopped at the cap: more rows match. */
  capped: boolean;
}

/** How many rows match: exact from the aggregates where the filters allow, else up to `cap`. */
export async function countTransactions(db: Kysely<Database>, search: TransactionSearch, cap: number, now = new Date()): Promise<TransactionCount> {
  if (countableFromAggregates(search)) {
    const counts = await segmentCounts(db, search, segmentsOf(search, now), now);
    return { total: counts.reduce((sum, n) => sum + n, 0), capped: false };
  }
  const total = await exactCount(db, search, cap);
  return total > cap ? { total: cap, capped: true } : { total, capped: false };
}

/** A deep page without a cursor: the days before the page are skipped by their counts and the
 * days after it are left out, so each agent's read is the page's day or two, not the period. Null:
 * the offset is past the end. */
async function seekByDays(db: Kysely<Database>, search: TransactionSearch, window: PageWindow, now: Date) {
  const segments = segmentsOf(search, now);
  const ordered = window.newestFirst ? [...segments].reverse() : segments;
  const counts = await segmentCounts(db, search, ordered, now);
  let skipped = 0;
  let first = 0;
  while (first < ordered.length && window.offset >= skipped + counts[first]!) skipped += counts[first++]!;
  if (first === ordered.length) return null;
  let last = first;
  let through = skipped + counts[first]!;
  while (last + 1 < ordered.length && through < window.offset + window.limit) through += counts[++last]!;
  const [newest, oldest] = window.newestFirst ? [ordered[first]!, ordered[last]!] : [ordered[last]!, ordered[first]!];
  return {
    search: { ...search, since: oldest.since, until: newest.until, before: newest.before },
    window: { ...window, offset: window.offset - skipped },
  };
}

/** The figures of a settlement file: one row per week (its Monday, UTC), agent (the agent and
 * every agent below it), product and currency, of the transactions created in [from, to). Sales
 * are the SALEs that succeeded (later refunded ones included: their REFUND row counts as a
 * refund; reversed ones are out, as in agent_daily_stats), refunds and redemptions their
 * successful rows. Read once a week by the settlement job (server/modules/settlement). */
export interface SettlementFigures {
  week: string;
  agent_id: number;
  product_code: string;
  currency_code: string;
  sales: number;
  sales_value_minor: number;
  sales_buy_minor: number;
  refunds: number;
  refunds_value_minor: number;
  refunds_buy_minor: number;
  redemptions: number;
  redemptions_value_minor: number;
}

export async function settlementFigures(db: Kysely<Database>, from: Date, to: Date): Promise<SettlementFigures[]> {
  const sale = sql`t.tx_type = 'SALE' AND t.status IN ('SUCCESS', 'REFUNDED')`;
  const refund = sql`t.tx_type = 'REFUND' AND t.status = 'SUCCESS'`;
  const redeem = sql`t.tx_type = 'REDEEM' AND t.status = 'SUCCESS'`;
  const { rows } = await sql<SettlementFigures>`
    WITH own AS (
      SELECT to_char(date_trunc('week', t.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week,
        t.agent_id, t.product_id, t.currency_code,
        count(*) FILTER (WHERE ${sale}) AS sales,
        coalesce(sum(t.value_minor) FILTER (WHERE ${sale}), 0) AS sales_value_minor,
        coalesce(sum(t.buy_value_minor) FILTER (WHERE ${sale}), 0) AS sales_buy_minor,
        count(*) FILTER (WHERE ${refund}) AS refunds,
        coalesce(sum(t.value_minor) FILTER (WHERE ${refund}), 0) AS refunds_value_minor,
        coalesce(sum(t.buy_value_minor) FILTER (WHERE ${refund}), 0) AS refunds_buy_minor,
        count(*) FILTER (WHERE ${redeem}) AS redemptions,
        coalesce(sum(t.value_minor) FILTER (WHERE ${redeem}), 0) AS redemptions_value_minor
      FROM transactions t
      WHERE t.created_at >= ${from} AND t.created_at < ${to} AND t.tx_type IN ('SALE', 'REFUND', 'REDEEM') AND t.status IN ('SUCCESS', 'REFUNDED')
      GROUP BY 1, 2, 3, 4
    )
    SELECT o.week, c.ancestor_id AS agent_id, coalesce(p.code, '-') AS product_code, o.currency_code,
      sum(o.sales)::bigint AS sales, sum(o.sales_value_minor)::bigint AS sales_value_minor, sum(o.sales_buy_minor)::bigint AS sales_buy_minor,
      sum(o.refunds)::bigint AS refunds, sum(o.refunds_value_minor)::bigint AS refunds_value_minor, sum(o.refunds_buy_minor)::bigint AS refunds_buy_minor,
      sum(o.redemptions)::bigint AS redemptions, sum(o.redemptions_value_minor)::bigint AS redemptions_value_minor
    FROM own o
    ${joinAncestors('o.agent_id')}
    LEFT JOIN products p ON p.id = o.product_id
    GROUP BY 1, 2, 3, 4
    HAVING sum(o.sales) + sum(o.refunds) + sum(o.redemptions) > 0
    ORDER BY 1, 2, 4, 3`.execute(db);
  return rows.map((row) => ({
    ...row,
    agent_id: Number(row.agent_id),
    sales: Number(row.sales),
    sales_value_minor: Number(row.sales_value_minor),
    sales_buy_minor: Number(row.sales_buy_minor),
    refunds: Number(row.refunds),
    refunds_value_minor: Number(row.refunds_value_minor),
    refunds_buy_minor: Number(row.refunds_buy_minor),
    redemptions: Number(row.redemptions),
    redemptions_value_minor: Number(row.redemptions_value_minor),
  }));
}

/** When the first transaction was made (null without any): where settlement weeks start. */
export async function firstTransactionAt(db: Kysely<Database>): Promise<Date | null> {
  const row = await db.selectFrom('transactions').select(sql<Date | null>`min(created_at)`.as('first')).executeTakeFirst();
  return row?.first ? new Date(row.first) : null;
}

/** The rows of the given ids with what a Transaction shows (in no particular order). */
export function transactionRowsOf(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('agents as a', 'a.id', 't.agent_id')
    .leftJoin('products as p', 'p.id', 't.product_id')
    .leftJoin('terminals as term', 'term.id', 't.terminal_id')
    .leftJoin('vouchers as v', 'v.id', 't.voucher_id')
    .leftJoin('agents as redeemer', 'redeemer.id', 't.redeemed_at_agent_id')
    .select([
      't.id', 't.ref_id', 't.txn_id', 't.tx_type', 't.status', 't.created_at', 't.currency_code', 't.value_minor',
      't.buy_value_minor', 't.result_desc', 't.redeemed_date', 't.reason', 't.return_date',
      'a.code as agent_code', 'a.name as agent_name', 'p.description as product_name', 'term.code as terminal_code',
      'v.serial as voucher_serial', 'redeemer.name as redeemed_at',
    ])
    .where('t.id', 'in', ids.length > 0 ? [...ids] : [0])
    .execute();
}

export type TransactionRow = Awaited<ReturnType<typeof transactionRowsOf>>[number];
