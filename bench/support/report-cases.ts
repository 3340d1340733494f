// The live channel's report kind as the benchmarks ask it (issue #15): the report over REPORT_DAYS
// days for MD0001 admin (MD0001's subtree) and R00001 cashier, each as its first page with its
// count, a deep page, a refId and one terminal. bench/dashboard.ts measures them under load;
// bench/partitions.ts at 1,000,000 and at 10,000,000 rows.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import type { DashboardAnswer } from './live-client';

/** The report's range: this many days back from today (within the six months it may reach). */
export const REPORT_DAYS = 170;

export interface ReportCase {
  who: string;
  /** The signing-in user (merchant id/login) and the live channel's login. */
  user: string;
  login: string;
  /** What is asked: a name, the filter and whether an answer is the one expected. */
  filters: [what: string, filter: object, fine: (body: DashboardAnswer) => boolean][];
}

/** The report's first day (00:00 UTC, REPORT_DAYS before now). */
export function reportStartOf(now: Date): Date {
  const start = new Date(now.getTime() - REPORT_DAYS * 86_400_000);
  start.setUTCHours(0, 0, 0, 0);
  return start;
}

const wire = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/** The two users' report cases on the bench data (bench/support/dashboard-data.ts). */
export async function reportCases(db: Kysely<Database>, now: Date): Promise<ReportCase[]> {
  const reportStart = reportStartOf(now);
  const sample = async (agentCode: string) =>
    (await sql<{ ref_id: string }>`SELECT t.ref_id FROM transactions t JOIN agents a ON a.id = t.agent_id
      WHERE a.code = ${agentCode} AND t.created_at > ${reportStart} ORDER BY t.id LIMIT 1 OFFSET 500`.execute(db)).rows[0]!.ref_id;
  const cases = [
    { who: 'MD0001 admin', user: 'MD0001/admin', login: 'admin', refId: await sample('BR000001'), deepPage: 500, terminal: 'BR000001-T1' },
    { who: 'R00001 cashier', user: 'R00001/cashier', login: 'cashier', refId: await sample('R00001'), deepPage: 200, terminal: 'R00001-T1' },
  ];
  return cases.map(({ who, user, login, refId, deepPage, terminal }) => {
    const base = { start: wire(reportStart), end: wire(new Date()), includeSubAgent: true, pageSize: 10, orderType: 'DESC' };
    return {
      who,
      user,
      login,
      filters: [
        ['first page', { ...base, pageIndex: 1 }, (body) => body.data?.length === 10],
        [`page ${deepPage}`, { ...base, pageIndex: deepPage }, (body) => body.data?.length === 10],
        ['a refId', { ...base, refId }, (body) => body.data?.[0]?.refId === refId],
        ['one terminal (count up to the cap)', { ...base, terminalIds: [terminal] }, (body) => (body.totalRecord ?? 0) > 0],
      ],
    };
  });
}
