import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/shared/ui/Button';
import { Card } from '../../../src/shared/ui/Card';

const meta = {
  component: Card,
  args: {
    title: 'Owed balance',
    children: <p style={{ margin: 0 }}>Accumulated balance of the agent and its sub-agents.</p>,
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Owed balance' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Owed balance' })).toBeVisible();
  },
};

export const WithToolbar: Story = {
  args: {
    toolbar: (
      <Button size="sm" variant="ghost">
        Export
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export' })).toBeVisible();
  },
};

export const Collapsible: Story = {
  args: { collapsible: true, children: <Button variant="secondary">Inside the card</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Collapse' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Expand');
    // The body closes over the 400 ms card toggle and leaves the tab order.
    const body = canvasElement.querySelector('[data-collapsed]')!;
    await waitFor(() => expect(body.getBoundingClientRect().height).toBe(0), { timeout: 1500 });
    await expect(canvas.queryByRole('button', { name: 'Inside the card' })).toBeNull();
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Inside the card' })).toBeVisible(),
    );
  },
};

export const StartsCollapsed: Story = {
  args: { collapsible: true, defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Expand' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
