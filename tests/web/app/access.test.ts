// The access rule of spec 1 section 4 and decisions (payout: acl plus isEnablePayout 'true').
import { describe, expect, test } from 'vitest';
import { canAccess } from '../../../src/app/router/access';
import { PAGES } from '../../../src/app/router/pages';

const user = (acls: string[], isEnablePayout?: 'true' | 'false') => ({
  acls,
  agentDetail: isEnablePayout ? { agentCode: 'M00001', name: 'Merchant', isEnablePayout } : undefined,
});
const page = (path: string) => PAGES.find((p) => p.path === path)!;

describe('canAccess', () => {
  test('a page without a role is open to any signed-in user', () => {
    expect(canAccess(page('/dashboard'), user([]))).toBe(true);
  });

  test('a page with a role needs that acl', () => {
    expect(canAccess(page('/user-management'), user([]))).toBe(false);
    expect(canAccess(page('/user-management'), user(['SCP.TTI.ADMIN.USER_R']))).toBe(true);
    expect(canAccess(page('/pin-order'), user(['SCP.TTI.ADMIN.USER_R']))).toBe(false);
  });

  test('payout needs SCP.EVDS.PAYOUT_R and isEnablePayout true', () => {
    const payout = page('/payout-transaction');
    expect(canAccess(payout, user(['SCP.EVDS.PAYOUT_R'], 'true'))).toBe(true);
    expect(canAccess(payout, user(['SCP.EVDS.PAYOUT_R'], 'false'))).toBe(false);
    expect(canAccess(payout, user(['SCP.EVDS.PAYOUT_R']))).toBe(false);
    expect(canAccess(payout, user([], 'true'))).toBe(false);
  });

  test('without a user only open pages are accessible', () => {
    expect(canAccess(page('/reports'), null)).toBe(true);
    expect(canAccess(page('/credit-limits'), null)).toBe(false);
  });
});
