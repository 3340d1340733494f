// The mail that carries a report by email, in the language of the request (server/i18n): a
// subject and a short body saying what the attachment holds, or, for a file too large to attach,
// where to download it (a portal page behind sign-in) and for how long; a scheduled report's
// names its schedule and ends with the link that stops it.
import { defineMessages } from '@formatjs/intl';
import type { ServerLanguage } from '../../i18n/languages';
import { say } from '../../i18n/words';

export interface ReportMailFacts {
  /** Rows in the file. */
  rows: number;
  /** The report's range, as the request gave it (UTC, yyyy-MM-dd HH:mm:ss). */
  start: string;
  end: string;
  /** The filter matched more rows than the file holds (the first `rows` are in it). */
  truncated: boolean;
  /** The file is zipped (a large CSV). */
  zipped: boolean;
  /** The file was too large to attach: the portal page that downloads it, and the days it is kept. */
  download?: { link: string; days: number } | undefined;
  /** A scheduled report's: the schedule's name and the page of its unsubscribe link. */
  schedule?: { name: string; unsubscribe: string } | undefined;
}

const MAIL = defineMessages({
  subject: { id: 'SERVER.REPORTS.MAIL_SUBJECT', defaultMessage: 'Your transaction report' },
  body: { id: 'SERVER.REPORTS.MAIL_BODY', defaultMessage: 'Hello,\n\nattached is the transaction report you asked for: {rows} transactions from {start} to {end} (UTC).' },
  linked: {
    id: 'SERVER.REPORTS.MAIL_LINKED',
    defaultMessage:
      'Hello,\n\nthe transaction report you asked for is ready: {rows} transactions from {start} to {end} (UTC). It is too large to send by email, so it is kept for you in the Merchant Portal for {days} days. Sign in and download it here:\n\n{link}',
  },
  truncated: { id: 'SERVER.REPORTS.MAIL_TRUNCATED', defaultMessage: 'The filter matched more transactions than one spreadsheet holds: the file has the first {rows}. Choose a shorter period for the rest.' },
  zipped: { id: 'SERVER.REPORTS.MAIL_ZIPPED', defaultMessage: 'The file is zipped to keep the email small.' },
  closing: { id: 'SERVER.REPORTS.MAIL_CLOSING', defaultMessage: 'Merchant Portal' },
  scheduledSubject: { id: 'SERVER.REPORTS.SCHEDULED_MAIL_SUBJECT', defaultMessage: 'Your scheduled transaction report: {name}' },
  scheduled: {
    id: 'SERVER.REPORTS.SCHEDULED_MAIL_FOOTER',
    defaultMessage: 'You receive this report because you scheduled "{name}" in the Merchant Portal. To stop these emails, open this link (no sign-in needed):\n\n{link}',
  },
});

const LOCALES: Record<ServerLanguage, string> = { en: 'en-GB', zh: 'zh-CN', es: 'es-ES', ja: 'ja-JP', de: 'de-DE', fr: 'fr-FR' };

/** The subject and text of the mail carrying a report, or its link. */
export function reportMail(language: ServerLanguage, facts: ReportMailFacts): { subject: string; text: string } {
  const rows = facts.rows.toLocaleString(LOCALES[language]);
  const range = { rows, start: facts.start, end: facts.end };
  const parts = [facts.download ? say({ ...MAIL.linked, values: { ...range, ...facts.download } }, language) : say({ ...MAIL.body, values: range }, language)];
  if (facts.truncated) parts.push(say({ ...MAIL.truncated, values: { rows } }, language));
  if (facts.zipped && !facts.download) parts.push(say(MAIL.zipped, language));
  const { schedule } = facts;
  if (schedule) parts.push(say({ ...MAIL.scheduled, values: { name: schedule.name, link: schedule.unsubscribe } }, language));
  const subject = schedule ? say({ ...MAIL.scheduledSubject, values: { name: schedule.name } }, language) : say(MAIL.subject, language);
  return { subject, text: `${parts.join('\n\n')}\n\n${say(MAIL.closing, language)}\n` };
}
