import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { object, string } from 'yup';
import { DateRange, type DateRangeProps } from '../../../src/shared/ui/DateRange';
import { FormikStory } from './formikStory';

const schema = object({
  start: string().required('Required field'),
  end: string().required('Required field'),
});

function Demo({
  start = '', end = '', touched = false, ...props
}: DateRangeProps & { start?: string; end?: string; touched?: boolean }) {
  return (
    <FormikStory
      initialValues={{ start, end }}
      schema={schema}
      initialTouched={touched ? { start: true, end: true } : undefined}
      initialErrors={touched ? { start: 'Required field', end: 'Required field' } : undefined}
    >
      <DateRange {...props} />
    </FormikStory>
  );
}

const meta = {
  component: Demo,
  args: {
    legend: 'Requested date',
    startName: 'start',
    endName: 'end',
    startLabel: 'From',
    endLabel: 'To',
    required: true,
    max: '2026-12-31',
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /Requested date/ })).toBeVisible();
    await expect(canvas.getByLabelText(/^To/)).toHaveAttribute('max', '2026-12-31');
    await expect(canvas.getByLabelText(/^To/)).not.toHaveAttribute('min');
  },
};

/** Each picker is bounded by the other: the end cannot be before the start. */
export const Filled: Story = {
  args: { start: '2026-11-01', end: '2026-11-07' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^To/)).toHaveAttribute('min', '2026-11-01');
    await expect(canvas.getByLabelText(/^From/)).toHaveAttribute('max', '2026-11-07');
  },
};

export const WithError: Story = {
  args: { touched: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^From/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^To/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('Required field')).toHaveLength(2);
  },
};
