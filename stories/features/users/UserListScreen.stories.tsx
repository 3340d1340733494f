import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UserListScreen } from '../../../src/features/users/screens';
import type { AuthenticatorPolicy, UserDetails, UserRow } from '../../../src/features/users/api';
import { AlertProvider } from '../../../src/shared/ui/Alert';
import { onAPhone } from '../../../src/testing/storybook';
import { PortalStoreFrame, adminUser, signedIn } from '../../app/portalStory';

const ADMIN_ACLS = ['SCP.TTI.ADMIN.USER_R', 'SCP.TTI.ADMIN.USER_W', 'SCP.TTI.ADMIN.USER_D', 'SCP.EVDS.PRODUCT.REDEMPTION_R', 'SCP.EVDS.PRODUCT.REDEMPTION_W'];
const ok = { resultCode: 0, resultDescription: 'Success' } as const;

const row = (userId: number, username: string, firstName: string, surname: string, statusId: '1' | '4' = '1'): UserRow => ({
  userId, username, firstName, surname, description: `${firstName} ${surname}`, createdDate: '2026-05-04 09:00:00',
  status: statusId === '1' ? 'Active' : 'Inactive', statusId,
});
const users: UserRow[] = [
  row(1, 'admin', 'Alex', 'Admin'), row(2, 'former', 'Fran', 'Former', '4'), row(3, 'jsmith', 'Jordan', 'Smith'),
  row(4, 'mlee', 'Mina', 'Lee'), row(5, 'rpatel', 'Ravi', 'Patel'), row(6, 'totp', 'Toni', 'Token'),
  row(7, 'viewer', 'Vera', 'Viewer'), row(8, 'wchan', 'Wei', 'Chan'), row(9, 'xlopez', 'Xavi', 'Lopez'),
  row(10, 'ybrown', 'Yara', 'Brown'), row(11, 'zkim', 'Zoe', 'Kim'), row(12, 'zzhou', 'Zhen', 'Zhou'),
];
const details = (user: UserRow): UserDetails => ({
  id: user.userId, username: user.username, firstName: user.firstName, surname: user.surname, description: user.description,
  createdDate: user.createdDate, status: user.status, statusId: user.statusId ?? '1', emailAddress: `${user.username}@md0001.example.com`,
  phoneNumber: '+61290001234', position: 'Cashier', resetPassword: 'F', refundVoucherPermission: 'F', validatePinPermission: 'T',
  redeemVoucherPermission: 'F', twoFactorEnabled: user.username === 'totp' ? 'T' : 'F', acls: ['SCP.EVDS.PRODUCT.REDEMPTION_R'],
});

/** The list call answered from `rows`: search, sort and paging as the server does them. */
const listHandler = (rows: UserRow[]) =>
  http.post('*/api/v1/user/list', async ({ request }) => {
    const body = (await request.json()) as { pageIndex: number; pageSize: number; searchText?: string; orderBy?: keyof UserRow; orderType?: string };
    const text = body.searchText?.toLowerCase() ?? '';
    const found = rows.filter((u) => !text || [u.username, u.firstName, u.surname].some((v) => v.toLowerCase().includes(text)));
    const key = body.orderBy ?? 'username';
    const sorted = [...found].sort((a, b) => String(a[key]).localeCompare(String(b[key])) * (body.orderType === 'DESC' ? -1 : 1));
    const start = (body.pageIndex - 1) * body.pageSize;
    return HttpResponse.json({ ...ok, users: sorted.slice(start, start + body.pageSize), totalOfRecords: found.length, totalOfPages: Math.ceil(found.length / body.pageSize) });
  });
