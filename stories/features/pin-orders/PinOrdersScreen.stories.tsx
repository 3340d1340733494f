import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { PinOrdersScreen } from '../../../src/features/pin-orders/screens';
import type { PinOrder, PinOrderDetails } from '../../../src/features/pin-orders/api';
import { AlertProvider } from '../../../src/shared/ui/Alert';
import { onAPhone } from '../../../src/testing/storybook';
import { adminUser, PortalStoreFrame, providerStaffUser, signedIn } from '../../app/portalStory';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;
const ORDERER = [...adminUser.acls, 'SCP.EVDS.PIN.BATCH.FILE.REQUEST_C', 'SCP.EVDS.PIN.BATCH.FILE.REQUEST_D', 'SCP.EVDS.PIN.BATCH.FILE.DOWNLOAD_R'];
const APPROVER = [...providerStaffUser.acls, 'SCP.EVDS.PIN.BATCH.FILE.APPROVE_W'];
const FINGERPRINT = '61F9E1BBECCD7E4733EC23EEF777DFD981E3EE32';

const order = (orderRef: string, fields: Partial<PinOrder>): PinOrder => ({
  orderRef, fileName: null, date: '2026-11-20 08:15:00', status: 'WAITING_FOR_APPROVAL', user: 'admin', agentCode: 'MD0001', agentName: 'Southern Cross Distribution',
  product: 'AUD20', currency: 'AUD', qty: 100, value: 2000, comment: null, documents: [], downloadFormats: [], ...fields,
});
const orders: PinOrder[] = [
  order('PO1000019', { comment: 'Christmas stock', documents: ['purchase-order.xlsx'] }),
  order('PO1000018', { status: 'PROCESSING', product: 'AUD50', qty: 40, value: 2000 }),
  order('PO1000017', { status: 'READY_FOR_DOWNLOAD', fileName: 'PO1000017.txt', qty: 50, value: 1000, downloadFormats: ['txt', 'pgp'] }),
  order('PO1000016', { status: 'REJECTED', product: 'USD10', currency: 'USD', qty: 500, value: 5000 }),
];
const details = (row: PinOrder): PinOrderDetails => ({
  ...row, productDescription: 'Flex Voucher AUD 20', decidedBy: row.status === 'WAITING_FOR_APPROVAL' ? null : 'support', decidedDate: row.status === 'WAITING_FOR_APPROVAL' ? null : '2026-11-20 09:00:00',
  decisionComment: row.status === 'REJECTED' ? 'Over the monthly allowance.' : null, deletedBy: null, deletedDate: null, deleteComment: null,
  readyDate: row.status === 'READY_FOR_DOWNLOAD' ? '2026-11-20 09:00:04' : null, generationFailure: null, pgpKeyFingerprint: FINGERPRINT,
  downloads: row.status === 'READY_FOR_DOWNLOAD' ? [{ user: 'admin', date: '2026-11-20 10:12:31', format: 'pgp', keyFingerprint: FINGERPRINT }] : [],
});
const products = [
  { productCode: 'AUD20', productDescription: 'Flex Voucher AUD 20', value: 20, currency: 'AUD' },
  { productCode: 'AUD50', productDescription: 'Flex Voucher AUD 50', value: 50, currency: 'AUD' },
];

