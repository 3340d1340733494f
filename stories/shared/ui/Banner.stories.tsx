import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Banner } from '../../../src/shared/ui/Banner';
import type { BannerTone } from '../../../src/shared/ui/Banner';

const meta = {
  component: Banner,
  args: { tone: 'info', title: 'Heads up', children: 'Reports include sub-agent transactions.' },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['success', 'info', 'warning', 'danger'] as BannerTone[]).map((tone) => (
        <Banner key={tone} tone={tone} title={tone}>
          Message of the {tone} banner.
        </Banner>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

function Dismissible() {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Banner tone="danger" title="Email Confirmation" onDismiss={() => setShown(false)}>
      The code is invalid or has expired.
    </Banner>
  ) : (
    <p>Banner dismissed.</p>
  );
}

export const DismissibleDanger: Story = {
  render: () => <Dismissible />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The code is invalid or has expired.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Banner dismissed.')).toBeVisible();
  },
};
