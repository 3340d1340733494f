// The 4-digit codes mailed by the unlock and email-confirmation flows: the mail itself, its
// lifetime, and the refusal of a wrong, missing or killed code (audited). Also what a service
// needs to send mail at all (Mailer), which the handlers pass in: mail is queued (a 'mail.send'
// job) and delivered in the background.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PortalConfig } from '../../config';
import { DomainError, type ResultCode } from '../../domain/domain-error';
import type { Enqueue } from '../../domain/enqueue';
import { queueMail, type MailJobs, type MailMessage } from '../mail/mail.service';
import { auditAuth, type RequestInfo } from './request-info';
import { defineMessages } from '@formatjs/intl';
import type { ServerLanguage } from '../../i18n/languages';
import { say, type Words } from '../../i18n/words';

export const OTP_TTL_SECONDS = 300;
const CODE_TEXT = defineMessages({
  invalid: { id: 'AUTH.OTP.INVALID', defaultMessage: 'Invalid OTP!' },
  killed: { id: 'SERVER.AUTH.CODE_KILLED', defaultMessage: 'Too many wrong codes: this code no longer works, please request a new one.' },
});

/** Where a service's log lines go (the request's logger). */
export interface ServiceLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What sending mail needs besides the database: the job queue, PUBLIC_URL (links), a log and
 * the language the mail is written in (the request's; English when absent). */
export interface Mailer {
  config: Pick<PortalConfig, 'publicUrl'>;
  jobs: Enqueue<MailJobs>;
  log: ServiceLog;
  language?: ServerLanguage;
}

/** The mails of the sign-in flows (server/i18n). */
export const MAIL_TEXT = defineMessages({
  unlockSubject: { id: 'SERVER.AUTH.MAIL_UNLOCK_SUBJECT', defaultMessage: 'Your unlock code' },
  unlockText: { id: 'SERVER.AUTH.MAIL_UNLOCK_TEXT', defaultMessage: 'Your unlock code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this email.' },
  confirmSubject: { id: 'SERVER.AUTH.MAIL_CONFIRM_SUBJECT', defaultMessage: 'Confirm your email address' },
  confirmText: { id: 'SERVER.AUTH.MAIL_CONFIRM_TEXT', defaultMessage: 'Your email confirmation code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this email.' },
  resetSubject: { id: 'SERVER.AUTH.MAIL_RESET_SUBJECT', defaultMessage: 'Reset your password' },
  resetText: { id: 'SERVER.AUTH.MAIL_RESET_TEXT', defaultMessage: 'Open this link within 30 minutes to choose a new password (it works once):\n{link}\n\nIf you did not ask for it, ignore this email.' },
});

/** A mail's subject and text, said in the mailer's language. */
export const mailWords = (mailer: Mailer, subject: Words, text: Words) => ({ subject: say(subject, mailer.language ?? 'en'), text: say(text, mailer.language ?? 'en') });

/** Queues the message, written through db (the transaction of the change that causes it, if any). */
export async function sendMail(db: Kysely<Database>, mailer: Mailer, message: MailMessage): Promise<void> {
  await queueMail(db, mailer.jobs, message);
}

/** Mails a code: the unlock code or the email confirmation code. */
export async function sendCodeMail(db: Kysely<Database>, mailer: Mailer, mail: { to: string; purpose: 'unlock' | 'confirm'; code: string }): Promise<void> {
  const values = { code: mail.code, minutes: OTP_TTL_SECONDS / 60 };
  const [subject, text] = mail.purpose === 'unlock' ? [MAIL_TEXT.unlockSubject, MAIL_TEXT.unlockText] : [MAIL_TEXT.confirmSubject, MAIL_TEXT.confirmText];
  await sendMail(db, mailer, { to: mail.to, ...mailWords(mailer, subject, { ...text, values }) });
}

/** The text of a refused code: killed at the last wrong try, else 'Invalid OTP!'. */
export const codeRefusalText = (reason: 'none' | 'wrong' | 'killed') => (reason === 'killed' ? CODE_TEXT.killed : CODE_TEXT.invalid);

/** Audits the refused code and returns the refusal to throw (400 with the flow's code). */
export async function refuseCode(
  db: Kysely<Database>,
  actor: Pick<RequestInfo, 'ip' | 'session'>,
  refusal: { userId: number; action: string; resultCode: ResultCode; reason: 'none' | 'wrong' | 'killed' },
): Promise<DomainError> {
  const { userId, action, resultCode, reason } = refusal;
  await auditAuth(db, actor, { action, entity: 'user', entityId: userId, resultCode, after: { reason }, ...(actor.session ? {} : { actor: { userId } }) });
  return new DomainError(resultCode, codeRefusalText(reason));
}
