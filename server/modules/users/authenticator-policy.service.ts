// The authenticator policy (#37, our addition): an administrator (SCP.TTI.ADMIN.USER_W) requires
// the authenticator of every user of its own agent and of the agents below it, or stops requiring
// it; administrators read it with SCP.TTI.ADMIN.USER_R. A requirement set above the agent holds
// whatever the agent's own choice says (the nearest such agent is named). Users without an
// authenticator are led through its set-up at their next sign-in (login.service.ts, 998); open
// sessions stay open. Each change is audited with its before and after.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { components } from '../../../openapi/generated/portal';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { ACL } from '../../domain/acls';
import { REFUSAL } from '../../i18n/refusals';
import { words } from '../../i18n/words';
import { auditAuth, type SignedInRequest } from '../auth/request-info';
import { defineMessages } from '@formatjs/intl';
import { agentPolicy, requiringAncestor, setRequireAuthenticator, usersWithoutAuthenticator } from './authenticator-policy.repository';

type AuthenticatorPolicy = Omit<components['schemas']['AuthenticatorPolicyResult'], 'resultCode' | 'resultDescription'>;

const TEXT = defineMessages({
  required: { id: 'SERVER.USERS.AUTHENTICATOR_REQUIRED', defaultMessage: 'Every user of {agent} and of its agents must now use an authenticator app. Users without one set it up at their next sign-in.' },
  notRequired: { id: 'SERVER.USERS.AUTHENTICATOR_NOT_REQUIRED', defaultMessage: 'The users of {agent} and of its agents may now sign in without an authenticator app.' },
});

function assertHolds(actor: SignedInRequest, acl: string): void {
  if (!actor.session.acls.has(acl)) throw new DomainError(ResultCode.permissionDenied, words(REFUSAL.permission, { acl }));
}

async function policyOf(db: Kysely<Database>, agentId: number): Promise<AuthenticatorPolicy> {
  const [agent, inheritedFrom, usersWithout] = await Promise.all([agentPolicy(db, agentId), requiringAncestor(db, agentId), usersWithoutAuthenticator(db, agentId)]);
  return { agentCode: agent.code, required: agent.require_authenticator, inheritedFrom, usersWithout };
}

export async function getAuthenticatorPolicy(db: Kysely<Database>, actor: SignedInRequest): Promise<AuthenticatorPolicy> {
  assertHolds(actor, ACL.USER_R);
  return policyOf(db, actor.session.agentId);
}

export async function setAuthenticatorPolicy(db: Kysely<Database>, actor: SignedInRequest, input: { required: boolean }) {
  assertHolds(actor, ACL.USER_W);
  const { agentId } = actor.session;
  const before = await agentPolicy(db, agentId);
  await setRequireAuthenticator(db, agentId, input.required);
  await auditAuth(db, actor, { action: 'user.authenticator-policy', entity: 'agent', entityId: before.code, resultCode: 0, before: { required: before.require_authenticator }, after: { required: input.required } });
  return { ...(await policyOf(db, agentId)), resultDescription: words(input.required ? TEXT.required : TEXT.notRequired, { agent: before.code }) };
}
