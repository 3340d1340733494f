import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScheduledReports } from '../../../src/features/reports/components/ScheduledReports';
import type { ReportSchedule, ReportView } from '../../../src/features/reports/api';
import { AlertProvider } from '../../../src/shared/ui/Alert';
import { contractGet } from '../../../src/testing/msw/handlers';
import { onAPhone } from '../../../src/testing/storybook';
import { PortalStoreFrame, adminUser, signedIn } from '../../app/portalStory';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;
const VIEWS: ReportView[] = [
  { id: 7, name: 'Refunds last week', filter: { period: 'lastWeek', isRefunded: true, includeSubAgent: true }, hiddenColumns: [], updatedAt: '2026-11-16 08:00:00' },
  { id: 8, name: 'Sales by retailer', filter: { period: 'thisMonth', salesReports: true }, hiddenColumns: [], updatedAt: '2026-11-20 08:00:00' },
];
const WEEKLY: ReportSchedule = {
  id: 3,
  name: 'Refunds last week',
  frequency: 'WEEKLY',
  hour: 6,
  weekday: 1,
  monthDay: null,
  fileType: 'CSV',
  status: 'ACTIVE',
  email: 'admin@md0001.example',
  nextRunAt: '2026-11-30 06:00:00',
  lastQueuedAt: '2026-11-23 06:00:01',
  filter: { isRefunded: true, includeSubAgent: true },
};
const MONTHLY: ReportSchedule = { ...WEEKLY, id: 4, name: 'Sales by retailer', frequency: 'MONTHLY', weekday: null, monthDay: 1, hour: 7, fileType: 'Excel', status: 'PAUSED', nextRunAt: null, filter: { salesReports: true } };
const STOPPED: ReportSchedule = { ...WEEKLY, id: 5, name: 'Daily sales for the Sydney and Melbourne retailers of the north', frequency: 'DAILY', weekday: null, hour: 23, status: 'UNSUBSCRIBED', nextRunAt: null };

const schedules = (data: ReportSchedule[]) => contractGet('/api/v1/report-schedules', { ...ok, data });
/** The bodies the story's screen sent, by method. */
const sent: { method: string; url: string; body: unknown }[] = [];
const recording = (answer: (body: Record<string, unknown>) => Response) =>
  ['post', 'put', 'delete'].map((method) =>
    http[method as 'post'](method === 'post' ? '*/api/v1/report-schedules' : '*/api/v1/report-schedules/:scheduleId', async ({ request }) => {
      const body = method === 'delete' ? null : ((await request.json()) as Record<string, unknown>);
      sent.push({ method, url: new URL(request.url).pathname, body });
      return answer(body ?? {});
    }),
  );
const answered = recording((body) => HttpResponse.json({ ...ok, ...WEEKLY, ...body }));

function Demo({ views, onClose }: { views: ReportView[]; onClose: () => void }) {
  return (
    <PortalStoreFrame auth={signedIn(adminUser)}>
      <AlertProvider>
        <ScheduledReports views={views} onClose={onClose} />
      </AlertProvider>
    </PortalStoreFrame>
  );
}

const meta = {
  component: Demo,
  args: { views: VIEWS, onClose: fn() },
  parameters: { screenshot: 'viewport', msw: [schedules([WEEKLY, MONTHLY, STOPPED]), ...answered] },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement, name: string) => within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));

/** Each schedule says when it mails, in what, to whom, its next email and its state; pausing one says so. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const list = await dialog(canvasElement, 'Scheduled reports');
    await expect(await list.findByText('Every Monday at 06:00 UTC · CSV · admin@md0001.example')).toBeVisible();
    await expect(list.getByText('Next email: 2026-11-30 06:00 UTC')).toBeVisible();
    await expect(list.getByText('On day 1 of every month at 07:00 UTC · Excel · admin@md0001.example')).toBeVisible();
    await expect(list.getByText('Paused')).toBeVisible();
    await expect(list.getByText('Stopped from the email')).toBeVisible();
    await expect(list.getByRole('button', { name: `Resume the schedule ${STOPPED.name}` })).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'Pause the schedule Refunds last week' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('The schedule is paused.')).toBeVisible();
    await expect(sent.at(-1)).toMatchObject({ method: 'put', url: '/api/v1/report-schedules/3', body: { frequency: 'WEEKLY', hour: 6, weekday: 1, monthDay: null, fileType: 'CSV', status: 'PAUSED' } });
  },
};

/** A new schedule: a saved view not scheduled yet, monthly on a day, at an hour; the form asks for the day only when monthly. */
export const Create: Story = {
  parameters: { screenshot: false, msw: [schedules([WEEKLY]), ...answered] },
  play: async ({ canvasElement }) => {
    const list = await dialog(canvasElement, 'Scheduled reports');
    await waitFor(() => expect(list.getByRole('button', { name: 'Schedule a view' })).toBeEnabled());
    await userEvent.click(list.getByRole('button', { name: 'Schedule a view' }));
    const form = await dialog(canvasElement, 'Schedule a report');
    await expect(form.getByLabelText(/^Day of the week/)).toBeVisible();
    await userEvent.selectOptions(form.getByLabelText(/^Report view/), 'Sales by retailer');
    await userEvent.selectOptions(form.getByLabelText(/^How often/), 'Every month');
    await expect(form.queryByLabelText(/^Day of the week/)).toBeNull();
    await userEvent.selectOptions(form.getByLabelText(/^Day of the month/), '15');
    await userEvent.selectOptions(form.getByLabelText(/^Time \(UTC\)/), '18:00');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('The report is scheduled.')).toBeVisible();
    await expect(sent.at(-1)).toMatchObject({ method: 'post', body: { viewId: 8, frequency: 'MONTHLY', monthDay: 15, weekday: null, hour: 18, fileType: 'Excel' } });
    await expect(await dialog(canvasElement, 'Scheduled reports')).toBeTruthy();
  },
};

