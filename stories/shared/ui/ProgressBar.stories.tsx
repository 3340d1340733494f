import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/shared/ui/Button';
import { ProgressBar } from '../../../src/shared/ui/ProgressBar';

const meta = {
  component: ProgressBar,
  args: { active: true },
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading page' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-phase]')).toHaveAttribute('data-phase', 'running'),
    );
  },
};

function RouteChange() {
  const [active, setActive] = useState(false);
  return (
    <>
      <ProgressBar active={active} />
      <Button onClick={() => setActive((a) => !a)}>
        {active ? 'Finish navigation' : 'Start navigation'}
      </Button>
    </>
  );
}

export const RouteChangeCycle: Story = {
  render: () => <RouteChange />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phase = () => canvasElement.querySelector('[data-phase]')!.getAttribute('data-phase');
    await expect(phase()).toBe('idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    await waitFor(() => expect(phase()).toBe('running'));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    await waitFor(() => expect(phase()).toBe('done'));
    await waitFor(() => expect(phase()).toBe('idle'), { timeout: 2000 });
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
