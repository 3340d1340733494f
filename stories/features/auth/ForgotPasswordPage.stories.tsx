import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ForgotPasswordPage } from '../../../src/features/auth/screens';
import { PortalStoreFrame } from '../../app/portalStory';
import { onAPhone } from '../../../src/testing/storybook';

function Demo() {
  return (
    <PortalStoreFrame>
      <ForgotPasswordPage portalName="Merchant Portal" frontEndVersion="1.0.7" />
    </PortalStoreFrame>
  );
}

const meta = {
  component: Demo,
  parameters: { router: { initialEntries: ['/auth/forgot-password'] } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both fields are required and the email must be well formed. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Username is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'not-an-email');
    await userEvent.tab();
    await expect(await canvas.findByText('Wrong email format')).toBeVisible();
  },
};

/** The request answers the same whether an account matched or not. */
export const Sent: Story = {
  parameters: {
    msw: [
      http.post('*/api/auth/request-reset-password', () =>
        HttpResponse.json({ resultCode: 0, resultDescription: 'If a matching account exists, an email will be sent.' }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'admin');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'admin@md0001.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findByText('If a matching account exists, an email with instructions to reset your password will be sent.'),
    ).toBeVisible();
  },
};

/** ValidationErrors on a phone (390 x 844): the same checks, nothing wider than the screen. */
export const ValidationErrorsOnAPhone: Story = onAPhone(ValidationErrors);
