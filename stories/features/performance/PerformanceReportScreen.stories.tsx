import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PerformanceReportScreen } from '../../../src/features/performance/screens';
import type { PerformanceReport } from '../../../src/features/performance/api';
import { AlertProvider } from '../../../src/shared/ui/Alert';
import { onAPhone } from '../../../src/testing/storybook';
import { PortalStoreFrame, managerUser, signedIn } from '../../app/portalStory';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;
const months = (start: number, step: number) => Array.from({ length: 12 }, (_, m) => (m < 11 ? start + m * step : 0));

/** A currency's tables for the labels (the agent, and its sub-agents when asked). */
function currency(currencyCode: string, labels: string[], scale: number): PerformanceReport {
  const rows = (start: number, step: number) => labels.map((label, n) => ({ label, values: months((start * scale) / (n + 1), step) }));
  const gross = rows(1000, 50);
  const margin = rows(80, 4);
  const percent = gross.map((row, n) => ({ label: row.label, values: row.values.map((v, m) => (v ? (margin[n]!.values[m]! / v) * 100 : 0)) }));
  return {
    currencyCode,
    vouchersRedeemed: rows(40, 2),
    grossValue: gross,
    netMerchantValue: rows(950, 47),
    grossFlexMargin: margin,
    grossFlexPercentage: percent,
    cogs: rows(900, 45),
    netFlexMargin: rows(50, 3),
    netFlexPercentage: percent.map((row) => ({ ...row, values: row.values.map((v) => v * 0.6) })),
  };
}
const asked: Array<{ year: string | null; includeSubAgents: string | null }> = [];
const report = http.get('*/api/v1/merchant-performance-report', ({ request }) => {
  const query = new URL(request.url).searchParams;
  asked.push({ year: query.get('year'), includeSubAgents: query.get('includeSubAgents') });
  const labels = query.get('includeSubAgents') === 'true' ? ['SD0001', 'R00001', 'R00002'] : ['SD0001'];
  return HttpResponse.json({ ...ok, year: Number(query.get('year')), data: [currency('AUD', labels, 1), currency('NZD', labels, 0.4)] });
});
const exported = http.post('*/api/v1/export-merchant-performance', () => HttpResponse.json({ resultCode: 1500, resultDescription: 'The spreadsheet could not be made. Please try again later.' }, { status: 500 }));

function Demo({ hasSubAgents = true }: { hasSubAgents?: boolean }) {
  return (
    <PortalStoreFrame auth={signedIn(managerUser)}>
      <AlertProvider>
        <PerformanceReportScreen agentCode="SD0001" year={2026} hasSubAgents={hasSubAgents} />
      </AlertProvider>
    </PortalStoreFrame>
  );
}

const meta = { component: Demo, parameters: { msw: [report, exported] } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This year, the agent alone: one currency at a time, the eight tables with the months and the year. */
export const Received: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'AUD' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'NZD' })).toBeVisible();
    await expect(canvas.getByLabelText('Year')).toHaveValue('2026');
    const gross = within(canvas.getByRole('table', { name: 'Gross Value' }));
    await expect(gross.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Metric', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Total']);
    await expect(gross.getAllByRole('row')[1]).toHaveTextContent('A$1,000.00');
    await expect(gross.getAllByRole('row')[1]).toHaveTextContent('A$13,750.00');
    for (const name of ['Voucher Redeemed', 'Net Merchant Value', 'Gross Flex Margin', 'Gross Flex Percentage', 'COGS', 'Net Flex Margin', 'Net Flex Percentage'])
      await expect(canvas.getByRole('table', { name })).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Gross Flex Percentage' })).getAllByRole('row')[1]).toHaveTextContent('8.00%');
  },
};

/** Another year and the sub-agents: each change loads the report again. */
export const YearAndSubAgents: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'AUD' });
    await userEvent.selectOptions(canvas.getByLabelText('Year'), '2025');
    await waitFor(() => expect(asked.at(-1)).toEqual({ year: '2025', includeSubAgents: 'false' }));
    await expect(within(canvas.getByLabelText('Year')).getAllByRole('option').at(-1)).toHaveTextContent('2010');
    await userEvent.click(canvas.getByLabelText('Include sub-agents'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ year: '2025', includeSubAgents: 'true' }));
    await waitFor(() => expect(within(canvas.getByRole('table', { name: 'Gross Value' })).getAllByRole('row')).toHaveLength(4));
    await userEvent.click(canvas.getByRole('tab', { name: 'NZD' }));
    await expect(within(canvas.getByRole('table', { name: 'Gross Value' })).getAllByRole('row')[1]).toHaveTextContent('NZ$400.00');
  },
};

