import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { boolean, object } from 'yup';
import { Checkbox } from '../../../src/shared/ui/Checkbox';
import { formikField } from './formikStory';

const schema = object({ terms: boolean().oneOf([true], 'You must accept the terms') });

const Demo = formikField(Checkbox, { schema, empty: false, error: 'You must accept the terms' });

const meta = {
  component: Demo,
  args: { name: 'terms', label: 'I accept the terms', required: true },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: /I accept the terms/ });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(box);
    await userEvent.tab();
    await expect(await canvas.findByText('You must accept the terms')).toBeVisible();
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const Filled: Story = {
  args: { initial: true, label: 'Remember Me', required: false },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember Me' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
  },
};

export const WithError: Story = {
  args: { touched: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /I accept the terms/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('You must accept the terms')).toBeVisible();
  },
};
