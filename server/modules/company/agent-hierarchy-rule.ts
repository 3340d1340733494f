// Who may add which agent where (../shared/design/decisions.md): an MD adds a Sub Division (SD)
// or a Retailer (R) under itself or any of its descendants; a D or SD adds Retailers; a Retailer
// adds nothing and has nothing below it. The parent must be inside the user's scope (checked by
// the caller with the closure table).
import { defineMessages } from '@formatjs/intl';
import type { AgentLevel } from '../../db/schema';
import { words, type Words } from '../../i18n/words';

const LEVEL_NAMES: Record<AgentLevel, string> = { MD: 'Master Distribution', D: 'Sub Division', SD: 'Sub Division', R: 'Retailer' };

/** The levels an agent of this level may create. */
export const ADDABLE_LEVELS: Record<AgentLevel, readonly AgentLevel[]> = { MD: ['SD', 'R'], D: ['R'], SD: ['R'], R: [] };

const HIERARCHY_TEXT = defineMessages({
  addsNothing: { id: 'SERVER.COMPANY.ADDS_NOTHING', defaultMessage: 'A {level} may not add agents.' },
  addsOnly: { id: 'SERVER.COMPANY.ADDS_ONLY', defaultMessage: 'A {level} may add only {levels} agents.' },
  retailerParent: { id: 'SERVER.COMPANY.RETAILER_PARENT', defaultMessage: 'A Retailer (R) cannot have agents below it.' },
});

const named = (level: AgentLevel) => `${LEVEL_NAMES[level]} (${level})`;

/** Why the user's agent may not add an agent of newLevel under a parent of parentLevel, or null. */
export function hierarchyRefusal(actorLevel: AgentLevel, parentLevel: AgentLevel, newLevel: AgentLevel): Words | null {
  const addable = ADDABLE_LEVELS[actorLevel];
  if (!addable.includes(newLevel)) {
    return addable.length === 0
      ? words(HIERARCHY_TEXT.addsNothing, { level: named(actorLevel) })
      : words(HIERARCHY_TEXT.addsOnly, { level: named(actorLevel), levels: addable.map(named).join(' / ') });
  }
  if (parentLevel === 'R') return HIERARCHY_TEXT.retailerParent;
  return null;
}
