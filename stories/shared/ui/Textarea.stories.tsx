import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { object, string } from 'yup';
import { Textarea } from '../../../src/shared/ui/Textarea';
import { formikField } from './formikStory';

const schema = object({ content: string().required('Required field') });

const Demo = formikField(Textarea, { schema, empty: '', error: 'Required field' });

const meta = {
  component: Demo,
  // Contact Us: the message has 10 rows (spec 3).
  args: { name: 'content', label: 'Message', required: true, rows: 10 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await expect(area).toHaveAttribute('rows', '10');
    await userEvent.click(area);
    await userEvent.tab();
    await expect(await canvas.findByText('Required field')).toBeVisible();
    await waitFor(() => expect(area).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const Filled: Story = {
  args: { initial: 'My order MD-1042 has not arrived.\nPlease check.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toHaveValue(
      'My order MD-1042 has not arrived.\nPlease check.',
    );
  },
};

export const WithError: Story = {
  args: { touched: true, rows: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Required field')).toBeVisible();
  },
};
