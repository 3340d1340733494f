import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { object, string } from 'yup';
import { TextField } from '../../../src/shared/ui/TextField';
import { formikField } from './formikStory';

const schema = object({ agentCode: string().trim().required('Required field').max(8, 'Maximum 8 characters') });

const Demo = formikField(TextField, { schema, empty: '', error: 'Required field' });

const meta = {
  component: Demo,
  args: {
    name: 'agentCode',
    label: 'Agent code',
    required: true,
    help: 'Up to 8 characters, upper case.',
    transform: (v: string) => v.trim().toUpperCase(),
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Blurring the empty required field shows its error and marks it invalid. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Agent code' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(await canvas.findByText('Required field')).toBeVisible();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input.getAttribute('aria-describedby')).toContain(canvas.getByText('Required field').id);
  },
};

/** Typing is trimmed and upper-cased as typed (agent code rule). */
export const Filled: Story = {
  args: { initial: 'MD0001' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Agent code' });
    await expect(input).toHaveValue('MD0001');
    await userEvent.clear(input);
    await userEvent.type(input, ' sd02 ');
    await expect(input).toHaveValue('SD02');
  },
};

export const WithError: Story = {
  tags: ['smoke'],
  args: { touched: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Agent code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Required field')).toBeVisible();
  },
};
