import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlertProvider, useAlerts } from '../../../src/shared/ui/Alert';
import type { AlertTone } from '../../../src/shared/ui/Alert';
import { Button } from '../../../src/shared/ui/Button';

function Trigger({
  tone,
  title,
  message,
  timeout,
}: {
  tone: AlertTone;
  title: string;
  message: string;
  timeout?: number;
}) {
  const alerts = useAlerts();
  return (
    <Button
      variant="secondary"
      onClick={() => alerts[tone](title, message, timeout === undefined ? undefined : { timeout })}
    >
      Show {tone} alert
    </Button>
  );
}

interface Args {
  tone: AlertTone;
  title: string;
  message: string;
  timeout?: number;
}

const meta = {
  title: 'shared/ui/Alert',
  parameters: { screenshot: 'viewport' },
  render: (args) => (
    <AlertProvider>
      <Trigger {...args} />
    </AlertProvider>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

const showsAndDismisses: Story['play'] = async ({ canvasElement, args }) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(body.getByRole('button', { name: `Show ${args.tone} alert` }));
  const stack = body.getByRole('region', { name: 'Notifications' });
  const toast = await within(stack).findByText(args.title);
  await expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', args.tone);
  await expect(within(stack).getByText(args.message)).toBeVisible();
  // A second alert stacks under the first; 'Begone!' dismisses one.
  await userEvent.click(body.getByRole('button', { name: `Show ${args.tone} alert` }));
  await waitFor(() => expect(within(stack).getAllByText(args.title)).toHaveLength(2));
  await userEvent.click(within(stack).getAllByRole('button', { name: 'Begone!' })[0]!);
  await waitFor(() => expect(within(stack).getAllByText(args.title)).toHaveLength(1));
};

export const Success: Story = {
  args: { tone: 'success', title: 'Create User', message: 'The user was created.' },
  play: showsAndDismisses,
};
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Download Document File',
    message: 'The file could not be downloaded.',
  },
  play: showsAndDismisses,
};
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Warning',
    message: 'The product credit limit of PIN10 exceeds the configured limit of 80.',
  },
  play: showsAndDismisses,
};
export const Info: Story = {
  args: { tone: 'info', title: 'Resend Email Confirmation', message: 'A new code is on its way.' },
  play: showsAndDismisses,
};

/** Credit-limit alerts go after 2000 ms instead of the default 15000 ms. */
export const CustomTimeout: Story = {
  args: { tone: 'success', title: 'Edit Agent Limit', message: 'Saved.', timeout: 2000 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Show success alert' }));
    const stack = body.getByRole('region', { name: 'Notifications' });
    await within(stack).findByText('Edit Agent Limit');
    const shownAt = performance.now();
    await waitFor(() => expect(within(stack).queryByText('Edit Agent Limit')).toBeNull(), {
      timeout: 4000,
      interval: 100,
    });
    const gone = performance.now() - shownAt;
    await expect(gone).toBeGreaterThan(1500);
    await expect(gone).toBeLessThan(3500);
  },
};

/** The default timeout is 15 s: the alert is still there after 2.5 s. */
export const DefaultTimeoutKeepsAlert: Story = {
  args: { tone: 'info', title: 'Export', message: 'Your report is being prepared.' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Show info alert' }));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(body.getByText('Export')).toBeVisible();
  },
};
