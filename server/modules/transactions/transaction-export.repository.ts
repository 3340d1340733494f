// A long export's rows (the report by email: up to a million rows): the search's rows in the
// report's order, read a UTC day at a time by ONE query per day that joins what a Transaction
// shows and answers each row as ONE line of the file, which the file's format writes in SQL from
// the row's columns in the wire's form (ExportCells: timestamps as 'yyyy-MM-dd HH:mm:ss' text,
// money as exact numeric with the wire's value, Redeemed At null where hidden), so that the
// file's writer takes a string per row, with no conversion and no second query.
// How the rows are read depends on the database, chosen here once (the same query either way):
// - PostgreSQL: a server-side cursor per day (DECLARE ... CURSOR in a transaction, FETCH a page at
//   a time), so that memory holds a few pages and the server sorts a day's rows once; the next
//   days' cursors are opened ahead (each in its own transaction and connection), so that the
//   server reads them on its other cores while the file is written;
// - PGlite (one session, which a transaction would hold for the whole read): the same query a
//   page at a time after the previous page's last row (keyset), each page its own statement.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { databaseKindOf } from '../../db/database';
import type { components } from '../../../openapi/generated/portal';
import { scopeAgents } from '../agents/agent-hierarchy.repository';
import { dayWindows, rowConditions, type PageWindow, type TransactionSearch } from './transactions.repository';

export interface ExportReading {
  newestFirst: boolean;
  /** Redeemed At and its date are answered null (the agent hides them, or the filter asks). */
  hideRedeemedAt: boolean;
  /** Rows a page holds (a FETCH, or a keyset page). */
  pageRows: number;
  /** At most this many rows in all. */
  limit: number;
  /** Rows written after it are left out; the day windows end there. */
  now: Date;
  /** PostgreSQL: days whose cursors are open at once (DAYS_OPEN unless given; a live export
   * asks one, so that users exporting at once do not hold the pool). */
  daysOpen?: number;
}

const WIRE_TIME = `'YYYY-MM-DD HH24:MI:SS'`;
const wireTime = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', ${WIRE_TIME})`);

/** A row's columns in the wire's form, as SQL expressions of the export's query: text, or null
 * (timestamps as wire text; money as numeric with two decimals, exactly the wire's number). */
export type ExportCells = { readonly [K in keyof components['schemas']['Transaction']]-?: RawBuilder<unknown> };

/** A row's line: the file's format writes it from the row's cells. */
export type ExportLine = (cells: ExportCells) => RawBuilder<string>;

interface LineRow {
  refId: string;
  line: string;
}

/** The query of a window's rows as lines, ordered; `window` adds the keyset and a limit. */
function exportQuery(db: Kysely<Database>, search: TransactionSearch, reading: ExportReading, line: ExportLine, window: PageWindow | null): RawBuilder<LineRow> {
  const conditions = rowConditions(search, window);
  conditions.push(sql`t.agent_id IN (${scopeAgents(search.scope)})`);
  if (search.terminalCodes?.length) {
    conditions.push(sql`t.terminal_id IN (SELECT term.id FROM terminals term WHERE term.code IN (${sql.join([...search.terminalCodes])}))`);
  }
  const dir = reading.newestFirst ? sql`DESC` : sql`ASC`;
  const hidden = reading.hideRedeemedAt;
  const cells: ExportCells = {
    refId: sql`t.ref_id`,
    txnId: sql`t.txn_id`,
    txType: sql`t.tx_type`,
    date: wireTime('t.created_at'),
    status: sql`t.status`,
    agentCode: sql`a.code`,
    agentDescription: sql`a.name`,
    terminalCode: sql`term.code`,
    resultDesc: sql`t.result_desc`,
    product: sql`coalesce(p.description, '')`,
    voucherSerial: sql`v.serial`,
    currencyCode: sql`t.currency_code`,
    value: sql`(t.value_minor * 0.01)`,
    buyValue: sql`(t.buy_value_minor * 0.01)`,
    redeemedAt: hidden ? sql`NULL::text` : sql`redeemer.name`,
    redeemedDate: hidden ? sql`NULL::text` : wireTime('t.redeemed_date'),
    reason: sql`t.reason`,
    returnDate: wireTime('t.return_date'),
  };
  return sql<LineRow>`
    SELECT t.ref_id AS "refId", ${line(cells)} AS "line"
    FROM transactions t
    JOIN agents a ON a.id = t.agent_id
    LEFT JOIN products p ON p.id = t.product_id
    LEFT JOIN terminals term ON term.id = t.terminal_id
    LEFT JOIN vouchers v ON v.id = t.voucher_id
    ${hidden ? sql`` : sql`LEFT JOIN agents redeemer ON redeemer.id = t.redeemed_at_agent_id`}
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY t.created_at ${dir}, t.id ${dir}
    ${window ? sql`LIMIT ${window.limit}` : sql``}`;
}

/** The export's query over the whole search with each cell a column of its own, no line built and
 * no page: what PostgreSQL's own `COPY (...) TO STDOUT WITH CSV` writes as the export's floor
 * (bench/floor.ts). */
