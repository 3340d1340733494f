// The limit template form (spec 3 section 5, Credit limit template form): its values, the rules
// ('{name} is required' for the code, name, agents and status; at least one item; each item's
// target, limit type, limit at least 1 and period value; a currency target limits VALUE only;
// no two items with the same target and limit type), the code rewritten as typed (no whitespace,
// upper case), and the body of a create (without status) or an edit.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { array, object, string } from 'yup';
import { CONTRACT_PATTERNS } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { creditLimitsMessages as m } from '../messages';
import type { LimitInfo, LimitItem, LimitTargets, LimitTargetType, LimitTemplateSave, LimitType, TemplateStatus } from '../api';
import { amountRule, periodKey, periodValueRule, thresholdsOf, thresholdsRule, thresholdsText, type AmountValue } from './itemRules';
import { formPeriodValue, wirePeriodValue } from './periods';

export type TemplateDialogMode = 'create' | 'view' | 'edit';

export const TEMPLATE_CODE_MAX = 32;
export const TEMPLATE_NAME_MAX = 128;

export interface LimitItemValues {
  /** The row's own key (React), never sent. */
  key: string;
  /** 0 for a new item. */
  limitItemId: number;
  targetType: LimitTargetType;
  targetCode: string;
  limitType: LimitType;
  limitValue: AmountValue;
  /** '1' to '5' (a select's value). */
  periodId: string;
  /** As the period's control keeps it (a date yyyy-MM-dd). */
  periodValue: string;
  /** The period as loaded (an unchanged one is not held to the day-dependent rules again). */
  savedPeriod: string | null;
  /** Warning thresholds as typed ('80, 100'; empty for none). */
  alertThresholds: string;
}

export interface TemplateFormValues {
  templateCode: string;
  templateName: string;
  status: TemplateStatus;
  assignedAgentCodes: string[];
  limitItems: LimitItemValues[];
}

export const TARGET_TYPES: readonly { value: LimitTargetType; label: MessageDescriptor }[] = [
  { value: 'CURRENCY', label: m.targetCurrency },
  { value: 'PRODUCT', label: m.targetProduct },
];

export const LIMIT_TYPES: readonly { value: LimitType; label: MessageDescriptor }[] = [
  { value: 'VALUE', label: m.limitTypeValue },
  { value: 'COUNT', label: m.limitTypeCount },
];

export const STATUSES: readonly { value: TemplateStatus; label: MessageDescriptor }[] = [
  { value: 'ACTIVE', label: m.statusActive },
  { value: 'INACTIVE', label: m.statusInactive },
];

let lastKey = 0;
const newKey = () => `item-${(lastKey += 1)}`;

/** The spec's new item: a currency (AUD, else the first one), VALUE, limit 1, every hour. */
export function newItem(targets: LimitTargets | undefined): LimitItemValues {
  const currencies = targets?.currencies ?? [];
  const currency = currencies.find((c) => c.code === 'AUD') ?? currencies[0];
  return {
    key: newKey(), limitItemId: 0, targetType: 'CURRENCY', targetCode: currency?.code ?? 'AUD', limitType: 'VALUE',
    limitValue: 1, periodId: '1', periodValue: '1', savedPeriod: null, alertThresholds: thresholdsText(undefined),
  };
}

/** The first target of a type (a changed target type starts there). */
export function firstTarget(targets: LimitTargets | undefined, type: LimitTargetType): string {
  return (type === 'CURRENCY' ? targets?.currencies : targets?.products)?.[0]?.code ?? '';
}

export function newTemplateValues(targets: LimitTargets | undefined): TemplateFormValues {
  return { templateCode: '', templateName: '', status: 'ACTIVE', assignedAgentCodes: [], limitItems: [newItem(targets)] };
}

