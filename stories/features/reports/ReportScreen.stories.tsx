import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ReportScreen } from '../../../src/features/reports/screens';
import type { ReportFilter } from '../../../src/features/reports/reportForm';
import type { ReportEmailExport, ReportView } from '../../../src/features/reports/api';
import { LiveChannelError } from '../../../src/shared/live/live-channel';
import { AlertProvider } from '../../../src/shared/ui/Alert';
import { sale } from '../../../src/testing/fixtures/transactions';
import { contractGet } from '../../../src/testing/msw/handlers';
import { StoryLiveChannel, onAPhone, type StoryLiveScript } from '../../../src/testing/storybook';
import { EVERY_MERCHANT_ACL, PortalStoreFrame, adminUser, signedIn } from '../../app/portalStory';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;
const NOW = new Date('2026-11-24T12:00:00Z');
const REFUNDER = [...EVERY_MERCHANT_ACL, 'SCP.TTI.ADMIN.USER.REFUND_W'];
const settings = contractGet('/api/v1/settings', { ...ok, transactionSearchRangeInMonths: 6, exportLimit: 1000, transactionExportViaEmailRangeInMonths: 3 });
const emailExports = (data: ReportEmailExport[] = []) => contractGet('/api/v1/report-email-exports', { ...ok, data });
const savedViews = (data: ReportView[] = []) => contractGet('/api/v1/report-views', { ...ok, data });
/** What every story's screen asks besides the live channel. */
const base = [settings, emailExports(), savedViews()];
const REFUNDS_LAST_WEEK: ReportView = {
  id: 7,
  name: 'Refunds last week',
  filter: { period: 'lastWeek', start: '2026-11-09 00:00:00', end: '2026-11-15 23:59:59', isRefunded: true, includeSubAgent: true },
  hiddenColumns: ['product', 'voucherSerial', 'buyValue', 'txnId', 'agentCode', 'terminalCode', 'redeemedAt', 'redeemedDate', 'resultDesc', 'reason', 'returnDate'],
  updatedAt: '2026-11-16 08:00:00',
};
/** The body of the last request to the path, for the play function to check. */
function recorded(method: 'post' | 'delete', path: string, answer: object) {
  const calls: unknown[] = [];
  const handler = http[method](`*${path}`, async ({ request, params }) => {
    calls.push(method === 'post' ? await request.json() : params);
    return HttpResponse.json(answer);
  });
  return { handler, calls };
}

/** 57 transactions of the demo day: sales, one redeemed, one refunded. */
const rows = Array.from({ length: 57 }, (_, n) =>
  sale(n, n === 1 ? { redeemedDate: '2026-11-24 11:00:00', redeemedAt: 'Redeeming Merchant' } : n === 2 ? { status: 'REFUNDED' } : {}),
);
/** The report kind answered from `rows` as the server pages them (by number or after a refId). */
const pages = (all = rows) => (filter: unknown) => {
  const f = filter as ReportFilter;
  const ordered = f.orderType === 'ASC' ? [...all].reverse() : all;
  const size = f.pageSize ?? 10;
  const from = f.afterRefId ? ordered.findIndex((r) => r.refId === f.afterRefId) + 1 : ((f.pageIndex ?? 1) - 1) * size;
  return { ...ok, data: ordered.slice(from, from + size), totalRecord: all.length, maxTransactionCount: null, exportSize: all.length };
};

interface DemoProps {
  live: StoryLiveScript;
  acls: string[];
  hideRedeemedAt: boolean;
}

function Demo({ live, acls, hideRedeemedAt }: DemoProps) {
  return (
    <PortalStoreFrame auth={signedIn(adminUser)}>
      <AlertProvider>
        <StoryLiveChannel script={live}>
          <ReportScreen acls={acls} hideRedeemedAt={hideRedeemedAt} now={NOW} />
        </StoryLiveChannel>
      </AlertProvider>
    </PortalStoreFrame>
  );
}

