// The shell's data (spec 1 section 3): agent user info with its credit-limit usage, the owed
// balances and the settings the shell reads.

/** One credit limit's usage: the product or currency code, what is used and the limit. */
export interface LimitUsage {
  targetCode: string;
  currentValue: number;
  limitValue: number;
}

export interface AgentUserInfo {
  limitItems: LimitUsage[];
  /** Usage above this percentage raises the credit-limit warning. */
  limitAlertPercent: number;
  hideAccumulatedBalance: boolean;
  agentType: string;
}

export interface OwedBalance {
  balance: number;
  currencyCode: string;
  symbol: string;
}

/** The part of GET /api/v1/settings the shell uses (all optional: defaults apply). */
export interface ShellSettings {
  idleTimeoutSeconds?: number;
  idleCountdownSeconds?: number;
}
