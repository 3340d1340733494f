import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CreditLimitsScreen } from '../../../src/features/credit-limits/screens';
import { AlertProvider } from '../../../src/shared/ui/Alert';
import { onAPhone } from '../../../src/testing/storybook';
import { PortalStoreFrame, adminUser, signedIn } from '../../app/portalStory';
import { EVERY_LIMIT_ACL, READ, changes, handlers, listHandler, templates } from './creditLimitsStory';
import { StoryLiveChannel } from '../../../src/testing/storybook/liveChannel';

function Demo({ acls }: { acls: string[] }) {
  return (
    <PortalStoreFrame auth={signedIn({ ...adminUser, acls })}>
      <AlertProvider>
        <CreditLimitsScreen acls={acls} />
      </AlertProvider>
    </PortalStoreFrame>
  );
}

const meta = {
  component: Demo,
  args: { acls: EVERY_LIMIT_ACL },
  parameters: { msw: handlers },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const dialogNamed = async (name: string | RegExp) => within(await page().findByRole('dialog', { name }));
const table = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table', { name: 'Limit templates' }));
const rowOf = async (canvasElement: HTMLElement, code: string) => {
  const rows = await table(canvasElement);
  // By its cell: on a phone the code is among the card's details, out of the row's name.
  const row = await waitFor(() => {
    const found = rows.getAllByRole('row').find((r) => [...r.querySelectorAll('td')].some((td) => td.textContent === code));
    if (!found) throw new Error(`No row of ${code}`);
    return found;
  });
  return within(row);
};
const lastChange = () => changes.at(-1);
/** The agent-limit dialog, opened from the agent's chip in a template's row. */
const openAgentLimits = async (canvasElement: HTMLElement, code: string, chip: string, link: string) => {
  const row = await rowOf(canvasElement, code);
  await userEvent.click(row.getByRole('button', { name: chip }));
  await userEvent.click(await page().findByRole('button', { name: link }));
  return { row, dialog: await dialogNamed(/^Agent Limits: /) };
};
/** The New Template dialog. */
const openNewTemplate = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New Template' }));
  return dialogNamed('Create Limit Template');
};
/** An alert of Credit Limits goes after 2000 ms (spec 3 section 9). */
const alertGoes = async (text: string) => {
  await expect(await page().findByText(text)).toBeVisible();
  await waitFor(() => expect(page().queryByText(text)).toBeNull(), { timeout: 4000 });
};

/**
 * The templates, the most used first (the agents column, descending: RETAIL-STD's R00001 is at
 * 85%), ten a page with row numbers; each agent a chip in its usage tone; sorted by code.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')[1]).toHaveTextContent('RETAIL-STD'));
    await expect(rows.getAllByRole('row')[1]).toHaveTextContent(/^1/);
    await expect(rows.getAllByRole('row')[2]).toHaveTextContent('RETAIL-NZ');
    // The status reads as a word in a chip, not the code ACTIVE / INACTIVE.
    await expect(within(rows.getAllByRole('row')[1]!).getByText('Active')).toHaveAttribute('data-status', 'ACTIVE');
    await expect(rows.queryByText('ACTIVE')).toBeNull();
    await expect(rows.getByRole('columnheader', { name: /Assigned Agents/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.getByRole('button', { name: 'R00001 85%' })).toHaveAttribute('data-tone', 'danger');
    await expect(rows.getByRole('button', { name: 'R00004 58%' })).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByText('Showing 1 to 10 of 12 entries')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New Template' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Showing 11 to 12 of 12 entries')).toBeVisible();
    await userEvent.click(rows.getByRole('button', { name: /Template Code/ }));
    await expect(await canvas.findByText('Showing 1 to 10 of 12 entries')).toBeVisible();
    await waitFor(() => expect(rows.getAllByRole('row')[1]).toHaveTextContent('HOLIDAY-2026'));
  },
};

/** A sale moves the usage: the live channel's push reloads the list (R00001 from 85% to 90%). */
export const UsageMovesWithSales: Story = {
  parameters: {
    screenshot: false,
    msw: (() => {
      let calls = 0;
      const after = templates.map((t) =>
        t.limitInfo.templateCode !== 'RETAIL-STD'
          ? t
          : { ...t, agentLimits: t.agentLimits.map((a) => (a.agentCode !== 'R00001' ? a : { ...a, limitItems: a.limitItems.map((i, n) => (n === 0 ? { ...i, currentValue: 2_700 } : i)) })) },
      );
      return [http.get('*/api/v1/get-limit-template-list', () => HttpResponse.json({ resultCode: 0, resultDescription: 'Success', data: ++calls === 1 ? templates : after })), ...handlers];
    })(),
  },
  render: (args) => (
    <StoryLiveChannel script={{ answers: { dashboard: { resultCode: 0, resultDescription: 'Success', data: [] } }, pushes: [{ kind: 'dashboard', afterMs: 600, answer: { resultCode: 0, resultDescription: 'Success', data: [] } }] }}>
      <Demo {...args} />
    </StoryLiveChannel>
  ),
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByRole('button', { name: 'R00001 85%' })).toBeVisible();
    await expect(await rows.findByRole('button', { name: 'R00001 90%' })).toBeVisible();
  },
};

