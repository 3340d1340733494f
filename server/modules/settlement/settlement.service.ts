// Weekly settlement earnings (spec 2: Weekly Transaction Summary). Every Monday 00:00 UTC the
// 'settlement.weekly' job writes each agent's file for the week that ended (Monday 00:00 to
// Monday 00:00 UTC): the figures of the agent and every agent below it, per product and currency
// (settlement-file.ts). Files live in the database, so every instance serves them. Weeks the
// server missed (down on a Monday) are written on the next run, which the server also starts at
// each start: from the week after the last one written (or the first transaction's week) up to
// the last week that has ended. Writing is idempotent: one file per agent and week.
//
// The list answers the user's own agent's files; a download may be any file of the user's
// subtree. A name with a path part, or a file elsewhere, is refused alike (nothing revealed).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionInfo } from '../../domain/session-info';
import { fromUtcStamp, lastEndedWeek, mondayOf, nextWeek } from '../../../shared/periods';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { pageOffset } from '../../domain/paging';
import { firstTransactionAt, settlementFigures, type SettlementFigures } from '../transactions/transactions.service';
import { SETTLEMENT_CONTENT_TYPE, settlementCsv, settlementFileName } from './settlement-file';
import {
  agentsByIds,
  clearSettlementFiles,
  fileInSubtree,
  filesOfAgent,
  lastWrittenWeek,
  storeWeek,
  type NewSettlementFile,
} from './settlement.repository';
import { defineMessage } from '@formatjs/intl';

export const SETTLEMENT_FILE_NOT_AVAILABLE = defineMessage({ id: 'SERVER.SETTLEMENT.SETTLEMENT_FILE_NOT_AVAILABLE', defaultMessage: "This settlement file is not available." });

export interface SettlementListQuery {
  searchText?: string | undefined;
  orderType?: 'ASC' | 'DESC' | undefined;
  pageIndex?: number | undefined;
  pageSize?: number | undefined;
}

/** The user's own agent's files, by date (ascending unless DESC), searched in the name. */
export async function listSettlementFiles(db: Kysely<Database>, actor: SessionInfo, query: SettlementListQuery) {
  const pageSize = query.pageSize ?? 10;
  const pageIndex = query.pageIndex ?? 1;
  const search = query.searchText?.trim() || null;
  const { rows, total } = await filesOfAgent(db, {
    agentId: actor.agentId,
    search,
    ascending: query.orderType !== 'DESC',
    offset: pageOffset({ pageIndex, pageSize }),
    limit: pageSize,
  });
  return { data: rows.map((row) => ({ fileName: row.file_name, date: row.date })), totalRecord: total };
}

/** A plain file name: no directory part, no '..', no control characters. */
const plainName = (fileName: string) =>
  !/[\\/]/.test(fileName) && !fileName.includes('..') && ![...fileName].some((c) => c.charCodeAt(0) < 0x20);

/** One file of the user's subtree. */
export async function settlementFile(db: Kysely<Database>, actor: SessionInfo, fileName: string) {
  const file = plainName(fileName) ? await fileInSubtree(db, actor.agentId, fileName) : undefined;
  if (!file) throw new DomainError(ResultCode.notFound, SETTLEMENT_FILE_NOT_AVAILABLE);
  return { fileName: file.file_name, contentType: file.content_type, bytes: file.bytes };
}

/** 00:00 UTC of a week's Monday. */
const weekStart = (week: string) => fromUtcStamp(week);

/** The files of the weeks in the figures (rows ordered by week, agent, currency, product). */
async function filesOf(db: Kysely<Database>, figures: readonly SettlementFigures[]): Promise<Map<string, NewSettlementFile[]>> {
  const agents = new Map((await agentsByIds(db, [...new Set(figures.map((row) => row.agent_id))])).map((agent) => [agent.id, agent]));
  const byWeekAndAgent = new Map<string, SettlementFigures[]>();
  for (const row of figures) {
    const key = `${row.week}|${row.agent_id}`;
    const rows = byWeekAndAgent.get(key);
    if (rows) rows.push(row);
    else byWeekAndAgent.set(key, [row]);
  }
  const files = new Map<string, NewSettlementFile[]>();
  for (const [key, rows] of byWeekAndAgent) {
    const week = key.slice(0, 10);
    const agent = agents.get(rows[0]!.agent_id)!;
    const list = files.get(week) ?? [];
    list.push({ agent_id: agent.id, file_name: settlementFileName(agent.code, week), date: week, content_type: SETTLEMENT_CONTENT_TYPE, bytes: settlementCsv(agent, week, rows) });
    files.set(week, list);
  }
  return files;
}

/** Writes one week's files (those already written are kept) and marks the week written. */
export async function writeSettlementWeek(db: Kysely<Database>, week: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const figures = await settlementFigures(trx, weekStart(week), weekStart(nextWeek(week)));
    const files = (await filesOf(trx, figures)).get(week) ?? [];
    return storeWeek(trx, week, files);
  });
}

export interface SettlementRun {
  /** The Mondays of the weeks written by this run. */
  weeks: string[];
  /** Files added. */
  files: number;
}

/** Writes every week not written yet that has ended by `now`, oldest first, each in a
 * transaction of its own (a crash keeps the weeks done). Running it again, or on two instances
 * at once, adds nothing twice. */
export async function writeMissedSettlementWeeks(db: Kysely<Database>, now = new Date()): Promise<SettlementRun> {
  const last = await lastWrittenWeek(db);
  let week: string;
  if (last) week = nextWeek(last);
  else {
    const first = await firstTransactionAt(db);
    if (!first) return { weeks: [], files: 0 };
    week = mondayOf(first);
  }
  const until = lastEndedWeek(now);
  const run: SettlementRun = { weeks: [], files: 0 };
  for (; week <= until; week = nextWeek(week)) {
    run.files += await writeSettlementWeek(db, week);
    run.weeks.push(week);
  }
  return run;
}

/** The demo data's files: every file and written week replaced by those of every week ended by
 * `now`, read from the transactions in one set-based query. */
export async function rewriteAllSettlementFiles(db: Kysely<Database>, now: Date): Promise<number> {
  await clearSettlementFiles(db);
  const first = await firstTransactionAt(db);
  if (!first) return 0;
  const from = mondayOf(first);
  const until = nextWeek(lastEndedWeek(now));
  if (from >= until) return 0;
  const files = await filesOf(db, await settlementFigures(db, weekStart(from), weekStart(until)));
  let written = 0;
  for (let week = from; week < until; week = nextWeek(week)) written += await storeWeek(db, week, files.get(week) ?? []);
  return written;
}
