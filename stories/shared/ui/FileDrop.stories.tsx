import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDrop, PIN_ORDER_FILE_RULES, type FileDropProps } from '../../../src/shared/ui/FileDrop';

const file = (name: string, bytes = 2048, type = 'application/octet-stream') =>
  new File([new Uint8Array(bytes)], name, { type });

function Demo({ initial = [], ...props }: Omit<FileDropProps, 'files' | 'onChange'> & { initial?: File[]; onChange?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <div style={{ maxWidth: 520 }}>
      <FileDrop
        {...props}
        files={files}
        onChange={(next) => {
          setFiles(next);
          props.onChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  component: Demo,
  args: { onChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drops files on the zone with a real DataTransfer, as a browser does. */
const drop = (canvasElement: HTMLElement, files: File[]) => {
  const dataTransfer = new DataTransfer();
  for (const f of files) dataTransfer.items.add(f);
  // Dispatched natively: fireEvent would copy the DataTransfer and lose its files.
  const event = new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer });
  within(canvasElement).getByTestId('file-drop-zone').dispatchEvent(event);
};

const input = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Browse adds a file; adding a file of the same name again is skipped. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toBeVisible();
    await userEvent.upload(input(canvasElement), file('invoice.pdf', 1536, 'application/pdf'));
    await expect(canvas.getByText('invoice.pdf')).toBeVisible();
    await expect(canvas.getByText('1.5 KB')).toBeVisible();
    drop(canvasElement, [file('invoice.pdf', 1536, 'application/pdf')]);
    await expect(canvas.getAllByText('invoice.pdf')).toHaveLength(1);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** One file of at most 5 MB (a PIN order's attachment): the hint names 5 MB only, never a larger total. */
export const OneFileHint: Story = {
  args: { maxFiles: 1, maxFileMb: 5 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group).toHaveTextContent(/Max file size: 5\s?mb/i);
    await expect(group).not.toHaveTextContent(/25\s?mb/i);
  },
};

export const WithFiles: Story = {
  args: { initial: [file('statement.xlsx', 48_213), file('receipt.png', 1_234_567)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Attached files' })).toBeVisible();
    await expect(canvas.getByText('1.18 MB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove statement.xlsx' }));
    await expect(canvas.queryByText('statement.xlsx')).toBeNull();
    await expect(canvas.getByText('receipt.png')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toHaveFocus();
  },
};

/** Executables and scripts are refused with the spec's message naming every refused file. */
export const RefusedType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    drop(canvasElement, [file('setup.exe'), file('photo.jpg', 4096, 'image/jpeg'), file('run.bat')]);
    await expect(
      await canvas.findByText('setup.exe, run.bat has failed to upload. This file type is not accepted for security reasons.'),
    ).toBeVisible();
    await expect(canvas.getByText('photo.jpg')).toBeVisible();
    await expect(canvas.queryByText('setup.exe')).toBeNull();
  },
};

/** Past the total limit (1 MB here; 25 MB by default) a file is refused with the size message. */
export const SizeExceeded: Story = {
  args: { maxTotalMb: 1, initial: [file('scan-1.pdf', 700 * 1024, 'application/pdf')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    drop(canvasElement, [file('scan-2.pdf', 400 * 1024, 'application/pdf')]);
    await expect(await canvas.findByText('The attachments exceed the maximum total size of 1 MB.')).toBeVisible();
    await expect(canvas.queryByText('scan-2.pdf')).toBeNull();
  },
};

/** Pin orders: one attachment, 5 MB, a name of at most 200 characters, their own type list. */
export const PinOrderRules: Story = {
  args: { ...PIN_ORDER_FILE_RULES, label: 'Order document' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Max file size: 5mb · Max filename length: 200/)).toBeVisible();
    drop(canvasElement, [file('order.pdf', 1024, 'application/pdf')]);
    await expect(await canvas.findByText(/order\.pdf has failed to upload/)).toBeVisible();
    drop(canvasElement, [file(`${'x'.repeat(201)}.csv`)]);
    await expect(await canvas.findByText(/Max filename length: 200$/)).toBeVisible();
    await expect(input(canvasElement)).not.toHaveAttribute('multiple');
  },
};
