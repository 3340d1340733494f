// Whose figures a query covers: an agent with every agent below it, or the agent alone.

export interface Scope {
  agentId: number;
  includeSubAgents: boolean;
}
