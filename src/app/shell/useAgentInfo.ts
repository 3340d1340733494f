// The signed-in agent's shell data as the top bar reads it: agent user info, and the owed
// balances only once the info loaded and the balance is not hidden (spec 1 section 4).
import { useGetAgentUserInfoQuery } from '../../features/shell-data';
import { useGetOwedBalancesQuery } from '../../shared/api/agent-reads';

export function useAgentInfo() {
  return useGetAgentUserInfoQuery().data;
}

export function useOwedBalances() {
  const info = useAgentInfo();
  const skip = !info || info.hideAccumulatedBalance;
  const { data } = useGetOwedBalancesQuery(undefined, { skip });
  return skip ? undefined : data;
}
