// The audit trail's filters: a period of whole UTC days (the last 7 by default, the end not before
// the start), a username, a kind of event, an agent code (that agent and below) and a result.
// The server checks the same (and refuses an agent outside the user's structure).
import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { shiftDay, utcDay } from '../../../../shared/periods';
import { commonMessages } from '../../../shared/i18n';
import { auditMessages } from '../messages';
import type { AuditCategory, AuditExportQuery } from '../api';

export const AUDIT_CATEGORIES: readonly AuditCategory[] = [
  'signIn', 'lockout', 'impersonation', 'account', 'users', 'agents', 'limits', 'refunds', 'redemptions', 'pinOrders', 'documents', 'branding', 'authorisation',
];

export interface AuditFilterValues {
  /** yyyy-MM-dd, UTC; '' for no bound. */
  start: string;
  end: string;
  userLogin: string;
  category: '' | AuditCategory;
  agentCode: string;
  result: '' | 'SUCCESS' | 'REFUSED';
}

/** The last 7 days up to today (UTC). */
export function defaultAuditFilters(now: Date): AuditFilterValues {
  const today = utcDay(now);
  return { start: shiftDay(today, -6), end: today, userLogin: '', category: '', agentCode: '', result: '' };
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { start: '', end: '', userLogin: '', category: '', agentCode: '', result: '' };

/** The call's filter part (the list's and the export's). */
export function auditFilterArgs(filters: AuditFilterValues): AuditExportQuery {
  const login = filters.userLogin.trim();
  const agent = filters.agentCode.trim().toUpperCase();
  return {
    ...(filters.start ? { start: `${filters.start} 00:00:00` } : {}),
    ...(filters.end ? { end: `${filters.end} 23:59:59` } : {}),
    ...(login ? { userLogin: login } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(agent ? { agentCode: agent } : {}),
    ...(filters.result ? { result: filters.result } : {}),
  };
}

export function auditFilterSchema(intl: IntlShape) {
  return yup.object({
    userLogin: yup.string().max(128, intl.formatMessage(commonMessages.maxLength, { max: 128 })),
    agentCode: yup.string().matches(/^\s*[A-Za-z0-9]{0,8}\s*$/, intl.formatMessage(auditMessages.agentCodeFormat)),
    start: yup.string(),
    end: yup
      .string()
      .test('not-before-start', intl.formatMessage(auditMessages.endBeforeStart), (end, context) => !end || !context.parent.start || end >= context.parent.start),
  });
}