export function itemValues(item: LimitItem): LimitItemValues {
  const periodValue = formPeriodValue(item.periodId, item.periodValue);
  return {
    key: newKey(), limitItemId: item.limitItemId ?? 0, targetType: item.targetType, targetCode: item.targetCode, limitType: item.limitType,
    limitValue: item.limitValue, periodId: String(item.periodId), periodValue, savedPeriod: periodKey(item.periodId, periodValue),
    alertThresholds: thresholdsText(item.alertThresholds),
  };
}

export function templateValues(details: { limitInfo: LimitInfo; limitItems: readonly LimitItem[] }): TemplateFormValues {
  return {
    templateCode: details.limitInfo.templateCode,
    templateName: details.limitInfo.templateName,
    status: details.limitInfo.status ?? 'ACTIVE',
    assignedAgentCodes: [...details.limitInfo.assignedAgentCodes],
    limitItems: details.limitItems.map(itemValues),
  };
}

/** The code as typed: whitespace removed, upper case. */
export const normaliseTemplateCode = (value: string) => value.replace(/\s/g, '').toUpperCase();

const periodIdOf = (value: string) => Number(value) as LimitItem['periodId'];

/** The body of a create (without status: the template starts ACTIVE) or an edit (with it). */
export function templateBody(values: TemplateFormValues, mode: 'create' | 'edit'): LimitTemplateSave {
  return {
    limitInfo: {
      templateCode: values.templateCode,
      templateName: values.templateName.trim(),
      assignedAgentCodes: values.assignedAgentCodes,
      ...(mode === 'edit' ? { status: values.status } : {}),
    },
    limitItems: values.limitItems.map((item) => ({
      limitItemId: item.limitItemId,
      targetType: item.targetType,
      targetCode: item.targetCode,
      limitType: item.limitType,
      limitValue: Number(item.limitValue),
      periodId: periodIdOf(item.periodId),
      periodValue: wirePeriodValue(Number(item.periodId), item.periodValue),
      alertThresholds: thresholdsOf(item.alertThresholds),
    })),
  };
}

export function templateSchema(intl: IntlShape, now = new Date()) {
  const required = (name: MessageDescriptor) => intl.formatMessage(m.namedRequired, { name: intl.formatMessage(name) });
  const max = (n: number) => intl.formatMessage(commonMessages.maxLength, { max: n });
  const item = object({
    targetType: string().required(required(m.targetType)),
    targetCode: string().required(required(m.targetCode)),
    limitType: string()
      .required(required(m.limitType))
      .test('currency-value', intl.formatMessage(m.currencyValueOnly), function check(value) {
        return (this.parent as LimitItemValues).targetType !== 'CURRENCY' || value === 'VALUE';
      }),
    limitValue: amountRule(intl, (rule) => rule.min(1, intl.formatMessage(m.limitMin))),
    periodId: string().required(required(m.resetPeriod)),
    periodValue: periodValueRule(intl, now),
    alertThresholds: thresholdsRule(intl),
  });
  return object({
    templateCode: string()
      .required(required(m.templateCode))
      .max(TEMPLATE_CODE_MAX, max(TEMPLATE_CODE_MAX))
      .matches(CONTRACT_PATTERNS.TemplateCode, intl.formatMessage(m.codeFormat)),
    templateName: string().trim().required(required(m.templateName)).max(TEMPLATE_NAME_MAX, max(TEMPLATE_NAME_MAX)),
    status: string().required(required(m.status)),
    assignedAgentCodes: array(string().required()).min(1, required(m.assignedAgents)),
    limitItems: array(item)
      .min(1, intl.formatMessage(m.atLeastOneItem))
      .test('unique', '', function check(items) {
        const seen = new Set<string>();
        for (const [index, value] of (items ?? []).entries()) {
          const key = `${value.targetType}/${value.targetCode}/${value.limitType}`;
          if (seen.has(key)) return this.createError({ path: `limitItems[${index}].targetCode`, message: intl.formatMessage(m.duplicateItem) });
          seen.add(key);
        }
        return true;
      }),
  });
}
