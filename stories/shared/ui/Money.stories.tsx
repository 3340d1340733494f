import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from '../../../src/shared/ui/Money';

const meta = {
  component: Money,
  args: { value: 1234567.5 },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoDecimals: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-value]')).toHaveTextContent(/^1,234,567\.50$/);
  },
};

export const WithSymbol: Story = {
  args: { value: 980.1, symbol: '$' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-value]')).toHaveTextContent(/^\$980\.10$/);
  },
};

export const WholeBalanceWithoutDecimals: Story = {
  args: { value: 25000, symbol: 'RM', wholeWithoutDecimals: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-value]')!.textContent).toBe('RM\u00a025,000');
  },
};

export const GermanLocale: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    // The locale's own separators.
    await expect(canvasElement.querySelector('[data-value]')).toHaveTextContent(/^1\.234\.567,50$/);
  },
};

export const NegativeAndMissing: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Money value={-42.5} symbol="$" />
      <Money value={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-$42.50')).toBeVisible();
    await expect(canvas.getByText('–')).toBeVisible();
  },
};
