// A long export's rows (the report by email: up to a million rows): the search's rows in the
// report's order, read a UTC day at a time by ONE query per day that joins what a Transaction
// shows and answers each row already in the wire's form (timestamps as 'yyyy-MM-dd HH:mm:ss'
// text, money as a number with 2 decimals, Redeemed At null where hidden), so that a file's
// writer takes the database's rows as they come, with no conversion and no second query.
// How the rows are read depends on the database, chosen here once:
// - PostgreSQL: a server-side cursor per day (DECLARE ... CURSOR in a transaction, FETCH a page at
//   a time), so that memory holds one page and the server sorts a day's rows once;
// - PGlite (one session, which a transaction would hold for the whole read): the same query a
//   page at a time after the previous page's last row (keyset), each page its own statement.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { databaseKindOf } from '../../db/database';
import type { WireTransaction } from './transaction-rows';
import { dayWindows, rowConditions, scopeAgents, type PageWindow, type TransactionSearch } from './transactions.repository';

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
}

const WIRE_TIME = `'YYYY-MM-DD HH24:MI:SS'`;
const wireTime = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', ${WIRE_TIME})`);

/** The query of a window's rows in the wire's form, ordered; `window` adds the keyset and a limit. */
function exportQuery(db: Kysely<Database>, search: TransactionSearch, reading: ExportReading, window: PageWindow | null): RawBuilder<WireTransaction> {
  const conditions = rowConditions(search, window);
  conditions.push(sql`t.agent_id IN (${scopeAgents(db, search.scope)})`);
  if (search.terminalCodes?.length) {
    conditions.push(sql`t.terminal_id IN (SELECT term.id FROM terminals term WHERE term.code IN (${sql.join([...search.terminalCodes])}))`);
  }
  const dir = reading.newestFirst ? sql`DESC` : sql`ASC`;
  const [redeemed, redeemer] = reading.hideRedeemedAt
    ? [sql`NULL::text AS "redeemedAt", NULL::text AS "redeemedDate"`, sql``]
    : [sql`redeemer.name AS "redeemedAt", ${wireTime('t.redeemed_date')} AS "redeemedDate"`, sql`LEFT JOIN agents redeemer ON redeemer.id = t.redeemed_at_agent_id`];
  return sql<WireTransaction>`
    SELECT t.ref_id AS "refId", t.txn_id AS "txnId", t.tx_type AS "txType", ${wireTime('t.created_at')} AS "date",
      t.status, a.code AS "agentCode", a.name AS "agentDescription", term.code AS "terminalCode", t.result_desc AS "resultDesc",
      coalesce(p.description, '') AS "product", v.serial AS "voucherSerial", t.currency_code AS "currencyCode",
      t.value_minor::float8 / 100 AS "value", t.buy_value_minor::float8 / 100 AS "buyValue",
      ${redeemed}, t.reason, ${wireTime('t.return_date')} AS "returnDate"
    FROM transactions t
    JOIN agents a ON a.id = t.agent_id
    LEFT JOIN products p ON p.id = t.product_id
    LEFT JOIN terminals term ON term.id = t.terminal_id
    LEFT JOIN vouchers v ON v.id = t.voucher_id
    ${redeemer}
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY t.created_at ${dir}, t.id ${dir}
    ${window ? sql`LIMIT ${window.limit}` : sql``}`;
}

/** PostgreSQL: each day's rows from a cursor, `pageRows` a FETCH, in one transaction per day.
 * The next FETCH is asked before a page is handed over, so that the database reads it while the
 * file is written (two pages in memory at most). */
async function* cursorPages(db: Kysely<Database>, search: TransactionSearch, reading: ExportReading): AsyncGenerator<WireTransaction[]> {
  let left = reading.limit;
  for (const day of dayWindows(search, reading.newestFirst, reading.now)) {
    const trx = await db.startTransaction().execute();
    const fetchRows = async (take: number) => (await sql<WireTransaction>`FETCH FORWARD ${sql.raw(String(take))} FROM export_rows`.execute(trx)).rows;
    let pending: Promise<WireTransaction[]> | null = null;
    let open = true;
    try {
      // A cursor is planned for its first rows (cursor_tuple_fraction 0.1); this one is read to the end.
      await sql`SET LOCAL cursor_tuple_fraction = 1`.execute(trx);
      await sql`DECLARE export_rows NO SCROLL CURSOR FOR ${exportQuery(db, day, reading, null)}`.execute(trx);
      let take = Math.min(reading.pageRows, left);
      pending = take > 0 ? fetchRows(take) : null;
      while (pending) {
        const rows: WireTransaction[] = await pending;
        left -= rows.length;
        const more = rows.length === take && left > 0;
        take = Math.min(reading.pageRows, left);
        pending = more ? fetchRows(take) : null;
        if (rows.length) yield rows;
      }
      open = false;
      await trx.commit().execute();
    } finally {
      // The reader stopped early or a query failed: the cursor goes with the transaction.
      if (open) {
        await pending?.catch(() => undefined);
        await trx.rollback().execute().catch(() => undefined);
      }
    }
    if (left <= 0) return;
  }
}

/** PGlite: each day's rows a page at a time after the previous page's last row. */
async function* keysetPages(db: Kysely<Database>, search: TransactionSearch, reading: ExportReading): AsyncGenerator<WireTransaction[]> {
  let left = reading.limit;
  for (const day of dayWindows(search, reading.newestFirst, reading.now)) {
    let afterRefId: string | null = null;
    while (left > 0) {
      const take = Math.min(reading.pageRows, left);
      const { rows } = await exportQuery(db, day, reading, { limit: take, offset: 0, newestFirst: reading.newestFirst, afterRefId }).execute(db);
      if (rows.length) yield rows;
      left -= rows.length;
      if (rows.length < take) break;
      afterRefId = rows.at(-1)!.refId;
    }
    if (left <= 0) return;
  }
}

/** The search's rows for an export, in the report's order, a page at a time, at most
 * reading.limit: from a cursor on PostgreSQL, by keyset pages elsewhere. */
export function exportRowPages(db: Kysely<Database>, search: TransactionSearch, reading: ExportReading): AsyncGenerator<WireTransaction[]> {
  return databaseKindOf(db) === 'postgres' ? cursorPages(db, search, reading) : keysetPages(db, search, reading);
}
