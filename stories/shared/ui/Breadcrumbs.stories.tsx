import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../../../src/shared/ui/Breadcrumbs';

const meta = {
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Reports', to: '/reports' },
      { label: 'Transactions' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Trail: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(['/dashboard', '/reports']);
    await expect(within(nav).getByText('Transactions')).toHaveAttribute('aria-current', 'page');
  },
};

export const SingleItem: Story = {
  args: { items: [{ label: 'Dashboard' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
    await expect(within(canvasElement).getByText('Dashboard')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
