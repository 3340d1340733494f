// Support staff (SCP.SUPPORT.IMPERSONATE) get a single-use token valid 60 s to sign in as a
// user of their hierarchy; the resulting session carries impersonator_user_id. Refused (and
// audited): an impersonated caller, an unknown target, one outside the caller's hierarchy, a
// disabled or locked account, and provider staff (a target who holds SCP.SUPPORT.IMPERSONATE).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { ACL } from '../../domain/acls';
import { isInScope } from '../agents/agents.service';
import { lockHolds } from './lockout';
import { issueToken } from './one-time-codes';
import { auditAuth, type SignedInRequest } from './request-info';
import { ACTIVE_USER_STATUS, findUserByMerchantLogin, holdsAcl } from './sign-in-users.repository';
import { defineMessages } from '@formatjs/intl';
import { REFUSAL } from '../../i18n/refusals';
import { words, type Words } from '../../i18n/words';

export const IMPERSONATION_TTL_SECONDS = 60;

export const ImpersonationText = defineMessages({
  notFound: { id: 'SERVER.AUTH.USER_NOT_FOUND', defaultMessage: "The user was not found." },
  unavailable: { id: 'SERVER.AUTH.IMPERSONATION_UNAVAILABLE', defaultMessage: "This account is disabled or locked and cannot be impersonated." },
  staff: { id: 'SERVER.AUTH.IMPERSONATION_STAFF', defaultMessage: "Provider staff cannot be impersonated." },
});

export async function createImpersonationToken(
  db: Kysely<Database>,
  actor: SignedInRequest,
  input: { merchantId: string; username: string },
): Promise<{ token: string; expiresInSeconds: number }> {
  const { session } = actor;
  const refuse = async (code: ResultCode, text: Words, targetId?: number, reason?: string) => {
    await auditAuth(db, actor, {
      action: 'impersonation.token', entity: 'user', entityId: targetId, resultCode: code,
      after: { merchantId: input.merchantId, username: input.username, ...(reason ? { reason } : {}) },
    });
    return new DomainError(code, text);
  };
  // An impersonated session cannot start another impersonation.
  if (session.impersonatorUserId !== null) {
    throw await refuse(ResultCode.permissionDenied, words(REFUSAL.permission, { acl: ACL.SUPPORT_IMPERSONATE }), undefined, 'impersonated-caller');
  }
  const user = await findUserByMerchantLogin(db, input.merchantId, input.username);
  if (!user) throw await refuse(ResultCode.notFound, ImpersonationText.notFound);
  if (!(await isInScope(db, session.agentId, user.agentId))) throw await refuse(ResultCode.outsideHierarchy, REFUSAL.outsideStructure, user.id);
  if (await holdsAcl(db, user.id, ACL.SUPPORT_IMPERSONATE)) throw await refuse(ResultCode.permissionDenied, ImpersonationText.staff, user.id, 'staff');
  if (String(user.statusId) !== ACTIVE_USER_STATUS) throw await refuse(ResultCode.conflict, ImpersonationText.unavailable, user.id, 'inactive');
  if (user.lockedAt && (await lockHolds(db, { userId: user.id }, user.lockedAt))) {
    throw await refuse(ResultCode.conflict, ImpersonationText.unavailable, user.id, 'locked');
  }
  const { token } = await issueToken(db, {
    purpose: 'impersonation', userId: user.id, target: String(session.userId), ttlSeconds: IMPERSONATION_TTL_SECONDS,
  });
  await auditAuth(db, actor, { action: 'impersonation.token', entity: 'user', entityId: user.id, resultCode: 0 });
  return { token, expiresInSeconds: IMPERSONATION_TTL_SECONDS };
}
