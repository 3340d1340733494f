// Provider states of reports by email and saved report views (contracts/consumer/report-email.pact.test.ts,
// report-views.pact.test.ts): the dates of today's ranges for the requests, a report by email
// already asked for (QUEUED: the verification's server has no worker time to count on), and
// report views of the demo users, through the services themselves.
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { wireTimestamp } from '../../../server/domain/wire';
import { insertReportEmailExport } from '../../../server/modules/reports/report-email.repository';
import { upsertReportView } from '../../../server/modules/reports/report-views.repository';
import { tokens } from '../../consumer/support/pact';
import { demoCompany, demoUserSignedIn, type StateSetUp } from './context';

const DAY_MS = 86_400_000;

/** Today's ranges, as the consumer's requests name them. */
function ranges() {
  const now = new Date();
  const today = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const fiveMonthsAgo = new Date(today);
  fiveMonthsAgo.setUTCMonth(fiveMonthsAgo.getUTCMonth() - 5);
  return { today: wireTimestamp(today), weekAgo: wireTimestamp(new Date(today.getTime() - 7 * DAY_MS)), fiveMonthsAgo: wireTimestamp(fiveMonthsAgo) };
}

const filter = { period: 'thisMonth', includeSubAgent: true, isRefunded: true };

async function viewOf(db: Kysely<Database>, userId: number, name: string) {
  return upsertReportView(db, { userId, name, filter, hiddenColumns: ['TRANSACTION.COLUMN.EXTERNAL_REF'] });
}

export const reportEmailStates: Record<string, StateSetUp> = {
  'MD0001 admin is signed in, with the dates of today\'s report ranges': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    return ranges();
  },
  'MD0001 admin is signed in and has sent a report by email': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    const demo = await demoCompany(db, context);
    const { today, weekAgo } = ranges();
    await insertReportEmailExport(db, {
      userId: demo.userIds.get('MD0001/admin')!,
      agentId: demo.agentIds.get('MD0001')!,
      email: 'admin@md0001.example.com',
      fileType: 'CSV',
      filter: { start: weekAgo, end: today, includeSubAgent: true },
      language: 'en',
    });
  },
  'MD0001 admin is signed in and has a report view named Refunds this month': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    const demo = await demoCompany(db, context);
    const view = await viewOf(db, demo.userIds.get('MD0001/admin')!, 'Refunds this month');
    return { viewId: view.id };
  },
  // 'Refunds this month' among the 50, so that saving that name again (a replacement) still works.
  'MD0001 admin is signed in and has 50 report views': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    const demo = await demoCompany(db, context);
    const userId = demo.userIds.get('MD0001/admin')!;
    await viewOf(db, userId, 'Refunds this month');
    for (let i = 1; i <= 49; i++) await viewOf(db, userId, `View ${i}`);
  },
  'MD0001 admin is signed in and MD0001 viewer has a report view': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    const demo = await demoCompany(db, context);
    const view = await viewOf(db, demo.userIds.get('MD0001/viewer')!, 'Viewer only');
    return { viewId: view.id };
  },
};
