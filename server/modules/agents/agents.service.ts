// The agents and their hierarchy: creating agents (keeping the hierarchy in step), the company
// structure of an agent's subtree, and the scope check every call makes.
import type { Kysely, Transaction } from 'kysely';
import type { AgentLevel, AgentStatus, AgentType, Database } from '../../db/schema';
import { ResultCode, fieldRefusal } from '../../domain/domain-error';
import * as hierarchy from './agent-hierarchy.repository';
import { agentIdByCode, agentIdById, insertAgent } from './agents.repository';
import { PROBLEM } from '../../i18n/problems';
import { words } from '../../i18n/words';

export { agentIdByCode };

export interface CompanyStructureNode {
  code: string;
  name: string;
  level: AgentLevel;
  type: AgentType;
  status: AgentStatus;
  children: CompanyStructureNode[];
}

export interface NewAgent {
  code: string;
  name: string;
  level: AgentLevel;
  parentId: number | null;
  type?: AgentType;
  status?: AgentStatus;
  countryCode?: string | null;
  stateCode?: string | null;
  timezone?: string;
  tax?: string | null;
  email?: string | null;
  contactName?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  phoneNumber?: string | null;
  mobileNumber?: string | null;
  tollFreePhone?: string | null;
  faxNumber?: string | null;
  tollFreeFax?: string | null;
  city?: string | null;
  zipCode?: string | null;
  isEnablePayout?: boolean;
  payoutVoucherCreditLimitMinor?: number;
  hideRedeemedAt?: boolean;
  hideAccumulatedBalance?: boolean;
  limitAlertPercent?: number;
  createdAt?: Date;
}

/** Agent codes are trimmed and upper-cased, at most 8 characters (spec 1 section 5). */
export function normaliseAgentCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Creates an agent under its parent and its closure rows, in one transaction. Returns its id. */
export async function createAgent(db: Kysely<Database>, agent: NewAgent): Promise<number> {
  return db.transaction().execute((trx) => createAgentInTransaction(trx, agent));
}

/** createAgent inside the caller's transaction, so that the caller can add its own writes (the
 * audit row of agent maintenance) to the same unit of work. */
export async function createAgentInTransaction(trx: Transaction<Database>, agent: NewAgent): Promise<number> {
  const code = normaliseAgentCode(agent.code);
  if (code.length === 0 || code.length > 8) {
    throw fieldRefusal('agentCode', PROBLEM.length);
  }
  if (await agentIdByCode(trx, code)) throw fieldRefusal('agentCode', words(PROBLEM.exists, { value: code }), ResultCode.conflict);
  if (agent.parentId !== null && !(await agentIdById(trx, agent.parentId))) {
    throw fieldRefusal('parentCode', PROBLEM.unknownParent, ResultCode.notFound);
  }
  const id = await insertAgent(trx, {
    code,
    name: agent.name,
    level: agent.level,
    parent_id: agent.parentId,
    type: agent.type ?? 'PREPAID',
    status: agent.status ?? 'ACTIVE',
    country_code: agent.countryCode ?? null,
    state_code: agent.stateCode ?? null,
    timezone: agent.timezone ?? 'UTC',
    tax: agent.tax ?? null,
    email: agent.email ?? null,
    contact_name: agent.contactName ?? null,
    address_line1: agent.addressLine1 ?? null,
    address_line2: agent.addressLine2 ?? null,
    phone_number: agent.phoneNumber ?? null,
    mobile_number: agent.mobileNumber ?? null,
    toll_free_phone: agent.tollFreePhone ?? null,
    fax_number: agent.faxNumber ?? null,
    toll_free_fax: agent.tollFreeFax ?? null,
    city: agent.city ?? null,
    zip_code: agent.zipCode ?? null,
    is_enable_payout: agent.isEnablePayout ?? false,
    payout_voucher_credit_limit_minor: agent.payoutVoucherCreditLimitMinor ?? 0,
    hide_redeemed_at: agent.hideRedeemedAt ?? false,
    hide_accumulated_balance: agent.hideAccumulatedBalance ?? false,
    limit_alert_percent: agent.limitAlertPercent ?? 80,
    ...(agent.createdAt ? { created_at: agent.createdAt } : {}),
  });
  await hierarchy.insertHierarchyRows(trx, id, agent.parentId);
  return id;
}

/** True when agentId is ancestorAgentId itself or one of its descendants. */
export const isInScope = hierarchy.isInScope;

/** The ids of an agent and all its descendants. */
export const subtreeAgentIds = hierarchy.subtreeAgentIds;

/** The codes of an agent and its ancestors, nearest first. */
export const ancestorCodes = hierarchy.ancestorCodes;

/** Each given agent and every agent above it. */
export const agentsAndAncestors = hierarchy.agentsAndAncestors;

/** Every (ancestor, descendant) pair of the given agents, themselves included. */
export const ancestorPairs = hierarchy.ancestorPairs;

/** The agent of this code ({ id, code }) when it is scopeAgentId or below it. */
export const agentInSubtreeByCode = hierarchy.agentInSubtreeByCode;

/** The company structure below (and including) an agent, as nested nodes ordered by code (one
 * query whatever the depth, agent-hierarchy.repository.ts). */
export async function getCompanyStructure(db: Kysely<Database>, rootAgentId: number): Promise<CompanyStructureNode | null> {
  const nodes = new Map<number, CompanyStructureNode>();
  let root: CompanyStructureNode | null = null;
  for (const [id, parentId, code, name, level, type, status, depth] of await hierarchy.structureRows(db, rootAgentId)) {
    const node: CompanyStructureNode = { code, name, level, type, status, children: [] };
    nodes.set(id, node);
    if (depth === 0) root = node;
    else if (parentId !== null) nodes.get(parentId)?.children.push(node);
  }
  return root;
}
