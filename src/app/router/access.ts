// The access rule of spec 1 section 4: a page is open when it needs no role, when the user's
// acls hold its role, and for payout only when the agent also has isEnablePayout 'true'.
import type { User } from '../../features/auth';
import { ACL, REDEEM_EXCLUDED_AGENT_TYPE } from '../acls';

export type AgentRule = 'payout';

export interface AccessRequirement {
  /** The acl the page needs; empty means any signed-in user. */
  role?: string;
  agentRule?: AgentRule;
}

export function payoutEnabled(user: Pick<User, 'agentDetail'> | null): boolean {
  return user?.agentDetail?.isEnablePayout === 'true';
}

export function hasAcl(user: Pick<User, 'acls'> | null, acl: string): boolean {
  return Boolean(user?.acls?.includes(acl));
}

export function canAccess(requirement: AccessRequirement, user: Pick<User, 'acls' | 'agentDetail'> | null): boolean {
  if (!requirement.role) return true;
  if (!hasAcl(user, requirement.role)) return false;
  return requirement.agentRule === 'payout' ? payoutEnabled(user) : true;
}

/** Whether the product page redeems (REDEMPTION_W and not a DISTRIBUTOR agent) rather than only
 * validates: its menu entry and its title read Product Redeem, else Product Validate. */
export function mayRedeem(user: Pick<User, 'acls' | 'agentDetail' | 'agentType'> | null): boolean {
  const agentType = user?.agentDetail?.agentType ?? user?.agentType;
  return hasAcl(user, ACL.REDEMPTION_W) && agentType !== REDEEM_EXCLUDED_AGENT_TYPE;
}
