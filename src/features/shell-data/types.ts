// The shell's data (spec 1 section 3): agent user info with its credit-limit usage (the owed
// balances and the settings are shared reads, src/shared/api/agent-reads.ts).

/** One credit limit's usage: the product or currency code, what is used and the limit. */
export interface LimitUsage {
  targetCode: string;
  currentValue: number;
  limitValue: number;
  /** The item's warning thresholds reached in its current reset window (#37), ascending. */
  crossedThresholds?: number[];
}

export interface AgentUserInfo {
  limitItems: LimitUsage[];
  /** Usage above this percentage raises the credit-limit warning. */
  limitAlertPercent: number;
  hideAccumulatedBalance: boolean;
  agentType: string;
}
