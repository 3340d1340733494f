// A server time as the portal shows every date-time: the API's UTC 'yyyy-MM-dd HH:mm:ss' (the
// contract's Timestamp) with 'UTC' after the time, as the top bar's clock says it. The one place
// that words a time: tables, receipts, details and history all call it (Timestamp.tsx for markup).
import type { IntlShape } from 'react-intl';
import { commonMessages } from '../../i18n';

/** The date and time parts of a server time; null when it is not one (shown as it came). */
export function timestampParts(value: string): { date: string; time: string; iso: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)/.exec(value);
  if (!match) return null;
  const [, date = '', time = ''] = match;
  return { date, time, iso: `${date}T${time}Z` };
}

/** The time with its zone: '10:02:00 UTC'. */
export function formatUtcTimeOfDay(intl: Pick<IntlShape, 'formatMessage'>, time: string): string {
  return intl.formatMessage(commonMessages.utcTime, { time });
}

/** '2026-11-21 10:02:00 UTC'; '' for no value. */
export function formatTimestamp(intl: Pick<IntlShape, 'formatMessage'>, value: string | null | undefined): string {
  if (!value) return '';
  const parts = timestampParts(value);
  if (!parts) return value;
  return `${parts.date} ${formatUtcTimeOfDay(intl, parts.time)}`;
}