export function exportCellsQuery(db: Kysely<Database>, search: TransactionSearch, reading: Pick<ExportReading, 'newestFirst' | 'hideRedeemedAt' | 'limit'>) {
  const all: ExportReading = { ...reading, pageRows: reading.limit, now: new Date() };
  return exportQuery(db, search, all, (cells) => sql<string>`${sql.join(Object.values(cells))}`, null);
}

/** Days whose cursors are open at once: the day being written and the next ones. Each holds a
 * connection of the pool for as long as it is read, and the job writes its progress on another:
 * the pool needs DAYS_OPEN + 1 connections (the server's has 10). */
const DAYS_OPEN = 3;

interface DayCursor {
  /** The day's next page (the one after it is asked at once); `ended` once the last is taken. */
  next(): Promise<LineRow[]>;
  readonly ended: boolean;
  /** Ends the day's transaction (and its cursor), waiting for a FETCH still under way. */
  close(): Promise<void>;
}

/** A promise whose failure is reported when it is awaited, not as an unhandled rejection while
 * it waits its turn. */
function awaited<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** Opens a day's cursor in a transaction of its own and asks its first page at once. */
function openDayCursor(db: Kysely<Database>, query: RawBuilder<LineRow>, pageRows: number): DayCursor {
  const opening = awaited(
    (async () => {
      const trx = await db.startTransaction().execute();
      try {
        // A cursor is planned for its first rows (cursor_tuple_fraction 0.1); this one is read to the end.
        await sql`SET LOCAL cursor_tuple_fraction = 1`.execute(trx);
        await sql`DECLARE export_rows NO SCROLL CURSOR FOR ${query}`.execute(trx);
        return trx;
      } catch (error) {
        await trx.rollback().execute().catch(() => undefined);
        throw error;
      }
    })(),
  );
  const fetchPage = async () => (await sql<LineRow>`FETCH FORWARD ${sql.raw(String(pageRows))} FROM export_rows`.execute(await opening)).rows;
  let pending = awaited(fetchPage());
  let ended = false;
  return {
    get ended() {
      return ended;
    },
    async next() {
      const rows = await pending;
      if (rows.length < pageRows) ended = true;
      else pending = awaited(fetchPage());
      return rows;
    },
    async close() {
      await pending.catch(() => undefined);
      const trx = await opening.catch(() => null);
      if (!trx) return;
      // Read to its end: committed; the reader stopped early or a query failed: rolled back.
      if (ended) await trx.commit().execute();
      else await trx.rollback().execute().catch(() => undefined);
    },
  };
}

/** PostgreSQL: each day's rows from a cursor, `pageRows` a FETCH, in one transaction per day; the
 * next days' cursors opened ahead (DAYS_OPEN at once), each asking its next page before a page is
 * handed over, so that the database reads them while the file is written. */
async function* cursorPages(db: Kysely<Database>, search: TransactionSearch, reading: ExportReading, line: ExportLine): AsyncGenerator<string[]> {
  const days = dayWindows(search, reading.newestFirst, reading.now);
  const open: DayCursor[] = [];
  let opened = 0;
  let left = reading.limit;
  try {
    while (left > 0) {
      while (open.length < (reading.daysOpen ?? DAYS_OPEN) && opened < days.length) open.push(openDayCursor(db, exportQuery(db, days[opened++]!, reading, line, null), reading.pageRows));
      const day = open[0];
      if (!day) return;
      const rows = await day.next();
      if (day.ended) await open.shift()!.close();
      const taken = rows.length > left ? rows.slice(0, left) : rows;
      left -= taken.length;
      if (taken.length) yield taken.map((row) => row.line);
    }
  } finally {
    await Promise.all(open.map((day) => day.close()));
  }
}

/** PGlite: each day's rows a page at a time after the previous page's last row. */
async function* keysetPages(db: Kysely<Database>, search: TransactionSearch, reading: ExportReading, line: ExportLine): AsyncGenerator<string[]> {
  let left = reading.limit;
  for (const day of dayWindows(search, reading.newestFirst, reading.now)) {
    let afterRefId: string | null = null;
    while (left > 0) {
      const take = Math.min(reading.pageRows, left);
      const { rows } = await exportQuery(db, day, reading, line, { limit: take, offset: 0, newestFirst: reading.newestFirst, afterRefId }).execute(db);
      if (rows.length) yield rows.map((row) => row.line);
      left -= rows.length;
      if (rows.length < take) break;
      afterRefId = rows.at(-1)!.refId;
    }
    if (left <= 0) return;
  }
}

/** The search's rows for an export as the lines `line` writes, in the report's order, a page at
 * a time, at most reading.limit: from cursors on PostgreSQL, by keyset pages elsewhere. */
export function exportLinePages(db: Kysely<Database>, search: TransactionSearch, reading: ExportReading, line: ExportLine): AsyncGenerator<string[]> {
  return databaseKindOf(db) === 'postgres' ? cursorPages(db, search, reading, line) : keysetPages(db, search, reading, line);
}
