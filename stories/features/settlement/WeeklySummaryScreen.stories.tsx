import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WeeklySummaryScreen } from '../../../src/features/settlement/screens';
import type { SettlementFile } from '../../../src/features/settlement/api';
import { AlertProvider } from '../../../src/shared/ui/Alert';
import { onAPhone } from '../../../src/testing/storybook';
import { PortalStoreFrame, adminUser, signedIn } from '../../app/portalStory';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;
/** Twelve Mondays of MD0001's files, oldest first. */
const files: SettlementFile[] = Array.from({ length: 12 }, (_, n) => {
  const date = new Date(Date.UTC(2026, 8, 7 + n * 7)).toISOString().slice(0, 10);
  return { fileName: `Settlement_MD0001_${date}.csv`, date };
});

/** The list as the server answers it: searched by name, sorted by date, paged. */
const listOf = (all: SettlementFile[]) =>
  http.get('*/api/v1/settlement-earnings-reports', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const text = query.get('searchText') ?? '';
    const found = all.filter((f) => f.fileName.includes(text));
    const sorted = query.get('orderType') === 'DESC' ? [...found].reverse() : found;
    const size = Number(query.get('pageSize') ?? 10);
    const start = (Number(query.get('pageIndex') ?? 1) - 1) * size;
    return HttpResponse.json({ ...ok, data: sorted.slice(start, start + size), totalRecord: found.length });
  });
const downloads: string[] = [];
const download = http.get('*/api/v1/download-settlement-earnings-report', ({ request }) => {
  const fileName = new URL(request.url).searchParams.get('fileName') ?? '';
  downloads.push(fileName);
  if (fileName.includes('2026-09-07'))
    return HttpResponse.json({ resultCode: 1004, resultDescription: 'The file was not found.' }, { status: 400 });
  return new HttpResponse('Agent,MD0001\n', { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="${fileName}"` } });
});

function Demo() {
  return (
    <PortalStoreFrame auth={signedIn(adminUser)}>
      <AlertProvider>
        <WeeklySummaryScreen />
      </AlertProvider>
    </PortalStoreFrame>
  );
}

const meta = { component: Demo, parameters: { msw: [listOf(files), download] } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table', { name: 'Weekly Transaction Summary' }));

/** The files, oldest first, ten a page; a newer first by the date column; searched by name. */
export const Files: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(11));
    await expect(rows.getAllByRole('row')[1]).toHaveTextContent('Settlement_MD0001_2026-09-07.csv');
    await expect(canvas.getByText('Showing 1 to 10 of 12 entries')).toBeVisible();
    await expect(canvas.getByText('Weekly balances start on Monday (UTC).')).toBeVisible();
    await userEvent.click(rows.getByRole('button', { name: /Date/ }));
    await waitFor(() => expect(rows.getAllByRole('row')[1]).toHaveTextContent('2026-11-23'));
    await userEvent.type(canvas.getByRole('searchbox'), '2026-10{Enter}');
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(5));
  },
};

/** A file the server refuses: the alert names the download. */
export const DownloadRefused: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(11));
    await userEvent.click(rows.getByRole('button', { name: 'Download Settlement_MD0001_2026-09-07.csv' }));
    await expect(await page.findByText('Download Settlement Earnings Report File')).toBeVisible();
    await expect(page.getByText('The file was not found.')).toBeVisible();
    await expect(downloads.at(-1)).toBe('Settlement_MD0001_2026-09-07.csv');
  },
};

/** No files yet. */
export const Empty: Story = {
  parameters: { msw: [listOf([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records found')).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { msw: [http.get('*/api/v1/settlement-earnings-reports', async () => { await delay('infinite'); return HttpResponse.json({}); })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Weekly Transaction Summary' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server fails: its words above the table. */
export const Failed: Story = {
  parameters: {
    msw: [http.get('*/api/v1/settlement-earnings-reports', () => HttpResponse.json({ resultCode: 1500, resultDescription: 'Something went wrong, please try again later.' }, { status: 500 }))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Something went wrong, please try again later.')).toBeVisible();
  },
};

export const FilesOnAPhone: Story = onAPhone(Files);
export const EmptyOnAPhone: Story = onAPhone(Empty);