/** The search finds templates by an agent's code or name too, from page 1. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search by template or agent' }), 'auckland{Enter}');
    await expect(await canvas.findByText('Showing 1 to 2 of 2 entries')).toBeVisible();
    const rows = await table(canvasElement);
    await expect(rows.getAllByRole('row')[1]).toHaveTextContent('RETAIL-NZ');
    await expect(rows.getAllByRole('row')[2]).toHaveTextContent('HOLIDAY-2026');
  },
};

/** No templates: 'No records found'. */
export const Empty: Story = {
  parameters: { msw: [listHandler([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records found')).toBeVisible();
  },
};

/** While the templates load the table is busy. */
export const Loading: Story = {
  parameters: {
    msw: [http.get('*/api/v1/get-limit-template-list', async () => { await delay('infinite'); return HttpResponse.json({}); })],
  },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await within(canvasElement).findByRole('table')).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A failed load says why. */
export const LoadFailed: Story = {
  parameters: {
    msw: [http.get('*/api/v1/get-limit-template-list', () => HttpResponse.json({ resultCode: 1500, resultDescription: 'Something went wrong, please try again.' }, { status: 500 }))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Something went wrong, please try again.')).toBeVisible();
  },
};

/** A user the server refuses (no _R): its words instead of the templates. */
export const PermissionDenied: Story = {
  args: { acls: [] },
  parameters: {
    msw: [
      http.get('*/api/v1/get-limit-template-list', () =>
        HttpResponse.json({ resultCode: 1003, resultDescription: 'You do not have SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_R permission.' }, { status: 403 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You do not have SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_R permission.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New Template' })).toBeNull();
  },
};

/** With _R only: no New Template, no Delete; the details and the agent's limits cannot be edited. */
export const ReadOnly: Story = {
  args: { acls: [READ] },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { row, dialog: limits } = await openAgentLimits(canvasElement, 'RETAIL-NZ', 'R00004 58%', 'View limits of R00004');
    await expect(canvas.queryByRole('button', { name: 'New Template' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await expect(await limits.findByRole('button', { name: 'Edit' })).toBeDisabled();
    await userEvent.click(limits.getByRole('button', { name: 'Close' }));
    await userEvent.click(row.getByRole('button', { name: 'View details of RETAIL-NZ' }));
    const dialog = await dialogNamed('Limit Template Details');
    await expect(await dialog.findByDisplayValue('Retail New Zealand')).toHaveAttribute('readonly');
    await expect(dialog.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Add limit item' })).toBeNull();
  },
};

/**
 * An agent's usage: hovering its chip opens the popup (a bar per item, the most used first, in
 * the spec's colours); the keyboard opens it by focus and Escape closes it.
 */
export const UsagePopup: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'RETAIL-STD');
    const chip = row.getByRole('button', { name: 'R00002 40%' });
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-expanded', 'true');
    await expect(page().getByRole('region', { name: 'R00002, highest usage 40%' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(chip).toHaveAttribute('aria-expanded', 'false');
    await expect(chip).toHaveFocus();
    // Focus alone opens the next agent's popup; Tab then reaches its link.
    await userEvent.tab();
    const next = row.getByRole('button', { name: 'R00003 0%' });
    await expect(next).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(page().getByRole('button', { name: 'Edit limits of R00003' })).toHaveFocus();
    // Escape from the popup's link closes it and gives focus back to the chip.
    await userEvent.keyboard('{Escape}');
    await expect(next).toHaveAttribute('aria-expanded', 'false');
    await expect(next).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(next).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(row.getByRole('button', { name: 'R00001 85%' }));
    const popup = within(await page().findByRole('region', { name: 'R00001, highest usage 85%' }));
    const bars = popup.getAllByRole('progressbar');
    await expect(bars).toHaveLength(3);
    await expect(bars[0]).toHaveAccessibleName(/^AUD: A\$2,550\.00 of A\$3,000\.00 used \(85%\)/);
    await expect(bars[0]).toHaveAttribute('data-tone', 'danger');
    await expect(bars[1]).toHaveAttribute('data-tone', 'success');
    await expect(popup.getByRole('button', { name: 'Edit limits of R00001' })).toBeVisible();
  },
};

/** New Template: Save shows every rule at once and stays disabled until the form is valid. */
export const CreateWithErrors: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const dialog = await openNewTemplate(canvasElement);
    await expect(await dialog.findByRole('combobox', { name: /^Target Code/ })).toHaveValue('AUD');
    await expect(dialog.getByRole('option', { name: 'Count' })).toBeDisabled();
    const limit = dialog.getByRole('spinbutton', { name: /^Limit Value/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Template Code is required')).toBeVisible();
    await expect(dialog.getByText('Template Name is required')).toBeVisible();
    await expect(dialog.getByText('Assigned Agents is required')).toBeVisible();
    await expect(dialog.getByText('Must be greater or equal than 1')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Remove limit item 1' })).toBeNull();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Template Code/ }), 'weekend promo');
    await expect(dialog.getByRole('textbox', { name: /^Template Code/ })).toHaveValue('WEEKENDPROMO');
  },
};

/** A new template for two agents with a second item (a product counted weekly): the body sent. */
export const CreateTemplate: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const dialog = await openNewTemplate(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Template Code/ }), 'weekend-1');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Template Name/ }), 'Weekend promotion');
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Find an agent by code or name' }), 'manly');
    await userEvent.click(await dialog.findByRole('checkbox', { name: /R00002/ }));
    await userEvent.clear(dialog.getByRole('searchbox', { name: 'Find an agent by code or name' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /R00003/ }));
    await expect(dialog.getByRole('list', { name: '2 agents chosen' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add limit item' }));
    const second = within(dialog.getByText('Limit item 2').closest('div')!.parentElement!);
    await userEvent.selectOptions(second.getByRole('combobox', { name: /^Target Type/ }), 'PRODUCT');
    await waitFor(() => expect(second.getByRole('combobox', { name: /^Target Code/ })).toHaveValue('AUD20'));
    await userEvent.selectOptions(second.getByRole('combobox', { name: /^Limit Type/ }), 'COUNT');
    await userEvent.clear(second.getByRole('spinbutton', { name: /^Limit Value/ }));
    await userEvent.type(second.getByRole('spinbutton', { name: /^Limit Value/ }), '250');
    await userEvent.selectOptions(second.getByRole('combobox', { name: /^Reset Period/ }), '3');
    await userEvent.selectOptions(second.getByRole('combobox', { name: /^Day of the week/ }), 'Monday');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await alertGoes('The limit template has been created.');
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(lastChange()).toEqual({
      method: 'POST',
      path: '/api/v1/create-limit-template',
      body: {
        limitInfo: { templateCode: 'WEEKEND-1', templateName: 'Weekend promotion', assignedAgentCodes: ['R00002', 'R00003'] },
        limitItems: [
          { limitItemId: 0, targetType: 'CURRENCY', targetCode: 'AUD', limitType: 'VALUE', limitValue: 1, periodId: 1, periodValue: '1', alertThresholds: [80, 100] },
          { limitItemId: 0, targetType: 'PRODUCT', targetCode: 'AUD20', limitType: 'COUNT', limitValue: 250, periodId: 3, periodValue: '2', alertThresholds: [80, 100] },
        ],
      },
    });
  },
};

/** A code already taken: the server's refusal shows under the code. */
export const DuplicateCode: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const dialog = await openNewTemplate(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Template Code/ }), 'retail-std');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Template Name/ }), 'Retail again');
    await userEvent.click(await dialog.findByRole('checkbox', { name: /R00005/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Template code RETAIL-STD already exists.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Template Code/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Details: the row's button spins while they load; read-only until Edit, then the edit dialog. */
export const TemplateDetails: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'RETAIL-NZ');
    const view = row.getByRole('button', { name: 'View details of RETAIL-NZ' });
    await userEvent.click(view);
    await expect(view).toHaveAttribute('aria-busy', 'true');
    let dialog = await dialogNamed('Limit Template Details');
    await expect(dialog.getByRole('textbox', { name: /^Template Name/ })).toHaveAttribute('readonly');
    await expect(dialog.getByRole('combobox', { name: /^Status/ })).toBeDisabled();
    // Read only, a limit reads as money in its currency or as a count, never a bare number.
    await expect(dialog.getAllByRole('textbox', { name: /^Limit Value/ }).map((input) => (input as HTMLInputElement).value)).toEqual(['NZ$1,200.00', '90']);
    await userEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    dialog = await dialogNamed('Edit Limit Template');
    await expect(dialog.getByRole('textbox', { name: /^Template Code/ })).toHaveAttribute('readonly');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Status/ }), 'INACTIVE');
    const limit = dialog.getAllByRole('spinbutton', { name: /^Limit Value/ })[0]!;
    // Typed, the field names its unit.
    await expect(limit).toHaveAccessibleDescription('In NZD');
    await expect(dialog.getAllByRole('spinbutton', { name: /^Limit Value/ })[1]).toHaveAccessibleDescription('A number of sales');
    await userEvent.clear(limit);
    await userEvent.type(limit, '1500.5');
  },
};