const asked: Array<Record<string, unknown>> = [];
const submitted: Array<{ pinOrders: unknown; file: string | null }> = [];
const decided: Array<Record<string, unknown>> = [];
const deleted: Array<Record<string, unknown>> = [];
const handlers = [
  http.post('*/api/v1/pin-batch-orders', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    asked.push(body);
    const text = String(body.searchText ?? '').toLowerCase();
    const found = orders.filter((o) => !text || JSON.stringify(o).toLowerCase().includes(text));
    return HttpResponse.json({ ...ok, data: found, totalRecord: found.length, totalPage: 1 });
  }),
  http.get('*/api/v1/pin-batch-order-details', ({ request }) => {
    const ref = new URL(request.url).searchParams.get('orderRef');
    const row = orders.find((o) => o.orderRef === ref);
    return row ? HttpResponse.json({ ...ok, ...details(row) }) : HttpResponse.json({ resultCode: 1004, resultDescription: 'No PIN order has this reference.' }, { status: 404 });
  }),
  http.get('*/api/v1/pin-batch-order/products', () => HttpResponse.json({ ...ok, data: products })),
  http.get('*/api/v1/settings', () => HttpResponse.json({ ...ok, pinOrderFileMaxMb: 5, pinOrderFileNameMaxLength: 200 })),
  http.post('*/api/v1/submit-pin-batch-orders', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('files') as File | null;
    submitted.push({ pinOrders: JSON.parse(await (form.get('pinOrders') as Blob).text()), file: file?.name ?? null });
    return HttpResponse.json({ ...ok, resultDescription: 'Your orders have been created and are waiting for approval.', orderRefs: ['PO1000020'] });
  }),
  http.post('*/api/v1/approve-pin-order', async ({ request }) => {
    decided.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ ...ok, resultDescription: 'The order has been approved. Its PINs are being generated.' });
  }),
  http.post('*/api/v1/delete-pin-order', async ({ request }) => {
    deleted.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ ...ok, resultDescription: 'The order has been deleted.' });
  }),
  http.get('*/api/v1/agent-pgp-key', () =>
    HttpResponse.json({
      ...ok, agentCode: 'MD0001', agentName: 'Southern Cross Distribution', fingerprint: FINGERPRINT, algorithm: 'ecdh curve25519Legacy',
      userIds: ['MD0001 PIN files <pins@md0001.example.com>'], keyCreatedDate: '2026-11-01 08:00:00', keyExpiresDate: null, setBy: 'support',
      setDate: '2026-11-02 09:15:00', publicKey: '-----BEGIN PGP PUBLIC KEY BLOCK-----\n...\n-----END PGP PUBLIC KEY BLOCK-----\n', plainTextDownloads: true,
    })),
];

function Demo({ acls, staff = false }: { acls: string[]; staff?: boolean }) {
  return (
    <PortalStoreFrame auth={signedIn(staff ? providerStaffUser : adminUser)}>
      <AlertProvider>
        <PinOrdersScreen acls={acls} agent="MD0001 - Southern Cross Distribution" />
      </AlertProvider>
    </PortalStoreFrame>
  );
}

const meta = { component: Demo, args: { acls: ORDERER }, parameters: { msw: handlers } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table', { name: 'Pin Orders' }));
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The orders, newest reference first; a ready order offers its files, a waiting one Delete; search asks again from page 1. */
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(5));
    await expect(asked.at(-1)).toMatchObject({ orderBy: 'orderRef', orderType: 'DESC', pageIndex: 1, pageSize: 10 });
    await expect(rows.getByRole('button', { name: 'Download PO1000017 as PGP' })).toBeVisible();
    await expect(rows.getByRole('button', { name: 'Delete order PO1000019' })).toBeVisible();
    await expect(rows.queryByRole('button', { name: 'Delete order PO1000017' })).toBeNull();
    await expect(rows.getAllByRole('row')[3]).toHaveTextContent('Ready for Download');
    await expect(rows.getAllByRole('row')[1]).toHaveTextContent('2026-11-20 08:15:00 UTC');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), 'christmas');
    // A date input takes its value at once (typing into it depends on the browser's locale).
    fireEvent.change(canvas.getByLabelText('Requested from'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(canvas.getByLabelText('Requested from')).toHaveValue('2026-11-01'));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(asked.filter((b) => b.searchText === 'christmas').at(-1)).toMatchObject({ start: '2026-11-01 00:00:00', pageIndex: 1 }));
  },
};

