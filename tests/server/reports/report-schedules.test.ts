// Scheduled reports on the database TEST_DB names, through the real server, its job queue and a
// real SMTP peer: a user schedules its own saved view (daily, weekly, monthly; CSV or Excel) and
// lists, changes, pauses and deletes only its own schedules; refusals in the request's language
// change nothing; two job queues started at once on the database (as two instances) queue a due
// schedule's period once and the mail reaches the SMTP peer once, with the schedule's name, the
// period just ended and a signed unsubscribe link that works without signing in; periods missed
// while no instance ran are sent once (the latest); a user without a confirmed email gets nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startJobQueue } from '../../../server/jobs/queue';
import { latestScheduledRun, nextScheduledRun, scheduledReportPeriod } from '../../../shared/periods';
import { wireTimestamp } from '../../../server/domain/wire';
import { startSmtpPeer, type SmtpPeer } from '../auth/auth-harness';
import { createTestApp, testJobSettings, type TestApp } from '../support/app';
import { createSignedInUser, type SignedInUser } from '../support/test-users';
import { testDatabaseSkipReason } from '../support/test-database';
import { waitFor } from '../support/wait-for';

interface Schedule {
  id: number;
  name: string;
  frequency: string;
  hour: number;
  weekday: number | null;
  monthDay: number | null;
  fileType: string;
  status: string;
  email: string | null;
  nextRunAt: string | null;
  lastQueuedAt: string | null;
  filter: Record<string, unknown>;
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.skipIf(testDatabaseSkipReason)('scheduled reports', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let owner: SignedInUser;
  let other: SignedInUser;

  const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, language = 'en') =>
    t.app.inject({ method, url, headers: { ...(user?.headers ?? {}), 'accept-language': language }, ...(payload ? { payload } : {}) });
  const saveView = async (user: SignedInUser, name: string, filter: object = { period: 'lastWeek', includeSubAgent: true }) =>
    (await call(user, 'POST', '/api/v1/report-views', { name, filter })).json<{ id: number }>().id;
  const create = (user: SignedInUser, body: object, language = 'en') => call(user, 'POST', '/api/v1/report-schedules', body, language);
  const list = async (user: SignedInUser) => (await call(user, 'GET', '/api/v1/report-schedules')).json<{ data: Schedule[] }>().data;
  const scheduleRow = (id: number) => t.db.selectFrom('report_schedules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const exportsOf = (scheduleId: number) => t.db.selectFrom('report_email_exports').selectAll().where('schedule_id', '=', scheduleId).execute();
  const makeDue = (id: number, at: Date) => t.db.updateTable('report_schedules').set({ next_run_at: at }).where('id', '=', id).execute();
  /** Two job queues with the scheduled kinds, started at once: each sends 'report.schedules' at its start. */
  async function twoInstancesRun(): Promise<void> {
    const config = { ...t.config, jobs: { ...testJobSettings, schedules: true } };
    const queues = await Promise.all([startJobQueue(t.database, { db: t.db, config, log: quiet }), startJobQueue(t.database, { db: t.db, config, log: quiet })]);
    try {
      await waitFor('both report.schedules jobs to be done', async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'report.schedules' and state = 'completed'`.execute(t.db);
        return rows[0]!.n >= 2 || null;
      });
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  }

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'https://portal.example.test' } });
    owner = await createSignedInUser(t.db);
    other = await createSignedInUser(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('schedules the user\'s own view from the next occurrence, lists it, and shows it to nobody else', async () => {
    const viewId = await saveView(owner, 'Weekly sales', { period: 'thisMonth', salesReports: true, includeSubAgent: true, pageSize: 50 });
    const before = new Date();
    const answer = await create(owner, { viewId, frequency: 'WEEKLY', hour: 6, weekday: 1, monthDay: 12, fileType: 'CSV' });
    expect(answer.statusCode, answer.body).toBe(200);
    const schedule = answer.json<Schedule & { resultCode: number }>();
    const expectedNext = nextScheduledRun({ frequency: 'WEEKLY', hour: 6, weekday: 1, monthDay: null }, before);
    expect(schedule).toMatchObject({
      resultCode: 0,
      name: 'Weekly sales',
      frequency: 'WEEKLY',
      hour: 6,
      weekday: 1,
      monthDay: null,
      fileType: 'CSV',
      status: 'ACTIVE',
      email: `${owner.login}@example.test`,
      nextRunAt: wireTimestamp(expectedNext),
      lastQueuedAt: null,
      // The view's dates and page size are left out: each mail has its own period.
      filter: { salesReports: true, includeSubAgent: true },
    });
    expect(schedule.filter).not.toHaveProperty('period');
    expect((await list(owner)).map((s) => s.id)).toEqual([schedule.id]);
    expect(await list(other)).toEqual([]);
  });

  it('refuses what it cannot schedule, in the request\'s language, and changes nothing', async () => {
    const viewId = await saveView(owner, 'Refusals');
    const count = async () => (await list(owner)).length;
    const before = await count();
    expect((await create(owner, { viewId, frequency: 'WEEKLY', hour: 6, fileType: 'CSV' }, 'de')).json()).toMatchObject({ resultCode: 1001, field: 'weekday', resultDescription: 'Wochentag ist erforderlich.' });
    expect((await create(owner, { viewId, frequency: 'MONTHLY', hour: 6, fileType: 'CSV' })).json()).toMatchObject({ resultCode: 1001, field: 'monthDay' });
    expect((await create(owner, { viewId, frequency: 'MONTHLY', hour: 6, monthDay: 29, fileType: 'CSV' })).json()).toMatchObject({ resultCode: 1001, field: 'monthDay' });
    expect((await create(owner, { viewId, frequency: 'DAILY', hour: 24, fileType: 'CSV' })).json()).toMatchObject({ resultCode: 1001, field: 'hour' });
    expect((await create(owner, { viewId, frequency: 'HOURLY', hour: 1, fileType: 'CSV' })).json()).toMatchObject({ resultCode: 1001, field: 'frequency' });
    // Another user's view is not found, as an unknown one is.
    const othersView = await saveView(other, 'Not yours');
    expect((await create(owner, { viewId: othersView, frequency: 'DAILY', hour: 1, fileType: 'CSV' }, 'fr')).json()).toMatchObject({ resultCode: 1004, resultDescription: "La vue de rapport est introuvable." });
    expect(await count()).toBe(before);
    // A view scheduled already.
    expect((await create(owner, { viewId, frequency: 'DAILY', hour: 1, fileType: 'Excel' })).statusCode).toBe(200);
    expect((await create(owner, { viewId, frequency: 'DAILY', hour: 2, fileType: 'CSV' }, 'es')).json()).toMatchObject({
      resultCode: 1009,
      resultDescription: 'Esta vista de informe ya está programada. Cambie su programación en la lista de informes programados.',
    });
  });

  it('keeps at most 10 schedules per user', async () => {
    const user = await createSignedInUser(t.db);
    for (let i = 0; i < 10; i++) {
      const viewId = await saveView(user, `View ${i}`);
      expect((await create(user, { viewId, frequency: 'DAILY', hour: i, fileType: 'CSV' })).statusCode).toBe(200);
    }
    const eleventh = await saveView(user, 'View 10');
    expect((await create(user, { viewId: eleventh, frequency: 'DAILY', hour: 1, fileType: 'CSV' })).json()).toMatchObject({ resultCode: 1009, resultDescription: 'You can keep at most 10 scheduled reports. Delete one before adding another.' });
    expect(await list(user)).toHaveLength(10);
  });

  it('changes, pauses, resumes and deletes only the user\'s own schedule', async () => {
    const viewId = await saveView(owner, 'Monthly');
    const { id } = (await create(owner, { viewId, frequency: 'DAILY', hour: 3, fileType: 'CSV' })).json<Schedule>();
    const paused = await call(owner, 'PUT', `/api/v1/report-schedules/${id}`, { frequency: 'MONTHLY', hour: 7, monthDay: 1, fileType: 'Excel', status: 'PAUSED' });
    expect(paused.json()).toMatchObject({ resultCode: 0, frequency: 'MONTHLY', hour: 7, monthDay: 1, weekday: null, fileType: 'Excel', status: 'PAUSED', nextRunAt: null });
    const resumed = (await call(owner, 'PUT', `/api/v1/report-schedules/${id}`, { frequency: 'MONTHLY', hour: 7, monthDay: 1, fileType: 'Excel', status: 'ACTIVE' })).json<Schedule>();
    expect(resumed.nextRunAt).toMatch(/^\d{4}-\d{2}-01 07:00:00$/);

    const before = await scheduleRow(id);
    const byOther = await call(other, 'PUT', `/api/v1/report-schedules/${id}`, { frequency: 'DAILY', hour: 1, fileType: 'CSV', status: 'PAUSED' });
    expect(byOther.json()).toMatchObject({ resultCode: 1004, resultDescription: 'The scheduled report was not found.' });
    expect((await call(other, 'DELETE', `/api/v1/report-schedules/${id}`)).json()).toMatchObject({ resultCode: 1004 });
    expect(await scheduleRow(id)).toEqual(before);

    expect((await call(owner, 'DELETE', `/api/v1/report-schedules/${id}`)).json()).toMatchObject({ resultCode: 0 });
    expect((await list(owner)).map((s) => s.id)).not.toContain(id);
    expect((await call(owner, 'DELETE', `/api/v1/report-schedules/${id}`)).json()).toMatchObject({ resultCode: 1004 });
  });

  it('queues a due period once with two instances running, and mails it once with its unsubscribe link', async () => {
    const user = await createSignedInUser(t.db);
    const viewId = await saveView(user, 'Team weekly');
    const { id } = (await create(user, { viewId, frequency: 'WEEKLY', hour: 6, weekday: 1, fileType: 'CSV' }, 'de')).json<Schedule>();
    const timing = { frequency: 'WEEKLY', hour: 6, weekday: 1, monthDay: null } as const;
    const now = new Date();
    const due = latestScheduledRun(timing, now);
    await makeDue(id, due);

    await twoInstancesRun();
    const exports = await exportsOf(id);
    expect(exports).toHaveLength(1);
    const period = scheduledReportPeriod('WEEKLY', due);
    expect(exports[0]).toMatchObject({ email: `${user.login}@example.test`, file_type: 'CSV', language: 'de', filter: expect.objectContaining({ start: period.start, end: period.end, includeSubAgent: true }) });
    expect(exports[0]!.period_start).toEqual(period.startsAt);
    const row = await scheduleRow(id);
    expect(row.next_run_at).toEqual(nextScheduledRun(timing, row.last_queued_at!));
    expect(row.next_run_at.getTime()).toBeGreaterThan(now.getTime());

    const mail = await smtp.nextMailTo(`${user.login}@example.test`);
    await waitFor('the request to be SENT', async () => ((await exportsOf(id))[0]!.status === 'SENT') || null);
    expect(smtp.mails.filter((m) => m.to.includes(`${user.login}@example.test`))).toHaveLength(1);
    expect(mail.text).toContain('Team weekly');
    expect(mail.text).toContain(`${period.start} `);
    const link = /https:\/\/portal\.example\.test\/report-schedules\/unsubscribe\?token=([\w.%-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    // (The peer's reading decodes the whole message as quoted-printable, so the header's '=14' is not kept.)
    expect(mail.text).toMatch(/^List-Unsubscribe:\s+<https:\/\/portal\.example\.test\/report-schedules\/unsubscribe\?token/m);
    const token = decodeURIComponent(link![1]!);

    // The link works without a session; a token the server did not sign changes nothing.
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await call(null, 'POST', '/api/v1/report-schedule-unsubscribe', { token: forged }, 'ja')).json()).toMatchObject({ resultCode: 1013 });
    expect((await call(null, 'POST', '/api/v1/report-schedule-unsubscribe', { token: `${other.userId}.${token.split('.')[1]}` })).json()).toMatchObject({ resultCode: 1013 });
    expect((await scheduleRow(id)).status).toBe('ACTIVE');
    const stopped = await call(null, 'POST', '/api/v1/report-schedule-unsubscribe', { token }, 'de');
    expect(stopped.json()).toMatchObject({ resultCode: 0, resultDescription: 'Der geplante Bericht wird nicht mehr gesendet.' });
    expect((await scheduleRow(id)).status).toBe('UNSUBSCRIBED');
    // A second click says the same.
    expect((await call(null, 'POST', '/api/v1/report-schedule-unsubscribe', { token })).json()).toMatchObject({ resultCode: 0 });
    expect((await list(user))[0]).toMatchObject({ status: 'UNSUBSCRIBED', nextRunAt: null });
  });

  it('sends the latest of periods missed while no instance ran, once, and nothing to a user without a confirmed email', async () => {
    const user = await createSignedInUser(t.db);
    const viewId = await saveView(user, 'Daily');
    const { id } = (await create(user, { viewId, frequency: 'DAILY', hour: 0, fileType: 'Excel' })).json<Schedule>();
    const now = new Date();
    await makeDue(id, new Date(now.getTime() - 5 * 86_400_000));

    const unconfirmed = await createSignedInUser(t.db);
    const unconfirmedView = await saveView(unconfirmed, 'Unconfirmed');
    const skipped = (await create(unconfirmed, { viewId: unconfirmedView, frequency: 'DAILY', hour: 0, fileType: 'CSV' })).json<Schedule>().id;
    await t.db.updateTable('users').set({ email_confirmed_at: null }).where('id', '=', unconfirmed.userId).execute();
    await makeDue(skipped, new Date(now.getTime() - 86_400_000));

    await twoInstancesRun();
    const exports = await exportsOf(id);
    expect(exports).toHaveLength(1);
    const latest = latestScheduledRun({ frequency: 'DAILY', hour: 0, weekday: null, monthDay: null }, now);
    expect(exports[0]!.period_start).toEqual(scheduledReportPeriod('DAILY', latest).startsAt);
    await smtp.nextMailTo(`${user.login}@example.test`);

    expect(await exportsOf(skipped)).toEqual([]);
    const moved = await scheduleRow(skipped);
    expect(moved.next_run_at.getTime()).toBeGreaterThan(now.getTime());
    expect(moved.last_queued_at).toBeNull();
  });
});
