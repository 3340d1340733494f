// The transaction report (spec 2: Transaction Reports, the live channel's report kind): a page of
// the signed-in user's transactions under every filter of the Report filter, its count and the
// export size. The filter has been checked against the contract's ReportFilter (types, lengths,
// patterns, page sizes); the rules here are the ones a schema cannot say.
import type { Kysely } from 'kysely';
import type { Database, TxStatus, TxType } from '../../db/schema';
import type { SessionInfo } from '../../domain/session-info';
import type { components } from '../../../openapi/generated/portal';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { timestampFromWire } from '../../domain/wire';
import { earliestReportDay, utcDay } from '../../../shared/periods';
import { pageOffset } from '../../domain/paging';
import type { Scope } from '../../domain/scope';
import { readNumericSettings } from '../platform/settings.service';
import { agentInSubtreeByCode } from '../agents/agents.service';
import { agentFlags } from '../dashboard/dashboard.service';
import {
  countTransactions, exportLinePages, transactionIdsPage, wireTransactionsOf,
  type ExportLine, type TransactionSearch, type WireTransaction,
} from '../transactions/transactions.service';
import { defineMessages } from '@formatjs/intl';
import type { Words } from '../../i18n/words';

export type ReportFilter = components['schemas']['ReportFilter'];
/** Whose report it is: the signed-in user, or the user a background job reads for. */
export type ReportActor = Pick<SessionInfo, 'agentId'>;

export interface ReportPage {
  data: WireTransaction[];
  totalRecord: number;
  /** Set when the count stopped there (filters the daily aggregates do not hold): more match. */
  maxTransactionCount: number | null;
  exportSize: number;
}

export const REPORT_TEXT = defineMessages({
  endInFuture: { id: 'SERVER.REPORTS.END_IN_FUTURE', defaultMessage: "The end date cannot be in the future." },
  endBeforeStart: { id: 'SERVER.REPORTS.END_BEFORE_START', defaultMessage: "The end date must be after the start date." },
  startTooEarly: { id: 'SERVER.REPORTS.START_TOO_EARLY', defaultMessage: "The start date is earlier than reports reach back." },
  unknownType: { id: 'SERVER.REPORTS.UNKNOWN_TYPE', defaultMessage: "Choose a transaction type from the list." },
  unknownOrder: { id: 'SERVER.REPORTS.UNKNOWN_ORDER', defaultMessage: "Reports are sorted by date." },
});

const TX_TYPES: readonly TxType[] = ['SALE', 'REDEEM', 'REFUND', 'PAYOUT'];
const DEFAULT_PAGE_SIZE = 10;
/** Rows an export reads at a time. */
const EXPORT_PAGE = 500;

const refuse = (text: Words, details?: Record<string, unknown>) => new DomainError(ResultCode.invalidRequest, text, details);

/** The dates of the filter: end not after today (UTC), after the start, and the start within
 * the settings' transactionSearchRangeInMonths. */
function rangeOf(filter: ReportFilter, months: number, now: Date): { since: Date; before: Date } {
  const since = timestampFromWire(filter.start);
  const until = timestampFromWire(filter.end);
  if (utcDay(until) > utcDay(now)) throw refuse(REPORT_TEXT.endInFuture);
  if (until.getTime() < since.getTime()) throw refuse(REPORT_TEXT.endBeforeStart);
  const earliest = earliestReportDay(now, months);
  if (utcDay(since) < earliest) {
    // The months and the earliest day travel with it, for the screen to name them.
    throw refuse(REPORT_TEXT.startTooEarly, { months, earliestDate: earliest });
  }
  // The end names a second: rows through its last microsecond are in.
  return { since, before: new Date(until.getTime() + 1000) };
}

function typesOf(filter: ReportFilter): readonly TxType[] | null {
  const asked = filter.transType && filter.transType !== 'ALL' ? filter.transType : null;
  if (asked && !TX_TYPES.includes(asked as TxType)) throw refuse(REPORT_TEXT.unknownType);
  if (asked) return [asked as TxType];
  return filter.salesReports ? ['SALE'] : null;
}

function statusesOf(filter: ReportFilter): readonly TxStatus[] | null {
  const statuses: TxStatus[] = [];
  if (filter.isRefunded) statuses.push('REFUNDED');
  if (filter.isReversed) statuses.push('REVERSED');
  return statuses.length ? statuses : null;
}

/** Whose transactions: the user's agent, or the agent (agentCode, merchantCode) or sub division
 * asked for when it is the user's agent or below it; null when it is not (nothing to show). */
async function scopeOf(db: Kysely<Database>, actor: ReportActor, filter: ReportFilter): Promise<Scope | null> {
  // An empty code (a form's unset field) names no agent.
  const code = filter.agentCode || filter.merchantCode || filter.subDivision;
  if (!code) return { agentId: actor.agentId, includeSubAgents: filter.includeSubAgent === true };
  const agent = await agentInSubtreeByCode(db, actor.agentId, code);
  if (!agent) return null;
  // A sub division alone is asked for with the retailers below it.
  const subtree = filter.includeSubAgent === true || (!filter.agentCode && !filter.merchantCode);
  return { agentId: agent.id, includeSubAgents: subtree };
}

