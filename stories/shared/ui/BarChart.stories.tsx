import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BarChart } from '../../../src/shared/ui/BarChart';

const week = [
  { date: '2026-11-01', count: 42 },
  { date: '2026-11-02', count: 57 },
  { date: '2026-11-03', count: 12 },
  { date: '2026-11-04', count: 66 },
  { date: '2026-11-05', count: 38 },
  { date: '2026-11-06', count: 0 },
  { date: '2026-11-07', count: 91 },
];

const meta = {
  component: BarChart,
  args: { title: 'Weekly Transaction Count', data: week },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seven bars; pointing at one (or the arrow keys) shows its date as DD/MM/yyyy and its count. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The chart draws once its width is known (a transition after the browser's layout).
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-index]')).toHaveLength(7));
    await userEvent.hover(canvasElement.querySelector('[data-hover-index="2"]')!);
    await expect(await canvas.findByRole('status')).toHaveTextContent('03/11/2026: 12');

    const plot = canvas.getByRole('group', { name: 'Weekly Transaction Count' });
    await userEvent.unhover(plot);
    plot.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent('01/11/2026: 42');
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent('02/11/2026: 57');

    // The same figures as a table for screen readers.
    const table = canvas.getByRole('table', { name: 'Weekly Transaction Count' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getByRole('cell', { name: '07/11/2026' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data to show')).toBeVisible();
  },
};
