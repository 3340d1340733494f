import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../../../src/shared/ui/Spinner';

const meta = {
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  args: { label: 'Loading', size: 'md' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Without a label the spinners are decorative.
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-spinner][aria-hidden="true"]')).toHaveLength(
      3,
    );
  },
};
