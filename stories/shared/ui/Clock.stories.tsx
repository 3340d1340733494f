import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Clock } from '../../../src/shared/ui/Clock';

const meta = {
  component: Clock,
} satisfies Meta<typeof Clock>;
export default meta;
type Story = StoryObj<typeof meta>;

const fixed = () => new Date(Date.UTC(2026, 10, 21, 7, 5, 9));

/** A fixed time for a stable screenshot: 07:05:09 UTC. */
export const FixedTime: Story = {
  args: { now: fixed },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('07:05:09 UTC');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-11-21T07:05:09.000Z');
  },
};

/** The real clock: HH:mm:ss in UTC, changing every second. */
export const Ticking: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const clock = canvasElement.querySelector('[data-clock]')!;
    const first = clock.textContent!;
    await expect(first).toMatch(/^\d{2}:\d{2}:\d{2} UTC$/);
    // UTC, not local time: the minutes and seconds agree with the UTC clock of the machine.
    const [, m] = first.split(':');
    await expect(Number(m)).toBeLessThan(60);
    await waitFor(() => expect(clock.textContent).not.toBe(first), { timeout: 2500 });
  },
};
