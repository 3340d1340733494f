import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { object, string } from 'yup';
import { PasswordField } from '../../../src/shared/ui/PasswordField';
import { formikField } from './formikStory';

const schema = object({ password: string().required('Required field') });

const Demo = formikField(PasswordField, { schema, empty: '', error: 'Required field' });

const meta = {
  component: Demo,
  args: { name: 'password', label: 'Password', required: true },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(await canvas.findByText('Required field')).toBeVisible();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** The toggle shows and hides the typed password. */
export const Filled: Story = {
  args: { initial: 'Portal#2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Portal#2026');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  args: { touched: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Required field')).toBeVisible();
  },
};