/** Save sends the status and the items with their ids, then the alert for 2000 ms. */
export const EditTemplate: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    await TemplateDetails.play!(context);
    const dialog = await dialogNamed('Edit Limit Template');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await alertGoes('The limit template has been updated.');
    await expect(lastChange()).toMatchObject({
      method: 'PUT',
      path: '/api/v1/edit-limit-template',
      body: {
        limitInfo: { templateCode: 'RETAIL-NZ', status: 'INACTIVE', assignedAgentCodes: ['R00004', 'R00005'] },
        limitItems: [{ targetCode: 'NZD', limitValue: 1500.5, periodId: 4, periodValue: '1' }, { targetCode: 'NZD10', limitType: 'COUNT', periodId: 3, periodValue: '2' }],
      },
    });
  },
};

/** The agent-limit dialog from the usage popup: the agent's items with their usage, read-only, and the change history. */
export const AgentLimits: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openAgentLimits(canvasElement, 'RETAIL-STD', 'R00001 85%', 'Edit limits of R00001');
    const history = within(await dialog.findByRole('table', { name: 'Change history' }));
    await expect(history.getAllByRole('row')[1]).toHaveTextContent('Limit Value: A$2,500.00 → A$3,000.00');
    await expect(history.getAllByRole('row')[2]).toHaveTextContent('manager (as support support)');
    // Who made a change is under 'Changed by'; how it was made under 'Changed through' (no second 'by').
    await expect(history.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Changed (UTC)', 'Changed by', 'Target', 'Change', 'Changed through']);
    await expect(history.getAllByRole('row')[1]).toHaveTextContent('Agent limit edit');
    // A USD product's value limit has its currency's sign, as the AUD one has.
    await expect(dialog.getByRole('progressbar', { name: 'USD50 Usage' }).closest('[data-item]')).toHaveTextContent('$500.00 / $2,000.00');
    await expect(history.getAllByRole('row')[2]).toHaveTextContent('Reset Period: Monthly on day 1 → Weekly on Monday');
    await expect(dialog.getAllByRole('progressbar')[0]).toHaveAttribute('data-tone', 'danger');
    await expect(dialog.getAllByText('Monthly on day 1')[0]).toBeVisible();
  },
};

