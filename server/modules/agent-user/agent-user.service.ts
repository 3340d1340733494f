// What the shell's top bar shows about the signed-in agent: its credit-limit usage (limitItems,
// limitAlertPercent; each item's warning thresholds and those reached in its current window, #37), display flags and payout details, and what it owes per currency.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionInfo } from '../../domain/session-info';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { wireMoney } from '../../domain/wire';
import { usedInWindow } from '../credit-limits/limit-periods';
import { crossedThresholds } from '../credit-limits/limit-alerts.service';
import { balancesOf, findAgent, limitItemsOf, subtreeBalancesOf } from './agent-user.repository';
import { REFUSAL } from '../../i18n/refusals';


/** The narrow currency symbol ('$' for AUD, '€' for EUR), as the top bar shows it. */
export function currencySymbol(currencyCode: string): string {
  const parts = new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currencyCode;
}

export async function agentUserInfo(db: Kysely<Database>, actor: SessionInfo) {
  const agent = await findAgent(db, actor.agentId);
  if (!agent) throw new DomainError(ResultCode.notFound, REFUSAL.agentNotFound);
  const items = await limitItemsOf(db, agent.id);
  const now = new Date();
  const crossed = await crossedThresholds(db, items, now);
  // VALUE limits are kept in minor units; COUNT limits are plain counts.
  const asShown = (value: number, limitType: string) => (limitType === 'VALUE' ? wireMoney(value) : value);
  return {
    agentType: agent.type,
    hideAccumulatedBalance: agent.hide_accumulated_balance,
    hideRedeemedAt: agent.hide_redeemed_at,
    limitAlertPercent: agent.limit_alert_percent,
    limitItems: items.map((item) => ({
      targetCode: item.target_code,
      currentValue: asShown(usedInWindow(item, now), item.limit_type),
      limitValue: asShown(item.limit_value, item.limit_type),
      alertThresholds: item.alert_thresholds,
      crossedThresholds: crossed.get(item.id) ?? [],
    })),
    agentDetail: {
      agentCode: agent.code,
      name: agent.name,
      payoutVoucherCreditLimit: wireMoney(agent.payout_voucher_credit_limit_minor),
      isEnablePayout: agent.is_enable_payout ? ('true' as const) : ('false' as const),
    },
  };
}

/** The accumulated balance per currency: a distributor's (MD, D, SD) covers its whole subtree,
 * its own sales and every agent's below it (what its network owes the provider); a retailer's is
 * its own. */
export async function owedBalances(db: Kysely<Database>, actor: SessionInfo) {
  const agent = await findAgent(db, actor.agentId);
  if (!agent) throw new DomainError(ResultCode.notFound, REFUSAL.agentNotFound);
  const balances = agent.level === 'R' ? await balancesOf(db, agent.id) : await subtreeBalancesOf(db, agent.id);
  return balances.map((row) => ({
    balance: wireMoney(row.balance_minor),
    currencyCode: row.currency_code,
    symbol: currencySymbol(row.currency_code),
  }));
}
