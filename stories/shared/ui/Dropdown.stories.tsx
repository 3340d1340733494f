import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dropdown } from '../../../src/shared/ui/Dropdown';

const profile = fn();
const contact = fn();
const logout = fn();

const meta = {
  component: Dropdown,
  args: {
    label: 'Jane Merchant',
    items: [
      { id: 'profile', label: 'My Profile', onSelect: profile },
      { id: 'contact', label: 'Contact Us', onSelect: contact },
      { id: 'logout', label: 'Sign out', onSelect: logout, tone: 'danger' },
    ],
  },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    profile.mockClear();
    contact.mockClear();
    logout.mockClear();
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 180 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Jane Merchant' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await canvas.findByRole('menu');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Contact Us' })).toHaveFocus(),
    );
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveFocus(),
    );
    // Escape closes and gives focus back to the button.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    // ArrowUp opens on the last item; Enter chooses it.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(logout).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const OpenWithMouse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Jane Merchant' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Contact Us' }));
    await expect(contact).toHaveBeenCalledTimes(1);
    // Open again and leave it open for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Jane Merchant' }));
    await expect(await canvas.findByRole('menu')).toBeVisible();
  },
};
