import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { object, string } from 'yup';
import { DatePicker } from '../../../src/shared/ui/DatePicker';
import { realKeyboard } from '../../../src/testing/storybook';
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

/**
 * Tabbing through the field with real keys (Chromium's own Tab, which enters the parts of a native
 * date input): each Tab stop inside the field shows the focus ring, and the stops are the field's
 * parts only (month, day, year; with time also hour, minute and AM/PM), not a fourth, ringless
 * stop on Chromium's calendar button. The calendar stays one click away: the field's own icon.
 */
async function tabStops(canvasElement: HTMLElement) {
  const input = within(canvasElement).getByLabelText(/^From/);
  const keys = realKeyboard();
  if (!keys) return null; // Storybook's UI: no real keys to press.
  (document.activeElement as HTMLElement | null)?.blur();
  let stops = 0;
  for (let press = 0; press < 10; press += 1) {
    await keys.keyboard('{Tab}');
    if (document.activeElement !== input) break;
    stops += 1;
    // The ring of this stop: the input itself has the visible focus and draws its outline.
    await expect(input.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
  }
  return stops;
}

export const KeyboardTabStops: Story = {
  args: { initial: '2026-11-03' },
  // Focus has left the field by the end: the Filled story has its look.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const stops = await tabStops(canvasElement);
    if (stops !== null) await expect(stops).toBe(3);
    const icon = canvasElement.querySelector('[data-calendar-icon]')!;
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(icon).display).toBe('flex');
  },
};

export const KeyboardTabStopsWithTime: Story = {
  parameters: { screenshot: false },
  args: { initial: '2026-11-03T08:30', mode: 'datetime', min: '2026-01-01T00:00', max: '2026-12-31T23:59' },
  play: async ({ canvasElement }) => {
    const stops = await tabStops(canvasElement);
    // Month, day, year, hour, minute and (in a 12-hour locale) AM/PM.
    if (stops !== null) await expect([5, 6]).toContain(stops);
  },
};
