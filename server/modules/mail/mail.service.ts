// Outgoing mail for every module: one sendMail() that goes through nodemailer to SMTP_URL, or,
// without SMTP_URL, into the mail_outbox table and the server log so the demo still works.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PortalConfig } from '../../config';

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

interface MailLogger {
  info(details: object, message: string): void;
}

/** What sending needs: the database (outbox), the configuration (SMTP_URL) and a log. */
export interface MailDependencies {
  db: Kysely<Database>;
  config: Pick<PortalConfig, 'smtpUrl'>;
  log?: MailLogger;
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

/** Sends one message; throws when the SMTP server refuses it. */
export async function sendMail(deps: MailDependencies, message: MailMessage): Promise<void> {
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
  // No SMTP server: the message is kept (attachments by name and size only) and logged.
  await deps.db
    .insertInto('mail_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      attachments: JSON.stringify(attachments.map((a) => ({ filename: a.filename, size: a.content.length }))),
      status: 'LOGGED',
    })
    .execute();
  deps.log?.info({ to: message.to, subject: message.subject, text: message.text }, 'mail (no SMTP_URL: kept in mail_outbox)');
}
