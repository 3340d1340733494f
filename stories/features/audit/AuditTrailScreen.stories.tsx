import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuditTrailScreen } from '../../../src/features/audit/screens';
import type { AuditEvent } from '../../../src/features/audit/api';
import { AlertProvider } from '../../../src/shared/ui/Alert';
import { onAPhone } from '../../../src/testing/storybook';
import { PortalStoreFrame, providerStaffUser, signedIn } from '../../app/portalStory';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;
const NOW = new Date(Date.UTC(2026, 10, 21, 12, 0, 0));

const event = (n: number, more: Partial<AuditEvent> = {}): AuditEvent => ({
  id: 1000 - n,
  at: `2026-11-21 ${String(11 - Math.floor(n / 60)).padStart(2, '0')}:${String(59 - (n % 60)).padStart(2, '0')}:00`,
  category: 'signIn',
  action: 'login',
  agentCode: 'MD0001',
  agentName: 'Master Distribution',
  userLogin: 'admin',
  userName: 'Alex Admin',
  userAgentCode: 'MD0001',
  impersonatorLogin: null,
  impersonatorAgentCode: null,
  entity: 'user',
  entityId: '2',
  result: 'SUCCESS',
  resultCode: 0,
  ip: '203.0.113.7',
  ...more,
});

/** 62 events, newest first: an impersonated refund, a lock-out, a refused authorisation, sign-ins. */
const events: AuditEvent[] = [
  event(0, { category: 'refunds', action: 'transaction.refund', entity: 'transaction', entityId: '100000042', impersonatorLogin: 'support', impersonatorAgentCode: 'PROVIDER' }),
  event(1, { category: 'lockout', action: 'account.locked', agentCode: 'R00001', userLogin: 'cashier', userAgentCode: 'R00001', result: 'REFUSED', resultCode: 989, ip: '198.51.100.4' }),
  event(2, { category: 'authorisation', action: 'authorisation.refused', entity: 'GET /api/v1/agent-info', entityId: null, userLogin: 'viewer', result: 'REFUSED', resultCode: 1005 }),
  ...Array.from({ length: 59 }, (_, n) => event(n + 3)),
];

const asked: URLSearchParams[] = [];
/** The list as the server answers it: the category and result filters, pages by cursor. */
const listOf = (all: AuditEvent[]) =>
  http.get('*/api/v1/audit-events', ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const found = all.filter((e) => (!query.get('category') || e.category === query.get('category')) && (!query.get('result') || e.result === query.get('result')));
    const size = Number(query.get('pageSize') ?? 50);
    const start = Number(query.get('cursor') ?? 0);
    const next = start + size < found.length ? String(start + size) : null;
    return HttpResponse.json({ ...ok, data: found.slice(start, start + size), nextCursor: next });
  });
const exported: URLSearchParams[] = [];
const exportCsv = http.get('*/api/v1/audit-events/export', ({ request }) => {
  const query = new URL(request.url).searchParams;
  exported.push(query);
  if (query.get('agentCode') === 'SD0002')
    return HttpResponse.json({ resultCode: 1005, resultDescription: 'This agent is outside your company structure.' }, { status: 403 });
  return new HttpResponse('Time (UTC),Agent\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="AuditTrail_2026-11-21.csv"' } });
});

function Demo() {
  return (
    <PortalStoreFrame auth={signedIn({ ...providerStaffUser, acls: [...providerStaffUser.acls, 'SCP.PORTAL.AUDIT_R'] })}>
      <AlertProvider>
        <AuditTrailScreen now={NOW} />
      </AlertProvider>
    </PortalStoreFrame>
  );
}