/** A ready order's details: its files and the custody trail of its downloads. */
export const ReadyOrderDetails: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: 'PO1000017' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Order Details PO1000017' }));
    await expect(await dialog.findByRole('button', { name: 'Download PGP' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download TXT' })).toBeVisible();
    const trail = within(dialog.getByRole('table', { name: 'Downloads of the PINs' }));
    await expect(trail.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Downloaded at', 'Downloaded by', 'Format', 'OpenPGP key']);
    await expect(trail.getAllByRole('row')[1]).toHaveTextContent(`admin`);
    await expect(trail.getAllByRole('row')[1]).toHaveTextContent(FINGERPRINT);
    await expect(dialog.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/** PINs downloaded more than once: the trail warns that each file is a copy of the PINs. */
export const DownloadedTwice: Story = {
  parameters: {
    screenshot: 'viewport',
    msw: [
      http.get('*/api/v1/pin-batch-order-details', () => {
        const once = details(orders[2]!);
        return HttpResponse.json({ ...ok, ...once, downloads: [...once.downloads, { user: 'jsmith', date: '2026-11-21 08:40:02', format: 'txt', keyFingerprint: null }] });
      }),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: 'PO1000017' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Order Details PO1000017' }));
    await expect(await dialog.findByText(/have been downloaded 2 times/)).toBeVisible();
    await expect(within(dialog.getByRole('table', { name: 'Downloads of the PINs' })).getAllByRole('row')).toHaveLength(3);
  },
};

/** Provider staff approve an order waiting for approval, with a comment. */
export const ApproveAsProviderStaff: Story = {
  args: { acls: APPROVER, staff: true },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: 'PO1000019' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Order Details PO1000019' }));
    await expect(await dialog.findByText('The PINs have not been downloaded yet.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Approval comment' }), 'Approved for the holidays.');
    const sent = decided.length;
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    // Approving generates the PINs and sells the batch: it asks first, and nothing is sent yet.
    const confirm = within(await body(canvasElement).findByRole('dialog', { name: 'Approve Order' }));
    await expect(
      confirm.getByText('Approve the order PO1000019? 100 PINs are generated and the batch is sold to MD0001 - Southern Cross Distribution for A$2,000.00. This cannot be undone.'),
    ).toBeVisible();
    await expect(decided.length).toBe(sent);
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Approve Order' })).toBeNull());
    await expect(decided.length).toBe(sent);
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    const again = within(await body(canvasElement).findByRole('dialog', { name: 'Approve Order' }));
    await userEvent.click(again.getByRole('button', { name: 'Approve' }));
    await expect(await body(canvasElement).findByText('The order has been approved. Its PINs are being generated.')).toBeVisible();
    await expect(decided.at(-1)).toEqual({ orderRef: 'PO1000019', approve: true, comment: 'Approved for the holidays.' });
  },
};

const retried: Array<Record<string, unknown>> = [];
/** PO1000018 (PROCESSING) whose generation failed for good, and the retry's answer. */
const failedGeneration = (retryAnswer: () => Response) => [
  http.get('*/api/v1/pin-batch-order-details', () =>
    HttpResponse.json({ ...ok, ...details(orders[1]!), generationFailure: { date: '2026-11-20 09:31:12', attempts: 7, reason: 'connection terminated unexpectedly' } })),
  http.post('*/api/v1/retry-pin-order-generation', async ({ request }) => {
    retried.push((await request.json()) as Record<string, unknown>);
    return retryAnswer();
  }),
  ...handlers,
];
const openFailedOrder = async (canvasElement: HTMLElement) => {
  const rows = await table(canvasElement);
  await userEvent.click(await rows.findByRole('button', { name: 'PO1000018' }));
  const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Order Details PO1000018' }));
  const failure = within(await dialog.findByRole('alert'));
  await expect(failure.getByText('The PINs of this order could not be generated')).toBeVisible();
  await expect(failure.getByText('Last attempt 2026-11-20 09:31:12 UTC, 7 attempts in all. Reason: connection terminated unexpectedly')).toBeVisible();
  return dialog;
};

/** An approved order whose PIN generation failed for good: provider staff see when, how often and why, and queue it again. */
export const GenerationFailedAsProviderStaff: Story = {
  args: { acls: APPROVER, staff: true },
  parameters: { screenshot: 'viewport', msw: failedGeneration(() => HttpResponse.json({ ...ok, resultDescription: "The generation of this order's PINs has been queued again." })) },
  play: async ({ canvasElement }) => {
    const dialog = await openFailedOrder(canvasElement);
    const sent = retried.length;
    await userEvent.click(dialog.getByRole('button', { name: 'Queue the generation again' }));
    await expect(await body(canvasElement).findByText("The generation of this order's PINs has been queued again.")).toBeVisible();
    await expect(retried.length).toBe(sent + 1);
    await expect(retried.at(-1)).toEqual({ orderRef: 'PO1000018' });
  },
};

/** The server refuses the retry (another user queued it first): its words show, the failure stays. */
export const GenerationRetryRefused: Story = {
  args: { acls: APPROVER, staff: true },
  parameters: {
    msw: failedGeneration(() => HttpResponse.json({ resultCode: 1009, resultDescription: 'Only an approved order whose PIN generation failed can be queued again.' }, { status: 400 })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openFailedOrder(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Queue the generation again' }));
    await expect(await body(canvasElement).findByText('Only an approved order whose PIN generation failed can be queued again.')).toBeVisible();
  },
};

/** A merchant administrator sees the failure of its order, without the provider's button. */
export const GenerationFailedAsMerchant: Story = {
  parameters: { msw: failedGeneration(() => HttpResponse.json({ resultCode: 1003, resultDescription: 'You do not have permission.' }, { status: 403 })) },
  play: async ({ canvasElement }) => {
    const dialog = await openFailedOrder(canvasElement);
    await expect(dialog.queryByRole('button', { name: 'Queue the generation again' })).toBeNull();
  },
};

/** New Order: the item rules, a product added twice replaces its item, the total, the attachment; Submit sends the items and the file. */
export const NewOrder: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Order' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Create Order' }));
    await expect(dialog.getByText('MD0001 - Southern Cross Distribution')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Order' }));
    await expect(await dialog.findByText('Add at least one product to the order.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add to order' }));
    await expect(await dialog.findByText('Product is required')).toBeVisible();
    await expect(dialog.getByText('Quantity is required')).toBeVisible();
    await waitFor(() => expect(dialog.getAllByRole('option').length).toBeGreaterThan(2));
    await userEvent.selectOptions(dialog.getByLabelText(/^Product/), 'AUD20');
    await userEvent.type(dialog.getByLabelText(/^Quantity/), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Add to order' }));
    await expect(await dialog.findByText('Quantity must be a whole number of at least 1')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(/^Quantity/));
    await userEvent.type(dialog.getByLabelText(/^Quantity/), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Add to order' }));
    await userEvent.selectOptions(dialog.getByLabelText(/^Product/), 'AUD20');
    await userEvent.type(dialog.getByLabelText(/^Quantity/), '50');
    await userEvent.click(dialog.getByRole('button', { name: 'Add to order' }));
    const items = within(dialog.getByRole('table', { name: 'Order items' }));
    await expect(items.getAllByRole('row')).toHaveLength(2);
    await expect(items.getAllByRole('row')[1]).toHaveTextContent('1,000.00');
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]')!;
    await userEvent.upload(input, [new File(['ref,qty'], 'purchase-order.csv', { type: 'text/csv' })]);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Order' }));
    await expect(await body(canvasElement).findByText('Your orders have been created and are waiting for approval.')).toBeVisible();
    await expect(submitted.at(-1)).toEqual({ pinOrders: [{ productCode: 'AUD20', qty: 50 }], file: 'purchase-order.csv' });
  },
};

/** Delete an order waiting for approval, with a reason. */
export const DeleteOrder: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: 'Delete order PO1000019' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Delete Order' }));
    await expect(dialog.getByText('Delete the order PO1000019? This cannot be undone.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Ordered twice.');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await body(canvasElement).findByText('The order has been deleted.')).toBeVisible();
    await expect(deleted.at(-1)).toEqual({ orderRef: 'PO1000019', comment: 'Ordered twice.' });
  },
};

