import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { DashboardScreen } from '../../../src/features/dashboard/screens';
import { busyWeek, lastTenSales, quietWeek, sale, todayByCurrency } from '../../../src/testing/fixtures/transactions';
import { contractGet } from '../../../src/testing/msw/handlers';
import { StoryLiveChannel, onAPhone, type StoryLiveScript } from '../../../src/testing/storybook';
import { PortalStoreFrame, adminUser, signedIn } from '../../app/portalStory';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;
const settings = contractGet('/api/v1/settings', { ...ok, transactionSearchRangeInMonths: 6, exportLimit: 1000, transactionExportViaEmailRangeInMonths: 3 });
const statsOf = (daily = todayByCurrency, week = busyWeek) => [
  contractGet('/api/v1/daily-stats', { ...ok, data: daily }),
  contractGet('/api/v1/weekly-stats', { ...ok, data: week }),
  settings,
];
const never = (path: string) => http.get(`*${path}`, async () => { await delay('infinite'); return HttpResponse.json({}); });
const serverError = { resultCode: 1500, resultDescription: 'Something went wrong, please try again later.' };

const received: StoryLiveScript = { answers: { dashboard: { ...ok, data: lastTenSales } } };

function Demo({ live }: { live: StoryLiveScript }) {
  return (
    <PortalStoreFrame auth={signedIn(adminUser)}>
      <StoryLiveChannel script={live}>
        <DashboardScreen />
      </StoryLiveChannel>
    </PortalStoreFrame>
  );
}

const meta = {
  component: Demo,
  args: { live: received },
  parameters: { msw: statsOf() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three charts and the last ten transactions, live. */
export const Received: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('figure', { name: 'Daily Currency' })).toBeVisible();
    await expect(await canvas.findByRole('figure', { name: 'Weekly Transaction Count' })).toBeVisible();
    await expect(await canvas.findByRole('meter', { name: 'Weekly Success Rate' })).toHaveAttribute('aria-valuenow', '94.7');
    await expect(canvas.getByText('1,236 transactions')).toBeVisible();
    const table = within(await canvas.findByRole('table', { name: 'Last 10 Transactions' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(11));
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('100000004199');
    // Its time says it is UTC, as the top bar's clock does.
    await expect(within(table.getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
    await expect(table.getAllByText('FAILED')).toHaveLength(2);
    await expect(await canvas.findByText('Live updates on')).toBeVisible();
  },
};

/** A sale in the user's scope arrives without a reload: it tops the table. */
export const NewSaleArrives: Story = {
  tags: ['smoke'],
  args: {
    live: {
      ...received,
      pushes: [{ kind: 'dashboard', afterMs: 400, answer: { ...ok, data: [sale(0, { refId: '100000004321', product: 'Flexi Voucher AUD 50' }), ...lastTenSales.slice(0, 9)] } }],
    },
  },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Last 10 Transactions' }));
    await waitFor(() => expect(table.getAllByRole('row')[1]).toHaveTextContent('100000004321'));
    await expect(table.getAllByRole('row')).toHaveLength(11);
  },
};

/** While the figures and the transactions load. */
export const Loading: Story = {
  args: { live: {} },
  parameters: { msw: [never('/api/v1/daily-stats'), never('/api/v1/weekly-stats'), settings] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('status', { name: '' }).length).toBeGreaterThan(0));
    await expect(canvas.getByRole('region', { name: 'Daily Currency' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('table', { name: 'Last 10 Transactions' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A quiet week: the charts say there is nothing, the table names the months searched. */
export const Empty: Story = {
  args: { live: { answers: { dashboard: { ...ok, data: [] } } } },
  parameters: { msw: statsOf([], quietWeek) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No transactions today')).toBeVisible();
    await expect(await canvas.findByText('There were no transactions in the last 6 months.')).toBeVisible();
  },
};

/** The server fails: each figure says so in its card, and the table too. */
export const Failed: Story = {
  args: { live: { answers: { dashboard: serverError } } },
  parameters: {
    msw: [
      http.get('*/api/v1/daily-stats', () => HttpResponse.json(serverError, { status: 500 })),
      http.get('*/api/v1/weekly-stats', () => HttpResponse.json(serverError, { status: 500 })),
      settings,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('Something went wrong, please try again later.')).toHaveLength(4));
    await expect(canvas.getByText('The last transactions could not be loaded.')).toBeVisible();
  },
};

/** The page has just opened: the live channel connects for the first time, the table loads. */
export const OpeningLive: Story = {
  args: { live: { status: 'opening' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Connecting to live updates...')).toBeVisible();
  },
};

/** The connection dropped: the table keeps what it had and says it is reconnecting. */
export const Reconnecting: Story = {
  args: { live: { ...received, status: 'connecting' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Live updates paused, reconnecting...')).toBeVisible();
  },
};

/** The channel gave up before answering: the reader is told to reload. */
export const LiveStopped: Story = {
  args: { live: { status: 'stopped' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The connection to the server was lost. Please reload the page.')).toBeVisible();
    await expect(canvas.getByText('Live updates stopped. Reload the page to resume them.')).toBeVisible();
  },
};

export const ReceivedOnAPhone: Story = onAPhone(Received);
export const EmptyOnAPhone: Story = onAPhone(Empty);
export const FailedOnAPhone: Story = onAPhone(Failed);
