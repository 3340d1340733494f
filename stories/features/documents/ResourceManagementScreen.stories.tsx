import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResourceManagementScreen } from '../../../src/features/documents/screens';
import type { ManagedDocument } from '../../../src/features/documents/api';
import { AlertProvider } from '../../../src/shared/ui/Alert';
import { onAPhone } from '../../../src/testing/storybook';
import { PortalStoreFrame, providerStaffUser, signedIn } from '../../app/portalStory';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;
const STAFF = [...providerStaffUser.acls, 'SCP.PORTAL.DOCUMENTS_W'];
const documents: ManagedDocument[] = [
  { id: 14, code: 'NOTICE-MAINT', description: 'Maintenance window', documentType: 'MER_DISTRIBUTOR', contentType: 'HTML', content: '<p>Planned maintenance every first Sunday.</p>', location: { name: 'Company Details', url: 'company-details' }, active: 'T' },
  { id: 13, code: 'PRICE-LIST', description: 'Price list November', documentType: 'MER_ALL', contentType: 'FILE', content: 'price-list-2026-11.pdf', location: { name: 'Resources', url: 'resources' }, active: 'T' },
  { id: 12, code: 'NOTICE-OLD', description: 'Old notice', documentType: 'MER_ALL', contentType: 'HTML', content: '<p>No longer shown.</p>', location: { name: 'Company Details', url: 'company-details' }, active: 'F' },
];
const asked: Array<Record<string, unknown>> = [];
const list = http.post('*/api/v1/get-resource-management', async ({ request }) => {
  const body = (await request.json()) as Record<string, unknown>;
  asked.push(body);
  const found = documents.filter((d) => (!body.active || d.active === body.active) && (body.location === 'UNSET' || d.location?.url === body.location));
  return HttpResponse.json({ ...ok, data: found, totalRecord: found.length });
});
const saved: Array<{ method: string; request: unknown; file: string | null }> = [];
const save = http.all('*/api/v1/save-document', async ({ request }) => {
  const form = await request.formData();
  const part = form.get('saveDocumentRequest') as File;
  const file = form.get('file') as File | null;
  saved.push({ method: request.method, request: JSON.parse(await part.text()), file: file?.name ?? null });
  return HttpResponse.json({ ...ok, resultDescription: request.method === 'POST' ? 'The document has been created.' : 'The document has been updated.' });
});

function Demo({ acls }: { acls: string[] }) {
  return (
    <PortalStoreFrame auth={signedIn(providerStaffUser)}>
      <AlertProvider>
        <ResourceManagementScreen acls={acls} />
      </AlertProvider>
    </PortalStoreFrame>
  );
}

const meta = { component: Demo, args: { acls: STAFF }, parameters: { msw: [list, save] } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table', { name: 'Resource Management' }));

/** The documents, newest first; the filters ask again from page 1. */
export const Documents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(4));
    await expect(rows.getAllByRole('row')[1]).toHaveTextContent('NOTICE-MAINT');
    await expect(rows.getAllByRole('row')[1]).toHaveTextContent('Merchant portal - Distributors');
    await expect(asked.at(-1)).toMatchObject({ orderBy: 'id', orderType: 'DESC', pageIndex: 1, pageSize: 10, documentType: 'UNSET', location: 'UNSET' });
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'F');
    // The table's loading row is a row too: wait for the inactive document itself.
    await waitFor(() => expect(asked.some((body) => body.active === 'F')).toBe(true));
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(rows.getAllByRole('row')[1]).toHaveTextContent('NOTICE-OLD'));
  },
};

/** A document's details, read-only until Edit; Update sends the saveDocumentRequest part with its id. */
export const DetailAndEdit: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const rows = await table(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: 'NOTICE-MAINT' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Document Detail' }));
    await expect(dialog.getByRole('textbox', { name: /^Content/ })).toHaveAttribute('readonly');
    await userEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    const content = dialog.getByRole('textbox', { name: /^Content/ });
    await expect(content).toHaveAttribute('rows', '6');
    await userEvent.clear(content);
    await userEvent.type(content, '<p>Maintenance moved to Saturday.</p>');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await page.findByText('The document has been updated.')).toBeVisible();
    await expect(saved.at(-1)).toMatchObject({ method: 'PUT', request: { id: 14, code: 'NOTICE-MAINT', content: '<p>Maintenance moved to Saturday.</p>', active: 'T' } });
  },
};

/** New Document: the rules, switching to a file clears the content, the file's name becomes the content. */
export const NewFileDocument: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Document' }));
    const dialog = within(await page.findByRole('dialog', { name: 'New Document' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Content/ }), '<p>draft</p>');
    await userEvent.selectOptions(dialog.getByLabelText(/^Content Type/), 'FILE');
    await expect(dialog.queryByRole('textbox', { name: /^Content/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByText('Code is required')).toBeVisible();
    await expect(dialog.getByText('Content is required')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Code/), 'GUIDE-2027');
    await userEvent.selectOptions(dialog.getByLabelText(/^Location/), 'resources');
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]')!;
    await userEvent.setup({ applyAccept: false }).upload(input, [new File([new Uint8Array(1024)], 'merchant-guide-2027.pdf', { type: 'application/pdf' })]);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await page.findByText('The document has been created.')).toBeVisible();
    await expect(saved.at(-1)).toMatchObject({ method: 'POST', file: 'merchant-guide-2027.pdf', request: { code: 'GUIDE-2027', contentType: 'FILE', content: 'merchant-guide-2027.pdf', location: 'resources' } });
  },
};

/** Without the provider staff's write permission: no New Document, Edit disabled. */
export const ReadOnly: Story = {
  args: { acls: ['SCP.FLEX.ACCOUNT.MANAGER_R'] },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'New Document' })).toBeNull();
    await userEvent.click(await rows.findByRole('button', { name: 'PRICE-LIST' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Document Detail' }));
    await expect(dialog.getByRole('button', { name: 'Edit' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: [http.post('*/api/v1/get-resource-management', async () => { await delay('infinite'); return HttpResponse.json({}); })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Resource Management' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: { msw: [http.post('*/api/v1/get-resource-management', () => HttpResponse.json({ resultCode: 1500, resultDescription: 'Something went wrong, please try again later.' }, { status: 500 }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Something went wrong, please try again later.')).toBeVisible();
  },
};

export const DocumentsOnAPhone: Story = onAPhone(Documents);