/** Editing an agent's limits: a current value above the limit is refused and Save disabled until it is fixed; saved, the dialog closes. */
export const AgentLimitsEdit: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    await AgentLimits.play!(context);
    const dialog = await dialogNamed('Agent Limits: R00001');
    await userEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    const current = dialog.getAllByRole('spinbutton', { name: /^Current Value/ })[0]!;
    await userEvent.clear(current);
    await userEvent.type(current, '3500');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('current value must be less than limit value')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(current);
    await userEvent.type(current, '0');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await alertGoes('The agent limits have been updated.');
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(lastChange()).toMatchObject({
      method: 'PUT',
      path: '/api/v1/edit-agent-limit-item',
      body: { agentCode: 'R00001', limitItems: [{ limitValue: 3000, currentValue: 0, periodId: 4, periodValue: '1' }, { limitValue: 100, currentValue: 40 }, {}, { periodId: 2, periodValue: '00:00' }] },
    });
  },
};

/** Delete asks first and cannot be closed while it runs. */
export const DeleteTemplate: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'RETAIL-NZ');
    await userEvent.click(row.getByRole('button', { name: 'Delete RETAIL-NZ' }));
    const confirm = await dialogNamed('Delete Limit Template');
    await expect(confirm.getByText('Delete the template RETAIL-NZ? Its agents will no longer have these limits.')).toBeVisible();
  },
};

