import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../src/shared/ui/Button';

const meta = {
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'danger', 'ghost', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const clicksOnce: Story['play'] = async ({ canvasElement, args }) => {
  const button = within(canvasElement).getByRole('button', { name: String(args.children) });
  await userEvent.click(button);
  await expect(args.onClick).toHaveBeenCalledTimes(1);
};

export const Primary: Story = {
  args: { variant: 'primary' },
  tags: ['smoke'],
  play: clicksOnce,
};
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Cancel' },
  play: clicksOnce,
};
export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete order' },
  play: clicksOnce,
};
export const Ghost: Story = { args: { variant: 'ghost', children: 'Export' }, play: clicksOnce };
export const Link: Story = { args: { variant: 'link', children: 'Resend code' }, play: clicksOnce };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1]!);
    await expect(heights[1]).toBeLessThan(heights[2]!);
  },
};

export const Busy: Story = {
  args: { busy: true, children: 'Submitting' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submitting' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(button.querySelector('[data-spinner]')).not.toBeNull();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Each brand's primary button keeps readable text (Citrus is a deliberately light yellow). */
export const OnCitrusBrand: Story = {
  globals: { brand: 'citrus' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    // Near-black text on the yellow fill, not white.
    await expect(getComputedStyle(button).color).toBe('rgb(20, 22, 27)');
  },
};
