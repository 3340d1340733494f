import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AgentPgpKey } from '../../../src/features/pin-orders/api';
import { PinFileKeyCard } from '../../../src/features/pin-orders/components/PinFileKeyCard';
import { AlertProvider } from '../../../src/shared/ui/Alert';
import { onAPhone } from '../../../src/testing/storybook';
import { adminUser, PortalStoreFrame, providerStaffUser, signedIn } from '../../app/portalStory';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;
const LIST_R = 'SCP.EVDS.PIN.BATCH.FILE.LIST_R';
const KEY_W = 'SCP.EVDS.PIN.BATCH.KEY_W';
const PUBLIC_KEY = `-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEaVW5ABYJKwYBBAHaRw8BAQdAXf4qe1idll8ng0man0KJbezZKhYl7vfE
hGQTE5BHkwjNL01EMDAwMSBkZW1vIFBJTiBmaWxlcyA8cGluc0BtZDAwMDEu
=zaMU
-----END PGP PUBLIC KEY BLOCK-----
`;
const NEW_FINGERPRINT = 'A1B2C3D4E5F60718293A4B5C6D7E8F9012345678';

const AGENTS: Record<string, string> = { PROVIDER: 'Flex Voucher Services', MD0001: 'Southern Cross Distribution', SD0001: 'Sydney Stores' };
/** An agent of another structure: the server answers 1005. */
const OUTSIDE = 'XY0001';

const noKey = (agentCode: string): AgentPgpKey => ({
  agentCode, agentName: AGENTS[agentCode] ?? agentCode, fingerprint: null, algorithm: null, userIds: [], keyCreatedDate: null, keyExpiresDate: null,
  setBy: null, setDate: null, publicKey: null, plainTextDownloads: false,
});
const demoKey: AgentPgpKey = {
  ...noKey('MD0001'), fingerprint: '99DAA0A5CBF69ED53A221C98B5C2A5BE9AE58168', algorithm: 'ecdh curve25519Legacy',
  userIds: ['MD0001 demo PIN files <pins@md0001.example.com>'], keyCreatedDate: '2026-01-01 00:00:00', keyExpiresDate: '2028-01-01 00:00:00',
  setBy: 'support', setDate: '2026-11-02 09:15:00', publicKey: PUBLIC_KEY,
};

/** The keys the mock server holds, as each story starts (beforeEach) and as its calls leave them. */
let keys: Record<string, AgentPgpKey> = {};
const changes: Array<{ agentCode: string; publicKey: string | null }> = [];
const resetKeys = () => {
  keys = { MD0001: demoKey };
};

const keyOf = (agentCode: string) => keys[agentCode] ?? noKey(agentCode);
const refusal = (resultCode: number, resultDescription: string, field?: string) =>
  HttpResponse.json({ resultCode, resultDescription, ...(field ? { field } : {}) }, { status: resultCode === 1005 ? 403 : 400 });
const readKey = (own: string) =>
  http.get('*/api/v1/agent-pgp-key', ({ request }) => {
    const agentCode = new URL(request.url).searchParams.get('agentCode') ?? own;
    if (agentCode === OUTSIDE) return refusal(1005, 'This agent is outside your company structure.');
    if (!AGENTS[agentCode]) return refusal(1004, 'The agent was not found.');
    return HttpResponse.json({ ...ok, ...keyOf(agentCode) });
  });
const writeKey = http.put('*/api/v1/agent-pgp-key', async ({ request }) => {
  const change = (await request.json()) as { agentCode: string; publicKey: string | null };
  changes.push(change);
  if (change.publicKey === null) {
    delete keys[change.agentCode];
    return HttpResponse.json({ ...ok, ...noKey(change.agentCode), resultDescription: 'The OpenPGP key has been removed.' });
  }
  keys[change.agentCode] = {
    ...noKey(change.agentCode), fingerprint: NEW_FINGERPRINT, algorithm: 'rsaEncryptSign 3072', userIds: ['Sydney Stores PIN files <pins@sd0001.example.com>'],
    keyCreatedDate: '2026-11-20 08:00:00', setBy: 'support', setDate: '2026-11-21 10:30:00', publicKey: change.publicKey,
  };
  return HttpResponse.json({ ...ok, ...keyOf(change.agentCode), resultDescription: 'The OpenPGP key has been set.' });
});
const merchantHandlers = [readKey('MD0001'), writeKey];
const staffHandlers = [readKey('PROVIDER'), writeKey];

function Demo({ acls, staff = false }: { acls: string[]; staff?: boolean }) {
  return (
    <PortalStoreFrame auth={signedIn(staff ? providerStaffUser : adminUser)}>
      <AlertProvider>
        <PinFileKeyCard canChange={acls.includes(KEY_W)} />
      </AlertProvider>
    </PortalStoreFrame>
  );
}

