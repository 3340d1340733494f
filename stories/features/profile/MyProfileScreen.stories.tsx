import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GoogleAuthenticationScreen, MyProfileScreen } from '../../../src/features/profile/screens';
import { AlertProvider } from '../../../src/shared/ui/Alert';
import { referenceListHandlers } from '../../../src/testing/msw/referenceLists';
import { onAPhone } from '../../../src/testing/storybook';
import { PortalStoreFrame, adminUser, signedIn } from '../../app/portalStory';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;
const refused = (resultCode: number, resultDescription: string, field?: string) =>
  HttpResponse.json({ resultCode, resultDescription, ...(field ? { field } : {}) }, { status: 400 });

const profile = {
  firstName: 'Alex',
  surname: 'Admin',
  emailAddress: 'alex@md0001.example.com',
  phoneNumber: '+61290001234',
  position: 'Operations Manager',
  addressLine1: '1 George Street',
  addressLine2: null,
  zipCode: '2000',
  countryCode: 'AU',
  stateCode: 'NSW',
  logo: null,
};

/** A 1x1 red PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const QR = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const CODES = ['k7m2p-x9q4r', 'b3n8d-w5t6y', 'c4v7h-j2k9m', 'd8f3g-q6r2s', 'e5t9w-m3n7p', 'f2k6x-r8c4v', 'g9b3m-t5w7h', 'h6d2q-y4k8n', 'j3p7r-c9v5x', 'k8w4t-n2m6b'];

/** Enabled, Disabled (its set-up shown), or Pending: turned on without a code, its set-up shown until its first code. */
const twoFactor = (status: 'Enabled' | 'Disabled' | 'Pending') =>
  http.get('*/api/v1/load-twofactor-auth', () =>
    HttpResponse.json({
      ...ok, status: status === 'Pending' ? 'Enabled' : status, account: 'MD0001/admin', ...(status === 'Enabled' ? {} : { secretKey: 'JBSWY3DPEHPK3PXP', qrCode: QR }),
    }),
  );
const writeHandlers = [
  http.put('*/api/v1/update-profile', async ({ request }) => {
    const body = (await request.json()) as { emailAddress?: string };
    return body.emailAddress === 'taken@md0001.example.com'
      ? refused(1001, 'Email Address: is not a valid email address', 'emailAddress')
      : HttpResponse.json({ resultCode: 0, resultDescription: 'Your profile has been updated.' });
  }),
  http.put('*/api/v1/change-password', async ({ request }) => {
    const body = (await request.json()) as { oldPassword: string };
    return body.oldPassword === 'Portal#2026'
      ? HttpResponse.json({ resultCode: 0, resultDescription: 'Your password has been changed.' })
      : refused(4030, 'The old password is not correct.');
  }),
  // Turning it on needs a current code from the app: 123456 is right here, anything else is refused on the field.
  http.put('*/api/v1/turnon-twofactor-auth', async ({ request }) => {
    const body = (await request.json()) as { pinCode?: string };
    return body.pinCode === '123456'
      ? HttpResponse.json({ resultCode: 0, resultDescription: 'The authenticator has been enabled.', recoveryCodes: CODES })
      : refused(4099, 'Invalid Code', 'pinCode');
  }),
  http.put('*/api/v1/turnoff-twofactor-auth', async ({ request }) => {
    const body = (await request.json()) as { pinCode?: string };
    return body.pinCode === '123456'
      ? HttpResponse.json({ resultCode: 0, resultDescription: 'The authenticator has been disabled.' })
      : refused(4099, 'Invalid Code');
  }),
];

function Demo({ onProfileSaved, onPasswordChanged }: { onProfileSaved: () => void; onPasswordChanged: (message: string) => void }) {
  return (
    <PortalStoreFrame auth={signedIn(adminUser)}>
      <AlertProvider>
        <MyProfileScreen profile={profile} login="admin" onProfileSaved={onProfileSaved} onPasswordChanged={onPasswordChanged} />
      </AlertProvider>
    </PortalStoreFrame>
  );
}