/** Changing a schedule keeps it paused when it was. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const list = await dialog(canvasElement, 'Scheduled reports');
    await userEvent.click(await list.findByRole('button', { name: 'Edit the schedule Sales by retailer' }));
    const form = await dialog(canvasElement, 'Change the schedule of Sales by retailer');
    await expect(form.getByLabelText(/^Day of the month/)).toHaveValue('1');
    await expect(form.queryByLabelText(/^Report view/)).toBeNull();
    await userEvent.selectOptions(form.getByLabelText(/^How often/), 'Every week');
    await userEvent.selectOptions(form.getByLabelText(/^Day of the week/), 'Friday');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('The schedule has been changed.')).toBeVisible();
    await expect(sent.at(-1)).toMatchObject({ method: 'put', url: '/api/v1/report-schedules/4', body: { frequency: 'WEEKLY', weekday: 5, monthDay: null, hour: 7, fileType: 'Excel', status: 'PAUSED' } });
  },
};

/** The server's refusal (the view is scheduled already) in its words; the form stays open. */
export const Refused: Story = {
  parameters: {
    screenshot: false,
    msw: [
      schedules([WEEKLY]),
      http.post('*/api/v1/report-schedules', () =>
        HttpResponse.json({ resultCode: 1009, resultDescription: 'This report view is scheduled already. Change its schedule in the list of scheduled reports.' }, { status: 400 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const list = await dialog(canvasElement, 'Scheduled reports');
    await waitFor(() => expect(list.getByRole('button', { name: 'Schedule a view' })).toBeEnabled());
    await userEvent.click(list.getByRole('button', { name: 'Schedule a view' }));
    const form = await dialog(canvasElement, 'Schedule a report');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('This report view is scheduled already. Change its schedule in the list of scheduled reports.')).toBeVisible();
    await expect(form.getByLabelText(/^Report view/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: [schedules([])] },
  play: async ({ canvasElement }) => {
    const list = await dialog(canvasElement, 'Scheduled reports');
    await expect(await list.findByText('No scheduled reports yet.')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Schedule a view' })).toBeEnabled();
  },
};

/** Every saved view is scheduled already: nothing more to schedule. */
export const EveryViewScheduled: Story = {
  parameters: { msw: [schedules([WEEKLY, MONTHLY])] },
  play: async ({ canvasElement }) => {
    const list = await dialog(canvasElement, 'Scheduled reports');
    await expect(await list.findByText('Refunds last week')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Schedule a view' })).toBeDisabled();
  },
};

/** Without a saved view there is nothing to schedule: it says how to start. */
export const NoSavedViews: Story = {
  args: { views: [] },
  parameters: { msw: [schedules([])] },
  play: async ({ canvasElement }) => {
    const list = await dialog(canvasElement, 'Scheduled reports');
    await expect(await list.findByText('Save a view first: a schedule emails the report of a saved view.')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Schedule a view' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: {
    screenshot: false,
    msw: [
      http.get('*/api/v1/report-schedules', async () => {
        await delay('infinite');
        return HttpResponse.json({ ...ok, data: [] });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const list = await dialog(canvasElement, 'Scheduled reports');
    await expect(await list.findByRole('status')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: [http.get('*/api/v1/report-schedules', () => HttpResponse.json({ resultCode: 1500, resultDescription: 'Something went wrong. Please try again later.' }, { status: 500 }))] },
  play: async ({ canvasElement }) => {
    const list = await dialog(canvasElement, 'Scheduled reports');
    await waitFor(async () => expect(await list.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.'));
  },
};

/** Delete asks first, naming the schedule; Cancel keeps it, Delete removes it. */
export const DeleteAsksFirst: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const list = await dialog(canvasElement, 'Scheduled reports');
    const before = sent.length;
    await userEvent.click(await list.findByRole('button', { name: 'Delete the schedule Refunds last week' }));
    const confirm = await dialog(canvasElement, 'Delete scheduled report');
    await expect(confirm.getByText('Delete the schedule "Refunds last week"? No more emails of it will be sent. The saved view stays.')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await expect(sent.length).toBe(before);
    await userEvent.click(await (await dialog(canvasElement, 'Scheduled reports')).findByRole('button', { name: 'Delete the schedule Refunds last week' }));
    await userEvent.click((await dialog(canvasElement, 'Delete scheduled report')).getByRole('button', { name: 'Delete' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('The schedule has been deleted.')).toBeVisible();
    await expect(sent.at(-1)).toMatchObject({ method: 'delete', url: '/api/v1/report-schedules/3' });
  },
};

/** At the limit of 10 the list says so before any form opens, and Schedule a view is off. */
const TEN = Array.from({ length: 10 }, (_, i): ReportSchedule => ({ ...WEEKLY, id: 100 + i, name: `View ${i + 1}` }));
export const AtTheLimit: Story = {
  parameters: { screenshot: false, msw: [schedules(TEN), ...answered] },
  play: async ({ canvasElement }) => {
    const list = await dialog(canvasElement, 'Scheduled reports');
    await expect(await list.findByText('You have 10 scheduled reports, the most you can keep. Delete one to add another.')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Schedule a view' })).toBeDisabled();
  },
};

export const ListOnAPhone: Story = onAPhone(List);
export const EditOnAPhone: Story = onAPhone(Edit);
export const EmptyOnAPhone: Story = onAPhone(Empty);
