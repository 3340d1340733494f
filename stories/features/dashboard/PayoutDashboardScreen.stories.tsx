import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PayoutDashboardScreen } from '../../../src/features/dashboard/screens';
import { payout, quietWeek, weekOf } from '../../../src/testing/fixtures/transactions';
import { contractGet } from '../../../src/testing/msw/handlers';
import { StoryLiveChannel, onAPhone, type StoryLiveScript } from '../../../src/testing/storybook';
import { PortalStoreFrame, payoutUser, signedIn } from '../../app/portalStory';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;
const settings = contractGet('/api/v1/settings', { ...ok, transactionSearchRangeInMonths: 6, exportLimit: 1000, transactionExportViaEmailRangeInMonths: 3 });
const balances = (data: Array<{ currencyCode: string; symbol: string; balance: number }>) => contractGet('/api/v1/owed-balances', { ...ok, data });
const payoutStats = (week = weekOf([3, 5, 2, 0, 1, 4, 2]), totalSuccessValues = [{ currencyCode: 'AUD', quantity: 15, value: 2150 }, { currencyCode: 'NZD', quantity: 2, value: 240 }, { currencyCode: 'EUR', quantity: 0, value: 0 }]) =>
  contractGet('/api/v1/payout-transaction-weekly-stats', { ...ok, transactionStats: week, totalSuccessValues });
const never = (path: string) => http.get(`*${path}`, async () => { await delay('infinite'); return HttpResponse.json({}); });
const lastTenPayouts = Array.from({ length: 10 }, (_, n) => payout(n + 1));
const received: StoryLiveScript = { answers: { dashboard: { ...ok, data: lastTenPayouts } } };

function Demo({ live, payoutVoucherCreditLimit }: { live: StoryLiveScript; payoutVoucherCreditLimit: number }) {
  return (
    <PortalStoreFrame auth={signedIn(payoutUser)}>
      <StoryLiveChannel script={live}>
        <PayoutDashboardScreen payoutVoucherCreditLimit={payoutVoucherCreditLimit} />
      </StoryLiveChannel>
    </PortalStoreFrame>
  );
}

const meta = {
  component: Demo,
  args: { live: received, payoutVoucherCreditLimit: 5000 },
  parameters: {
    msw: [
      balances([{ currencyCode: 'AUD', symbol: '$', balance: -1850.5 }, { currencyCode: 'NZD', symbol: '$', balance: -240 }, { currencyCode: 'EUR', symbol: '€', balance: 0 }]),
      payoutStats(),
      settings,
    ],
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The largest available balance first (limit 5,000 added to each owed balance), the others on request. */
export const Received: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('€5,000.00')).toBeVisible();
    const balance = within(canvas.getByRole('region', { name: 'Available Payout Balance' }));
    // How the figure is made, the top bar's accumulated balance plus the payout credit limit.
    await expect(balance.getByText('Your accumulated balance €0.00 (top bar) + your payout credit limit €5,000.00')).toBeVisible();
    await userEvent.click(balance.getByText('Other currencies'));
    await expect(balance.getByRole('rowheader', { name: 'NZD' })).toBeVisible();
    await expect(balance.getByText('NZ$4,760.00')).toBeVisible();
    await expect(balance.getByText('A$3,149.50')).toBeVisible();
    const paid = within(canvas.getByRole('region', { name: 'Successful Payout' }));
    await expect(await paid.findByRole('rowheader', { name: 'AUD' })).toBeVisible();
    await expect(paid.queryByRole('rowheader', { name: 'EUR' })).toBeNull();
    const table = within(await canvas.findByRole('table', { name: 'Last 10 Payout Transactions' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(11));
    // The amount and status first (what a merchant checks on a phone); the type goes without saying.
    // (On a phone the cards add their Details button's column.)
    const headers = table.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers.filter((text) => text !== 'Details')).toEqual(['Date', 'Gross Value', 'Status', 'Reference ID']);
    await expect(table.getAllByRole('row')[2]).toHaveTextContent('€120.00');
    await expect(table.getAllByRole('row')[2]).toHaveTextContent('PENDING');
  },
};

/** No payouts yet this week. */
export const Empty: Story = {
  args: { live: { answers: { dashboard: { ...ok, data: [] } } }, payoutVoucherCreditLimit: 0 },
  parameters: { msw: [balances([]), payoutStats(quietWeek, []), settings] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No successful payouts this week')).toBeVisible();
    await expect(await canvas.findByText('There were no transactions in the last 6 months.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { live: {} },
  parameters: { msw: [never('/api/v1/owed-balances'), never('/api/v1/payout-transaction-weekly-stats'), settings] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Available Payout Balance' })).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(canvas.getByRole('table', { name: 'Last 10 Payout Transactions' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The server refuses (this agent has no payout): every part says why. */
export const Refused: Story = {
  args: { live: { answers: { dashboard: { resultCode: 1003, resultDescription: 'Payouts are not enabled for your agent.' } } } },
  parameters: {
    msw: [
      balances([{ currencyCode: 'AUD', symbol: '$', balance: 120 }]),
      http.get('*/api/v1/payout-transaction-weekly-stats', () => HttpResponse.json({ resultCode: 1003, resultDescription: 'Payouts are not enabled for your agent.' }, { status: 403 })),
      settings,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('Payouts are not enabled for your agent.')).toHaveLength(3));
  },
};

export const ReceivedOnAPhone: Story = onAPhone(Received);
export const EmptyOnAPhone: Story = onAPhone(Empty);
