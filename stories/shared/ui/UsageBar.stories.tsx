import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UsageBar } from '../../../src/shared/ui/UsageBar';

const meta = {
  component: UsageBar,
  args: { label: 'PIN10', ratio: 0.3 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UsageBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectBar =
  (percent: string, tone: string, valueNow: string): Story['play'] =>
  async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'PIN10' });
    await expect(bar).toHaveAttribute('data-tone', tone);
    await expect(bar).toHaveAttribute('aria-valuenow', valueNow);
    await expect(within(canvasElement).getByText(percent)).toBeVisible();
  };

export const Low30: Story = { args: { ratio: 0.3 }, play: expectBar('30%', 'success', '30') };
export const AtHalf50: Story = { args: { ratio: 0.5 }, play: expectBar('50%', 'success', '50') };
export const Warning65: Story = { args: { ratio: 0.65 }, play: expectBar('65%', 'warning', '65') };
export const Danger90: Story = { args: { ratio: 0.9 }, play: expectBar('90%', 'danger', '90') };
export const OverLimit120: Story = {
  args: { ratio: 1.2 },
  play: expectBar('120%', 'danger', '100'),
};
export const NotANumber: Story = {
  args: { ratio: Number.NaN },
  play: expectBar('0%', 'success', '0'),
};
