import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from '../../../src/shared/ui/Countdown';

const meta = {
  component: Countdown,
  args: { seconds: 180, label: 'Session expires in', onExpire: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fixed clock so the screenshot is stable: 120 of 180 seconds left. */
export const Running: Story = {
  args: { until: 1_000_120_000, total: 180, now: () => 1_000_000_000, seconds: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('120s');
    const bar = canvas.getByRole('progressbar', { name: 'Session expires in' });
    await expect(bar).toHaveAttribute('aria-valuenow', '120');
    await expect(bar).toHaveAttribute('aria-valuemax', '180');
  },
};

export const ExpiresAndCallsOnExpire: Story = {
  args: { seconds: 2 },
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('2s');
    await waitFor(() => expect(timer).toHaveTextContent('1s'), { timeout: 1500 });
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1), { timeout: 2500 });
    await expect(timer).toHaveTextContent('0s');
  },
};

export const CustomFormatWithoutBar: Story = {
  args: {
    until: 1_000_065_000,
    now: () => 1_000_000_000,
    seconds: undefined,
    showBar: false,
    format: (n) => `Redirecting in ${n} seconds`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('Redirecting in 65 seconds');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
