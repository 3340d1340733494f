// The company screen's shapes as the contract describes them: tree nodes, agents, lists, notices.
import type { ApiSchema } from '../../shared/api';

export type CompanyNode = ApiSchema<'CompanyNode'>;
export type AgentDetail = ApiSchema<'AgentDetail'>;
export type AgentAddress = ApiSchema<'AgentAddress'>;
export type AgentSave = ApiSchema<'AgentSave'>;
export type AgentInfo = ApiSchema<'AgentInfoResult'>;
export type Timezone = ApiSchema<'Timezone'>;
export type Notice = ApiSchema<'Notice'>;
export type AgentLevel = NonNullable<AgentDetail['level']>;

/** The agent modal's modes (spec 1 section 4). */
export type AgentModalMode = 'view' | 'edit' | 'addSubDivision' | 'addRetailer';
