// Who may add what (decisions: hierarchy rule by the level of the user's own agent): MD adds SD or
// R under any non-retailer; D and SD add R; R adds nothing; nothing is added below a retailer.
import type { AgentLevel } from './types';

export interface AddRights {
  subDivision: boolean;
  retailer: boolean;
}

export function addRights(
  userLevel: AgentLevel | undefined,
  targetLevel: AgentLevel | undefined,
): AddRights {
  if (!userLevel || !targetLevel || targetLevel === 'R' || userLevel === 'R') {
    return { subDivision: false, retailer: false };
  }
  return { subDivision: userLevel === 'MD', retailer: true };
}
