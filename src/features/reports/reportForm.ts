// The Transaction Reports filter form (spec 2 sections 4 and 5): its values, the defaults Clear
// returns to (today, the detailed report), the periods and the dates each sets (UTC; weeks start
// on Monday), the validation with the spec's messages, and the Report filter the live channel is
// sent. Dates are whole UTC days: From at 00:00:00, To at 23:59:59.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { boolean, object, string } from 'yup';
import { CONTRACT_PATTERNS, type ApiSchema } from '../../shared/api';
import { commonMessages } from '../../shared/i18n';
import { availableReportPeriods, earliestReportDay, reportPeriodRange, utcDay } from '../../../shared/periods';
import { reportsMessages } from './messages';

export type ReportFilter = ApiSchema<'ReportFilter'>;
export type PeriodId = ApiSchema<'PeriodId'>;
export type TransType = '' | 'SALE' | 'REDEEM' | 'REFUND' | 'PAYOUT';

export interface ReportFormValues {
  /** '' once a date has been edited by hand (the custom range). */
  period: PeriodId | '';
  /** yyyy-MM-dd, UTC. */
  start: string;
  end: string;
  refId: string;
  exRefId: string;
  voucherSerial: string;
  phoneNo: string;
  agentCode: string;
  transType: TransType;
  reportType: 'detailed' | 'sales';
  includeSubAgent: boolean;
  isRefunded: boolean;
  isReversed: boolean;
}

export const PERIODS: readonly { id: PeriodId; label: MessageDescriptor }[] = [
  { id: 'today', label: reportsMessages.periodToday },
  { id: 'yesterday', label: reportsMessages.periodYesterday },
  { id: 'thisWeek', label: reportsMessages.periodThisWeek },
  { id: 'lastWeek', label: reportsMessages.periodLastWeek },
  { id: 'thisMonth', label: reportsMessages.periodThisMonth },
  { id: 'lastMonth', label: reportsMessages.periodLastMonth },
  { id: 'q1', label: reportsMessages.periodQ1 },
  { id: '2ndQuarter', label: reportsMessages.periodQ2 },
  { id: '3rdQuarter', label: reportsMessages.periodQ3 },
  { id: '4thQuarter', label: reportsMessages.periodQ4 },
];

/** The periods offered on that day (shared/periods.ts: quarters after the current one are left out). */
export function availablePeriods(now: Date): typeof PERIODS {
  const offered = availableReportPeriods(now);
  return PERIODS.filter((p) => offered.includes(p.id));
}

/** What Clear returns to: today, the detailed transactions of the user's scope. */
export function defaultValues(now: Date, agentCode = ''): ReportFormValues {
  return {
    period: 'today',
    ...reportPeriodRange('today', now),
    refId: '',
    exRefId: '',
    voucherSerial: '',
    phoneNo: '',
    agentCode,
    transType: '',
    reportType: 'detailed',
    includeSubAgent: true,
    isRefunded: false,
    isReversed: false,
  };
}

/** The form's rules with the spec's messages; the dates within the months the server searches. */
export function reportFormSchema(intl: IntlShape, now: Date, months: number) {
  const required = intl.formatMessage(reportsMessages.dateRequired);
  const earliest = earliestReportDay(now, months);
  return object({
    refId: string().trim().matches(CONTRACT_PATTERNS.RefId, { message: intl.formatMessage(reportsMessages.invalidRefId), excludeEmptyString: true }),
    phoneNo: string().trim().matches(CONTRACT_PATTERNS.Phone, { message: intl.formatMessage(commonMessages.invalidPhone), excludeEmptyString: true }),
    start: string()
      .required(required)
      .test('in-range', intl.formatMessage(reportsMessages.searchRange, { months }), (value) => !value || value >= earliest),
    end: string()
      .required(required)
      .test('not-future', intl.formatMessage(reportsMessages.endDateInFuture), (value) => !value || value <= utcDay(now))
      .test('after-start', intl.formatMessage(reportsMessages.endDateBeforeStart), function afterStart(value) {
        const start = (this.parent as ReportFormValues).start;
        return !value || !start || value >= start;
      }),
    includeSubAgent: boolean(),
  });
}

/** The Report filter of the form's values: only what is set, codes trimmed and upper-cased. */
export function reportFilterOf(values: ReportFormValues): ReportFilter {
  const text = (value: string) => value.trim() || undefined;
  const filter: ReportFilter = {
    start: `${values.start} 00:00:00`,
    end: `${values.end} 23:59:59`,
    ...(values.period ? { period: values.period } : {}),
    refId: text(values.refId),
    exRefId: text(values.exRefId),
    voucherSerial: text(values.voucherSerial),
    phoneNo: text(values.phoneNo),
    agentCode: text(values.agentCode)?.toUpperCase(),
    transType: values.transType || undefined,
    includeSubAgent: values.includeSubAgent,
    salesReports: values.reportType === 'sales' || undefined,
    isRefunded: values.isRefunded || undefined,
    isReversed: values.isReversed || undefined,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as ReportFilter;
}

/** The form's values of a saved filter: a period is applied again on the day it is opened. */
export function valuesOfFilter(filter: Partial<ReportFilter>, now: Date): ReportFormValues {
  const base = defaultValues(now);
  const dates = filter.period
    ? reportPeriodRange(filter.period, now)
    : { start: filter.start?.slice(0, 10) ?? base.start, end: filter.end?.slice(0, 10) ?? base.end };
  return {
    ...base,
    period: filter.period ?? (filter.start ? '' : base.period),
    ...dates,
    refId: filter.refId ?? '',
    exRefId: filter.exRefId ?? '',
    voucherSerial: filter.voucherSerial ?? '',
    phoneNo: filter.phoneNo ?? '',
    agentCode: filter.agentCode ?? '',
    transType: (filter.transType ?? '') as TransType,
    reportType: filter.salesReports ? 'sales' : 'detailed',
    includeSubAgent: filter.includeSubAgent ?? base.includeSubAgent,
    isRefunded: filter.isRefunded ?? false,
    isReversed: filter.isReversed ?? false,
  };
}
