import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '../../../src/features/auth/components/AuthLayout';
import { FirstLoginStep, type FirstLoginStepProps } from '../../../src/features/auth/steps/FirstLoginStep';
import { PortalStoreFrame } from '../../app/portalStory';
import { onAPhone } from '../../../src/testing/storybook';

function Demo(props: FirstLoginStepProps) {
  return (
    <PortalStoreFrame>
      <AuthLayout portalName="Merchant Portal" frontEndVersion="1.0.7">
        <FirstLoginStep {...props} />
      </AuthLayout>
    </PortalStoreFrame>
  );
}

const changeAnswer = (resultCode: number, resultDescription: string) =>
  http.put('*/api/auth/change-password', () =>
    HttpResponse.json({ resultCode, resultDescription }, { status: resultCode === 0 ? 200 : 400 }),
  );

const meta = {
  component: Demo,
  args: { userName: 'newuser', loginToken: 'login-token', onBack: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, oldPassword: string, newPassword: string, confirm: string) {
  const canvas = within(canvasElement);
  const fields: Array<[RegExp, string]> = [
    [/^Old Password/, oldPassword],
    [/^New Password/, newPassword],
    [/^Confirm New Password/, confirm],
  ];
  for (const [label, value] of fields) {
    if (value) await userEvent.type(canvas.getByLabelText(label), value);
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
}

/** The rules: old password required, the password rule, the confirmation must match. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You must change your password before you continue.')).toBeVisible();
    await fill(canvasElement, '', 'short', 'other');
    await expect(await canvas.findByText('Old password is required')).toBeVisible();
    await expect(canvas.getByText(/^Password must be 8-50 characters long/)).toBeVisible();
    await expect(canvas.getByText("Confirm new password doesn't match")).toBeVisible();
  },
};

/** The server's refusal (wrong old password) is shown above the form. */
export const WrongOldPassword: Story = {
  parameters: { msw: [changeAnswer(4030, 'The old password is not correct.')] },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Wrong#2026', 'Portal#2027', 'Portal#2027');
    await expect(await within(canvasElement).findByText('The old password is not correct.')).toBeVisible();
  },
};

/** A change sends the loginToken and userName, then counts 5 s down back to sign-in. */
export const Changed: Story = {
  parameters: {
    msw: [
      http.put('*/api/auth/change-password', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        const ok = body.loginToken === 'login-token' && body.userName === 'newuser';
        return HttpResponse.json(
          { resultCode: ok ? 0 : 1013, resultDescription: ok ? 'Success' : 'Invalid token' },
          { status: ok ? 200 : 400 },
        );
      }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'Portal#2026', 'Portal#2027', 'Portal#2027');
    await expect(await within(canvasElement).findByText(/Your password has been changed\. You will return to the sign-in page in 5 seconds/)).toBeVisible();
    await waitFor(() => expect(args.onBack).toHaveBeenCalled(), { timeout: 7000 });
  },
};

/** ValidationErrors on a phone (390 x 844): the same checks, nothing wider than the screen. */
export const ValidationErrorsOnAPhone: Story = onAPhone(ValidationErrors);