/** The download refused: the server's words under the download's title. */
export const DownloadRefused: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('tab', { name: 'AUD' });
    await userEvent.click(canvas.getByRole('button', { name: 'Operations' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Download spreadsheet' }));
    await expect(await page.findByText('Performance report download')).toBeVisible();
    await expect(page.getByText('The spreadsheet could not be made. Please try again later.')).toBeVisible();
  },
};

/** No figures for the year. */
export const Empty: Story = {
  parameters: { msw: [http.get('*/api/v1/merchant-performance-report', () => HttpResponse.json({ ...ok, year: 2026, data: [] }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no figures for this year.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Operations' })).toBeDisabled();
  },
};

/** While the report loads. */
export const Loading: Story = {
  parameters: { msw: [http.get('*/api/v1/merchant-performance-report', async () => { await delay('infinite'); return HttpResponse.json({}); })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('status').length).toBeGreaterThan(0));
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** The load fails: the error with the server's words. */
export const Failed: Story = {
  parameters: {
    msw: [http.get('*/api/v1/merchant-performance-report', () => HttpResponse.json({ resultCode: 1500, resultDescription: 'Something went wrong, please try again later.' }, { status: 500 }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The performance report could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('Something went wrong, please try again later.')).toBeVisible();
  },
};

/** A distributor's own figures, all zero (its agents below make the sales): a note says why and includes the sub-agents on request. */
const zeroAlone = http.get('*/api/v1/merchant-performance-report', ({ request }) => {
  const query = new URL(request.url).searchParams;
  asked.push({ year: query.get('year'), includeSubAgents: query.get('includeSubAgents') });
  const all = query.get('includeSubAgents') === 'true';
  const zero = (report: PerformanceReport): PerformanceReport =>
    Object.fromEntries(Object.entries(report).map(([key, rows]) => [key, Array.isArray(rows) ? rows.map((row) => ({ ...row, values: row.values.map(() => 0) })) : rows])) as PerformanceReport;
  return HttpResponse.json({ ...ok, year: 2026, data: [all ? currency('AUD', ['SD0001', 'R00001', 'R00002'], 1) : zero(currency('AUD', ['SD0001'], 1))] });
});

export const AllZeroWithoutSubAgents: Story = {
  parameters: { msw: [zeroAlone, exported] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByText('Every figure is zero because the sales of the agents below yours are not included.');
    await expect(note).toBeVisible();
    await expect(canvas.getByText('Only your own agent is counted')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Include sub-agents' })).toBeVisible();
  },
};

/** The note's button includes the sub-agents: the switch turns on, their figures come, the note goes. */
export const AllZeroIncludeSubAgents: Story = {
  parameters: { screenshot: false, msw: [zeroAlone, exported] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Only your own agent is counted');
    await userEvent.click(canvas.getByRole('button', { name: 'Include sub-agents' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ year: '2026', includeSubAgents: 'true' }));
    await expect(canvas.getByRole('checkbox', { name: 'Include sub-agents' })).toBeChecked();
    await waitFor(() => expect(within(canvas.getByRole('table', { name: 'Gross Value' })).getAllByRole('row')).toHaveLength(4));
    await expect(canvas.queryByText('Only your own agent is counted')).toBeNull();
  },
};

/** A retailer (no agents below it) with all zero figures: nothing to include, no note. */
export const AllZeroRetailer: Story = {
  args: { hasSubAgents: false },
  parameters: { screenshot: false, msw: [zeroAlone, exported] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'AUD' });
    await expect(canvas.queryByText('Only your own agent is counted')).toBeNull();
  },
};

export const ReceivedOnAPhone: Story = onAPhone(Received);
export const FailedOnAPhone: Story = onAPhone(Failed);