/** A user who may only list orders: no New Order, no Delete. */
export const ListOnly: Story = {
  args: { acls: ['SCP.EVDS.PIN.BATCH.FILE.LIST_R'] },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(5));
    await expect(within(canvasElement).queryByRole('button', { name: 'New Order' })).toBeNull();
    await expect(rows.queryByRole('button', { name: /^Delete order/ })).toBeNull();
    // The agent's PIN file key, read only without SCP.EVDS.PIN.BATCH.KEY_W.
    const key = within(within(canvasElement).getByRole('region', { name: 'PIN file encryption key' }));
    await expect(await key.findByText('61F9 E1BB ECCD 7E47 33EC 23EE F777 DFD9 81E3 EE32')).toBeVisible();
    await expect(key.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [http.post('*/api/v1/pin-batch-orders', () => HttpResponse.json({ ...ok, data: [], totalRecord: 0, totalPage: 0 })), ...handlers] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [http.post('*/api/v1/pin-batch-orders', async () => { await delay('infinite'); return HttpResponse.json({}); }), ...handlers] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Pin Orders' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: { msw: [http.post('*/api/v1/pin-batch-orders', () => HttpResponse.json({ resultCode: 1500, resultDescription: 'Something went wrong, please try again later.' }, { status: 500 })), ...handlers] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Something went wrong, please try again later.')).toBeVisible();
  },
};

