// The pre-sign-in contact-support form: the message and its checked attachments are stored in
// contact_messages and mailed to the support address (setting `supportEmail`); the mail is queued
// in the same transaction, so it goes exactly when the message is stored.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { acceptedAttachments, type AttachedFile } from './attachment-check';
import { supportEmail } from './auth-settings';
import { sendMail, type Mailer } from './code-mail';
import { auditAuth, done, type Done, type RequestInfo } from './request-info';

export interface ContactMessage {
  email: string;
  subject: string;
  content: string;
  transId?: string;
}

export async function contactSupport(
  db: Kysely<Database>,
  actor: RequestInfo,
  input: { message: ContactMessage; files: readonly AttachedFile[] },
  mailer: Mailer,
): Promise<Done> {
  const { message } = input;
  const attachments = acceptedAttachments(input.files);
  const stored = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contact_messages')
      .values({
        user_id: actor.session?.userId ?? null,
        agent_id: actor.session?.agentId ?? null,
        email: message.email,
        subject: message.subject,
        content: message.content,
        trans_id: message.transId || null,
        ip: actor.ip,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (attachments.length > 0) {
      await trx
        .insertInto('contact_message_attachments')
        .values(attachments.map((f) => ({ message_id: row.id, file_name: f.filename, content_type: f.mimetype || null, bytes: f.data })))
        .execute();
    }
    await sendMail(trx, mailer, {
      to: await supportEmail(trx),
      subject: `[Contact support #${row.id}] ${message.subject}`,
      text: `From: ${message.email}\nTransaction: ${message.transId || '-'}\n\n${message.content}`,
      attachments: attachments.map((f) => ({ filename: f.filename, content: f.data, contentType: f.mimetype })),
    });
    return row;
  });
  await auditAuth(db, actor, { action: 'contact-support', entity: 'contact_message', entityId: stored.id, resultCode: 0 });
  return done('Your message has been sent to support.');
}
