// Who sees which side-menu entry (spec 1 section 2.5).
import { describe, expect, test } from 'vitest';
import { PAGES, pageTitle } from '../../../src/app/router/pages';
import { visibleMenu } from '../../../src/app/shell/menu';
import { shellMessages } from '../../../src/app/shell/messages';

const EVERY_MERCHANT_ACL = [
  'SCP.TTI.ADMIN.USER_R',
  'SCP.EVDS.PIN.BATCH.FILE.LIST_R',
  'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_R',
  'SCP.EVDS.PRODUCT.REDEMPTION_R',
  'SCP.EVDS.PRODUCT.REDEMPTION_W',
  'SCP.FLEX.ACCOUNT.MANAGER_R',
  'SCP.EVDS.PAYOUT_R',
];

type AgentType = 'PREPAID' | 'POSTPAID' | 'DISTRIBUTOR';
const user = (acls: string[], agent: { isEnablePayout?: 'true' | 'false'; agentType?: AgentType } = {}) => ({
  acls,
  agentDetail: { agentCode: 'MD0001', name: 'Master', ...agent },
});
const paths = (u: ReturnType<typeof user>) => visibleMenu(u).map((entry) => entry.path);
const labelOf = (u: ReturnType<typeof user>, path: string) => visibleMenu(u).find((e) => e.path === path)?.label.id;

describe('visibleMenu', () => {
  test('a user without acls sees only the entries open to everyone', () => {
    expect(paths(user([]))).toEqual([
      '/dashboard',
      '/company-details',
      '/weekly-transaction-summary',
      '/reports',
      '/resources',
      '/contact-us',
    ]);
  });

  test('an administrator with every acl and payout enabled sees every entry in order', () => {
    const admin = user(EVERY_MERCHANT_ACL, { isEnablePayout: 'true', agentType: 'PREPAID' });
    expect(paths(admin)).toEqual([
      '/dashboard',
      '/company-details',
      '/weekly-transaction-summary',
      '/payout-transaction',
      '/reports',
      '/pin-order',
      '/credit-limits',
      '/user-management',
      '/resources',
      '/product-redeem',
      '/contact-us',
      '/portal-management',
    ]);
    expect(visibleMenu(admin).at(-1)?.children?.map((c) => c.path)).toEqual([
      '/portal-management/performance-report',
      '/portal-management/resource-management',
    ]);
  });

  test('payout shows only with the acl and isEnablePayout true', () => {
    expect(paths(user(['SCP.EVDS.PAYOUT_R'], { isEnablePayout: 'false' }))).not.toContain('/payout-transaction');
    expect(paths(user([], { isEnablePayout: 'true' }))).not.toContain('/payout-transaction');
    expect(paths(user(['SCP.EVDS.PAYOUT_R'], { isEnablePayout: 'true' }))).toContain('/payout-transaction');
  });

  test('the product entry reads Redeem with REDEMPTION_W unless the agent is a DISTRIBUTOR', () => {
    const redeem = shellMessages.menuProductRedeem.id;
    const validate = shellMessages.menuProductValidate.id;
    expect(labelOf(user(['SCP.EVDS.PRODUCT.REDEMPTION_W'], { agentType: 'PREPAID' }), '/product-redeem')).toBe(redeem);
    expect(labelOf(user(['SCP.EVDS.PRODUCT.REDEMPTION_W'], { agentType: 'DISTRIBUTOR' }), '/product-redeem')).toBe(validate);
    expect(labelOf(user(['SCP.EVDS.PRODUCT.REDEMPTION_R']), '/product-redeem')).toBe(validate);
    expect(paths(user([]))).not.toContain('/product-redeem');
  });
});

describe('pageTitle', () => {
  const productPage = PAGES.find((page) => page.path === '/product-redeem')!;
  test('the product page is titled as its menu entry: Product Redeem only for a user who redeems', () => {
    const redeemer = user(['SCP.EVDS.PRODUCT.REDEMPTION_R', 'SCP.EVDS.PRODUCT.REDEMPTION_W'], { agentType: 'PREPAID' });
    const validator = user(['SCP.EVDS.PRODUCT.REDEMPTION_R'], { agentType: 'PREPAID' });
    const distributor = user(['SCP.EVDS.PRODUCT.REDEMPTION_R', 'SCP.EVDS.PRODUCT.REDEMPTION_W'], { agentType: 'DISTRIBUTOR' });
    expect(pageTitle(productPage, redeemer)).toBe(shellMessages.menuProductRedeem);
    expect(pageTitle(productPage, validator)).toBe(shellMessages.menuProductValidate);
    expect(pageTitle(productPage, distributor)).toBe(shellMessages.menuProductValidate);
    for (const u of [redeemer, validator, distributor]) expect(labelOf(u, '/product-redeem')).toBe(pageTitle(productPage, u).id);
  });

  test('every other page keeps its own title', () => {
    for (const page of PAGES.filter((p) => p.path !== '/product-redeem')) expect(pageTitle(page, user([]))).toBe(page.title);
  });
});
