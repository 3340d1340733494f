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

/** What sending mail needs besides the database: the job queue, PUBLIC_URL (links) and a log. */
export interface Mailer {
  config: Pick<PortalConfig, 'publicUrl'>;
  jobs: Enqueue<MailJobs>;
  log: ServiceLog;
}

/** Queues the message, written through db (the transaction of the change that causes it, if any). */
export async function sendMail(db: Kysely<Database>, mailer: Mailer, message: MailMessage): Promise<void> {
  await queueMail(db, mailer.jobs, message);
}

export async function sendCodeMail(db: Kysely<Database>, mailer: Mailer, mail: { to: string; subject: string; code: string; purpose: string }): Promise<void> {
  await sendMail(db, mailer, {
    to: mail.to,
    subject: mail.subject,
    text: `Your ${mail.purpose} code is ${mail.code}. It is valid for ${OTP_TTL_SECONDS / 60} minutes. If you did not ask for it, ignore this email.`,
  });
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