const meta = {
  component: Demo,
  args: { acls: [LIST_R] },
  parameters: { msw: merchantHandlers },
  beforeEach: resetKeys,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const STAFF = { acls: [LIST_R, 'SCP.EVDS.PIN.BATCH.FILE.APPROVE_W', KEY_W], staff: true };
const body = () => within(document.body);
const card = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'PIN file encryption key' }));
const dialogNamed = async (name: string) => within(await body().findByRole('dialog', { name }));
/** Provider staff show the key of another agent of their structure. */
const lookUp = async (canvasElement: HTMLElement, agentCode: string) => {
  const key = await card(canvasElement);
  const field = await key.findByRole('textbox', { name: 'Agent code' });
  await waitFor(() => expect(field).toHaveValue('PROVIDER'));
  await userEvent.clear(field);
  await userEvent.type(field, agentCode);
  await userEvent.click(key.getByRole('button', { name: 'Show key' }));
  return key;
};

/** An agent without a key on a deployment that offers plain text (PIN_ORDER_TXT_DOWNLOAD): the card says so. */
export const NoKeyPlainTextOffered: Story = {
  beforeEach: () => {
    keys = { MD0001: { ...noKey('MD0001'), plainTextDownloads: true } };
  },
  play: async ({ canvasElement }) => {
    const key = await card(canvasElement);
    await expect(await key.findByText("No key set: this agent's PIN files can be downloaded as plain text only.")).toBeVisible();
  },
};

/** A merchant sees its agent's key: the fingerprint in blocks of four, who set it; no way to change it. */
export const KeySet: Story = {
  play: async ({ canvasElement }) => {
    const key = await card(canvasElement);
    await expect(await key.findByText('99DA A0A5 CBF6 9ED5 3A22 1C98 B5C2 A5BE 9AE5 8168')).toBeVisible();
    await expect(key.getByText('MD0001 - Southern Cross Distribution')).toBeVisible();
    await expect(key.getByText('ecdh curve25519Legacy')).toBeVisible();
    await expect(key.getByText('MD0001 demo PIN files <pins@md0001.example.com>')).toBeVisible();
    await expect(key.getByText('2028-01-01 00:00:00 UTC')).toBeVisible();
    await expect(key.getByText('support, 2026-11-02 09:15:00 UTC')).toBeVisible();
    await expect(key.queryByRole('button')).toBeNull();
    await expect(key.queryByRole('textbox', { name: 'Agent code' })).toBeNull();
  },
};

/** An agent without a key where plain text is off (the default): no PIN file until provider staff set one. Without KEY_W there is no Set key. */
export const NoKey: Story = {
  beforeEach: () => {
    keys = {};
  },
  play: async ({ canvasElement }) => {
    const key = await card(canvasElement);
    await expect(await key.findByText("No key set: none of this agent's PIN files can be downloaded until provider staff set its OpenPGP key.")).toBeVisible();
    await expect(key.queryByRole('button', { name: 'Set key' })).toBeNull();
    await expect(key.queryByRole('button', { name: 'Remove key' })).toBeNull();
  },
};

/** Provider staff look up an agent without a key, paste its key and save: the card shows the new fingerprint. */
export const StaffSetsKey: Story = {
  args: STAFF,
  parameters: { msw: staffHandlers },
  play: async ({ canvasElement }) => {
    const key = await lookUp(canvasElement, 'sd0001');
    await expect(await key.findByText('SD0001 - Sydney Stores')).toBeVisible();
    await expect(key.getByText(/^No key set/)).toBeVisible();
    await expect(key.queryByRole('button', { name: 'Remove key' })).toBeNull();
    await userEvent.click(key.getByRole('button', { name: 'Set key' }));
    const dialog = await dialogNamed('Set PIN file key');
    await expect(dialog.getByText('SD0001 - Sydney Stores')).toBeVisible();
    await userEvent.click(dialog.getByRole('textbox', { name: /^OpenPGP public key/ }));
    await userEvent.paste(PUBLIC_KEY);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('The OpenPGP key has been set.')).toBeVisible();
    await expect(changes.at(-1)).toEqual({ agentCode: 'SD0001', publicKey: PUBLIC_KEY.trim() });
    await expect(await key.findByText('A1B2 C3D4 E5F6 0718 293A 4B5C 6D7E 8F90 1234 5678')).toBeVisible();
    await expect(key.getByRole('button', { name: 'Replace key' })).toBeVisible();
    await expect(key.getByRole('button', { name: 'Remove key' })).toBeVisible();
  },
};

