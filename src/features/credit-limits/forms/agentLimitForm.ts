// The agent-limit form (spec 3 section 5, Agent limit edit): per item of the agent, its own limit
// (greater than 0), current value (0 or more, not above the limit: 'current value must be less
// than limit value') and period; empty values are errors; the target and limit type stay.
import type { IntlShape } from 'react-intl';
import { array, object, string } from 'yup';
import { creditLimitsMessages as m } from '../messages';
import type { AgentLimitItem, AgentLimitItemsEdit } from '../api';
import { amountRule, periodKey, periodValueRule, thresholdsOf, thresholdsRule, thresholdsText, type AmountValue } from './itemRules';
import { formPeriodValue, wirePeriodValue } from './periods';

export interface AgentItemValues {
  limitItemId: number;
  limitType: AgentLimitItem['limitType'];
  limitValue: AmountValue;
  currentValue: AmountValue;
  periodId: string;
  periodValue: string;
  savedPeriod: string | null;
  /** Warning thresholds as typed ('80, 100'; empty for none). */
  alertThresholds: string;
}

export interface AgentLimitFormValues {
  limitItems: AgentItemValues[];
}

export function agentLimitValues(items: readonly AgentLimitItem[]): AgentLimitFormValues {
  return {
    limitItems: items.map((item) => {
      const periodValue = formPeriodValue(item.periodId, item.periodValue);
      return {
        limitItemId: item.limitItemId, limitType: item.limitType, limitValue: item.limitValue, currentValue: item.currentValue,
        periodId: String(item.periodId), periodValue, savedPeriod: periodKey(item.periodId, periodValue),
        alertThresholds: thresholdsText(item.alertThresholds),
      };
    }),
  };
}

export function agentLimitBody(agentCode: string, values: AgentLimitFormValues): AgentLimitItemsEdit {
  return {
    agentCode,
    limitItems: values.limitItems.map((item) => ({
      limitItemId: item.limitItemId,
      limitValue: Number(item.limitValue),
      currentValue: Number(item.currentValue),
      periodId: Number(item.periodId) as AgentLimitItem['periodId'],
      periodValue: wirePeriodValue(Number(item.periodId), item.periodValue),
      alertThresholds: thresholdsOf(item.alertThresholds),
    })),
  };
}

export function agentLimitSchema(intl: IntlShape, now = new Date()) {
  const text = intl.formatMessage;
  return object({
    limitItems: array(
      object({
        limitValue: amountRule(intl, (rule) => rule.moreThan(0, text(m.limitPositive))),
        currentValue: amountRule(intl, (rule) => rule.min(0, text(m.currentMin))).test('below-limit', text(m.currentAboveLimit), function check(value) {
          const { limitValue } = this.parent as AgentItemValues;
          return typeof limitValue !== 'number' || value === undefined || value <= limitValue;
        }),
        periodId: string().required(text(m.periodValueRequired)),
        periodValue: periodValueRule(intl, now),
        alertThresholds: thresholdsRule(intl),
      }),
    ),
  });
}
