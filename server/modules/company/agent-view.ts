// How an agent row reads in the contract: agentDetail and agentAddress of spec 1 section 3, the
// company structure nodes.
import type { Selectable } from 'kysely';
import type { AgentLevel, AgentStatus, AgentsTable, AgentType } from '../../db/schema';
import type { CompanyStructureNode } from '../agents/agents.service';
import { wireTimestamp } from '../../domain/wire';

export type AgentRow = Selectable<AgentsTable>;
/** The contract's AgentStatus, which is also the database's (migration 0007). */
export type ApiAgentStatus = AgentStatus;

export interface AgentDetail {
  level: AgentLevel;
  agentCode: string;
  name: string;
  countryCode: string | null;
  stateCode: string | null;
  timezone: string | null;
  creationDate: string | null;
  status: ApiAgentStatus;
  tax: string | null;
  agentType: AgentType;
  parentCode: string | null;
}

export interface AgentAddress {
  email: string | null;
  contactName: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  phoneNumber: string | null;
  mobileNumber: string | null;
  tollFreePhone: string | null;
  faxNumber: string | null;
  tollFreeFax: string | null;
  countryCode: string | null;
  stateCode: string | null;
  city: string | null;
  zipCode: string | null;
}

export interface ApiCompanyNode {
  code: string;
  name: string;
  level: AgentLevel;
  type: AgentType;
  status: ApiAgentStatus;
  children: ApiCompanyNode[];
}


export function agentDetailOf(agent: AgentRow, parentCode: string | null): AgentDetail {
  return {
    level: agent.level,
    agentCode: agent.code,
    name: agent.name,
    countryCode: agent.country_code,
    stateCode: agent.state_code,
    timezone: agent.timezone,
    creationDate: wireTimestamp(agent.created_at),
    status: agent.status,
    tax: agent.tax,
    agentType: agent.type,
    parentCode,
  };
}

/** The physical address; its country and state are the agent's own (one column each). */
export function agentAddressOf(agent: AgentRow): AgentAddress {
  return {
    email: agent.email,
    contactName: agent.contact_name,
    addressLine1: agent.address_line1,
    addressLine2: agent.address_line2,
    phoneNumber: agent.phone_number,
    mobileNumber: agent.mobile_number,
    tollFreePhone: agent.toll_free_phone,
    faxNumber: agent.fax_number,
    tollFreeFax: agent.toll_free_fax,
    countryCode: agent.country_code,
    stateCode: agent.state_code,
    city: agent.city,
    zipCode: agent.zip_code,
  };
}

/** The structure in the contract's shape, walked without recursion (a chain may be deep). */
export function apiCompanyTree(root: CompanyStructureNode): ApiCompanyNode {
  const convert = (node: CompanyStructureNode): ApiCompanyNode => ({
    code: node.code, name: node.name, level: node.level, type: node.type, status: node.status, children: [],
  });
  const apiRoot = convert(root);
  const pending: [CompanyStructureNode, ApiCompanyNode][] = [[root, apiRoot]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, apiNode] = next;
    for (const child of node.children) {
      const apiChild = convert(child);
      apiNode.children.push(apiChild);
      pending.push([child, apiChild]);
    }
  }
  return apiRoot;
}
