// The OpenPGP public key an agent's PIN files are encrypted to (our addition to the contract: GET
// and PUT /api/v1/agent-pgp-key). Provider staff set or remove it (SCP.EVDS.PIN.BATCH.KEY_W);
// anyone who sees the agent's orders (SCP.EVDS.PIN.BATCH.FILE.LIST_R) may read it, for the agent
// of the user's structure. Only a public key that can encrypt is kept (a private key is refused
// and never stored); setting and removing are audited with the fingerprints before and after.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ACL } from '../../domain/acls';
import { DomainError, ResultCode, fieldRefusal } from '../../domain/domain-error';
import type { SessionInfo } from '../../domain/session-info';
import { wireTimestampOrNull } from '../../domain/wire';
import { recordAudit } from '../audit/audit.service';
import { readPublicKey, type KeyProblem } from './pgp-keys';
import { agentById, agentInScope, deleteAgentKey, findAgentKey, saveAgentKey } from './pin-orders.repository';
import { requireAcls, type OrderActor } from './pin-orders.service';
import { defineMessages } from '@formatjs/intl';
import { REFUSAL } from '../../i18n/refusals';
import type { Words } from '../../i18n/words';

export const PGP_KEY_TEXT = defineMessages({
  set: { id: 'SERVER.PIN_ORDERS.KEY_SET', defaultMessage: 'The OpenPGP key has been set.' },
  removed: { id: 'SERVER.PIN_ORDERS.KEY_REMOVED', defaultMessage: 'The OpenPGP key has been removed.' },
});

/** What is wrong with a key that is not one the portal can encrypt to. */
export const KEY_PROBLEM_TEXT: Record<KeyProblem, Words> = defineMessages({
  'not-a-public-key': { id: 'SERVER.PIN_ORDERS.NOT_A_PUBLIC_KEY', defaultMessage: 'This is not an ASCII-armored OpenPGP public key.' },
  'private-key': { id: 'SERVER.PIN_ORDERS.PRIVATE_KEY', defaultMessage: 'This is a private key. Send only the public key and keep the private key secret.' },
  'cannot-encrypt': { id: 'SERVER.PIN_ORDERS.CANNOT_ENCRYPT', defaultMessage: 'This key cannot encrypt: it has no valid encryption key, or it has expired or been revoked.' },
});

/** The agent of the code, in the user's structure (1004 unknown, 1005 elsewhere). */
async function agentOfStructure(db: Kysely<Database>, actor: SessionInfo, agentCode: string) {
  const agent = await agentInScope(db, actor.agentId, agentCode);
  if (!agent) throw new DomainError(ResultCode.notFound, REFUSAL.agentNotFound);
  if (agent.scope_id === null) throw new DomainError(ResultCode.outsideHierarchy, REFUSAL.outsideStructure);
  return agent;
}

async function keyAnswer(db: Kysely<Database>, agent: { id: number; code: string; name: string }) {
  const key = await findAgentKey(db, agent.id);
  return {
    agentCode: agent.code,
    agentName: agent.name,
    fingerprint: key?.fingerprint ?? null,
    algorithm: key?.algorithm ?? null,
    userIds: Array.isArray(key?.user_ids) ? key.user_ids.map(String) : [],
    keyCreatedDate: wireTimestampOrNull(key?.key_created_at),
    keyExpiresDate: wireTimestampOrNull(key?.key_expires_at),
    setBy: key?.set_by ?? null,
    setDate: wireTimestampOrNull(key?.set_at),
    publicKey: key?.public_key ?? null,
  };
}

/** The key of agentCode (the user's own agent when absent). */
export async function agentPgpKey(db: Kysely<Database>, actor: SessionInfo, agentCode: string | undefined) {
  requireAcls(actor, ACL.PIN_BATCH_LIST_R);
  const agent = agentCode ? await agentOfStructure(db, actor, agentCode) : await agentById(db, actor.agentId);
  if (!agent) throw new DomainError(ResultCode.notFound, REFUSAL.agentNotFound);
  return keyAnswer(db, agent);
}

/** Sets (an armored public key that can encrypt) or removes (null) the agent's key. */
export async function setAgentPgpKey(db: Kysely<Database>, actor: OrderActor, input: { agentCode: string; publicKey: string | null }) {
  const { session } = actor;
  requireAcls(session, ACL.PIN_BATCH_KEY_W);
  const agent = await agentOfStructure(db, session, input.agentCode);
  const key = input.publicKey === null ? null : await readPublicKey(input.publicKey);
  if (typeof key === 'string') throw fieldRefusal('publicKey', KEY_PROBLEM_TEXT[key]);
  await db.transaction().execute(async (trx) => {
    const before = await findAgentKey(trx, agent.id);
    if (key) {
      await saveAgentKey(trx, agent.id, {
        publicKey: key.armored, fingerprint: key.fingerprint, algorithm: key.algorithm, userIds: key.userIds, createdAt: key.createdAt, expiresAt: key.expiresAt,
      }, session.userId);
    } else {
      await deleteAgentKey(trx, agent.id);
    }
    await recordAudit(trx, {
      action: key ? 'agent.pgpKey.set' : 'agent.pgpKey.remove', entity: 'agent', entityId: agent.code,
      before: { fingerprint: before?.fingerprint ?? null }, after: { fingerprint: key?.fingerprint ?? null }, ip: actor.ip, actor: session, resultCode: 0,
    });
  });
  return { ...(await keyAnswer(db, agent)), resultCode: ResultCode.success, resultDescription: key ? PGP_KEY_TEXT.set : PGP_KEY_TEXT.removed };
}
