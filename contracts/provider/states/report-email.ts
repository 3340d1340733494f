// Provider states of reports by email and saved report views (contracts/consumer/report-email.pact.test.ts,
// report-views.pact.test.ts): the dates of today's ranges for the requests, a report by email
// already asked for (QUEUED: the verification's server has no worker time to count on), a report
// too large to mail whose file is kept (the admin's, or the viewer's), and report views of the
// demo users, through the services and repositories themselves.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { wireTimestamp } from '../../../server/domain/wire';
import { insertReportEmailExport } from '../../../server/modules/reports/report-email.repository';
import { upsertReportView } from '../../../server/modules/reports/report-views.repository';
import { storeReportFile } from '../../../server/modules/reports/report-email-files.repository';
import { FILE_KEPT_DAYS, REPORT_EMAIL_WAITING_LIMIT } from '../../../server/modules/reports/report-email.service';
import { tokens } from '../../parties';
import { KEPT_REPORT_ZIP } from '../../consumer/support/report-file';
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

/** A SENT report by email of the user, too large to mail, its file kept: answers its exportId. */
async function keptReportOf(db: Kysely<Database>, userId: number, agentId: number): Promise<{ exportId: number }> {
  const { today, weekAgo } = ranges();
  const exportId = await insertReportEmailExport(db, { userId, agentId, email: 'admin@md0001.example.com', fileType: 'CSV', filter: { start: weekAgo, end: today }, language: 'en' });
  // SENT, and otherwise as the list's interaction expects every row (rowsTotal null).
  await db.updateTable('report_email_exports').set({ status: 'SENT' }).where('id', '=', exportId).execute();
  const directory = await mkdtemp(join(tmpdir(), 'pact-report-file-'));
  try {
    await writeFile(join(directory, 'report.zip'), KEPT_REPORT_ZIP);
    await storeReportFile(db, exportId, join(directory, 'report.zip'), {
      name: `Transaction_Report_${exportId}_20261121093012.zip`,
      contentType: 'application/zip',
      expiresAt: new Date(Date.now() + FILE_KEPT_DAYS * DAY_MS),
    });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  return { exportId };
}

export const reportEmailStates: Record<string, StateSetUp> = {
  'MD0001 admin is signed in, with the dates of today\'s report ranges': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    // Requests of earlier interactions, never worked here, must not count against the admin's
    // limit of waiting reports (REPORT_EMAIL_WAITING_LIMIT).
    const demo = await demoCompany(db, context);
    await db.updateTable('report_email_exports').set({ status: 'SENT' }).where('user_id', '=', demo.userIds.get('MD0001/admin')!).where('status', 'in', ['QUEUED', 'BUILDING']).execute();
    return ranges();
  },
  'MD0001 viewer is signed in and has 3 reports by email waiting, with the dates of today\'s report ranges': async (db, context) => {
    await demoUserSignedIn('MD0001/viewer', tokens.demoViewer)(db, context);
    const demo = await demoCompany(db, context);
    const userId = demo.userIds.get('MD0001/viewer')!;
    const { today, weekAgo } = ranges();
    const waiting = await db.selectFrom('report_email_exports').select('id').where('user_id', '=', userId).where('status', 'in', ['QUEUED', 'BUILDING']).execute();
    for (let i = waiting.length; i < REPORT_EMAIL_WAITING_LIMIT; i++) {
      await insertReportEmailExport(db, { userId, agentId: demo.agentIds.get('MD0001')!, email: 'viewer@md0001.example.com', fileType: 'CSV', filter: { start: weekAgo, end: today }, language: 'en' });
    }
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
  'MD0001 admin is signed in and has a report by email kept for download': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    const demo = await demoCompany(db, context);
    return keptReportOf(db, demo.userIds.get('MD0001/admin')!, demo.agentIds.get('MD0001')!);
  },
  'MD0001 admin is signed in and MD0001 viewer has a report by email kept for download': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    const demo = await demoCompany(db, context);
    return keptReportOf(db, demo.userIds.get('MD0001/viewer')!, demo.agentIds.get('MD0001')!);
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
