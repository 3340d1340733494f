// Agent maintenance: reading one agent of the user's scope, adding a Sub Division or Retailer and
// editing an agent's details. Every change is audited with its before and after values in the
// same transaction, under the session's identities (impersonation records both).
import { isUniqueViolation } from '../../db/postgres-errors';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionInfo } from '../../domain/session-info';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { agentIdByCode, createAgentInTransaction, getCompanyStructure } from '../agents/agents.service';
import { recordAudit } from '../audit/audit.service';
import {
  NEW_AGENT_TYPE, cleanAgentCode, cleanCode, editableFieldsOf, newAgentLevelOf, refuseReadOnlyChanges,
  type AgentSaveRequest, type EditableAgentFields,
} from './agent-form';
import { hierarchyRefusal } from './agent-hierarchy-rule';
import { agentById, agentCodeAndLevel, agentWithParentInScope, updateAgent } from './company.repository';
import { agentAddressOf, agentDetailOf, apiCompanyTree, type AgentAddress, type AgentDetail, type AgentRow, type ApiCompanyNode } from './agent-view';
import { defineMessage } from '@formatjs/intl';
import { REFUSAL } from '../../i18n/refusals';


export const AGENT_CODE_EXISTS = defineMessage({ id: 'SERVER.COMPANY.AGENT_CODE_EXISTS', defaultMessage: "Agent code already exists" });
/** The audit actions of this module. */
export const AUDIT_AGENT_CREATE = 'agent.create';
export const AUDIT_AGENT_UPDATE = 'agent.update';

export interface AgentInfo {
  agentDetail: AgentDetail;
  agentAddress: AgentAddress;
}

/** The session's agent and its descendants in the contract's shape (one query). */
export async function companyStructureOf(db: Kysely<Database>, session: SessionInfo): Promise<ApiCompanyNode> {
  const root = await getCompanyStructure(db, session.agentId);
  if (!root) throw new DomainError(ResultCode.notFound, REFUSAL.agentNotFound);
  return apiCompanyTree(root);
}

/** The agent with this code if the scope agent sees it (itself or a descendant), with its
 * parent's code; an unknown code and another branch's agent are refused alike (nothing revealed). */
async function agentInScope(db: Kysely<Database>, scopeAgentId: number, agentCode: string, forUpdate = false): Promise<{ agent: AgentRow; parentCode: string | null }> {
  const row = await agentWithParentInScope(db, scopeAgentId, agentCode, forUpdate);
  if (!row) throw new DomainError(ResultCode.outsideHierarchy, REFUSAL.outsideStructure);
  const { parent_code: parentCode, ...agent } = row;
  return { agent, parentCode };
}

export async function getAgentInfo(db: Kysely<Database>, session: SessionInfo, agentCode: string): Promise<AgentInfo> {
  const { agent, parentCode } = await agentInScope(db, session.agentId, cleanAgentCode(agentCode, 'agentCode'));
  return { agentDetail: agentDetailOf(agent, parentCode), agentAddress: agentAddressOf(agent) };
}


/** Adds a Sub Division or Retailer under parentCode (default: the user's own agent), status
 * Active and type PREPAID. Returns the new agent's code. */
export async function addAgent(db: Kysely<Database>, session: SessionInfo, request: AgentSaveRequest, ip?: string): Promise<string> {
  const code = cleanAgentCode(request.agentDetail.agentCode);
  const fields = editableFieldsOf(request);
  const level = newAgentLevelOf(request, fields);
  try {
    return await db.transaction().execute(async (trx) => {
      const actor = await agentCodeAndLevel(trx, session.agentId);
      const parentCode = cleanCode(request.agentDetail.parentCode) ?? actor.code;
      const { agent: parent } = await agentInScope(trx, session.agentId, parentCode);
      const refusal = hierarchyRefusal(actor.level, parent.level, level);
      if (refusal) throw new DomainError(ResultCode.outsideHierarchy, refusal);
      if (await agentIdByCode(trx, code)) throw new DomainError(ResultCode.conflict, AGENT_CODE_EXISTS);
      const id = await createAgentInTransaction(trx, { ...fields, code, level, parentId: parent.id, status: 'ACTIVE', type: NEW_AGENT_TYPE });
      const created = await agentById(trx, id);
      await recordAudit(trx, {
        action: AUDIT_AGENT_CREATE, entity: 'agent', entityId: code, before: null,
        after: { agentDetail: agentDetailOf(created, parent.code), agentAddress: agentAddressOf(created) },
        resultCode: 0, actor: session, ...(ip ? { ip } : {}),
      });
      return code;
    });
  } catch (error) {
    // Two users adding the same code at once: the unique index decides.
    if (isUniqueViolation(error)) throw new DomainError(ResultCode.conflict, AGENT_CODE_EXISTS);
    throw error;
  }
}

const COLUMN_OF = {
  name: 'name', countryCode: 'country_code', stateCode: 'state_code', timezone: 'timezone', email: 'email',
  contactName: 'contact_name', addressLine1: 'address_line1', addressLine2: 'address_line2', phoneNumber: 'phone_number',
  mobileNumber: 'mobile_number', tollFreePhone: 'toll_free_phone', faxNumber: 'fax_number', tollFreeFax: 'toll_free_fax',
  city: 'city', zipCode: 'zip_code',
} as const satisfies Record<keyof EditableAgentFields, keyof AgentRow>;

export interface AgentEdit {
  code: string;
  /** The fields that changed (none: nothing was written or audited). */
  changed: string[];
}

/** Saves the editable fields of an agent in scope; read-only fields may only be echoed. */
export async function editAgent(db: Kysely<Database>, session: SessionInfo, request: AgentSaveRequest, ip?: string): Promise<AgentEdit> {
  const code = cleanAgentCode(request.agentDetail.agentCode);
  return db.transaction().execute(async (trx) => {
    const { agent, parentCode } = await agentInScope(trx, session.agentId, code, true);
    const fields = editableFieldsOf(request, agent);
    refuseReadOnlyChanges(request, agent, parentCode, fields);
    const changed = (Object.keys(COLUMN_OF) as (keyof EditableAgentFields)[]).filter((field) => fields[field] !== agent[COLUMN_OF[field]]);
    if (changed.length === 0) return { code, changed };
    await updateAgent(trx, agent.id, Object.fromEntries(changed.map((field) => [COLUMN_OF[field], fields[field]])));
    await recordAudit(trx, {
      action: AUDIT_AGENT_UPDATE, entity: 'agent', entityId: code,
      before: Object.fromEntries(changed.map((field) => [field, agent[COLUMN_OF[field]]])),
      after: Object.fromEntries(changed.map((field) => [field, fields[field]])),
      resultCode: 0, actor: session, ...(ip ? { ip } : {}),
    });
    return { code, changed };
  });
}
