import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/shared/ui/Button';
import { Modal } from '../../../src/shared/ui/Modal';
import type { ModalProps } from '../../../src/shared/ui/Modal';

/** A page with an opener button, so focus return can be checked. */
function Harness({ locked, ...props }: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        {...props}
        open={open}
        locked={locked}
        title={props.title ?? 'Delete document'}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
        footer={
          <>
            <Button variant="secondary" disabled={locked} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" busy={locked}>
              Delete
            </Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>The document will no longer be offered to merchants.</p>
      </Modal>
    </>
  );
}

const meta = {
  component: Modal,
  parameters: { screenshot: 'viewport' },
  args: { open: true, title: 'Delete document', onClose: fn() },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  tags: ['smoke'],
  render: (args) => <Harness onClose={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Delete document' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus moved inside, onto the first control that is not the close button.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Focus is trapped: Tab from the last control wraps to the first, Shift+Tab goes back.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    // Escape closes and focus returns to the opener.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
    // Open again for the screenshot.
    await userEvent.click(opener);
    await page.findByRole('dialog');
  },
};

export const ClosesOnBackdrop: Story = {
  render: (args) => <Harness onClose={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Open dialog' }));
    await page.findByRole('dialog');
    const backdrop =
      canvasElement.ownerDocument.querySelector<HTMLElement>('[data-modal-backdrop]')!;
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: backdrop,
      coords: { clientX: 5, clientY: 5 },
    });
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const LockedWhileRequestRuns: Story = {
  render: (args) => <Harness locked onClose={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Open dialog' }));
    const dialog = await page.findByRole('dialog', { name: 'Delete document' });
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    const backdrop =
      canvasElement.ownerDocument.querySelector<HTMLElement>('[data-modal-backdrop]')!;
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: backdrop,
      coords: { clientX: 5, clientY: 5 },
    });
    // Still open: nothing closes a locked dialog.
    await expect(page.getByRole('dialog', { name: 'Delete document' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
