import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Splash } from '../../../src/shared/ui/Splash';

const meta = {
  component: Splash,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof Splash>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Please wait...');
  },
};

export const WithPortalName: Story = {
  args: { logo: 'Merchant Portal', label: 'Loading your account' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Merchant Portal')).toBeVisible();
  },
};
