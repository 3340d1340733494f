import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { object, string } from 'yup';
import { Select } from '../../../src/shared/ui/Select';
import { formikField } from './formikStory';

const schema = object({ currency: string().required('Required field') });

const Demo = formikField(Select, { schema, empty: '', error: 'Required field' });

const meta = {
  component: Demo,
  args: {
    name: 'currency',
    label: 'Currency',
    required: true,
    placeholder: 'Select...',
    options: ['AUD', 'CAD', 'EUR', 'GBP', 'USD', 'NZD'].map((c) => ({ value: c, label: c })),
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Currency' });
    await userEvent.click(select);
    await userEvent.tab();
    await expect(await canvas.findByText('Required field')).toBeVisible();
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.selectOptions(select, 'EUR');
    await waitFor(() => expect(canvas.queryByText('Required field')).toBeNull());
  },
};

export const Filled: Story = {
  args: { initial: 'AUD' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Currency' })).toHaveValue('AUD');
  },
};

export const WithError: Story = {
  args: { touched: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Required field')).toBeVisible();
  },
};
