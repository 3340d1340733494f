// MSW answers of the shell's data for stories: agent user info with chosen limits, owed
// balances (counted, to show when they are asked for), and an engine status that fails.
import { http, HttpResponse } from 'msw';
import { contractGet } from '../../src/testing/msw/handlers';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;

export interface AgentInfoAnswer {
  /** Each limit: code, usage, limit, and the warning thresholds reached this period (#37). */
  limits: Array<[code: string, current: number, limit: number, crossed?: number[]]>;
  alertPercent?: number;
  hideBalance?: boolean;
}

export function agentInfoAnswer({ limits, alertPercent = 100, hideBalance = false }: AgentInfoAnswer) {
  return contractGet('/api/v1/agent-user-info', {
    ...ok,
    agentType: 'PREPAID',
    hideAccumulatedBalance: hideBalance,
    limitAlertPercent: alertPercent,
    limitItems: limits.map(([targetCode, currentValue, limitValue, crossed]) => ({
      targetCode, currentValue, limitValue, alertThresholds: [80, 100], crossedThresholds: crossed ?? [],
    })),
  });
}

/** The owed balances; `asked` counts the requests. */
export function owedBalancesAnswer(data: Array<{ balance: number; currencyCode: string; symbol: string }>) {
  const asked = { count: 0 };
  const handler = contractGet('/api/v1/owed-balances', () => {
    asked.count += 1;
    return { ...ok, data };
  });
  return { handler, asked };
}

export const engineStatusFails = http.get('*/api/status', () =>
  HttpResponse.json({ resultCode: 1500, resultDescription: 'Something went wrong', status: 'DOWN' }, { status: 500 }),
);
