// The dashboards (spec 2: Dashboard and Payout dashboard): today's value per currency, the
// week's counts, the payout week, and the last ten transactions of the live channel's dashboard
// kind. Every figure covers the signed-in user's agent and the agents below it; the payout
// figures cover the agent's own payouts and need payout enabled on the agent.
import type { Kysely } from 'kysely';
import type { Database, TxStatus, TxType } from '../../db/schema';
import type { SessionInfo } from '../../domain/session-info';
import type { components } from '../../../openapi/generated/portal';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { timestampFromWire, wireMoney } from '../../domain/wire';
import { lastDays, monthsBefore, utcDay, weekdayOf } from '../../../shared/periods';
import { readNumericSettings } from '../platform/settings.service';
import { agentInSubtreeByCode } from '../agents/agents.service';
import { transactionIdsPage, wireTransactionsOf, type WireTransaction } from '../transactions/transactions.service';
import type { Scope } from '../../domain/scope';
import { agentFlags, countsPerDay, valuesPerCurrency } from './dashboard.repository';
import { defineMessage } from '@formatjs/intl';
import { REFUSAL } from '../../i18n/refusals';

export { agentFlags };

type DashboardFilter = components['schemas']['DashboardFilter'];
type WeeklyStat = components['schemas']['WeeklyStat'];

export const PAYOUT_NOT_ENABLED = defineMessage({ id: 'SERVER.DASHBOARD.PAYOUT_NOT_ENABLED', defaultMessage: "Payout is not enabled for your merchant account." });

/** The most rows a dashboard shows. */
export const LAST_TRANSACTIONS = 10;

/** What the Daily Currency pie adds up: the value that passed through the scope's terminals. */
const DAILY_TYPES: readonly TxType[] = ['SALE', 'REDEEM'];
const DAYS_OF_WEEK = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

const subtreeOf = (actor: SessionInfo): Scope => ({ agentId: actor.agentId, includeSubAgents: true });

/** Today's (UTC) successful sales and redemptions per currency. */
export async function dailyStats(db: Kysely<Database>, actor: SessionInfo, now = new Date()) {
  const today = utcDay(now);
  const rows = await valuesPerCurrency(db, subtreeOf(actor), { from: today, to: today }, DAILY_TYPES);
  return rows.filter((row) => Number(row.success_count) > 0).map((row) => ({ currencyCode: row.currency_code, total: wireMoney(row.value_minor) }));
}


function weekOf(days: readonly string[], counts: readonly { day: string; count: string; success_count: string }[]): WeeklyStat[] {
  const byDay = new Map(counts.map((row) => [row.day, row]));
  return days.map((day) => ({
    day,
    dayOfWeek: DAYS_OF_WEEK[weekdayOf(day)]!,
    total: Number(byDay.get(day)?.count ?? 0),
    success: Number(byDay.get(day)?.success_count ?? 0),
  }));
}

/** Transactions and successful ones per day for the seven days starting six days ago. */
export async function weeklyStats(db: Kysely<Database>, actor: SessionInfo, now = new Date()): Promise<WeeklyStat[]> {
  const days = lastDays(now, 7);
  return weekOf(days, await countsPerDay(db, subtreeOf(actor), { from: days[0]!, to: days[6]! }));
}

async function payoutAgent(db: Kysely<Database>, actor: SessionInfo) {
  const agent = await agentFlags(db, actor.agentId);
  if (!agent?.is_enable_payout) throw new DomainError(ResultCode.permissionDenied, PAYOUT_NOT_ENABLED);
  return agent;
}

/** The agent's payouts per day of the week and its successful payouts per currency. */
export async function payoutWeeklyStats(db: Kysely<Database>, actor: SessionInfo, now = new Date()) {
  await payoutAgent(db, actor);
  const days = lastDays(now, 7);
  const own: Scope = { agentId: actor.agentId, includeSubAgents: false };
  const range = { from: days[0]!, to: days[6]! };
  const [counts, values] = await Promise.all([
    countsPerDay(db, own, range, ['PAYOUT']),
    valuesPerCurrency(db, own, range, ['PAYOUT']),
  ]);
  return {
    transactionStats: weekOf(days, counts),
    totalSuccessValues: values.map((row) => ({ currencyCode: row.currency_code, quantity: Number(row.success_count), value: wireMoney(row.value_minor) })),
  };
}

const TX_TYPES: readonly string[] = ['SALE', 'REDEEM', 'REFUND', 'PAYOUT'];

/** The last ten transactions of the dashboard kind. The filter has been checked against the
 * contract's DashboardFilter. Without start, the range is the settings'
 * transactionSearchRangeInMonths (the empty table says so); pageIndex and ignoreTotalSize change
 * nothing: a dashboard shows its first page and never counts. */
export async function lastTransactions(db: Kysely<Database>, actor: SessionInfo, filter: DashboardFilter, now = new Date()): Promise<WireTransaction[]> {
  // Independent reads, side by side (one round trip's wait on PostgreSQL instead of three).
  const [agent, merchant, range] = await Promise.all([
    filter.isGetPayout ? payoutAgent(db, actor) : agentFlags(db, actor.agentId),
    filter.merchantCode ? agentInSubtreeByCode(db, actor.agentId, filter.merchantCode) : null,
    filter.start ? null : readNumericSettings(db, ['transactionSearchRangeInMonths']),
  ]);
  if (filter.merchantCode && !merchant) throw new DomainError(ResultCode.outsideHierarchy, REFUSAL.outsideStructure);
  const scopeAgentId = merchant?.id ?? actor.agentId;
  const since = filter.start ? timestampFromWire(filter.start) : monthsBefore(now, range!.transactionSearchRangeInMonths);
  const txType = filter.isGetPayout ? 'PAYOUT' : TX_TYPES.includes(filter.transType ?? '') ? (filter.transType as TxType) : null;
  const status = (filter.status ?? null) as TxStatus | null;
  const ids = await transactionIdsPage(
    db,
    {
      scope: { agentId: scopeAgentId, includeSubAgents: !filter.isGetPayout && filter.includeSubAgent === true },
      since,
      until: filter.end ? timestampFromWire(filter.end) : null,
      txTypes: txType ? [txType] : null,
      statuses: status ? [status] : null,
    },
    { limit: Math.min(filter.pageSize ?? LAST_TRANSACTIONS, LAST_TRANSACTIONS), offset: 0, newestFirst: filter.orderType !== 'ASC' },
  );
  const hideRedeemedAt = filter.isHideRedeemedAt === true || agent?.hide_redeemed_at === true;
  return wireTransactionsOf(db, ids, { hideRedeemedAt });
}

/** Whether a standing dashboard request of this session sees a posting by one of these agents
 * (`reached`: those agents and every agent above them; null: any agent). */
export function dashboardSees(session: SessionInfo, filter: DashboardFilter, posted: { agentIds: ReadonlySet<number> | null; reached: ReadonlySet<number> | null }): boolean {
  if (posted.agentIds === null || posted.reached === null) return true;
  const ownOnly = filter.isGetPayout === true || filter.includeSubAgent !== true;
  // A merchantCode narrows the scope further; answering it again when unsure costs one query.
  return ownOnly && !filter.merchantCode ? posted.agentIds.has(session.agentId) : posted.reached.has(session.agentId);
}
