// Support staff (SCP.SUPPORT.IMPERSONATE) get a single-use token valid 60 s to sign in as a
// user of their hierarchy; the resulting session carries impersonator_user_id.
import type { HandlerContext, SessionInfo } from '../../http/handler';
import { forbidden, notFound, outsideHierarchy } from '../../http/errors';
import { ACL } from '../../domain/acls';
import { issueToken } from './one-time-codes';
import { auditAuth } from './request-info';
import { findUserByMerchantLogin } from './users.repository';

export const IMPERSONATION_TTL_SECONDS = 60;

type Ctx = Pick<HandlerContext, 'db' | 'request' | 'session'>;

export async function createImpersonationToken(ctx: Ctx, session: SessionInfo, body: { merchantId: string; username: string }) {
  // An impersonated session cannot start another impersonation.
  if (session.impersonatorUserId !== null) throw forbidden(ACL.SUPPORT_IMPERSONATE);
  const user = await findUserByMerchantLogin(ctx.db, body.merchantId, body.username);
  if (!user) throw notFound('The user');
  const inHierarchy = await ctx.db
    .selectFrom('agent_closure')
    .select('depth')
    .where('ancestor_id', '=', session.agentId)
    .where('descendant_id', '=', user.agentId)
    .executeTakeFirst();
  if (!inHierarchy) throw outsideHierarchy();
  const { token } = await issueToken(ctx.db, {
    purpose: 'impersonation', userId: user.id, target: String(session.userId), ttlSeconds: IMPERSONATION_TTL_SECONDS,
  });
  await auditAuth(ctx, { action: 'impersonation.token', entity: 'user', entityId: user.id, resultCode: 0 });
  return { token, expiresInSeconds: IMPERSONATION_TTL_SECONDS };
}
