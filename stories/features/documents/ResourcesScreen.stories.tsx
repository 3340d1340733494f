import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResourcesScreen } from '../../../src/features/documents/screens';
import type { PortalDocument } from '../../../src/features/documents/api';
import { AlertProvider } from '../../../src/shared/ui/Alert';
import { onAPhone } from '../../../src/testing/storybook';
import { PortalStoreFrame, adminUser, signedIn } from '../../app/portalStory';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;
const NAMES = ['Price list November 2026.pdf', 'Voucher display poster A4.pdf', 'Terminal quick guide.pdf', 'Settlement calendar 2027.xlsx'];
const documents: PortalDocument[] = Array.from({ length: 14 }, (_, n) => ({
  id: 100 + n,
  content: n < NAMES.length ? NAMES[n]! : `Training notes part ${n - NAMES.length + 1}.pdf`,
  contentType: 'FILE',
  active: 'T',
  description: n < NAMES.length ? `${NAMES[n]!.replace(/\.\w+$/, '')} for every shop` : `Training, part ${n - NAMES.length + 1}`,
  createdDate: `2026-11-${String(20 - (n % 10)).padStart(2, '0')} 09:00:00`,
}));
const listOf = (all: PortalDocument[]) =>
  http.post('*/api/v1/get-documents', async ({ request }) => {
    const body = (await request.json()) as { page: string; pageIndex: number; pageSize: number };
    const start = (body.pageIndex - 1) * body.pageSize;
    return HttpResponse.json({ ...ok, data: body.page === 'resources' ? all.slice(start, start + body.pageSize) : [], totalRecord: all.length });
  });
const download = http.get('*/api/v1/download-document', () =>
  HttpResponse.json({ resultCode: 1004, resultDescription: 'The document was not found.' }, { status: 400 }),
);

function Demo() {
  return (
    <PortalStoreFrame auth={signedIn(adminUser)}>
      <AlertProvider>
        <ResourcesScreen />
      </AlertProvider>
    </PortalStoreFrame>
  );
}

const meta = { component: Demo, parameters: { msw: [listOf(documents), download] } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The files, numbered across pages, ten a page. */
export const Files: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Resources' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(11));
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('1Price list November 2026.pdf');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(table.getAllByRole('row')[1]).toHaveTextContent('11Training notes part 7.pdf'));
  },
};

/** Two files of one name: their descriptions and dates tell them apart. */
export const SameName: Story = {
  parameters: {
    screenshot: false,
    msw: [
      listOf([
        { id: 1, content: 'Price list.pdf', contentType: 'FILE', active: 'T', description: 'Retail prices', createdDate: '2026-11-02 08:00:00' },
        { id: 2, content: 'Price list.pdf', contentType: 'FILE', active: 'T', description: 'Distributor prices', createdDate: '2026-11-20 08:00:00' },
      ]),
      download,
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Resources' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('Retail prices');
    await expect(table.getAllByRole('row')[2]).toHaveTextContent('Distributor prices');
    await expect(table.getAllByRole('row')[2]).toHaveTextContent('2026-11-20');
  },
};

/** A file the server refuses: the alert names the download. */
export const DownloadRefused: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Resources' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(11));
    await userEvent.click(table.getByRole('button', { name: 'Download Price list November 2026.pdf' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Download Document File')).toBeVisible();
    await expect(page.getByText('The document was not found.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: [listOf([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [http.post('*/api/v1/get-documents', async () => { await delay('infinite'); return HttpResponse.json({}); })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Resources' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: { msw: [http.post('*/api/v1/get-documents', () => HttpResponse.json({ resultCode: 1500, resultDescription: 'Something went wrong, please try again later.' }, { status: 500 }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Something went wrong, please try again later.')).toBeVisible();
  },
};

export const FilesOnAPhone: Story = onAPhone(Files);
