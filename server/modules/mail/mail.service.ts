// Outgoing mail for every module. A service queues a message (queueMail): a 'mail.send' job
// written through the service's database handle, in its transaction when it has one, so the mail
// goes only if the change that causes it commits. The job (server/jobs/mail-send.ts) delivers it
// with deliverMail: through nodemailer to SMTP_URL, or, without SMTP_URL, into the mail_outbox
// table. Mail carries reset links and codes, so a body is never logged and is kept in mail_outbox
// only as the embedded demo's mailbox (demo-mailbox.handlers.ts, read at /demo/mailbox); elsewhere the
// outbox keeps the address, the subject and the attachments' names. A message that cannot be
// delivered after every retry is recorded in mail_outbox as FAILED, without its body. Attachments
// are stored in 1 MB chunks beside the job (mail.repository.ts), never in the job's JSON, streamed
// to the SMTP server, and deleted once the mail is delivered or given up.
import { Readable } from 'node:stream';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PortalConfig } from '../../config';
import type { Enqueue } from '../../domain/enqueue';
import { attachmentChunks, deleteAttachments, findAttachments, insertAttachment, insertOutboxRow, loggedMails } from './mail.repository';

/** An attachment as a service hands it over. */
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
  /** The page that stops mails of this kind (a List-Unsubscribe header, RFC 2369). */
  listUnsubscribe?: string;
}

/** An attachment as delivery reads it: its bytes streamed from the stored chunks, or in memory. */
export interface DeliverableAttachment {
  filename: string;
  contentType?: string;
  size: number;
  content: Buffer | Readable;
}

/** A message as delivery takes it. */
export interface DeliverableMail extends Omit<MailMessage, 'attachments'> {
  attachments?: DeliverableAttachment[];
}

/** A message as the 'mail.send' job keeps it (JSON): each attachment by the id of its stored
 * chunks (mail.repository.ts); a job queued before migration 0016 may still hold base64. */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments: ({ filename: string; contentType?: string; attachmentId: number } | { filename: string; contentType?: string; base64: string })[];
}

/** The job that sends a queued message (server/jobs/mail-send.ts). */
export interface MailJobs {
  'mail.send': QueuedMail;
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

/** Queues one message for delivery, written through db: pass the transaction of the change that
 * causes the mail when there is one. Its attachments are stored in chunks beside the job, which
 * names them. Returns once the job is stored (not delivered). */
export async function queueMail(db: Kysely<Database>, jobs: Enqueue<MailJobs>, message: MailMessage): Promise<void> {
  const attachments: QueuedMail['attachments'] = [];
  for (const a of message.attachments ?? []) {
    const attachmentId = await insertAttachment(db, a);
    attachments.push({ filename: a.filename, ...(a.contentType ? { contentType: a.contentType } : {}), attachmentId });
  }
  const queued: QueuedMail = { to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}), attachments };
  await jobs.enqueue(db, 'mail.send', queued);
}

/** The queued message ready to deliver: its stored attachments streamed chunk by chunk. */
export async function deliverableMail(db: Kysely<Database>, queued: QueuedMail): Promise<DeliverableMail> {
  const stored = new Map((await findAttachments(db, storedAttachmentIds(queued))).map((a) => [a.id, a]));
  const attachments = queued.attachments.flatMap((a): DeliverableAttachment[] => {
    const type = a.contentType ? { contentType: a.contentType } : {};
    if ('base64' in a) {
      const content = Buffer.from(a.base64, 'base64');
      return [{ filename: a.filename, ...type, size: content.length, content }];
    }
    const file = stored.get(a.attachmentId);
    return file ? [{ filename: a.filename, ...type, size: file.size, content: Readable.from(attachmentChunks(db, file.id)) }] : [];
  });
  return { to: queued.to, subject: queued.subject, text: queued.text, ...(queued.html ? { html: queued.html } : {}), attachments };
}

/** The stored attachments of a queued message go once it has been delivered or given up. */
export async function forgetAttachments(db: Kysely<Database>, queued: QueuedMail): Promise<void> {
  await deleteAttachments(db, storedAttachmentIds(queued));
}

function storedAttachmentIds(queued: QueuedMail): number[] {
  return queued.attachments.flatMap((a) => ('attachmentId' in a ? [a.attachmentId] : []));
}

/** Delivers one message now; throws when the SMTP server cannot be reached or refuses it. */
export async function deliverMail(deps: MailDependencies, message: DeliverableMail): Promise<void> {
  const attachments = message.attachments ?? [];
  if (deps.config.smtpUrl) {
    await transportFor(deps.config.smtpUrl).sendMail({
      from: FROM_ADDRESS,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.listUnsubscribe ? { list: { unsubscribe: message.listUnsubscribe } } : {}),
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
export async function recordUndeliveredMail(db: Kysely<Database>, message: DeliverableMail, failure: { attempts: number; error: string }): Promise<void> {
  await keepInOutbox(db, message, { status: 'FAILED', attempts: failure.attempts, last_error: failure.error.slice(0, 2000) }, false);
}

/** Whether the SMTP server refused the message for good (a 5xx answer): trying again cannot help. */
export function isPermanentSmtpRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

async function keepInOutbox(
  db: Kysely<Database>,
  message: DeliverableMail,
  state: { status: 'LOGGED' } | { status: 'FAILED'; attempts: number; last_error: string },
  withBody: boolean,
): Promise<void> {
  const attachments = message.attachments ?? [];
  await insertOutboxRow(db, {
    to_address: message.to,
    subject: message.subject,
    text_body: withBody ? message.text : '',
    html_body: withBody ? (message.html ?? null) : null,
    attachments: JSON.stringify(attachments.map((a) => ({ filename: a.filename, size: a.size }))),
    ...state,
  });
}

/** The demo's mailbox (demo-mailbox.handlers.ts): the latest `count` messages kept, newest first. */
export function demoMailbox(db: Kysely<Database>, count: number) {
  return loggedMails(db, count);
}