const meta = {
  component: Demo,
  args: { onProfileSaved: fn(), onPasswordChanged: fn() },
  parameters: { msw: [twoFactor('Disabled'), ...referenceListHandlers, ...writeHandlers] },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const card = async (canvasElement: HTMLElement, name: string) => within(await within(canvasElement).findByRole('region', { name }));
const dialogNamed = async (name: string) => within(await body().findByRole('dialog', { name }));

/** The three cards; the details are read-only until Edit, with the initials in place of a picture. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const details = await card(canvasElement, 'Profile Details');
    await expect(details.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('readonly');
    await expect(details.getByRole('textbox', { name: 'Job Title' })).toHaveValue('Operations Manager');
    await waitFor(() => expect(details.getByRole('combobox', { name: 'State' })).toHaveValue('NSW'));
    await expect(details.getByText('AA')).toBeVisible();
    await expect(details.queryByRole('button', { name: 'Change avatar' })).toBeNull();
    await expect((await card(canvasElement, 'Change Password')).getByLabelText(/^Old Password/)).toBeVisible();
    await expect(await within(canvasElement).findByRole('img', { name: /Scan this QR code/ })).toBeVisible();
  },
};

/** Edit unlocks; Cancel restores; a cleared name is refused; Update saves and reloads the user. */
export const EditProfile: Story = {
  play: async ({ canvasElement, args }) => {
    const details = await card(canvasElement, 'Profile Details');
    await userEvent.click(details.getByRole('button', { name: 'Edit' }));
    const firstName = details.getByRole('textbox', { name: /First Name/ });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Alexandra');
    await userEvent.click(details.getByRole('button', { name: 'Cancel' }));
    await expect(details.getByRole('textbox', { name: 'First Name' })).toHaveValue('Alex');
    await expect(args.onProfileSaved).not.toHaveBeenCalled();
    await userEvent.click(details.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(details.getByRole('textbox', { name: /First Name/ }));
    await userEvent.click(details.getByRole('button', { name: 'Update' }));
    await expect(await details.findByText('First name is required')).toBeVisible();
    await userEvent.type(details.getByRole('textbox', { name: /First Name/ }), 'Alexandra');
    await userEvent.selectOptions(details.getByRole('combobox', { name: 'Country' }), 'New Zealand');
    await waitFor(() => expect(details.getByRole('combobox', { name: 'State' })).toHaveValue(''));
    await userEvent.click(details.getByRole('button', { name: 'Update' }));
    await expect(await body().findByText('Your profile has been updated.')).toBeVisible();
    await expect(args.onProfileSaved).toHaveBeenCalled();
    await expect(details.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/** The server's refusal about one field shows under that field. */
export const ProfileFieldRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const details = await card(canvasElement, 'Profile Details');
    await userEvent.click(details.getByRole('button', { name: 'Edit' }));
    const email = details.getByRole('textbox', { name: 'Email Address' });
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@md0001.example.com');
    await userEvent.click(details.getByRole('button', { name: 'Update' }));
    await expect(await details.findByText('Email Address: is not a valid email address')).toBeVisible();
    await expect(args.onProfileSaved).not.toHaveBeenCalled();
  },
};

/** A PNG is previewed before the update; a GIF and a picture over 1 MB are refused at once. */
export const Avatar: Story = {
  play: async ({ canvasElement }) => {
    const details = await card(canvasElement, 'Profile Details');
    await userEvent.click(details.getByRole('button', { name: 'Edit' }));
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([PNG], 'me.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(await details.findByRole('alert')).toHaveTextContent('Allowed file types: png, jpg, jpeg.');
    await userEvent.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await expect(await details.findByRole('alert')).toHaveTextContent('The picture must be at most 1 MB.');
    await userEvent.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
    await expect(await details.findByRole('img', { name: 'Avatar' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await expect(details.queryByRole('alert')).toBeNull();
    await userEvent.click(details.getByRole('button', { name: 'Remove avatar' }));
    await expect(details.queryByRole('img', { name: 'Avatar' })).toBeNull();
  },
};

/** A weak new password and a mismatch are refused here; a wrong old password by the server; then the change signs out. */
export const ChangePassword: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await card(canvasElement, 'Change Password');
    const type = async (label: RegExp, value: string) => {
      await userEvent.clear(form.getByLabelText(label));
      await userEvent.type(form.getByLabelText(label), value);
    };
    await type(/^Old Password/, 'Wrong#2026');
    await type(/^New Password/, 'weak');
    await type(/^Confirm New Password/, 'other');
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
    await expect(await form.findByText(/Password must be 8-50 characters long/)).toBeVisible();
    await expect(form.getByText("Confirm new password doesn't match")).toBeVisible();
    await type(/^New Password/, 'Portal#2027');
    await type(/^Confirm New Password/, 'Portal#2027');
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
    await expect(await body().findByText('The old password is not correct.')).toBeVisible();
    await expect(args.onPasswordChanged).not.toHaveBeenCalled();
    await type(/^Old Password/, 'Portal#2026');
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(args.onPasswordChanged).toHaveBeenCalledWith('Your password has been changed. Please sign in with your new password.'));
  },
};

/** While off, the card shows the set-up (QR code and secret) and asks for the code the app shows; Enable checks it is there and a number. */
export const AuthenticatorCodeAsked: Story = {
  play: async ({ canvasElement }) => {
    const authenticator = await card(canvasElement, 'Google Authenticator');
    await expect(await authenticator.findByText('Status: Disabled')).toBeVisible();
    await expect(authenticator.getByRole('img', { name: /Scan this QR code/ })).toBeVisible();
    await expect(authenticator.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await expect(authenticator.getByText(/then type the code the app shows and press Enable/)).toBeVisible();
    const code = authenticator.getByRole('textbox', { name: /Verification code/ });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(authenticator.getByRole('button', { name: 'Enable' }));
    await expect(await authenticator.findByText('Verification code is required')).toBeVisible();
    await userEvent.type(code, '12ab56');
    await userEvent.click(authenticator.getByRole('button', { name: 'Enable' }));
    await expect(await authenticator.findByText('Verification code must be a number')).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** A wrong code is refused under the field; the authenticator stays off. */
export const AuthenticatorWrongCode: Story = {
  play: async ({ canvasElement }) => {
    const authenticator = await card(canvasElement, 'Google Authenticator');
    await expect(await authenticator.findByText('Status: Disabled')).toBeVisible();
    await userEvent.type(authenticator.getByRole('textbox', { name: /Verification code/ }), '000000');
    await userEvent.click(authenticator.getByRole('button', { name: 'Enable' }));
    await expect(await authenticator.findByText('Invalid Code')).toBeVisible();
    await expect(authenticator.getByText('Status: Disabled')).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** The right code turns it on, then the ten recovery codes show once. */
export const EnableAuthenticator: Story = {
  play: async ({ canvasElement }) => {
    const authenticator = await card(canvasElement, 'Google Authenticator');
    await expect(await authenticator.findByText('Status: Disabled')).toBeVisible();
    await expect(authenticator.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await userEvent.type(authenticator.getByRole('textbox', { name: /Verification code/ }), '123456');
    await userEvent.click(authenticator.getByRole('button', { name: 'Enable' }));
    const codes = await dialogNamed('Your recovery codes');
    await expect(await body().findByText('The authenticator has been enabled.')).toBeVisible();
    await expect(codes.getAllByRole('listitem')).toHaveLength(10);
    await expect(codes.getByText('k7m2p-x9q4r')).toBeVisible();
    await expect(codes.getByRole('button', { name: 'Download' })).toBeVisible();
    await userEvent.click(codes.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Disable needs the password and a current code; a wrong code is refused, the right one turns it off. */
export const DisableAuthenticator: Story = {
  parameters: { msw: [twoFactor('Enabled'), ...referenceListHandlers, ...writeHandlers] },
  play: async ({ canvasElement }) => {
    const authenticator = await card(canvasElement, 'Google Authenticator');
    await expect(await authenticator.findByText('Status: Enabled')).toBeVisible();
    await expect(authenticator.queryByRole('img', { name: /Scan this QR code/ })).toBeNull();
    await userEvent.click(authenticator.getByRole('button', { name: 'Disable' }));
    const dialog = await dialogNamed('Enable/Disable Two-factor Authenticator');
    await userEvent.click(dialog.getByRole('button', { name: 'Disable' }));
    await expect(await dialog.findByText('Password is required')).toBeVisible();
    await expect(dialog.getByText('Verification code is required')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Password/), 'Portal#2026');
    await userEvent.type(dialog.getByRole('textbox', { name: /Verification code/ }), '000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Disable' }));
    await expect(await body().findByText('Invalid Code')).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: /Verification code/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Verification code/ }), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Disable' }));
    await expect(await body().findByText('The authenticator has been disabled.')).toBeVisible();
  },
};

/** Turned on without a code (the spec's call): the card says the next sign-in asks for its first code and
 * keeps the set-up to confirm it now; Disable asks only for the password (no code was ever confirmed). */
export const AuthenticatorPendingFirstCode: Story = {
  parameters: { msw: [twoFactor('Pending'), ...referenceListHandlers, ...writeHandlers] },
  play: async ({ canvasElement }) => {
    const authenticator = await card(canvasElement, 'Google Authenticator');
    await expect(await authenticator.findByText('Status: Enabled')).toBeVisible();
    await expect(authenticator.getByText(/^Turned on: your next sign-in asks for the first code/)).toBeVisible();
    await expect(authenticator.getByRole('img', { name: /Scan this QR code/ })).toBeVisible();
    await expect(authenticator.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await userEvent.click(authenticator.getByRole('button', { name: 'Disable' }));
    const dialog = await dialogNamed('Enable/Disable Two-factor Authenticator');
    await expect(dialog.queryByRole('textbox', { name: /Verification code/ })).toBeNull();
    await expect(dialog.getByLabelText(/^Password/)).toBeVisible();
  },
};

/** The company requires the authenticator: the card says so and offers no Disable (the server would refuse it, 1009). */
export const AuthenticatorRequiredByPolicy: Story = {
  parameters: {
    msw: [
      http.get('*/api/v1/load-twofactor-auth', () => HttpResponse.json({ ...ok, status: 'Enabled', account: 'MD0001/admin', requiredByPolicy: true })),
      ...referenceListHandlers,
      ...writeHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const authenticator = await card(canvasElement, 'Google Authenticator');
    await expect(await authenticator.findByText('Status: Enabled')).toBeVisible();
    await expect(authenticator.getByText(/^Your company requires an authenticator app, so it cannot be turned off here/)).toBeVisible();
    await expect(authenticator.queryByRole('button', { name: 'Disable' })).toBeNull();
  },
};

/** While the authenticator status loads the card says so. */
export const AuthenticatorLoading: Story = {
  parameters: {
    msw: [
      http.get('*/api/v1/load-twofactor-auth', async () => {
        await delay('infinite');
        return HttpResponse.json(ok);
      }),
      ...referenceListHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const authenticator = await card(canvasElement, 'Google Authenticator');
    await expect(await authenticator.findByRole('status')).toBeVisible();
  },
};

/** A failed status load says why. */
export const AuthenticatorLoadFailed: Story = {
  parameters: {
    msw: [
      http.get('*/api/v1/load-twofactor-auth', () => HttpResponse.json({ resultCode: 1500, resultDescription: 'Something went wrong, please try again.' }, { status: 500 })),
      ...referenceListHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const authenticator = await card(canvasElement, 'Google Authenticator');
    await expect(await authenticator.findByText('Something went wrong, please try again.')).toBeVisible();
  },
};

/** /google-authentication: the same card as a page of its own. */
export const GoogleAuthenticationPage: Story = {
  render: () => (
    <PortalStoreFrame auth={signedIn(adminUser)}>
      <AlertProvider>
        <GoogleAuthenticationScreen />
      </AlertProvider>
    </PortalStoreFrame>
  ),
  play: async ({ canvasElement }) => {
    const authenticator = await card(canvasElement, 'Google Authenticator');
    await expect(await authenticator.findByText('Status: Disabled')).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { name: 'Profile Details' })).toBeNull();
  },
};

export const ProfileOnAPhone: Story = onAPhone(Profile);
export const EditProfileOnAPhone: Story = onAPhone(EditProfile);
export const EnableAuthenticatorOnAPhone: Story = onAPhone(EnableAuthenticator);
