import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RadialGauge, successRate } from '../../../src/shared/ui/RadialGauge';

const meta = {
  component: RadialGauge,
  args: { title: 'Weekly Success Rate', value: successRate(45, 50), caption: '45 of 50 transactions' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof RadialGauge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rate is a meter: its value is read without sight. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Weekly Success Rate' });
    await expect(meter).toHaveAttribute('aria-valuenow', '90');
    await expect(meter).toHaveAttribute('aria-valuetext', '90%');
    await expect(meter).toHaveTextContent('90%');
  },
};

/** Out-of-range values are clamped to 0-100. */
export const Full: Story = {
  args: { value: 130, tone: 'success', caption: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Empty: Story = {
  args: { value: null, caption: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data to show')).toBeVisible();
  },
};
