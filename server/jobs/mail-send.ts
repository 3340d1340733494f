// 'mail.send': delivers one queued message (server/modules/mail/mail.service.ts queueMail) through
// SMTP_URL, or into mail_outbox without it. An unreachable or busy SMTP server (connection
// errors, 4xx) is tried again with backoff, for 20 to 30 minutes; a 5xx refusal, or the last
// failed try, is logged and recorded in mail_outbox as FAILED.
import { deliverMail, deliverableMail, forgetAttachments, isPermanentSmtpRefusal, recordUndeliveredMail, type QueuedMail } from '../modules/mail/mail.service';
import { defineJob, PermanentJobError } from './job-kind';

export const mailSend = defineJob<QueuedMail>({
  name: 'mail.send',
  // 10-20 s, 20-40 s, 40-80 s ... (random within each), at most 10 minutes apart: 7 retries span
  // 20 to 30 minutes.
  retry: { limit: 7, delaySeconds: 10, backoff: true, maxDelaySeconds: 600 },
  // Mails carry reset links and codes: a delivered one's row goes after an hour.
  keepSeconds: 3600,
  async run({ db, config, log }, data) {
    try {
      await deliverMail({ db, config, log }, await deliverableMail(db, data));
    } catch (error) {
      if (isPermanentSmtpRefusal(error)) throw new PermanentJobError(`the SMTP server refused the mail: ${(error as Error).message}`, { cause: error });
      throw error;
    }
    await forgetAttachments(db, data);
  },
  async failed({ db, log }, data, error, attempts) {
    log.error({ to: data.to, subject: data.subject, attempts, err: error }, 'mail could not be delivered (kept in mail_outbox as FAILED)');
    await recordUndeliveredMail(db, await deliverableMail(db, data), { attempts, error: error.message });
    await forgetAttachments(db, data);
  },
});
