// The 4-digit codes mailed by the unlock and email-confirmation flows: the mail itself, its
// lifetime, and the refusal of a wrong, missing or killed code (audited).
import type { HandlerContext } from '../../http/handler';
import { businessRefusal } from '../../http/errors';
import { sendMail, type MailDependencies } from '../mail/mail.service';
import { auditAuth } from './request-info';

export const OTP_TTL_SECONDS = 300;
const INVALID_OTP = 'Invalid OTP!';
const CODE_KILLED = 'Too many wrong codes: this code no longer works, please request a new one.';

type Ctx = Pick<HandlerContext, 'db' | 'config' | 'request' | 'session'>;

export function mailDependencies(ctx: Pick<HandlerContext, 'db' | 'config' | 'request'>): MailDependencies {
  return { db: ctx.db, config: ctx.config, log: ctx.request.log };
}

export async function sendCodeMail(ctx: Ctx, to: string, subject: string, code: string, purpose: string): Promise<void> {
  await sendMail(mailDependencies(ctx), {
    to,
    subject,
    text: `Your ${purpose} code is ${code}. It is valid for ${OTP_TTL_SECONDS / 60} minutes. If you did not ask for it, ignore this email.`,
  });
}

export async function refuseCode(ctx: Ctx, userId: number, action: string, resultCode: number, reason: 'none' | 'wrong' | 'killed') {
  await auditAuth(ctx, { action, entity: 'user', entityId: userId, resultCode, after: { reason }, ...(ctx.session ? {} : { actor: { userId } }) });
  return businessRefusal(resultCode, reason === 'killed' ? CODE_KILLED : INVALID_OTP);
}
