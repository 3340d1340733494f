// Provider states of scheduled reports (contracts/consumer/report-schedules.pact.test.ts): a
// saved view not scheduled, a weekly schedule of the admin's saved view or of the viewer's (made
// through the service itself), and the signed token of its unsubscribe link.
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { createReportSchedule } from '../../../server/modules/reports/report-schedules.service';
import { upsertReportView } from '../../../server/modules/reports/report-views.repository';
import { unsubscribeToken } from '../../../server/modules/reports/unsubscribe-token';
import { tokens } from '../../parties';
import { demoCompany, demoUserSignedIn, type StateContext, type StateSetUp } from './context';

/** The user's view 'Refunds this month', and none of the user's schedules (the verification's
 * database is one for every interaction). */
async function unscheduledViewOf(db: Kysely<Database>, context: StateContext, login: string) {
  const demo = await demoCompany(db, context);
  const userId = demo.userIds.get(login)!;
  await db.deleteFrom('report_schedules').where('user_id', '=', userId).execute();
  const view = await upsertReportView(db, { userId, name: 'Refunds this month', filter: { period: 'thisMonth', includeSubAgent: true, isRefunded: true }, hiddenColumns: [] });
  return { userId, view };
}

/** A weekly schedule (Mondays, 06:00 UTC, CSV) of the user's view 'Refunds this month', its only one. */
async function weeklyScheduleOf(db: Kysely<Database>, context: StateContext, login: string) {
  const { userId, view } = await unscheduledViewOf(db, context, login);
  const agentId = (await db.selectFrom('users').select('agent_id').where('id', '=', userId).executeTakeFirstOrThrow()).agent_id;
  const actor = { sessionId: 'provider-state', userId, agentId, login, acls: new Set<string>(), impersonatorUserId: null, email: null, emailConfirmed: true };
  const schedule = await createReportSchedule(db, actor, { viewId: view.id, frequency: 'WEEKLY', hour: 6, weekday: 1, fileType: 'CSV' }, 'en');
  return { viewId: view.id, scheduleId: schedule.id, token: unsubscribeToken(schedule.id) };
}

export const reportSchedulesStates: Record<string, StateSetUp> = {
  'MD0001 admin is signed in and has a report view named Refunds this month, not scheduled': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    return { viewId: (await unscheduledViewOf(db, context, 'MD0001/admin')).view.id };
  },
  'MD0001 admin is signed in and has a weekly schedule of Refunds this month': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    return weeklyScheduleOf(db, context, 'MD0001/admin');
  },
  'MD0001 admin is signed in and MD0001 viewer has a report schedule': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    const { scheduleId } = await weeklyScheduleOf(db, context, 'MD0001/viewer');
    return { scheduleId };
  },
  'MD0001 admin has a weekly schedule of Refunds this month': async (db, context) => weeklyScheduleOf(db, context, 'MD0001/admin'),
};
