// The merchant performance report (spec 2: Performance report): eight measures with twelve
// monthly values per currency for a calendar year (UTC), of an agent alone or with the agents
// below it, from agent_monthly_stats (never by reading transactions). How each measure is
// computed is in docs/decisions.md (Performance report); in short, per month and currency, over
// the successful transactions of the scope:
//   vouchersRedeemed     REDEEM count
//   grossValue           SALE face value - REFUND face value
//   netMerchantValue     SALE net (buy) value - REFUND net value
//   grossFlexMargin      grossValue - netMerchantValue
//   grossFlexPercentage  grossFlexMargin / grossValue x 100
//   cogs                 REDEEM face value - REDEEM credited (buy) value
//   netFlexMargin        grossFlexMargin - cogs
//   netFlexPercentage    netFlexMargin / grossValue x 100
// Needs SCP.FLEX.ACCOUNT.MANAGER_R (the router checks the contract's x-acl; the service again,
// for callers without a request). The export is the same report as an xlsx workbook.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionInfo } from '../../domain/session-info';
import type { components } from '../../../openapi/generated/portal';
import { ACL } from '../../domain/acls';
import { DomainError, ResultCode, fieldRefusal } from '../../domain/domain-error';
import { wireMoney } from '../../domain/wire';
import { agentInSubtreeByCode } from '../agents/agents.service';
import { agentCodeOf, monthlyFigures, type MonthFigures } from './performance.repository';
import { performanceWorkbook } from './performance-workbook';
import { MEASURES, type Measure, type Performance } from './performance-report';
import { defineMessage } from '@formatjs/intl';
import { REFUSAL } from '../../i18n/refusals';
import { PROBLEM } from '../../i18n/problems';
import { words } from '../../i18n/words';

export { MEASURES, type Measure, type Performance };

type PerformanceRow = components['schemas']['PerformanceRow'];

export const PERFORMANCE_CURRENCIES = ['AUD', 'CAD', 'EUR', 'GBP', 'USD', 'NZD'] as const;
export const FIRST_REPORT_YEAR = 2010;
export const NO_PERFORMANCE_PERMISSION = defineMessage({ id: 'SERVER.PERFORMANCE.NO_PERFORMANCE_PERMISSION', defaultMessage: "You do not have permission to see the performance report." });

export interface PerformanceQuery {
  year: number;
  /** An agent code of the user's subtree; the user's own agent when absent. */
  entityName?: string | undefined;
  includeSubAgents?: boolean | undefined;
}

function requireAccountManager(actor: SessionInfo): void {
  if (!actor.acls.has(ACL.ACCOUNT_MANAGER_R)) throw new DomainError(ResultCode.permissionDenied, NO_PERFORMANCE_PERMISSION);
}

/** 2010 to this year (UTC), worded as the validation words a field's bound. */
function checkYear(year: number, now: Date): void {
  const thisYear = now.getUTCFullYear();
  if (year < FIRST_REPORT_YEAR) throw fieldRefusal('year', words(PROBLEM.minimum, { n: FIRST_REPORT_YEAR }));
  if (year > thisYear) throw fieldRefusal('year', words(PROBLEM.maximum, { n: thisYear }));
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : round2((part / whole) * 100));

/** The eight measures of one currency, twelve months each (minor units and counts). */
export function measuresOf(figures: readonly MonthFigures[]): Record<Measure, number[]> {
  const of = (type: string, month: number) => figures.find((row) => row.tx_type === type && row.month === month);
  const out = Object.fromEntries(MEASURES.map((measure) => [measure, [] as number[]])) as Record<Measure, number[]>;
  for (let month = 1; month <= 12; month++) {
    const sale = of('SALE', month);
    const refund = of('REFUND', month);
    const redeem = of('REDEEM', month);
    const grossMinor = (sale?.value_minor ?? 0) - (refund?.value_minor ?? 0);
    const netMinor = (sale?.buy_value_minor ?? 0) - (refund?.buy_value_minor ?? 0);
    const marginMinor = grossMinor - netMinor;
    const cogsMinor = (redeem?.value_minor ?? 0) - (redeem?.buy_value_minor ?? 0);
    const netMarginMinor = marginMinor - cogsMinor;
    out.vouchersRedeemed.push(redeem?.success_count ?? 0);
    out.grossValue.push(wireMoney(grossMinor));
    out.netMerchantValue.push(wireMoney(netMinor));
    out.grossFlexMargin.push(wireMoney(marginMinor));
    out.grossFlexPercentage.push(percentOf(marginMinor, grossMinor));
    out.cogs.push(wireMoney(cogsMinor));
    out.netFlexMargin.push(wireMoney(netMarginMinor));
    out.netFlexPercentage.push(percentOf(netMarginMinor, grossMinor));
  }
  return out;
}

/** The report: every one of the six currencies, each measure one row labelled with the agent's code. */
export async function performanceReport(db: Kysely<Database>, actor: SessionInfo, query: PerformanceQuery, now = new Date()): Promise<Performance> {
  requireAccountManager(actor);
  checkYear(query.year, now);
  const agent = query.entityName ? await agentInSubtreeByCode(db, actor.agentId, query.entityName) : await agentCodeOf(db, actor.agentId);
  if (!agent) throw new DomainError(ResultCode.outsideHierarchy, REFUSAL.outsideStructure);
  const figures = await monthlyFigures(db, { agentId: agent.id, includeSubAgents: query.includeSubAgents === true }, query.year, ['SALE', 'REFUND', 'REDEEM']);
  const data = PERFORMANCE_CURRENCIES.map((currencyCode) => {
    const measures = measuresOf(figures.filter((row) => row.currency_code === currencyCode));
    const rows = (measure: Measure): PerformanceRow[] => [{ label: agent.code, values: measures[measure] }];
    return {
      currencyCode,
      vouchersRedeemed: rows('vouchersRedeemed'),
      grossValue: rows('grossValue'),
      netMerchantValue: rows('netMerchantValue'),
      grossFlexMargin: rows('grossFlexMargin'),
      grossFlexPercentage: rows('grossFlexPercentage'),
      cogs: rows('cogs'),
      netFlexMargin: rows('netFlexMargin'),
      netFlexPercentage: rows('netFlexPercentage'),
    };
  });
  return { year: query.year, agentCode: agent.code, data };
}

/** The user's agent's report as an xlsx workbook, base64. */
export async function performanceExport(db: Kysely<Database>, actor: SessionInfo, query: { year: number; includeSubAgents?: 'Y' | 'N' | undefined }, now = new Date()): Promise<string> {
  const report = await performanceReport(db, actor, { year: query.year, includeSubAgents: query.includeSubAgents === 'Y' }, now);
  const bytes = await performanceWorkbook(report, query.includeSubAgents === 'Y');
  return Buffer.from(bytes).toString('base64');
}