/** The confirmed delete: the call, then the alert for 2000 ms. */
export const DeleteConfirmed: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    await DeleteTemplate.play!(context);
    const confirm = await dialogNamed('Delete Limit Template');
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await alertGoes('The limit template has been deleted.');
    await expect(lastChange()).toEqual({ method: 'DELETE', path: '/api/v1/delete-limit-template', body: { templateCode: 'RETAIL-NZ' } });
  },
};

export const ListOnAPhone: Story = onAPhone(List);

/** On a phone each template is a card titled by its name (not its row number), its status beside it. */
export const CardsOnAPhone: Story = onAPhone({
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')[1]).toHaveTextContent('RETAIL-STD'));
    const card = rows.getAllByRole('row')[1]!;
    const title = card.querySelector<HTMLElement>('td[data-card="title"]')!;
    await expect(title).toBeVisible();
    await expect(title).toHaveTextContent('Retail standard');
    await expect(card.querySelector<HTMLElement>('td[data-card="status"]')).toHaveTextContent('Active');
    await expect(within(card).getByRole('button', { name: 'R00001 85%' })).toBeVisible();
    await expect(within(card).getByText('RETAIL-STD')).not.toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Show details' }));
    await expect(within(card).getByText('RETAIL-STD')).toBeVisible();
  },
});
export const UsagePopupOnAPhone: Story = onAPhone(UsagePopup);
export const CreateWithErrorsOnAPhone: Story = onAPhone(CreateWithErrors);
export const AgentLimitsOnAPhone: Story = onAPhone({
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openAgentLimits(canvasElement, 'RETAIL-STD', 'R00001 85%', 'Edit limits of R00001');
    const history = await dialog.findByRole('table', { name: 'Change history' });
    // The history is cards, nothing behind a sideways scroll.
    const frame = history.closest<HTMLElement>('[role="region"]')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await userEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    await expect(dialog.getAllByRole('spinbutton', { name: /^Current Value/ })[0]).toBeVisible();
  },
});

