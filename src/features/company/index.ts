// The public face of the company feature: the screen, its api (for the store) and its types.
export {
  CompanyDetailsScreen,
  AGENT_WRITE_ACL,
  type CompanyDetailsScreenProps,
} from './components/CompanyDetailsScreen';
export { AgentDetailsModal, type AgentDetailsModalProps } from './components/AgentDetailsModal';
export { companyApi } from './api';
export type { CompanyNode, AgentInfo, AgentModalMode } from './types';
export { addRights, type AddRights } from './hierarchy';
export { agentSchema, normaliseAgentCode, AGENT_CODE_MAX } from './forms/agentSchema';
export { agentSaveBody, agentValues, newAgentValues, type AgentValues } from './forms/agentValues';
