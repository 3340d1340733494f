// The journey of credit-limit alerts (#37) on a portal of its own mailing to a real SMTP peer:
// MD0001's administrator gives the sub division SD0001 a daily limit of 10 CAD10 sales with
// warnings at 80% and 100% in the Credit Limits screen; R00001's terminal (below SD0001) sells
// CAD10 vouchers; the 8th sale reaches 80% and exactly one alert mail reaches SD0001's
// administrator (SD0001 manager), none before it and no second one after the 9th sale; SD0001's
// manager, past the spec's Warning popup, then finds the notice in the top bar's usage popup.
import { expect, test } from 'vitest';
import { mailingPortal } from './support/mail';
import { deleteJourneyTemplates } from './support/limit-templates';
import { signedInPage } from './support/signed-in-page';
import { terminalSale } from './support/terminal';

const journey = mailingPortal();
const ADMIN_OF_SD0001 = 'manager.sd0001@demo.example';
const ALERT_SUBJECT = 'Credit limit alert: SD0001 has used 80% of its CAD10 limit';

const alertsTo = (address: string) =>
  journey.smtp.mails.filter((mail) => mail.to.includes(address) && mail.text.includes('Credit limit alert: SD0001'));

test('a sale taking SD0001 past 80% of its CAD10 limit mails its administrator once, and the top bar says so', async () => {
  const code = `ALERT${Date.now() % 100_000}`;
  const { page: admin } = await signedInPage(journey.browser, journey.portal.url, 'MD0001', 'admin', { path: '/credit-limits' });
  await deleteJourneyTemplates(admin, journey.portal.url, 'ALERT');
  await admin.getByRole('button', { name: 'New Template' }).click({ timeout: 20_000 });
  const dialog = admin.getByRole('dialog', { name: 'Create Limit Template' });
  await dialog.getByRole('textbox', { name: /^Template Code/ }).fill(code);
  await dialog.getByRole('textbox', { name: /^Template Name/ }).fill('Journey CAD10 warnings');
  await dialog.getByRole('searchbox', { name: 'Find an agent by code or name' }).fill('SD0001');
  await dialog.getByRole('checkbox', { name: /SD0001/ }).check();
  await dialog.getByRole('combobox', { name: /^Target Type/ }).selectOption('PRODUCT');
  await dialog.getByRole('combobox', { name: /^Target Code/ }).selectOption('CAD10');
  await dialog.getByRole('combobox', { name: /^Limit Type/ }).selectOption('COUNT');
  await dialog.getByRole('spinbutton', { name: /^Limit Value/ }).fill('10');
  await dialog.getByRole('combobox', { name: /^Reset Period/ }).selectOption('2');
  const thresholds = dialog.getByRole('textbox', { name: /^Warning thresholds/ });
  expect(await thresholds.inputValue()).toBe('80, 100');
  await thresholds.fill('80, 100');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await admin.getByText('The limit template has been created.').waitFor();
  await admin.context().close();

  // Seven sales (70%): no alert.
  for (let n = 1; n <= 7; n += 1) expect((await terminalSale(journey.portal.url, 'R00001-T1', 'CAD10')).resultCode).toBe(0);
  // The eighth reaches 80%: one mail to SD0001's administrator.
  expect((await terminalSale(journey.portal.url, 'R00001-T1', 'CAD10')).resultCode).toBe(0);
  const mail = await journey.smtp.nextMailTo(ADMIN_OF_SD0001);
  expect(mail.text).toContain(ALERT_SUBJECT);
  expect(mail.text).toContain('Harbour Sub Division (SD0001) has reached 80% of its CAD10 credit limit: 8 of 10 used since');
  // The ninth passes 80% again: no second mail (waited for as long as the first one took, and more).
  expect((await terminalSale(journey.portal.url, 'R00001-T1', 'CAD10')).resultCode).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(alertsTo(ADMIN_OF_SD0001)).toHaveLength(1);

  // SD0001's manager: the usage popup names the threshold reached.
  const { page: manager } = await signedInPage(journey.browser, journey.portal.url, 'SD0001', 'manager');
  // The spec's Warning popup greets a user whose agent's usage is above limitAlertPercent (90% of CAD10).
  const warning = manager.getByRole('dialog', { name: 'Warning' });
  await warning.getByText(/CAD10/).waitFor({ timeout: 20_000 });
  await warning.getByRole('button', { name: 'OK' }).click();
  await manager.getByRole('button', { name: 'Credit limit usage' }).click({ timeout: 20_000 });
  const popup = manager.getByRole('region', { name: 'Credit limit usage' });
  await popup.getByText('Warning thresholds reached this period').waitFor();
  await popup.getByText('CAD10: 80% of the limit used').waitFor();
  await manager.context().close();
});