const meta = {
  component: Demo,
  args: { live: { answers: { report: pages() } }, acls: REFUNDER, hideRedeemedAt: false },
  parameters: { msw: base },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table', { name: 'Transaction Reports' }));
const requestsOf = (live: StoryLiveScript, kind: string) => (live.requests ?? []).filter((r) => r.kind === kind).map((r) => r.filter as ReportFilter);

/** Today's detailed report of the user's scope on arrival, newest first, ten a page. */
export const Received: Story = {
  args: { live: { answers: { report: pages() }, requests: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const results = await table(canvasElement);
    await waitFor(() => expect(results.getAllByRole('row')).toHaveLength(11));
    await expect(results.getAllByRole('row')[1]).toHaveTextContent('100000004200');
    await expect(canvas.getByText('Showing 1 to 10 of 57 entries')).toBeVisible();
    await expect(canvas.getByText('Export available up to 57 records')).toBeVisible();
    await expect(canvas.getByLabelText('Period')).toHaveValue('today');
    const [first] = requestsOf(args.live, 'report');
    await expect(first).toMatchObject({ start: '2026-11-24 00:00:00', end: '2026-11-24 23:59:59', period: 'today', includeSubAgent: true, pageIndex: 1, pageSize: 10, orderType: 'DESC' });
  },
};

/** The next page is asked after the last row read (a keyset read), a page jumped to by number. */
export const Paging: Story = {
  args: { live: { answers: { report: pages() }, requests: [] } },
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const results = await table(canvasElement);
    await waitFor(() => expect(results.getAllByRole('row')).toHaveLength(11));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(results.getAllByRole('row')[1]).toHaveTextContent('100000004190'));
    await expect(requestsOf(args.live, 'report').at(-1)).toMatchObject({ pageIndex: 2, afterRefId: '100000004191' });
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(results.getAllByRole('row')[1]).toHaveTextContent('100000004160'));
    await expect(requestsOf(args.live, 'report').at(-1)).not.toHaveProperty('afterRefId');
    await userEvent.click(canvas.getByRole('button', { name: /Date/ }));
    await waitFor(() => expect(results.getAllByRole('row')[1]).toHaveTextContent('100000004144'));
    await expect(requestsOf(args.live, 'report').at(-1)).toMatchObject({ pageIndex: 1, orderType: 'ASC' });
  },
};