/** The key dialog: a key file fills the text area; the agent and the key being replaced are named. */
export const ReplaceKeyFromFile: Story = {
  args: STAFF,
  parameters: { msw: staffHandlers, screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const key = await lookUp(canvasElement, 'MD0001');
    await userEvent.click(await key.findByRole('button', { name: 'Replace key' }));
    const dialog = await dialogNamed('Replace PIN file key');
    await expect(dialog.getByText('99DA A0A5 CBF6 9ED5 3A22 1C98 B5C2 A5BE 9AE5 8168')).toBeVisible();
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]')!;
    await userEvent.upload(input, new File([PUBLIC_KEY], 'md0001-pins.asc', { type: 'application/pgp-keys' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^OpenPGP public key/ })).toHaveValue(PUBLIC_KEY));
    await expect(dialog.getByText('md0001-pins.asc')).toBeVisible();
    await expect(dialog.queryByText('The public key is required')).toBeNull();
  },
};

/** The rules before the call (required, armored), then the server's refusal naming publicKey under the field. */
export const RefusedKey: Story = {
  args: STAFF,
  parameters: {
    screenshot: 'viewport',
    msw: [
      http.put('*/api/v1/agent-pgp-key', () =>
        refusal(1001, 'This key cannot encrypt: it has no valid encryption key, or it has expired or been revoked.', 'publicKey')),
      ...staffHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const key = await lookUp(canvasElement, 'SD0001');
    await userEvent.click(await key.findByRole('button', { name: 'Set key' }));
    const dialog = await dialogNamed('Set PIN file key');
    const field = dialog.getByRole('textbox', { name: /^OpenPGP public key/ });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('The public key is required')).toBeVisible();
    await userEvent.type(field, 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5');
    await expect(await dialog.findByText(/^Paste an ASCII-armored public key/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste(PUBLIC_KEY);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('This key cannot encrypt: it has no valid encryption key, or it has expired or been revoked.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(body().getByRole('dialog', { name: 'Set PIN file key' })).toBeVisible();
    // The request is over (the key can be edited and saved again).
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy', 'true'));
  },
};

/** Remove asks first; the card then says no key is set. */
export const RemoveKey: Story = {
  args: STAFF,
  parameters: { msw: staffHandlers, screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const key = await lookUp(canvasElement, 'MD0001');
    await userEvent.click(await key.findByRole('button', { name: 'Remove key' }));
    const dialog = await dialogNamed('Remove PIN file key');
    await expect(
      dialog.getByText('Remove the OpenPGP key of MD0001 - Southern Cross Distribution? Its PIN files can then no longer be downloaded encrypted.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove key' }));
    await expect(await body().findByText('The OpenPGP key has been removed.')).toBeVisible();
    await expect(changes.at(-1)).toEqual({ agentCode: 'MD0001', publicKey: null });
    await expect(await key.findByText(/^No key set/)).toBeVisible();
    await expect(key.getByRole('button', { name: 'Set key' })).toBeVisible();
  },
};

/** An agent outside the structure, or unknown: the server's refusal under the code; the card keeps the agent it showed. */
export const LookUpRefused: Story = {
  args: STAFF,
  parameters: { msw: staffHandlers },
  play: async ({ canvasElement }) => {
    const key = await lookUp(canvasElement, OUTSIDE);
    await expect(await key.findByText('This agent is outside your company structure.')).toBeVisible();
    await expect(key.getByRole('textbox', { name: 'Agent code' })).toHaveAttribute('aria-invalid', 'true');
    await expect(key.getByText('PROVIDER - Flex Voucher Services')).toBeVisible();
    await userEvent.clear(key.getByRole('textbox', { name: 'Agent code' }));
    await userEvent.type(key.getByRole('textbox', { name: 'Agent code' }), 'ZZ9');
    await userEvent.click(key.getByRole('button', { name: 'Show key' }));
    await expect(await key.findByText('The agent was not found.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/api/v1/agent-pgp-key', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const key = await card(canvasElement);
    await expect(await key.findByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Failed: Story = {
  parameters: { msw: [http.get('*/api/v1/agent-pgp-key', () => HttpResponse.json({ resultCode: 1500, resultDescription: 'Something went wrong, please try again later.' }, { status: 500 }))] },
  play: async ({ canvasElement }) => {
    const key = await card(canvasElement);
    await expect(await key.findByText('Something went wrong, please try again later.')).toBeVisible();
  },
};

export const KeySetOnAPhone: Story = onAPhone(KeySet);
export const StaffSetsKeyOnAPhone: Story = onAPhone(StaffSetsKey);
export const ReplaceKeyFromFileOnAPhone: Story = onAPhone(ReplaceKeyFromFile);