const detailsHandler = http.get('*/api/v1/user/details', ({ request }) => {
  const user = users.find((u) => u.userId === Number(new URL(request.url).searchParams.get('id')));
  return user ? HttpResponse.json({ ...ok, ...details(user) }) : HttpResponse.json({ resultCode: 1004, resultDescription: 'The user was not found.' }, { status: 400 });
});
const writeHandlers = [
  http.post('*/api/v1/user/new', async ({ request }) => {
    const body = (await request.json()) as { login: string };
    return body.login === 'admin'
      ? HttpResponse.json({ resultCode: 1009, resultDescription: 'Username is already taken.', field: 'login' }, { status: 400 })
      : HttpResponse.json({ resultCode: 0, resultDescription: 'The user has been created.' });
  }),
  http.put('*/api/v1/user/edit', () => HttpResponse.json({ resultCode: 0, resultDescription: 'The user has been updated.' })),
  http.put('*/api/v1/user/delete', async () => {
    await delay(300);
    return HttpResponse.json({ resultCode: 0, resultDescription: 'The user has been deleted.' });
  }),
  http.put('*/api/v1/user/reset-twofactor', () => HttpResponse.json({ resultCode: 0, resultDescription: 'The authenticator of the user has been reset.' })),
];

/** The authenticator policy answered as given; a change is kept and answered with the server's words. */
const policySent: unknown[] = [];
const policyHandlers = (policy: AuthenticatorPolicy) => {
  let current = policy;
  return [
    http.get('*/api/v1/authenticator-policy', () => HttpResponse.json({ ...ok, ...current })),
    http.put('*/api/v1/authenticator-policy', async ({ request }) => {
      const body = (await request.json()) as { required: boolean };
      policySent.push(body);
      current = { ...current, required: body.required };
      const words = body.required
        ? `Every user of ${current.agentCode} and of its agents must now use an authenticator app. Users without one set it up at their next sign-in.`
        : `The users of ${current.agentCode} and of its agents may now sign in without an authenticator app.`;
      return HttpResponse.json({ resultCode: 0, resultDescription: words, ...current });
    }),
  ];
};
const REQUIRED: AuthenticatorPolicy = { agentCode: 'MD0001', required: true, inheritedFrom: null, usersWithout: 3 };

function Demo({ acls }: { acls: string[] }) {
  return (
    <PortalStoreFrame auth={signedIn({ ...adminUser, acls })}>
      <AlertProvider>
        <UserListScreen acls={acls} login="admin" agentCode="MD0001" />
      </AlertProvider>
    </PortalStoreFrame>
  );
}

