import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../../../src/shared/ui/Badge';

const tones = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'] as const;

const meta = {
  component: Badge,
  args: { children: 'Badge' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Soft: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const tone of tones)
      await expect(within(canvasElement).getByText(tone)).toHaveAttribute('data-tone', tone);
  },
};

export const Solid: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone} solid>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/./)).toHaveLength(tones.length);
  },
};
