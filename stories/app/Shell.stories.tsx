import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { PageGate } from '../../src/app/router/PageGate';
import { PAGES } from '../../src/app/router/pages';
import { Shell } from '../../src/app/shell/Shell';
import type { User } from '../../src/features/auth';
import { PortalStoreFrame, adminUser, payoutUser, signedIn, viewerUser } from './portalStory';

function Demo({ user }: { user: User }) {
  return (
    <PortalStoreFrame auth={signedIn(user)}>
      <Routes>
        <Route element={<Shell />}>
          {PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={<PageGate page={page} />} />
          ))}
        </Route>
      </Routes>
    </PortalStoreFrame>
  );
}

const meta = {
  component: Demo,
  // The top bar's UTC clock ticks: no screenshot baseline.
  parameters: { router: { initialEntries: ['/dashboard'] }, screenshot: false },
  args: { user: adminUser },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const menuLinks = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** An administrator with every merchant acl sees every entry but payout (not enabled). */
export const AdminWithEveryAcl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(menuLinks(canvasElement)).toEqual([
      'Dashboard',
      'Company Details',
      'Weekly Summary',
      'Reports',
      'Pin Order',
      'Credit Limit',
      'User Management',
      'Resources',
      'Product Redeem',
      'Contact Us',
      'Performance Report',
      'Resource Management',
    ]);
    await expect(canvas.getByText('This screen is coming soon.')).toBeVisible();
    await expect(canvas.getByText('Portal version 1.0.7')).toBeVisible();
    await expect(await canvas.findByText('API version 1.0.7')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'User Management' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  },
};

/** A viewer without acls sees only the entries open to everyone. */
export const ViewerWithoutAcls: Story = {
  args: { user: viewerUser },
  play: async ({ canvasElement }) => {
    await expect(menuLinks(canvasElement)).toEqual([
      'Dashboard',
      'Company Details',
      'Weekly Summary',
      'Reports',
      'Resources',
      'Contact Us',
    ]);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^User menu/ }));
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Profile',
      'Contact Us',
      'Logout',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** A redeeming merchant with payout enabled sees Payout Transaction and Product Redeem. */
export const PayoutMerchant: Story = {
  args: { user: payoutUser },
  play: async ({ canvasElement }) => {
    const links = menuLinks(canvasElement);
    await expect(links).toContain('Payout Transaction');
    await expect(links).toContain('Product Redeem');
    await expect(links).not.toContain('User Management');
  },
};

/** The menu can be minimised; the state is kept in a cookie. */
export const MinimisedMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Minimise menu' }));
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await expect(document.cookie).toContain('aside_minimized=1');
    await userEvent.click(canvas.getByRole('button', { name: 'Expand menu' }));
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(document.cookie).not.toContain('aside_minimized=1');
  },
};

/** A viewer opening User Management gets the Permission denied card inside the shell. */
export const PermissionDeniedInShell: Story = {
  args: { user: viewerUser },
  parameters: { router: { initialEntries: ['/user-management'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
    await expect(canvas.getByText('You do not have User Management permission.')).toBeVisible();
  },
};

/** While support staff impersonate the user, the banner names the login and offers an exit. */
export const Impersonating: Story = {
  args: { user: { ...adminUser, impersonatorLogin: 'support' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You are impersonating a login for the user:/)).toBeVisible();
    await expect(canvas.getByText('admin')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exit impersonation' })).toBeVisible();
  },
};
