// The side menu of spec 1 section 2.5 and who sees each entry: payout needs SCP.EVDS.PAYOUT_R and
// isEnablePayout 'true'; ACL-gated entries need their acl; the product entry reads Redeem with
// REDEMPTION_W unless the agent is a DISTRIBUTOR, else Validate.
import type { MessageDescriptor } from 'react-intl';
import type { User } from '../../features/auth';
import { shellMessages } from './messages';
import { ACL } from '../acls';
import { canAccess, hasAcl } from '../router/access';
import { PAGES, pageTitle, type PageDefinition } from '../router/pages';

export interface MenuEntry {
  path: string;
  label: MessageDescriptor;
  children?: MenuEntry[];
}

type MenuUser = Pick<User, 'acls' | 'agentDetail' | 'agentType'> | null;

function page(path: string): PageDefinition {
  const found = PAGES.find((p) => p.path === path);
  if (!found) throw new Error(`no page ${path}`);
  return found;
}

function entryFor(path: string, user: MenuUser): MenuEntry | null {
  const definition = page(path);
  return canAccess(definition, user) ? { path, label: definition.title } : null;
}

export function productEntry(user: MenuUser): MenuEntry | null {
  if (!hasAcl(user, ACL.REDEMPTION_W) && !hasAcl(user, ACL.REDEMPTION_R)) return null;
  return { path: '/product-redeem', label: pageTitle(page('/product-redeem'), user) };
}

function portalManagementEntry(user: MenuUser): MenuEntry | null {
  const children = ['/portal-management/performance-report', '/portal-management/resource-management']
    .map((path) => entryFor(path, user))
    .filter((entry): entry is MenuEntry => entry !== null);
  if (children.length === 0) return null;
  return { path: '/portal-management', label: shellMessages.menuPortalManagement, children };
}

export function visibleMenu(user: MenuUser): MenuEntry[] {
  const entries = [
    entryFor('/dashboard', user),
    entryFor('/company-details', user),
    entryFor('/weekly-transaction-summary', user),
    entryFor('/payout-transaction', user),
    entryFor('/reports', user),
    entryFor('/pin-order', user),
    entryFor('/credit-limits', user),
    entryFor('/user-management', user),
    entryFor('/audit-trail', user),
    entryFor('/resources', user),
    productEntry(user),
    entryFor('/contact-us', user),
    portalManagementEntry(user),
  ];
  return entries.filter((entry): entry is MenuEntry => entry !== null);
}
