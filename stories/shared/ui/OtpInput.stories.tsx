import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OtpInput, type OtpInputProps } from '../../../src/shared/ui/OtpInput';

function Demo({ initial = '', ...props }: OtpInputProps & { initial?: string }) {
  const [code, setCode] = useState(initial);
  return (
    <OtpInput
      {...props}
      value={code}
      onChange={(next) => {
        setCode(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  component: Demo,
  args: { onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement).getByRole('textbox', { name: `Digit ${n} of 4` });

/**
 * A box keeps only the last digit typed and focus moves on; non-digits are ignored; Backspace on
 * an empty box goes back and clears; Enter submits the code.
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toBeVisible();
    await userEvent.click(box(canvasElement, 1));
    await userEvent.keyboard('3');
    await expect(box(canvasElement, 1)).toHaveValue('3');
    await expect(box(canvasElement, 2)).toHaveFocus();

    // Typing 7 into the box holding 3 leaves 7.
    await userEvent.click(box(canvasElement, 1));
    await userEvent.keyboard('7');
    await expect(box(canvasElement, 1)).toHaveValue('7');
    await expect(box(canvasElement, 2)).toHaveFocus();

    await userEvent.keyboard('x');
    await expect(box(canvasElement, 2)).toHaveValue('');
    await userEvent.keyboard('12');
    await expect(box(canvasElement, 2)).toHaveValue('1');
    await expect(box(canvasElement, 3)).toHaveValue('2');
    await expect(box(canvasElement, 4)).toHaveFocus();

    // Backspace on the empty last box moves back and clears the third.
    await userEvent.keyboard('{Backspace}');
    await expect(box(canvasElement, 3)).toHaveFocus();
    await expect(box(canvasElement, 3)).toHaveValue('');

    await userEvent.keyboard('45{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('7145');
    await expect(args.onChange).toHaveBeenLastCalledWith('7145');
  },
};

/** A filled code: Clear empties every box; a paste of 4 digits fills them all. */
export const Filled: Story = {
  args: { initial: '1234' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect([1, 2, 3, 4].map((n) => (box(canvasElement, n) as HTMLInputElement).value).join('')).toBe('1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    for (const n of [1, 2, 3, 4]) await expect(box(canvasElement, n)).toHaveValue('');
    await expect(box(canvasElement, 1)).toHaveFocus();
    await userEvent.paste('5678');
    await expect([1, 2, 3, 4].map((n) => (box(canvasElement, n) as HTMLInputElement).value).join('')).toBe('5678');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('5678');
  },
};

export const WithError: Story = {
  args: { initial: '12', error: 'Invalid OTP!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invalid OTP!')).toBeVisible();
    await expect(box(canvasElement, 1)).toHaveAttribute('aria-invalid', 'true');
  },
};
