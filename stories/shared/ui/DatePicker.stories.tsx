import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { object, string } from 'yup';
import { DatePicker } from '../../../src/shared/ui/DatePicker';
import { formikField } from './formikStory';

const schema = object({ start: string().required('Required field') });

const Demo = formikField(DatePicker, { schema, empty: '', error: 'Required field' });

const meta = {
  component: Demo,
  args: { name: 'start', label: 'From', required: true, min: '2026-01-01', max: '2026-12-31' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^From/);
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('min', '2026-01-01');
    await expect(input).toHaveAttribute('max', '2026-12-31');
    await userEvent.click(input);
    await userEvent.tab({ shift: true });
    await expect(await canvas.findByText('Required field')).toBeVisible();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const Filled: Story = {
  args: { initial: '2026-11-03' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^From/)).toHaveValue('2026-11-03');
  },
};

/** Date and time (datetime-local), as the report filters use. */
export const WithTime: Story = {
  args: { initial: '2026-11-03T08:30', mode: 'datetime', min: '2026-01-01T00:00', max: '2026-12-31T23:59' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^From/);
    await expect(input).toHaveAttribute('type', 'datetime-local');
    await expect(input).toHaveValue('2026-11-03T08:30');
  },
};

export const WithError: Story = {
  args: { touched: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^From/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Required field')).toBeVisible();
  },
};
