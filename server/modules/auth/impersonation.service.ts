// Support staff (SCP.SUPPORT.IMPERSONATE) get a single-use token valid 60 s to sign in as a
// user of their hierarchy; the resulting session carries impersonator_user_id.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { ACL } from '../../domain/acls';
import { issueToken } from './one-time-codes';
import { auditAuth, type SignedInRequest } from './request-info';
import { findUserByMerchantLogin } from './users.repository';

export const IMPERSONATION_TTL_SECONDS = 60;

export async function createImpersonationToken(
  db: Kysely<Database>,
  actor: SignedInRequest,
  input: { merchantId: string; username: string },
): Promise<{ token: string; expiresInSeconds: number }> {
  const { session } = actor;
  // An impersonated session cannot start another impersonation.
  if (session.impersonatorUserId !== null) {
    throw new DomainError(ResultCode.permissionDenied, `You do not have ${ACL.SUPPORT_IMPERSONATE} permission.`);
  }
  const user = await findUserByMerchantLogin(db, input.merchantId, input.username);
  if (!user) throw new DomainError(ResultCode.notFound, 'The user was not found.');
  const inHierarchy = await db
    .selectFrom('agent_closure')
    .select('depth')
    .where('ancestor_id', '=', session.agentId)
    .where('descendant_id', '=', user.agentId)
    .executeTakeFirst();
  if (!inHierarchy) throw new DomainError(ResultCode.outsideHierarchy, 'This agent is outside your company structure.');
  const { token } = await issueToken(db, {
    purpose: 'impersonation', userId: user.id, target: String(session.userId), ttlSeconds: IMPERSONATION_TTL_SECONDS,
  });
  await auditAuth(db, actor, { action: 'impersonation.token', entity: 'user', entityId: user.id, resultCode: 0 });
  return { token, expiresInSeconds: IMPERSONATION_TTL_SECONDS };
}
