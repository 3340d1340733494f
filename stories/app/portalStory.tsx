// Story wiring for app and auth screens: the real portal store (auth slice, RTK Query on the
// shared client, answered by MSW) with a chosen auth state, and users of the demo roles.
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createPortalStore } from '../../src/app/store';
import { initialAuthState, type AuthState, type User } from '../../src/features/auth';

export function PortalStoreFrame({ auth, children }: { auth?: Partial<AuthState>; children: ReactNode }) {
  const store = useMemo(
    () => createPortalStore({ persistToken: false, preloadedState: { auth: { ...initialAuthState, ...auth } } }),
    [auth],
  );
  return <Provider store={store}>{children}</Provider>;
}

export const EVERY_MERCHANT_ACL = [
  'SCP.TTI.ADMIN.USER_R',
  'SCP.TTI.ADMIN.USER_W',
  'SCP.EVDS.PIN.BATCH.FILE.LIST_R',
  'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_R',
  'SCP.EVDS.PRODUCT.REDEMPTION_R',
  'SCP.EVDS.PRODUCT.REDEMPTION_W',
  'SCP.FLEX.ACCOUNT.MANAGER_R',
  'SCP.EVDS.PAYOUT_R',
];

export const adminUser: User = {
  login: 'admin',
  firstName: 'Alex',
  surname: 'Admin',
  acls: EVERY_MERCHANT_ACL,
  agentDetail: { agentCode: 'MD0001', name: 'Master Distribution', agentType: 'PREPAID', isEnablePayout: 'false' },
};

export const viewerUser: User = {
  login: 'viewer',
  firstName: 'Vera',
  surname: 'Viewer',
  acls: [],
  agentDetail: { agentCode: 'MD0001', name: 'Master Distribution', agentType: 'PREPAID', isEnablePayout: 'false' },
};

export const payoutUser: User = {
  login: 'payout',
  firstName: 'Pat',
  surname: 'Payout',
  acls: ['SCP.EVDS.PAYOUT_R', 'SCP.EVDS.PRODUCT.REDEMPTION_R', 'SCP.EVDS.PRODUCT.REDEMPTION_W'],
  agentDetail: { agentCode: 'M00001', name: 'Redeeming Merchant', agentType: 'PREPAID', isEnablePayout: 'true' },
};

/** A signed-in auth state for a user. */
export const signedIn = (user: User): Partial<AuthState> => ({ user, authToken: 'story-token' });

/** Provider staff: every merchant ACL plus impersonation, order approval and branding. */
export const providerStaffUser: User = {
  login: 'support',
  firstName: 'Sam',
  surname: 'Support',
  acls: [...EVERY_MERCHANT_ACL, 'SCP.SUPPORT.IMPERSONATE', 'SCP.EVDS.PIN.BATCH.FILE.APPROVE_W', 'SCP.PORTAL.BRANDING_W'],
  agentDetail: { agentCode: 'PROVIDER', name: 'Flex Voucher Services', agentType: 'DISTRIBUTOR', isEnablePayout: 'false' },
};

/** A sub division manager: users, PIN orders, credit-limit templates and validation. */
export const managerUser: User = {
  login: 'manager',
  firstName: 'Morgan',
  surname: 'Manager',
  acls: [
    'SCP.TTI.ADMIN.USER_R',
    'SCP.TTI.ADMIN.USER_W',
    'SCP.EVDS.PIN.BATCH.FILE.LIST_R',
    'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_R',
    'SCP.EVDS.PRODUCT.REDEMPTION_R',
  ],
  agentDetail: { agentCode: 'SD0001', name: 'Sub Division', agentType: 'PREPAID', isEnablePayout: 'false' },
};

/** A retailer's cashier: validate only. */
export const cashierUser: User = {
  login: 'cashier',
  firstName: 'Casey',
  surname: 'Cashier',
  acls: ['SCP.EVDS.PRODUCT.REDEMPTION_R'],
  agentDetail: { agentCode: 'R00001', name: 'Retailer', agentType: 'PREPAID', isEnablePayout: 'false' },
};