// ---- warning thresholds (#37) ---------------------------------------------------------------------

/** The thresholds field of a new item: 80 and 100 to start with; a list not going up, or a
 * percentage out of 1-100, is refused under the field and Save stays disabled. */
export const TemplateThresholdsRefused: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const dialog = await openNewTemplate(canvasElement);
    const thresholds = await dialog.findByRole('textbox', { name: /^Warning thresholds \(%\)/ });
    await expect(thresholds).toHaveValue('80, 100');
    await expect(thresholds).toHaveAccessibleDescription(/the agent's administrators get one email for each threshold reached in a period/);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Template Code/ }), 'alerts-1');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Template Name/ }), 'Alerts');
    await userEvent.click(await dialog.findByRole('checkbox', { name: /R00002/ }));
    await userEvent.clear(thresholds);
    await userEvent.type(thresholds, '80, 120');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Enter whole percentages from 1 to 100, separated by commas')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(thresholds);
    await userEvent.type(thresholds, '100, 80');
    await expect(await dialog.findByText('Enter each percentage once, from low to high')).toBeVisible();
    await expect(thresholds).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const TemplateThresholdsRefusedOnAPhone: Story = onAPhone(TemplateThresholdsRefused);

/** Thresholds fixed and saved: the body sends them as numbers; an empty field sends none. */
export const TemplateThresholdsSaved: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    await TemplateThresholdsRefused.play!(context);
    const dialog = await dialogNamed('Create Limit Template');
    const thresholds = dialog.getByRole('textbox', { name: /^Warning thresholds \(%\)/ });
    await userEvent.clear(thresholds);
    await userEvent.type(thresholds, '50, 75 90');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await alertGoes('The limit template has been created.');
    await expect(lastChange()).toMatchObject({
      method: 'POST',
      path: '/api/v1/create-limit-template',
      body: { limitInfo: { templateCode: 'ALERTS-1' }, limitItems: [{ targetCode: 'AUD', alertThresholds: [50, 75, 90] }] },
    });
  },
};

/** An agent's limits name each item's warning emails; editing sets the agent's own (empty: none). */
export const AgentThresholds: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openAgentLimits(canvasElement, 'RETAIL-NZ', 'R00004 58%', 'Edit limits of R00004');
    await expect((await dialog.findAllByText('Warning emails at 80% and 100%'))[0]).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    const fields = dialog.getAllByRole('textbox', { name: /^Warning thresholds \(%\)/ });
    await expect(fields[0]).toHaveValue('80, 100');
    await userEvent.clear(fields[0]!);
    await userEvent.clear(fields[1]!);
    await userEvent.type(fields[1]!, '90');
  },
};

export const AgentThresholdsOnAPhone: Story = onAPhone(AgentThresholds);

/** The agent's thresholds saved: none for the first item, 90% for the second, the third's as they were. */
export const AgentThresholdsSaved: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    await AgentThresholds.play!(context);
    const dialog = await dialogNamed('Agent Limits: R00004');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await alertGoes('The agent limits have been updated.');
    await expect(lastChange()).toMatchObject({
      method: 'PUT',
      path: '/api/v1/edit-agent-limit-item',
      body: { agentCode: 'R00004', limitItems: [{ alertThresholds: [] }, { alertThresholds: [90] }, { alertThresholds: [80, 100] }] },
    });
  },
};