const meta = {
  component: Demo,
  args: { acls: ADMIN_ACLS },
  parameters: { msw: [listHandler(users), detailsHandler, ...writeHandlers, ...policyHandlers(REQUIRED)] },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialogNamed = async (name: string) => within(await body().findByRole('dialog', { name }));

/** Provider staff sign in as one of the users from its row, in a window of its own. */
export const ImpersonateAUser: Story = {
  args: { acls: [...ADMIN_ACLS, 'SCP.SUPPORT.IMPERSONATE'] },
  parameters: {
    screenshot: false,
    msw: [
      http.post('*/api/v1/impersonation-token', async ({ request }) => {
        const body = (await request.json()) as { merchantId: string; username: string };
        return HttpResponse.json({ resultCode: 0, resultDescription: 'Success', token: `t-${body.merchantId}-${body.username}`, expiresInSeconds: 60 });
      }),
      listHandler(users), detailsHandler, ...writeHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const opened: string[] = [];
    const open = window.open;
    window.open = ((url?: string | URL) => (opened.push(String(url)), null)) as typeof window.open;
    try {
      const canvas = within(canvasElement);
      const table = within(await canvas.findByRole('table'));
      const button = await table.findByRole('button', { name: `Sign in as ${users[1]!.username}` });
      await userEvent.click(button);
      await waitFor(() => expect(opened).toEqual([`/auth/impersonate-login?token=t-MD0001-${users[1]!.username}`]));
      await expect(table.queryByRole('button', { name: 'Sign in as admin' })).toBeNull();
    } finally {
      window.open = open;
    }
  },
};

/** Ten users a page sorted by login; the footer counts them; the next page and a sort by surname. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'admin' })).toBeVisible();
    await expect(canvas.getByText('Showing 1 to 10 of 12 entries')).toBeVisible();
    // The created date says it is UTC.
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(/\d{2}:\d{2}:\d{2} UTC/);
    await expect(canvas.getByRole('button', { name: 'Delete former' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete admin' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Showing 11 to 12 of 12 entries')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Surname/ }));
    await expect(await canvas.findByText('Showing 1 to 10 of 12 entries')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Alex'));
  },
};

/** The agent's authenticator policy above the list: required, with the users still without one. */
export const AuthenticatorRequired: Story = {
  play: async ({ canvasElement }) => {
    const policy = within(await within(canvasElement).findByRole('region', { name: /Authenticator app/ }));
    await expect(policy.getByText('Required')).toBeVisible();
    await expect(policy.getByText('Required for every user of MD0001 and of its agents. 3 users have not set one up yet and will at their next sign-in.')).toBeVisible();
    await expect(policy.getByRole('button', { name: 'Stop requiring' })).toBeVisible();
  },
};

/** An administrator requires the authenticator after a confirmation; the server's words say what follows. */
export const RequireTheAuthenticator: Story = {
  parameters: { screenshot: false, msw: [listHandler(users), detailsHandler, ...policyHandlers({ ...REQUIRED, required: false })] },
  play: async ({ canvasElement }) => {
    const policy = within(await within(canvasElement).findByRole('region', { name: /Authenticator app/ }));
    await expect(await policy.findByText('Users may sign in without an authenticator app.')).toBeVisible();
    await userEvent.click(policy.getByRole('button', { name: 'Require for every user' }));
    const confirm = await dialogNamed('Authenticator app');
    await expect(confirm.getByText(/Every user of MD0001 and of its agents will need an authenticator app/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Require for every user' }));
    await expect(await body().findByText(/must now use an authenticator app/)).toBeVisible();
    await expect(policySent.at(-1)).toEqual({ required: true });
    await expect(await policy.findByRole('button', { name: 'Stop requiring' })).toBeVisible();
  },
};

/** Required by an agent above: said so, and nothing to change here. */
export const AuthenticatorRequiredAbove: Story = {
  parameters: { msw: [listHandler(users), detailsHandler, ...policyHandlers({ agentCode: 'SD0001', required: false, inheritedFrom: 'MD0001', usersWithout: 0 })] },
  play: async ({ canvasElement }) => {
    const policy = within(await within(canvasElement).findByRole('region', { name: /Authenticator app/ }));
    await expect(policy.getByText('Required for every user here by MD0001.')).toBeVisible();
    await expect(policy.queryByRole('button')).toBeNull();
  },
};

/** The search finds by name and starts again at page 1. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search by login, name or email' }), 'patel{Enter}');
    await expect(await canvas.findByText('Showing 1 to 1 of 1 entries')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'rpatel' })).toBeVisible();
  },
};

/** No users match: 'No records found'. */
export const Empty: Story = {
  parameters: { msw: [listHandler([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records found')).toBeVisible();
  },
};

/** While the list loads the table is busy. */
export const Loading: Story = {
  parameters: { msw: [http.post('*/api/v1/user/list', async () => { await delay('infinite'); return HttpResponse.json({}); })] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A failed load says why. */
export const LoadFailed: Story = {
  parameters: { msw: [http.post('*/api/v1/user/list', () => HttpResponse.json({ resultCode: 1500, resultDescription: 'Something went wrong, please try again.' }, { status: 500 }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Something went wrong, please try again.')).toBeVisible();
  },
};

/** Without USER_W and USER_D: no New User, no Delete, and the details cannot be edited. */
export const ReadOnly: Story = {
  args: { acls: ['SCP.TTI.ADMIN.USER_R'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'jsmith' }));
    const dialog = await dialogNamed('User Details');
    await expect(await dialog.findByDisplayValue('Jordan')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'New User' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
    // The policy shows, but only an administrator with USER_W changes it.
    await expect(await canvas.findByText(/3 users have not set one up yet/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Stop requiring' })).toBeNull();
  },
};

/** New User: a weak password is refused with the spec's rule, a taken login under its field, then it is created. */
export const CreateUser: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New User' }));
    const dialog = await dialogNamed('Create User');
    await userEvent.type(dialog.getByRole('textbox', { name: /Login/ }), 'admin');
    await userEvent.type(dialog.getByLabelText(/^Password/), 'weak');
    await userEvent.type(dialog.getByLabelText(/^Repeat Password/), 'weak');
    for (const [name, value] of [['First Name', 'Chris'], ['Surname', 'Park'], ['Description', 'Weekend cashier']] as const) {
      await userEvent.type(dialog.getByRole('textbox', { name: new RegExp(name) }), value);
    }
    await expect(dialog.getByRole('checkbox', { name: 'Redeem Voucher Permission' })).toBeVisible();
    await expect(dialog.queryByRole('checkbox', { name: 'Refund Voucher Permission' })).toBeNull();
    // Changing the password on first use is a setting of the account, not a permission.
    const settings = within(dialog.getByRole('group', { name: 'Account settings' }));
    await expect(settings.getByRole('checkbox', { name: 'Change password on first use' })).toBeVisible();
    const permissions = within(dialog.getByRole('group', { name: 'Permissions' }));
    await expect(permissions.queryByRole('checkbox', { name: 'Change password on first use' })).toBeNull();
    await expect(permissions.getByRole('checkbox', { name: 'Redeem Voucher Permission' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByText(/Password must be 8-50 characters long/)).toBeVisible();
    for (const field of [/^Password/, /^Repeat Password/]) {
      await userEvent.clear(dialog.getByLabelText(field));
      await userEvent.type(dialog.getByLabelText(field), 'Portal#2026');
    }
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByText('Username is already taken.')).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: /Login/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Login/ }), 'cashier2');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await body().findByText('The user has been created.')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Create User' })).toBeNull());
  },
};

/** Details: fields change only after Edit; Cancel restores; Update saves and returns to the details. */
export const EditUser: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'jsmith' }));
    let dialog = await dialogNamed('User Details');
    const firstName = await dialog.findByRole('textbox', { name: /First Name/ });
    await expect(firstName).toHaveAttribute('readonly');
    await userEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    dialog = await dialogNamed('Edit User');
    await userEvent.clear(dialog.getByRole('textbox', { name: /First Name/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /First Name/ }), 'Jo');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    dialog = await dialogNamed('User Details');
    await expect(dialog.getByRole('textbox', { name: /First Name/ })).toHaveValue('Jordan');
    await userEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    dialog = await dialogNamed('Edit User');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await body().findByText('The user has been updated.')).toBeVisible();
    await expect(await body().findByRole('dialog', { name: 'User Details' })).toBeVisible();
  },
};

/** An enabled authenticator can be reset from the details (a lost phone). */
export const ResetAuthenticator: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'totp' }));
    const dialog = await dialogNamed('User Details');
    await userEvent.click(await dialog.findByRole('button', { name: 'Reset authenticator' }));
    const confirm = await dialogNamed('Reset Authenticator');
    await expect(confirm.getByText(/Turn off the authenticator of totp\?/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Reset authenticator' }));
    await expect(await body().findByText('The authenticator of the user has been reset.')).toBeVisible();
  },
};

/** Delete asks first, cannot be closed while it runs, and says when it is done. */
export const DeleteUser: Story = {
  tags: ['smoke'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'admin' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete former' }));
    const confirm = await dialogNamed('Delete User');
    await expect(confirm.getByText('Delete the user former? This cannot be undone.')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(await body().findByText('The user has been deleted.')).toBeVisible();
  },
};

export const ListOnAPhone: Story = onAPhone(List);
export const AuthenticatorRequiredOnAPhone: Story = onAPhone(AuthenticatorRequired);
export const CreateUserOnAPhone: Story = onAPhone(CreateUser);
export const EditUserOnAPhone: Story = onAPhone(EditUser);
