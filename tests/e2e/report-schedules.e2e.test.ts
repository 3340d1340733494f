// A scheduled report (#37) with two portal instances on one PostgreSQL database, mailing to a real
// SMTP peer: MD0001 admin saves a report view and schedules it weekly in the browser; the
// schedule comes due (its next occurrence set to the past, as if the week had passed) and both
// instances start at once, each sending the schedules job at its start, so both look for due
// schedules together: the mail reaches the SMTP peer once, named for the schedule, with last
// week's report attached; the list shows the next email a week on. The mail's unsubscribe link,
// opened in a browser without a session, stops the schedule, and the owner's list says so.
// Needs PostgreSQL (skipped with the reason otherwise).
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { attachmentOf } from '../support/mail-attachment';
import { launchBrowser } from './support/browser';
import { startSmtpPeer, type SmtpPeer } from './support/mail';
import { postgresUnavailableReason, startPortalsOnOnePostgres, type SharedDatabasePortals } from './support/postgres-portals';
import { signedInPage } from './support/signed-in-page';

const skipReason = await postgresUnavailableReason();
if (skipReason) console.warn(`scheduled reports across two instances skipped: ${skipReason}`);

const ADMIN_MAIL = 'admin.md0001@demo.example';
const table = (page: Page) => page.getByRole('table', { name: 'Transaction Reports' });

describe.skipIf(skipReason !== null)('a weekly scheduled report with two instances', () => {
  let browser: Browser;
  let smtp: SmtpPeer;
  let instances: SharedDatabasePortals;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    [browser, instances] = await Promise.all([launchBrowser(), startPortalsOnOnePostgres(2, { SMTP_URL: smtp.url })]);
  });
  afterAll(async () => {
    await browser?.close();
    await instances?.stop();
    await smtp?.close();
  });

  test('is mailed once, and its link stops it without signing in', async () => {
    const { page } = await signedInPage(browser, instances.portals[0]!.url, 'MD0001', 'admin', { path: '/reports', fresh: true });
    await expect.poll(() => table(page).getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByRole('menuitem', { name: 'Save current view…' }).click();
    const save = page.getByRole('dialog', { name: 'Save view' });
    await save.getByLabel(/^View name/).fill('Team weekly');
    await save.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The view has been saved.').waitFor();

    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByRole('menuitem', { name: 'Scheduled reports…' }).click();
    const list = page.getByRole('dialog', { name: 'Scheduled reports' });
    await list.getByText('No scheduled reports yet.').waitFor();
    await list.getByRole('button', { name: 'Schedule a view' }).click();
    const form = page.getByRole('dialog', { name: 'Schedule a report' });
    await form.getByLabel(/^Report view/).selectOption({ label: 'Team weekly' });
    await form.getByLabel(/^How often/).selectOption({ label: 'Every week' });
    await form.getByLabel(/^Day of the week/).selectOption({ label: 'Monday' });
    await form.getByLabel(/^Time \(UTC\)/).selectOption({ label: '06:00' });
    await form.getByLabel('File type').selectOption('CSV');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The report is scheduled.').waitFor();
    const shown = page.getByRole('dialog', { name: 'Scheduled reports' });
    await shown.getByText(`Every Monday at 06:00 UTC · CSV · ${ADMIN_MAIL}`).waitFor();
    const firstNext = await shown.getByText(/^Next email: /).innerText();
    expect(firstNext).toMatch(/^Next email: \d{4}-\d{2}-\d{2} 06:00 UTC$/);
    await page.context().close();

    // A week has passed: the schedule is due; both instances start at once, each with its job.
    await instances.db.updateTable('report_schedules').set({ next_run_at: sql<Date>`next_run_at - interval '7 days'` }).execute();
    const before = smtp.mails.length;
    await instances.restart();
    const mail = await smtp.nextMailTo(ADMIN_MAIL, before);
    expect(mail.text).toContain('Subject: Your scheduled transaction report: Team weekly');
    expect(attachmentOf(mail.text).filename).toMatch(/^Transaction_Report_\d+_\d{14}\.csv$/);
    // Both start jobs are done, and still one mail.
    await expect
      .poll(async () => (await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'report.schedules' and state = 'completed'`.execute(instances.db)).rows[0]!.n, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await instances.db.selectFrom('report_email_exports').select('status').where('schedule_id', 'is not', null).execute()).map((row) => row.status), { timeout: 20_000 }).toEqual(['SENT']);
    expect(smtp.mails.slice(before).filter((m) => m.to.includes(ADMIN_MAIL))).toHaveLength(1);

    // The link, opened without a session on the other instance.
    const link = /(\/report-schedules\/unsubscribe\?token=[\w.%-]+)/.exec(mail.text.replace(/=\r?\n/g, ''))![1]!;
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`${instances.portals[1]!.url}${link.replace('token=3D', 'token=')}`);
    await visitor.getByRole('heading', { name: 'Scheduled report emails' }).waitFor();
    await visitor.getByRole('button', { name: 'Stop these emails' }).click();
    await visitor.getByText('The scheduled report will no longer be sent.').waitFor();
    await context.close();

    const owner = (await signedInPage(browser, instances.portals[1]!.url, 'MD0001', 'admin', { path: '/reports', fresh: true })).page;
    await owner.getByRole('button', { name: 'Saved views' }).click();
    await owner.getByRole('menuitem', { name: 'Scheduled reports…' }).click();
    await owner.getByRole('dialog', { name: 'Scheduled reports' }).getByText('Stopped from the email').waitFor();
    await owner.context().close();
  });
});
