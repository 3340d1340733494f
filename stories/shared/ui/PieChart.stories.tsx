import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PieChart } from '../../../src/shared/ui/PieChart';

const meta = {
  component: PieChart,
  args: {
    title: 'Daily Currency',
    data: [
      { label: 'AUD', value: 1250 },
      { label: 'USD', value: 830.5 },
      { label: 'EUR', value: 410 },
      { label: 'GBP', value: 9.5 },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof PieChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Slices with labels, and a legend that reads each currency's total and share. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Daily Currency' })).toBeVisible();
    // The chart draws once its width is known (a transition after the browser's layout).
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slice]')).toHaveLength(4));
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('AUD1,250(50%)');
    await expect(items[3]).toHaveTextContent('GBP9.5(0.4%)');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data to show')).toBeVisible();
  },
};
