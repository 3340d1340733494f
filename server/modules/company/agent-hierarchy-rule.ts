// Who may add which agent where (../shared/design/decisions.md): an MD adds a Sub Division (SD)
// or a Retailer (R) under itself or any of its descendants; a D or SD adds Retailers; a Retailer
// adds nothing and has nothing below it. The parent must be inside the user's scope (checked by
// the caller with the closure table).
import type { AgentLevel } from '../../db/schema';

const LEVEL_NAMES: Record<AgentLevel, string> = { MD: 'Master Distribution', D: 'Sub Division', SD: 'Sub Division', R: 'Retailer' };

/** The levels an agent of this level may create. */
export const ADDABLE_LEVELS: Record<AgentLevel, readonly AgentLevel[]> = { MD: ['SD', 'R'], D: ['R'], SD: ['R'], R: [] };

/** Why the user's agent may not add an agent of newLevel under a parent of parentLevel, or null. */
export function hierarchyRefusal(actorLevel: AgentLevel, parentLevel: AgentLevel, newLevel: AgentLevel): string | null {
  const addable = ADDABLE_LEVELS[actorLevel];
  if (!addable.includes(newLevel)) {
    return addable.length === 0
      ? `A ${LEVEL_NAMES[actorLevel]} (${actorLevel}) may not add agents.`
      : `A ${LEVEL_NAMES[actorLevel]} (${actorLevel}) may add only ${addable.map((l) => `${LEVEL_NAMES[l]} (${l})`).join(' or ')} agents.`;
  }
  if (parentLevel === 'R') return 'A Retailer (R) cannot have agents below it.';
  return null;
}
