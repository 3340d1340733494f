// The company feature's screens and forms, kept out of index.ts so that the app loads them as a
// lazy chunk (see src/app/router/lazyScreens.ts).
export { CompanyDetailsScreen, type CompanyDetailsScreenProps } from './components/CompanyDetailsScreen';
export { AgentDetailsModal, type AgentDetailsModalProps } from './components/AgentDetailsModal';
export { agentSchema, normaliseAgentCode, AGENT_CODE_MAX } from './forms/agentSchema';
export { agentSaveBody, agentValues, newAgentValues, type AgentValues } from './forms/agentValues';