/** The search a filter asks for, or null when its agent is outside the user's structure. */
export async function reportSearch(db: Kysely<Database>, actor: ReportActor, filter: ReportFilter, now = new Date()): Promise<TransactionSearch | null> {
  if (filter.orderBy && filter.orderBy !== 'date') throw refuse(REPORT_TEXT.unknownOrder);
  const [{ transactionSearchRangeInMonths: months }, scope] = await Promise.all([
    readNumericSettings(db, ['transactionSearchRangeInMonths']),
    scopeOf(db, actor, filter),
  ]);
  const range = rangeOf(filter, months, now);
  const txTypes = typesOf(filter);
  if (!scope) return null;
  return {
    scope,
    ...range,
    until: null,
    txTypes,
    statuses: statusesOf(filter),
    refId: filter.refId,
    txnId: filter.exRefId,
    voucherSerial: filter.voucherSerial,
    phoneNo: filter.phoneNo,
    terminalCodes: filter.terminalIds?.length ? filter.terminalIds : undefined,
  };
}

/** One page of the report with its count. A filter whose agent is outside the user's structure
 * finds nothing (it is not told whether that agent exists). */
export async function reportPage(db: Kysely<Database>, actor: SessionInfo, filter: ReportFilter, now = new Date()): Promise<ReportPage> {
  const [search, settings, agent] = await Promise.all([
    reportSearch(db, actor, filter, now),
    readNumericSettings(db, ['exportLimit', 'maxTransactionCount']),
    agentFlags(db, actor.agentId),
  ]);
  if (!search) return { data: [], totalRecord: 0, maxTransactionCount: null, exportSize: 0 };
  const pageSize = filter.pageSize ?? DEFAULT_PAGE_SIZE;
  const newestFirst = filter.orderType !== 'ASC';
  const window = filter.afterRefId
    ? { limit: pageSize, offset: 0, newestFirst, afterRefId: filter.afterRefId }
    : { limit: pageSize, offset: pageOffset({ pageIndex: filter.pageIndex ?? 1, pageSize }), newestFirst };
  const [ids, count] = await Promise.all([
    transactionIdsPage(db, search, window, now),
    countTransactions(db, search, settings.maxTransactionCount, now),
  ]);
  const hideRedeemedAt = hidesRedeemedAtFor(filter, agent);
  return {
    data: await wireTransactionsOf(db, ids, { hideRedeemedAt }),
    totalRecord: count.total,
    maxTransactionCount: count.capped ? settings.maxTransactionCount : null,
    exportSize: Math.min(count.total, settings.exportLimit),
  };
}

/** How an export reads: at most `limit` rows, `pageSize` at a time. */
export interface ExportReading {
  limit?: number;
  pageSize?: number;
  /** Days read at once on PostgreSQL (reportLines; see transaction-export.repository.ts). */
  daysOpen?: number;
}

/** What every export of a filter needs: its search (null: nothing in scope), whether Redeemed At
 * is left out, its order and its limit (the settings' exportLimit unless reading.limit). */
async function exportOf(db: Kysely<Database>, actor: ReportActor, filter: ReportFilter, now: Date, reading: ExportReading) {
  const [search, settings, agent] = await Promise.all([
    reportSearch(db, actor, filter, now),
    readNumericSettings(db, ['exportLimit']),
    agentFlags(db, actor.agentId),
  ]);
  return {
    search,
    hideRedeemedAt: hidesRedeemedAtFor(filter, agent),
    pageSize: reading.pageSize ?? EXPORT_PAGE,
    newestFirst: filter.orderType !== 'ASC',
    limit: reading.limit ?? settings.exportLimit,
  };
}

/** The rows an export holds: the filter's rows in its order, at most the settings' exportLimit
 * (or reading.limit), read a page at a time after the previous page's last row, so that memory
 * holds one page; whether Redeemed At is left out of them; and the search (null: nothing in
 * scope), for counting. */
export async function reportRows(db: Kysely<Database>, actor: ReportActor, filter: ReportFilter, now = new Date(), reading: ExportReading = {}) {
  const { search, hideRedeemedAt, pageSize, newestFirst, limit } = await exportOf(db, actor, filter, now, reading);
  async function* pages(): AsyncGenerator<WireTransaction[]> {
    if (!search) return;
    let left = limit;
    let afterRefId: string | null = null;
    while (left > 0) {
      const ids = await transactionIdsPage(db, search, { limit: Math.min(pageSize, left), offset: 0, newestFirst, afterRefId }, now);
      if (!ids.length) break;
      const rows = await wireTransactionsOf(db, ids, { hideRedeemedAt });
      yield rows;
      left -= rows.length;
      afterRefId = rows.at(-1)!.refId;
      if (ids.length < pageSize) break;
    }
  }
  return { hideRedeemedAt, search, pages: pages() };
}

/** An export's rows (the live channel's exports, the report by email) as the lines of its file,
 * as of `now` (rows written after it are left out: a background job reads as of the request),
 * at most the settings' exportLimit (or reading.limit): one query per UTC day that
 * answers each row as the line `line` writes (transaction-export.repository.ts), from cursors on
 * PostgreSQL; whether Redeemed At is left out (the file leaves its columns out); the search (null:
 * nothing in scope), for counting, with the order and the cap. `lines` reads them, a page at a time. */
export async function reportLines(db: Kysely<Database>, actor: ReportActor, filter: ReportFilter, now: Date, reading: ExportReading = {}) {
  const { search: found, hideRedeemedAt, pageSize, newestFirst, limit } = await exportOf(db, actor, filter, now, reading);
  const search = found && (!found.before || found.before > now) ? { ...found, before: now } : found;
  async function* lines(line: ExportLine): AsyncGenerator<string[]> {
    if (search) yield* exportLinePages(db, search, { newestFirst, hideRedeemedAt, pageRows: pageSize, limit, now, daysOpen: reading.daysOpen }, line);
  }
  return { hideRedeemedAt, newestFirst, limit, search, lines };
}

const hidesRedeemedAtFor = (filter: ReportFilter, agent: { hide_redeemed_at: boolean } | undefined) =>
  filter.isHideRedeemedAt === true || agent?.hide_redeemed_at === true;