/** While the first page loads. */
export const Loading: Story = {
  args: { live: { answers: {} } },
  play: async ({ canvasElement }) => {
    const results = await within(canvasElement).findByRole('table', { name: 'Transaction Reports' });
    await expect(results).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nothing found: the message names the months searched. */
export const Empty: Story = {
  args: { live: { answers: { report: pages([]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There were no transactions in the last 6 months.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Operations' })).toBeDisabled();
  },
};

/** The server refuses the search: its words under the Report Error title. */
export const Refused: Story = {
  args: { live: { answers: { report: { resultCode: 1001, resultDescription: 'The end date cannot be in the future.' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Report Error')).toBeVisible();
    await expect(canvas.getByText('The end date cannot be in the future.')).toBeVisible();
  },
};

/** The live channel gave up: the network message. */
export const ConnectionLost: Story = {
  args: { live: { answers: { report: new LiveChannelError('network', 'Network Error.') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The connection to the server was lost. Please reload the page.')).toBeVisible();
  },
};

/** The rules of spec 2 section 5 under their fields; nothing is asked until they hold. */
export const Validation: Story = {
  args: { live: { answers: { report: pages() }, requests: [] } },
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'Filters' });
    await waitFor(() => expect(requestsOf(args.live, 'report')).toHaveLength(1));
    await userEvent.type(canvas.getByLabelText('Reference ID'), '12ab');
    await userEvent.click(canvas.getByText('More filters'));
    await userEvent.type(canvas.getByLabelText('Phone Number'), '12');
    fireEvent.change(canvas.getByLabelText(/^From/), { target: { value: '2026-11-20' } });
    fireEvent.change(canvas.getByLabelText(/^To/), { target: { value: '2026-11-19' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('Reference ID must contain 1 to 50 digits')).toBeVisible();
    await expect(canvas.getByText('Invalid phone number')).toBeVisible();
    await expect(canvas.getByText('The end date must be after the start date')).toBeVisible();
    fireEvent.change(canvas.getByLabelText(/^To/), { target: { value: '2026-11-25' } });
    await expect(await canvas.findByText('The end date cannot be in the future')).toBeVisible();
    fireEvent.change(canvas.getByLabelText(/^From/), { target: { value: '2026-01-05' } });
    await expect(await canvas.findByText('You can search the last 6 months.')).toBeVisible();
    await expect(requestsOf(args.live, 'report')).toHaveLength(1);
  },
};

/** A period sets the dates; a date edited by hand makes it a custom range; Clear returns to today. */
export const Periods: Story = {
  args: { live: { answers: { report: pages() }, requests: [] } },
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const period = await canvas.findByRole('combobox', { name: 'Period' });
    // November: every quarter has begun, and each is offered (spec 2); the first ended before the
    // six months searched, so choosing it says how far back a search goes and asks nothing.
    await expect(within(period).getAllByRole('option').map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['1st quarter', '2nd quarter', '3rd quarter', '4th quarter']),
    );
    await userEvent.selectOptions(period, 'q1');
    await waitFor(() => expect(canvas.getByLabelText(/^From/)).toHaveValue('2026-01-01'));
    await expect(canvas.getByLabelText(/^To/)).toHaveValue('2026-03-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('You can search the last 6 months.')).toBeVisible();
    await expect(requestsOf(args.live, 'report')).toHaveLength(1);
    await userEvent.selectOptions(period, 'lastWeek');
    await waitFor(() => expect(canvas.getByLabelText(/^From/)).toHaveValue('2026-11-16'));
    await expect(canvas.getByLabelText(/^To/)).toHaveValue('2026-11-22');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(requestsOf(args.live, 'report').at(-1)).toMatchObject({ period: 'lastWeek', start: '2026-11-16 00:00:00', end: '2026-11-22 23:59:59' }));
    // The results are in, and the focus is back on Search (not dropped to the page).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus());
    fireEvent.change(canvas.getByLabelText(/^From/), { target: { value: '2026-11-18' } });
    await waitFor(() => expect(period).toHaveValue(''));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(period).toHaveValue('today'));
    await expect(canvas.getByLabelText(/^From/)).toHaveValue('2026-11-24');
  },
};

/** A row's details; Refund on a successful, unredeemed sale: the dialog, the refund, the search again. */
export const Refund: Story = {
  args: { live: { answers: { report: pages() }, requests: [] } },
  parameters: {
    screenshot: 'viewport',
    msw: [
      ...base,
      http.put('*/api/v1/refund-transaction', async () => {
        await delay(200);
        return HttpResponse.json({ ...ok, resultDescription: 'The transaction has been refunded.' });
      }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const results = await table(canvasElement);
    await waitFor(() => expect(results.getAllByRole('row')).toHaveLength(11));
    // The redeemed and the refunded sales offer no refund.
    const details = results.getAllByRole('button', { name: 'Show details' });
    await userEvent.click(details[1]!);
    await userEvent.click(details[2]!);
    await expect(results.queryByRole('button', { name: 'Refund' })).toBeNull();
    await userEvent.click(details[0]!);
    await expect(results.getByText('EXT-4200')).toBeVisible();
    await userEvent.click(results.getByRole('button', { name: 'Refund' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Refund Transaction' }));
    await expect(dialog.getByText('Refund the transaction 100000004200 of voucher VS9000?')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Comments'), 'Customer bought the wrong product.');
    const before = requestsOf(args.live, 'report').length;
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expect(await page.findByText('The transaction has been refunded.')).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Refund Transaction' })).toBeNull());
    await waitFor(() => expect(requestsOf(args.live, 'report').length).toBe(before + 1));
  },
};

/** The server refuses the refund (redeemed meanwhile): its words in an alert, the dialog stays to cancel. */
export const RefundRefused: Story = {
  parameters: {
    screenshot: 'viewport',
    msw: [
      ...base,
      http.put('*/api/v1/refund-transaction', () =>
        HttpResponse.json({ resultCode: 1009, resultDescription: 'This transaction can no longer be refunded.' }, { status: 400 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const results = await table(canvasElement);
    await waitFor(() => expect(results.getAllByRole('row')).toHaveLength(11));
    await userEvent.click(results.getAllByRole('button', { name: 'Show details' })[0]!);
    await userEvent.click(results.getByRole('button', { name: 'Refund' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Refund Transaction' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expect(await page.findByText('This transaction can no longer be refunded.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Without SCP.TTI.ADMIN.USER.REFUND_W no refund is offered; an agent that hides Redeemed At has no such column. */
export const WithoutRefundPermission: Story = {
  args: { acls: EVERY_MERCHANT_ACL, hideRedeemedAt: true },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = await table(canvasElement);
    await waitFor(() => expect(results.getAllByRole('row')).toHaveLength(11));
    await userEvent.click(results.getAllByRole('button', { name: 'Show details' })[0]!);
    await expect(results.queryByRole('button', { name: 'Refund' })).toBeNull();
    await expect(results.queryByText('Redeemed At')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await expect(canvas.queryByRole('checkbox', { name: 'Redeemed At' })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Redeemed Date' })).toBeVisible();
  },
};

/** Export to CSV asks the exportCSV kind with the filter; a refusal is an Export Error alert. */
export const ExportRefused: Story = {
  args: { live: { answers: { report: pages(), exportCSV: { resultCode: 1500, resultDescription: 'Something went wrong, please try again later.' } }, requests: [] } },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(async () => expect((await table(canvasElement)).getAllByRole('row')).toHaveLength(11));
    await userEvent.click(canvas.getByRole('button', { name: 'Operations' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Export to CSV' }));
    await expect(await page.findByText('Export Error')).toBeVisible();
    await expect(page.getByText('Something went wrong, please try again later.')).toBeVisible();
    await expect(requestsOf(args.live, 'exportCSV')[0]).toMatchObject({ start: '2026-11-24 00:00:00', pageIndex: 1 });
  },
};

/** Print lays the rows out on the print sheet (nothing else is printed) and opens the print dialog. */
export const Print: Story = {
  args: { live: { answers: { report: pages(), print: { ...pages()({ pageSize: 100 }) } } } },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let printed = '';
    const print = window.print;
    window.print = () => {
      printed = document.querySelector('[data-print-sheet]')?.textContent ?? '';
    };
    try {
      await waitFor(async () => expect((await table(canvasElement)).getAllByRole('row')).toHaveLength(11));
      await userEvent.click(canvas.getByRole('button', { name: 'Operations' }));
      await userEvent.click(canvas.getByRole('menuitem', { name: 'Print' }));
      await waitFor(() => expect(printed).toContain('100000004144'));
      await expect(printed).toContain('2026-11-24 00:00:00 to 2026-11-24 23:59:59 (UTC)');
      await waitFor(() => expect(document.querySelector('[data-print-sheet]')).toBeNull());
    } finally {
      window.print = print;
    }
  },
};

/** Arriving from the company page's Report button: that agent's report with its sub-agents. */
export const FromCompanyPage: Story = {
  args: { live: { answers: { report: pages() }, requests: [] } },
  parameters: { screenshot: false, router: { initialEntries: [{ pathname: '/reports', state: { agentCode: 'R00001' } }] } },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(requestsOf(args.live, 'report')[0]).toMatchObject({ agentCode: 'R00001', includeSubAgent: true }));
    await expect(await within(canvasElement).findByLabelText('Agent Code')).toHaveValue('R00001');
  },
};

const sendEmail = recorded('post', '/api/v1/send-report-to-email', { ...ok, exportId: 41 });

/** Send by email: the address is checked, the request carries the search's filter, the merchant is told the mail is on its way. */
export const SendByEmail: Story = {
  parameters: { screenshot: 'viewport', msw: [...base, sendEmail.handler] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(async () => expect((await table(canvasElement)).getAllByRole('row')).toHaveLength(11));
    await userEvent.click(canvas.getByRole('button', { name: 'Operations' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Send by email' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Send report by email' }));
    await expect(dialog.getByText('Reports by email cover at most 3 months.')).toBeVisible();
    // Nothing typed: the address is missing, not in a wrong format.
    await userEvent.click(dialog.getByRole('button', { name: 'Send by email' }));
    await expect(await dialog.findByText('Email address is required')).toBeVisible();
    await expect(dialog.queryByText('Wrong email format')).toBeNull();
    await userEvent.type(dialog.getByLabelText(/^Email address/), 'admin.md0001.example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send by email' }));
    await expect(await dialog.findByText('Wrong email format')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(/^Email address/));
    await userEvent.type(dialog.getByLabelText(/^Email address/), 'admin@md0001.example.com');
    await userEvent.selectOptions(dialog.getByLabelText('File type'), 'CSV');
    await userEvent.click(dialog.getByRole('button', { name: 'Send by email' }));
    await expect(await page.findByText('Your request was successful. Please wait for the email with your report.')).toBeVisible();
    await expect(sendEmail.calls.at(-1)).toMatchObject({ email: 'admin@md0001.example.com', fileType: 'CSV', start: '2026-11-24 00:00:00', end: '2026-11-24 23:59:59', includeSubAgent: true });
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Send report by email' })).toBeNull());
  },
};

/** The server refuses a report by email (a range longer than it covers): its words under the dialog's title. */
export const SendByEmailRefused: Story = {
  parameters: {
    screenshot: 'viewport',
    msw: [
      ...base,
      http.post('*/api/v1/send-report-to-email', () =>
        HttpResponse.json({ resultCode: 1001, resultDescription: 'A report by email covers at most 3 months.', field: 'start', months: 3 }, { status: 400 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(async () => expect((await table(canvasElement)).getAllByRole('row')).toHaveLength(11));
    await userEvent.click(canvas.getByRole('button', { name: 'Operations' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Send by email' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Send report by email' }));
    await userEvent.type(dialog.getByLabelText(/^Email address/), 'admin@md0001.example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send by email' }));
    await expect(await page.findByText('A report by email covers at most 3 months.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** The reports by email and where each is, under the Operations menu. */
export const EmailProgress: Story = {
  parameters: {
    screenshot: 'viewport',
    msw: [
      settings,
      savedViews(),
      emailExports([
        { id: 43, email: 'admin@md0001.example.com', fileType: 'Excel', status: 'BUILDING', rowsDone: 12000, rowsTotal: 40000, createdAt: '2026-11-24 11:58:00', failure: null, download: false },
        { id: 42, email: 'admin@md0001.example.com', fileType: 'CSV', status: 'SENT', rowsDone: 1048575, rowsTotal: 1048575, createdAt: '2026-11-24 10:02:00', failure: null, download: true },
        { id: 41, email: 'ops@md0001.example.com', fileType: 'CSV', status: 'FAILED', rowsDone: 0, rowsTotal: 0, createdAt: '2026-11-23 16:40:00', failure: 'The mail server refused the email with the report. Please check the email address.', download: false },
      ]),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect((await table(canvasElement)).getAllByRole('row')).toHaveLength(11));
    // One is on its way: the button says so.
    await expect(await canvas.findByRole('button', { name: 'Operations Reports by email' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Operations/ }));
    const progress = within(canvas.getByRole('region', { name: 'Reports by email' }));
    await expect(progress.getByText('Building: 12,000 of 40,000 rows')).toBeVisible();
    await expect(progress.getByRole('progressbar')).toHaveAttribute('value', '12000');
    await expect(progress.getByText('Sent')).toBeVisible();
    await expect(progress.getByRole('button', { name: 'Download the file' })).toBeVisible();
    await expect(progress.getByText('Not sent: The mail server refused the email with the report. Please check the email address.')).toBeVisible();
  },
};

const saveView = recorded('post', '/api/v1/report-views', { ...ok, ...REFUNDS_LAST_WEEK, id: 8, name: 'Today by reference' });
const deleteView = recorded('delete', '/api/v1/report-views/:viewId', ok);

/** A saved view applies its filters (its period worked out again today) and columns; the current one is saved under a name; views are deleted from the list. */
export const SavedViewsUsed: Story = {
  args: { live: { answers: { report: pages() }, requests: [] } },
  parameters: { screenshot: false, msw: [settings, emailExports(), savedViews([REFUNDS_LAST_WEEK]), saveView.handler, deleteView.handler] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const results = await table(canvasElement);
    await waitFor(() => expect(results.getAllByRole('row')).toHaveLength(11));
    await userEvent.click(canvas.getByRole('button', { name: 'Saved views' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Refunds last week' }));
    await waitFor(() => expect(requestsOf(args.live, 'report').at(-1)).toMatchObject({ period: 'lastWeek', start: '2026-11-16 00:00:00', end: '2026-11-22 23:59:59', isRefunded: true }));
    await expect(results.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Details', 'Date▼', 'Reference ID', 'Type', 'Merchant', 'Gross Value', 'Status']);

    await userEvent.click(canvas.getByRole('button', { name: 'Saved views' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Save current view…' }));
    const save = within(await page.findByRole('dialog', { name: 'Save view' }));
    await userEvent.click(save.getByRole('button', { name: 'Save' }));
    await expect(await save.findByText('Enter a name for the view')).toBeVisible();
    // A name over 60 characters is kept whole and refused with its reason, not cut short.
    const name = save.getByLabelText(/^View name/);
    const long = 'Refunded sales of last week for the Sydney and Melbourne retailers';
    await userEvent.type(name, long);
    await expect(name).toHaveValue(long);
    const calls = saveView.calls.length;
    await userEvent.click(save.getByRole('button', { name: 'Save' }));
    await expect(await save.findByText('A view name can have at most 60 characters')).toBeVisible();
    await expect(saveView.calls.length).toBe(calls);
    await userEvent.clear(name);
    await userEvent.type(name, 'Refunded, short');
    await userEvent.click(save.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('The view has been saved.')).toBeVisible();
    await expect(saveView.calls.at(-1)).toMatchObject({ name: 'Refunded, short', filter: { period: 'lastWeek', isRefunded: true }, hiddenColumns: REFUNDS_LAST_WEEK.hiddenColumns });

    await userEvent.click(canvas.getByRole('button', { name: 'Saved views' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Manage views…' }));
    const manage = within(await page.findByRole('dialog', { name: 'Saved views' }));
    await userEvent.click(manage.getByRole('button', { name: 'Delete the view Refunds last week' }));
    await expect(await page.findByText('The view has been deleted.')).toBeVisible();
    await expect(deleteView.calls.at(-1)).toMatchObject({ viewId: '7' });
  },
};

const fileAsked: string[] = [];
const keptFile = http.get('*/api/v1/report-email-exports/:exportId/file', ({ params }) => {
  fileAsked.push(String(params.exportId));
  return HttpResponse.json({ resultCode: 1004, resultDescription: 'The report file was not found. Files of reports by email are kept for 7 days.' }, { status: 400 });
});

/** The mail's link of a report too large to mail: its file is asked for once (here it has expired: the server's words). */
export const MailedLink: Story = {
  parameters: { screenshot: 'viewport', msw: [...base, keptFile], router: { initialEntries: ['/reports?reportEmailExport=42'] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('The report file was not found. Files of reports by email are kept for 7 days.')).toBeVisible();
    await expect(fileAsked).toEqual(['42']);
  },
};

export const ReceivedOnAPhone: Story = onAPhone(Received);
export const EmptyOnAPhone: Story = onAPhone(Empty);
export const RefusedOnAPhone: Story = onAPhone(Refused);
export const RefundOnAPhone: Story = onAPhone(Refund);
export const EmailProgressOnAPhone: Story = onAPhone(EmailProgress);
