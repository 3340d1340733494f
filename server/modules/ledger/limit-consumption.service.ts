// Consuming and releasing credit limits. A limit item assigned to an agent covers the sales of
// that agent and of every agent below it. Items are locked (FOR UPDATE, in id order, so
// concurrent sales cannot deadlock), checked, and only then updated with a guarded UPDATE:
// either every item of a sale batch takes the whole amount or none changes. The warning
// thresholds the sale brings an item to are recorded, and alerted once, in the same transaction
// (credit-limits/limit-alerts.service.ts).
import type { Transaction } from 'kysely';
import type { Database, LimitTargetType, LimitType } from '../../db/schema';
import { limitWindowStart } from '../../../shared/periods';
import { ancestorPairs } from '../agents/agents.service';
import { lockLimitItems, setLimitItemUse, setLimitItemValue } from './limit-items.repository';
import { usedInWindow } from '../credit-limits/limit-periods';
import { recordLimitAlerts, type LimitAlertQueue } from '../credit-limits/limit-alerts.service';

/** One sale's claim on the limits of its agent and the agent's ancestors (or an approved PIN
 * order's: `count` vouchers of `valueMinor` in all). */
export interface LimitConsumption {
  agentId: number;
  currencyCode: string;
  productCode: string;
  valueMinor: number;
  /** Vouchers the claim is for (COUNT limits); 1 when absent. */
  count?: number;
}

export type LimitCheck =
  | { ok: true }
  | { ok: false; limitAgentId: number; targetType: LimitTargetType; targetCode: string; limitType: LimitType };

interface LockedItem {
  id: number;
  agent_id: number;
  target_type: LimitTargetType;
  target_code: string;
  limit_type: LimitType;
  limit_value: number;
  current_value: number;
  period_id: number;
  period_value: string;
  period_start: Date;
  alert_thresholds: number[];
}

/** Takes the consumptions from every applicable limit item, or refuses and changes nothing.
 * Thresholds reached are recorded; their alert mails are queued through `alerts` (without it,
 * as for the demo data, nobody is mailed). */
export async function consumeCreditLimits(
  trx: Transaction<Database>,
  consumptions: readonly LimitConsumption[],
  at: Date,
  alerts?: LimitAlertQueue,
): Promise<LimitCheck> {
  const { items, coveredSellers } = await lockApplicableItems(trx, consumptions);
  const updates: { item: LockedItem; newValue: number; periodStart: Date }[] = [];
  for (const item of items) {
    const amount = amountFor(item, consumptions, coveredSellers.get(item.agent_id));
    if (amount === 0) continue;
    const windowStart = limitWindowStart(item.period_id, item.period_value, at);
    const inWindow = item.period_start.getTime() >= windowStart.getTime();
    const newValue = usedInWindow(item, at) + amount;
    if (newValue > item.limit_value) {
      return {
        ok: false,
        limitAgentId: item.agent_id,
        targetType: item.target_type,
        targetCode: item.target_code,
        limitType: item.limit_type,
      };
    }
    updates.push({ item, newValue, periodStart: inWindow ? item.period_start : windowStart });
  }
  for (const { item, newValue, periodStart } of updates) {
    if (!(await setLimitItemUse(trx, item.id, newValue, periodStart))) throw new Error(`limit item ${item.id} changed while locked`);
  }
  const currencyOfProduct = new Map(consumptions.map((c) => [c.productCode, c.currencyCode]));
  await recordLimitAlerts(
    trx,
    updates.map(({ item, newValue }) => ({
      itemId: item.id,
      agentId: item.agent_id,
      targetCode: item.target_code,
      limitType: item.limit_type,
      currencyCode: item.limit_type === 'COUNT' ? null : item.target_type === 'CURRENCY' ? item.target_code : (currencyOfProduct.get(item.target_code) ?? null),
      limitValue: item.limit_value,
      used: newValue,
      periodId: item.period_id,
      periodValue: item.period_value,
      thresholds: item.alert_thresholds,
    })),
    at,
    alerts,
  );
  return { ok: true };
}

/** Gives back what a sale took (refund, reversal) if its window has not been reset since. */
export async function releaseCreditLimits(
  trx: Transaction<Database>,
  consumption: LimitConsumption,
  soldAt: Date,
): Promise<void> {
  const { items, coveredSellers } = await lockApplicableItems(trx, [consumption]);
  for (const item of items) {
    const amount = amountFor(item, [consumption], coveredSellers.get(item.agent_id));
    if (amount === 0 || item.period_start.getTime() > soldAt.getTime()) continue;
    await setLimitItemValue(trx, item.id, Math.max(0, item.current_value - amount));
  }
}

async function lockApplicableItems(trx: Transaction<Database>, consumptions: readonly LimitConsumption[]) {
  const sellerIds = [...new Set(consumptions.map((c) => c.agentId))];
  const closure = await ancestorPairs(trx, sellerIds);
  /** limit-holding agent -> the sellers it covers */
  const coveredSellers = new Map<number, Set<number>>();
  for (const { ancestor_id, descendant_id } of closure) {
    const sellers = coveredSellers.get(ancestor_id) ?? new Set<number>();
    sellers.add(descendant_id);
    coveredSellers.set(ancestor_id, sellers);
  }
  const currencies = [...new Set(consumptions.map((c) => c.currencyCode))];
  const productCodes = [...new Set(consumptions.map((c) => c.productCode))];
  const items: LockedItem[] = await lockLimitItems(trx, [...coveredSellers.keys()], currencies, productCodes);
  return { items, coveredSellers };
}

function amountFor(item: LockedItem, consumptions: readonly LimitConsumption[], sellers: Set<number> | undefined): number {
  if (!sellers) return 0;
  let amount = 0;
  for (const c of consumptions) {
    if (!sellers.has(c.agentId)) continue;
    const target = item.target_type === 'CURRENCY' ? c.currencyCode : c.productCode;
    if (target !== item.target_code) continue;
    amount += item.limit_type === 'COUNT' ? (c.count ?? 1) : c.valueMinor;
  }
  return amount;
}
