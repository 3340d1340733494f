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
