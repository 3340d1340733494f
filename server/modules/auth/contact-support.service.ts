// The contact forms: before sign-in (contact-support) and signed in (contact-us, answered by the
// documents module through sendContactMessage). The message and its checked attachments' names
// and sizes are stored in contact_messages; it is mailed, with the attachments, to the support
// address (setting
// `supportEmail`); the mail is queued in the same transaction, so it goes exactly when the
// message is stored, and a mail server that is down delays it without losing it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { acceptedAttachments, type AttachedFile } from './attachment-check';
import { supportEmail } from './auth-settings';
import { sendMail, type Mailer } from './code-mail';
import { agentName, insertContactMessage } from './contact-messages.repository';
import { auditAuth, done, type Done, type RequestInfo } from './request-info';
import { defineMessage } from '@formatjs/intl';

export interface ContactMessage {
  email: string;
  subject: string;
  content: string;
  transId?: string;
}

/** Where a message came from: its mail's subject tag and its audit action. */
export type ContactForm = 'contact-support' | 'contact-us';
const SUBJECT_TAG: Record<ContactForm, string> = { 'contact-support': 'Contact support', 'contact-us': 'Contact us' };

export const CONTACT_SENT = defineMessage({ id: 'SERVER.AUTH.CONTACT_SENT', defaultMessage: 'Your message has been sent to support.' });

/** Stores the message with its accepted attachments and queues its mail to support. */
export async function sendContactMessage(
  db: Kysely<Database>,
  actor: RequestInfo,
  input: { message: ContactMessage; files: readonly AttachedFile[] },
  mailer: Mailer,
  form: ContactForm = 'contact-support',
): Promise<Done> {
  const { message } = input;
  const attachments = await acceptedAttachments(input.files);
  const stored = await db.transaction().execute(async (trx) => {
    const id = await insertContactMessage(
      trx,
      {
        user_id: actor.session?.userId ?? null,
        agent_id: actor.session?.agentId ?? null,
        email: message.email,
        subject: message.subject,
        content: message.content,
        trans_id: message.transId || null,
        ip: actor.ip,
      },
      attachments.map((f) => ({ fileName: f.filename, contentType: f.mimetype || null, size: f.data.length })),
    );
    // A signed-in sender is named by the agent and login of the session.
    const agent = actor.session ? await agentName(trx, actor.session.agentId) : undefined;
    const sender = actor.session ? `Signed in: ${actor.session.login} of ${agent ? `${agent.code} (${agent.name})` : `agent ${actor.session.agentId}`}\n` : '';
    await sendMail(trx, mailer, {
      to: await supportEmail(trx),
      subject: `[${SUBJECT_TAG[form]} #${id}] ${message.subject}`,
      text: `From: ${message.email}\n${sender}Transaction: ${message.transId || '-'}\n\n${message.content}`,
      attachments: attachments.map((f) => ({ filename: f.filename, content: f.data, contentType: f.mimetype })),
    });
    return { id };
  });
  await auditAuth(db, actor, { action: form, entity: 'contact_message', entityId: stored.id, resultCode: 0 });
  return done(CONTACT_SENT);
}

/** The pre-sign-in contact-support form. */
export function contactSupport(
  db: Kysely<Database>,
  actor: RequestInfo,
  input: { message: ContactMessage; files: readonly AttachedFile[] },
  mailer: Mailer,
): Promise<Done> {
  return sendContactMessage(db, actor, input, mailer, 'contact-support');
}
