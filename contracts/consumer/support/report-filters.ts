// The report filters of the live-channel message pact, shared by its consumer test (what the
// client sends) and the provider's verification (what it asks the real server): today's report
// of the signed-in user's structure, and one that ends tomorrow (refused).
import type { ApiSchema } from '../../../src/shared/api';

type ReportFilter = ApiSchema<'ReportFilter'>;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Today's detailed report of the user's agent and the agents below it, newest first. */
export function todaysReport(): ReportFilter {
  return { start: `${day(0)} 00:00:00`, end: `${day(0)} 23:59:59`, period: 'today', includeSubAgent: true, pageIndex: 1, pageSize: 10, orderType: 'DESC' };
}

/** A report that ends tomorrow: the server refuses an end in the future. */
export function reportEndingTomorrow(): ReportFilter {
  return { ...todaysReport(), period: undefined, end: `${day(1)} 23:59:59` };
}

/** Today's report for a reference no transaction has: an export of it is the header line alone. */
export function reportOfNoReference(): ReportFilter {
  return { ...todaysReport(), refId: '1' };
}

/** The CSV export of a report that finds nothing: the byte-order mark and the English header line. */
export const EMPTY_REPORT_CSV =
  '\uFEFFDate,Reference ID,External Reference,Type,Status,Agent Code,Merchant,Terminal,Product,Voucher Serial,Currency,Gross Value,Net Value,Redeemed At,Redeemed Date,Reason,Return Date,Result\r\n';