const meta = { component: Demo, parameters: { msw: [listOf(events), exportCsv] } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table', { name: 'Audited events' }));

/** The last 7 days' events, newest first: who (and who impersonated them), what, on what, the
 * result and from where. */
export const Events: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(51));
    const refund = rows.getAllByRole('row')[1]!;
    await expect(refund).toHaveTextContent('admin (MD0001)');
    await expect(refund).toHaveTextContent('impersonated by support (PROVIDER)');
    await expect(refund).toHaveTextContent('Refunds');
    await expect(refund).toHaveTextContent('Transaction 100000042');
    await expect(rows.getAllByRole('row')[2]).toHaveTextContent('Refused (989)');
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-15');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-11-21');
    await expect(asked.at(-1)?.get('start')).toBe('2026-11-15 00:00:00');
    await expect(asked.at(-1)?.get('end')).toBe('2026-11-21 23:59:59');
  },
};

/** Older and Newer move by the server's cursor; Newer is off on the first page, Older on the last. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(51));
    await expect(canvas.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(13));
    await expect(canvas.getByText('Page 2')).toBeVisible();
    await expect(asked.at(-1)?.get('cursor')).toBe('50');
    await expect(canvas.getByRole('button', { name: 'Older' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(51));
    await expect(canvas.getByText('Page 1')).toBeVisible();
  },
};

/** The filters go to the server; Search starts again from the first page. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(51));
    await userEvent.selectOptions(canvas.getByLabelText('Event'), 'Lock-out');
    await userEvent.selectOptions(canvas.getByLabelText('Result'), 'Refused');
    await userEvent.type(canvas.getByLabelText('Username'), 'cashier');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rows.getAllByRole('row')[1]).toHaveTextContent('cashier (R00001)'));
    await expect(rows.getAllByRole('row')).toHaveLength(2);
    const query = asked.at(-1)!;
    await expect([query.get('category'), query.get('result'), query.get('userLogin'), query.get('cursor')]).toEqual(['lockout', 'REFUSED', 'cashier', null]);
  },
};

/** Export CSV saves every event of the filters; a refusal shows in an alert naming the export. */
export const Export: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported.at(-1)?.get('start')).toBe('2026-11-15 00:00:00'));
    await userEvent.type(canvas.getByLabelText('Agent code (and below)'), 'sd0002');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await page.findByText('Export Audit Trail')).toBeVisible();
    await expect(page.getByText('This agent is outside your company structure.')).toBeVisible();
    await expect(exported.at(-1)?.get('agentCode')).toBe('SD0002');
  },
};

/** An end before the start is caught before asking. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.clear(canvas.getByLabelText('To'));
    await userEvent.type(canvas.getByLabelText('To'), '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('The end date must not be before the start date.')).toBeVisible();
  },
};

/** Nothing for these filters. */
export const Empty: Story = {
  parameters: { msw: [listOf([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No events match these filters.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Older' })).toBeDisabled();
  },
};

/** While the events load. */
export const Loading: Story = {
  parameters: { msw: [http.get('*/api/v1/audit-events', async () => { await delay('infinite'); return HttpResponse.json({}); })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Audited events' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server fails: its words above the table. */
export const Failed: Story = {
  parameters: {
    msw: [http.get('*/api/v1/audit-events', () => HttpResponse.json({ resultCode: 1500, resultDescription: 'Something went wrong, please try again later.' }, { status: 500 }))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Something went wrong, please try again later.')).toBeVisible();
  },
};

/** The permission was taken away since the page opened: the server's 1003, no export offered. */
export const PermissionDenied: Story = {
  parameters: {
    msw: [http.get('*/api/v1/audit-events', () => HttpResponse.json({ resultCode: 1003, resultDescription: 'You do not have SCP.PORTAL.AUDIT_R permission.' }, { status: 403 }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You do not have permission to see the audit trail.')).toBeVisible();
    await expect(canvas.getByText('You do not have SCP.PORTAL.AUDIT_R permission.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  },
};

export const EventsOnAPhone: Story = onAPhone(Events);
export const EmptyOnAPhone: Story = onAPhone(Empty);
export const PermissionDeniedOnAPhone: Story = onAPhone(PermissionDenied);
