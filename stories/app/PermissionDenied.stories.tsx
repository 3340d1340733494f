import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PermissionDenied } from '../../src/app/router/PermissionDenied';
import { onAPhone } from '../../src/testing/storybook';

const meta = {
  component: PermissionDenied,
  args: { roleDescription: 'User Management' },
} satisfies Meta<typeof PermissionDenied>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card a user sees on a page whose role they lack. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
    await expect(canvas.getByText('You do not have User Management permission.')).toBeVisible();
  },
};

/** Default on a phone (390 x 844): the same checks, nothing wider than the screen. */
export const DefaultOnAPhone: Story = onAPhone(Default);
