import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from '../../../src/shared/ui/Tabs';

const items = [
  { id: 'audit', label: 'Audit Logs', content: 'No audit entries yet.' },
  { id: 'notifications', label: 'Notifications', content: 'You are all caught up.' },
  { id: 'settings', label: 'Settings', content: 'Settings are managed by your administrator.' },
];

const meta = {
  component: Tabs,
  args: { items, label: 'Quick panel' },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [audit, notifications, settings] = canvas.getAllByRole('tab');
    await expect(audit).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No audit entries yet.');
    // Only the selected tab is in the tab order.
    await expect(notifications).toHaveAttribute('tabindex', '-1');
    await userEvent.click(audit!);
    await userEvent.keyboard('{ArrowRight}');
    await expect(notifications).toHaveFocus();
    await expect(notifications).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Notifications' })).toHaveTextContent(
      'You are all caught up.',
    );
    await userEvent.keyboard('{End}');
    await expect(settings).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(audit).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(settings).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(audit).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTabIsSkipped: Story = {
  args: { items: items.map((i) => (i.id === 'notifications' ? { ...i, disabled: true } : i)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Audit Logs' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
