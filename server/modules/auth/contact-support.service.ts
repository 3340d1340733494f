// The pre-sign-in contact-support form: the message and its checked attachments are stored in
// contact_messages and mailed to the support address (setting `supportEmail`).
import type { HandlerContext, UploadedFile } from '../../http/handler';
import { sendMail } from '../mail/mail.service';
import { acceptedAttachments } from './attachment-check';
import { supportEmail } from './auth-settings';
import { mailDependencies } from './code-mail';
import { auditAuth, clientIp } from './request-info';

export interface ContactMessage {
  email: string;
  subject: string;
  content: string;
  transId?: string;
}

type Ctx = Pick<HandlerContext, 'db' | 'config' | 'request' | 'session'>;

export async function contactSupport(ctx: Ctx, message: ContactMessage, files: UploadedFile[]) {
  const attachments = acceptedAttachments(files);
  const stored = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contact_messages')
      .values({
        user_id: ctx.session?.userId ?? null,
        agent_id: ctx.session?.agentId ?? null,
        email: message.email,
        subject: message.subject,
        content: message.content,
        trans_id: message.transId || null,
        ip: clientIp(ctx),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (attachments.length > 0) {
      await trx
        .insertInto('contact_message_attachments')
        .values(attachments.map((f) => ({ message_id: row.id, file_name: f.filename, content_type: f.mimetype || null, bytes: f.data })))
        .execute();
    }
    return row;
  });
  await sendMail(mailDependencies(ctx), {
    to: await supportEmail(ctx.db),
    subject: `[Contact support #${stored.id}] ${message.subject}`,
    text: `From: ${message.email}\nTransaction: ${message.transId || '-'}\n\n${message.content}`,
    attachments: attachments.map((f) => ({ filename: f.filename, content: f.data, contentType: f.mimetype })),
  });
  await auditAuth(ctx, { action: 'contact-support', entity: 'contact_message', entityId: stored.id, resultCode: 0 });
  return { resultCode: 0, resultDescription: 'Your message has been sent to support.' };
}
