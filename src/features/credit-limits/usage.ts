// How a limit reads: amounts (a VALUE limit in money with 2 decimals, with the sign of its
// currency: the target currency, or the product's currency the server names in currencyCode; a
// COUNT limit a whole number of sales) and usage (the usage bars' percent, so the
// spec's thresholds come from one place: shared/ui/UsageBar).
import type { IntlShape } from 'react-intl';
import { formatMoney } from '../../shared/ui/Money';
import { usagePercent, usageRatio } from '../../shared/ui/UsageBar';
import type { AgentLimits, LimitTargetType, LimitType, LimitTemplate } from './api';
import { creditLimitsMessages } from './messages';

export interface AmountOf {
  limitType: LimitType;
  targetType: LimitTargetType;
  targetCode: string;
  /** The answer's currency of the amounts (a PRODUCT target's is its product's). */
  currencyCode?: string | null;
}

/** The currency of an item's amounts: the answer's, or a CURRENCY target's code. */
const currencyOf = (item: AmountOf) => item.currencyCode ?? (item.targetType === 'CURRENCY' ? item.targetCode : null);

export function formatAmount(intl: IntlShape, value: number, item: AmountOf): string {
  if (item.limitType === 'COUNT') return intl.formatNumber(value);
  return formatMoney(value, { locale: intl.locale, currency: currencyOf(item) });
}

/** What an item's amounts are counted in, as a field's help ('In USD', 'A number of sales'); none
 * for a VALUE limit whose currency is not known yet (a product target in a new template). */
export function amountUnit(intl: IntlShape, item: AmountOf): string | undefined {
  if (item.limitType === 'COUNT') return intl.formatMessage(creditLimitsMessages.unitCount);
  const currency = currencyOf(item);
  return currency ? intl.formatMessage(creditLimitsMessages.unitCurrency, { currency }) : undefined;
}

type Usage = { currentValue?: number; limitValue: number };

/** An item's current value over its limit (possibly non-finite: the usage bar reads it as 0%). */
export const itemRatio = (item: Usage) => usageRatio(item.currentValue ?? 0, item.limitValue);

/** An item's usage in percent (a non-finite ratio counts as 0). */
export const itemPercent = (item: Usage) => usagePercent(itemRatio(item));

/** The usage of an agent's most used item (0 without items). */
export const agentPercent = (agent: AgentLimits) => Math.max(0, ...agent.limitItems.map(itemPercent));

/** The usage of the most used item of any of a template's agents (the agents column's order). */
export const templatePercent = (template: LimitTemplate) => Math.max(0, ...template.agentLimits.map(agentPercent));