/** A ready order of an agent without an OpenPGP key, where plain text is off: no file, and the row and the details say why and whom to ask. */
const keyless = order('PO1000005', { status: 'READY_FOR_DOWNLOAD', agentCode: 'SD0001', agentName: 'Harbour Sub Division', downloadFormats: [] });
const keylessHandlers = [
  http.post('*/api/v1/pin-batch-orders', () => HttpResponse.json({ ...ok, data: [keyless], totalRecord: 1, totalPage: 1 })),
  http.get('*/api/v1/pin-batch-order-details', () => HttpResponse.json({ ...ok, ...details(keyless), pgpKeyFingerprint: null, downloads: [] })),
  ...handlers,
];
export const ReadyWithoutKey: Story = {
  parameters: { screenshot: 'viewport', msw: keylessHandlers },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByText('No file: no OpenPGP key')).toBeVisible();
    await expect(rows.queryByRole('button', { name: /^Download PO1000005/ })).toBeNull();
    await userEvent.click(rows.getByRole('button', { name: 'PO1000005' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Order Details PO1000005' }));
    await expect(await dialog.findByText('Ready, but no file can be downloaded')).toBeVisible();
    await expect(dialog.getByText(/^Harbour Sub Division has no OpenPGP key for PIN files.*Ask provider staff to set the agent's key/)).toBeVisible();
  },
};

/** The same order for a user without the download permission: that is the reason given, and whom to ask. */
export const ReadyWithoutDownloadPermission: Story = {
  args: { acls: ['SCP.EVDS.PIN.BATCH.FILE.LIST_R'] },
  parameters: { screenshot: false, msw: keylessHandlers },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByText('No download permission')).toBeVisible();
    await userEvent.click(rows.getByRole('button', { name: 'PO1000005' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Order Details PO1000005' }));
    await expect(await dialog.findByText('Your user may not download PIN files. Ask your administrator for the download permission.')).toBeVisible();
  },
};

/** A download made from the details shows in its custody trail at once, with the warning from the second copy on, without reopening. */
const trail: Array<PinOrderDetails['downloads'][number]> = [];
export const DownloadShowsInTrail: Story = {
  beforeEach: () => {
    trail.splice(0, trail.length, ...details(orders[2]!).downloads);
  },
  parameters: {
    screenshot: false,
    msw: [
      http.get('*/api/v1/pin-batch-order-details', () => HttpResponse.json({ ...ok, ...details(orders[2]!), downloads: [...trail] })),
      http.get('*/api/v1/download-pin-batch-order', () => {
        trail.push({ user: 'admin', date: '2026-11-21 08:40:02', format: 'pgp', keyFingerprint: FINGERPRINT });
        return new HttpResponse('-----BEGIN PGP MESSAGE-----', { headers: { 'content-type': 'application/pgp-encrypted', 'content-disposition': 'attachment; filename="PO1000017.pgp"' } });
      }),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: 'PO1000017' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Order Details PO1000017' }));
    await expect(within(await dialog.findByRole('table', { name: 'Downloads of the PINs' })).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(dialog.getByRole('button', { name: 'Download PGP' }));
    await waitFor(() => expect(within(dialog.getByRole('table', { name: 'Downloads of the PINs' })).getAllByRole('row')).toHaveLength(3));
    await expect(dialog.getByText(/have been downloaded 2 times/)).toBeVisible();
  },
};

export const OrdersOnAPhone: Story = onAPhone(Orders);
export const ReadyWithoutKeyOnAPhone: Story = onAPhone(ReadyWithoutKey);
export const ReadyOrderDetailsOnAPhone: Story = onAPhone(ReadyOrderDetails);

/**
 * On a phone each order is a card a merchant scans: its reference and status on top, product and
 * value next, the actions at hand, the rest (date, quantity, user, file) behind Show details;
 * nothing behind a sideways scroll.
 */
export const OrdersAsCardsOnAPhone: Story = onAPhone({
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(5));
    const frame = canvasElement.querySelector<HTMLElement>('[role="region"]')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const download = rows.getByRole('button', { name: 'Download PO1000017 as PGP' });
    await expect(download.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const card = rows.getAllByRole('row')[3]!;
    const title = card.querySelector<HTMLElement>('td[data-card="title"]')!;
    const status = card.querySelector<HTMLElement>('td[data-card="status"]')!;
    await expect(title).toHaveTextContent(/^PO\d+$/);
    await expect(status).toHaveTextContent('Ready for Download');
    // Title and status share the first line.
    await expect(Math.abs(title.getBoundingClientRect().top - status.getBoundingClientRect().top)).toBeLessThan(title.getBoundingClientRect().height);
    // The figures are named by their column (drawn from data-label, not part of the cell's text).
    await expect(card.querySelector('td[data-card="figure"][data-label="Value"]')).toBeVisible();
    const details = [...card.querySelectorAll<HTMLElement>('td[data-card="detail"]')];
    await expect(details.length).toBeGreaterThan(0);
    for (const detail of details) await expect(detail).not.toBeVisible();
    const more = within(card).getByRole('button', { name: 'Show details' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const detail of details) await expect(detail).toBeVisible();
  },
});
export const NewOrderOnAPhone: Story = onAPhone(NewOrder);
export const GenerationFailedOnAPhone: Story = onAPhone(GenerationFailedAsProviderStaff);
