// Outgoing mail for every module. A service queues a message (queueMail): a 'mail.send' job
// written through the service's database handle, in its transaction when it has one, so the mail
// goes only if the change that causes it commits. The job (server/jobs/mail-send.ts) delivers it
// with deliverMail: through nodemailer to SMTP_URL, or, without SMTP_URL, into the mail_outbox
// table. Mail carries reset links and codes, so a body is never logged and is kept in mail_outbox
// only as the embedded demo's mailbox (demo-mailbox.ts, read at /demo/mailbox); elsewhere the
// outbox keeps the address, the subject and the attachments' names. A message that cannot be
// delivered after every retry is recorded in mail_outbox as FAILED, without its body.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PortalConfig } from '../../config';
import type { JobQueue } from '../../jobs/queue';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** A message as the 'mail.send' job keeps it (JSON): attachments in base64. */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string; contentType?: string; base64: string }[];
}

interface MailLogger {
  info(details: object, message: string): void;
}

type MailConfig = Pick<PortalConfig, 'smtpUrl' | 'databaseUrl' | 'demo'>;

/** What delivering needs: the database (outbox), the configuration (SMTP_URL) and a log. */
export interface MailDependencies {
  db: Kysely<Database>;
  config: MailConfig;
  log?: MailLogger;
}

/** Whether mail without an SMTP server is kept whole for the demo's mailbox: only the embedded
 * database with the demo data, whose sign-ins are public anyway. */
export function keepsDemoMailbox(config: MailConfig): boolean {
  return !config.smtpUrl && !config.databaseUrl && config.demo.enabled;
}

const FROM_ADDRESS = 'Merchant Portal <no-reply@merchant-portal.local>';
const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

export function queuedMail(message: MailMessage): QueuedMail {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      ...(a.contentType ? { contentType: a.contentType } : {}),
      base64: a.content.toString('base64'),
    })),
  };
}

export function messageOf(queued: QueuedMail): MailMessage {
  return {
    to: queued.to,
    subject: queued.subject,
    text: queued.text,
    ...(queued.html ? { html: queued.html } : {}),
    attachments: queued.attachments.map((a) => ({
      filename: a.filename,
      content: Buffer.from(a.base64, 'base64'),
      ...(a.contentType ? { contentType: a.contentType } : {}),
    })),
  };
}

/** Queues one message for delivery, written through db: pass the transaction of the change that
 * causes the mail when there is one. Returns once the job is stored (not delivered). */
export async function queueMail(db: Kysely<Database>, jobs: Pick<JobQueue, 'enqueue'>, message: MailMessage): Promise<void> {
  await jobs.enqueue(db, 'mail.send', queuedMail(message));
}

/** Delivers one message now; throws when the SMTP server cannot be reached or refuses it. */
export async function deliverMail(deps: MailDependencies, message: MailMessage): Promise<void> {
  const attachments = message.attachments ?? [];
  if (deps.config.smtpUrl) {
    await transportFor(deps.config.smtpUrl).sendMail({
      from: FROM_ADDRESS,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      attachments: attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
    });
    return;
  }
  // No SMTP server: the message is kept (attachments by name and size only); the log says so
  // without the body.
  const withBody = keepsDemoMailbox(deps.config);
  await keepInOutbox(deps.db, message, { status: 'LOGGED' }, withBody);
  deps.log?.info(
    { to: message.to, subject: message.subject },
    withBody ? 'mail not sent (no SMTP_URL): read it in the demo mailbox, /demo/mailbox' : 'mail not sent: SMTP_URL is not set',
  );
}

/** A message that could not be delivered, kept in mail_outbox as FAILED with the last error. */
export async function recordUndeliveredMail(db: Kysely<Database>, message: MailMessage, failure: { attempts: number; error: string }): Promise<void> {
  await keepInOutbox(db, message, { status: 'FAILED', attempts: failure.attempts, last_error: failure.error.slice(0, 2000) }, false);
}

/** Whether the SMTP server refused the message for good (a 5xx answer): trying again cannot help. */
export function isPermanentSmtpRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

async function keepInOutbox(
  db: Kysely<Database>,
  message: MailMessage,
  state: { status: 'LOGGED' } | { status: 'FAILED'; attempts: number; last_error: string },
  withBody: boolean,
): Promise<void> {
  const attachments = message.attachments ?? [];
  await db
    .insertInto('mail_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: withBody ? message.text : '',
      html_body: withBody ? (message.html ?? null) : null,
      attachments: JSON.stringify(attachments.map((a) => ({ filename: a.filename, size: a.content.length }))),
      ...state,
    })
    .execute();
}
