import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusChip } from '../../../src/shared/ui/StatusChip';

const meta = {
  component: StatusChip,
  args: { status: 'SUCCESS' },
} satisfies Meta<typeof StatusChip>;
export default meta;
type Story = StoryObj<typeof meta>;

const expected = {
  SUCCESS: 'success',
  ACTIVE: 'success',
  FAILED: 'danger',
  INACTIVE: 'danger',
  PENDING: 'warning',
  REVERSED: 'info',
  REFUNDED: 'info',
  UNKNOWN_STATE: 'neutral',
} as const;

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {Object.keys(expected).map((status) => (
        <StatusChip key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const [status, tone] of Object.entries(expected)) {
      await expect(within(canvasElement).getByText(status)).toHaveAttribute('data-tone', tone);
    }
  },
};

export const TranslatedLabel: Story = {
  args: { status: 'PENDING', children: 'Pending approval' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending approval')).toHaveAttribute(
      'data-tone',
      'warning',
    );
  },
};
