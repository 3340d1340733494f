import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AgentDetailsModal } from '../../../src/features/company/components/AgentDetailsModal';
import { CompanyFrame, agentHandler, listHandlers, saveHandlers } from './companyStory';
import { onAPhone } from '../../../src/testing/storybook';

type DemoProps = Parameters<typeof AgentDetailsModal>[0];

function Demo(props: DemoProps) {
  return (
    <CompanyFrame>
      <AgentDetailsModal {...props} />
    </CompanyFrame>
  );
}

const meta = {
  component: Demo,
  args: { agentCode: 'R00001', userLevel: 'MD', canEdit: true, onClose: fn() },
  parameters: { screenshot: 'viewport', msw: [agentHandler, ...listHandlers, ...saveHandlers] },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const openDialog = async (name: string) => within(await body().findByRole('dialog', { name }));

/** View mode of a retailer: Edit enabled, nothing may be added below a retailer. */
export const View: Story = {
  play: async () => {
    const dialog = await openDialog('Agent Details');
    await expect(await dialog.findByDisplayValue('Circular Quay News')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Edit' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Add Sub Division' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Add Retailer' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
  },
};

/** Edit: a bad phone number shows the message and nothing is saved; Cancel returns to view. */
export const EditWithValidationError: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog('Agent Details');
    await userEvent.click(await dialog.findByRole('button', { name: 'Edit' }));
    const edit = await openDialog('Edit Agent Details');
    await expect(edit.getByRole('textbox', { name: 'Agent Code' })).toHaveAttribute('readonly');
    const phone = edit.getByRole('textbox', { name: 'Phone Number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12ab');
    await userEvent.click(edit.getByRole('button', { name: 'Save Changes' }));
    await expect(await edit.findByText('Invalid phone number')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(edit.getByRole('button', { name: 'Cancel' }));
    await openDialog('Agent Details');
  },
};

/**
 * The server refuses a field the form let through (here in German, as the merchant chose): its
 * sentence shows under that field, not as an alert, and the modal stays open.
 */
export const ServerRefusesAField: Story = {
  parameters: {
    msw: [
      agentHandler,
      ...listHandlers,
      http.put('*/api/v1/agent', () =>
        HttpResponse.json(
          { resultCode: 1001, resultDescription: 'Telefonnummer hat kein gültiges Format.', field: 'agentAddress.phoneNumber' },
          { status: 400 },
        ),
      ),
    ],
  },
  play: async ({ args }) => {
    const dialog = await openDialog('Agent Details');
    await userEvent.click(await dialog.findByRole('button', { name: 'Edit' }));
    const edit = await openDialog('Edit Agent Details');
    await userEvent.click(edit.getByRole('button', { name: 'Save Changes' }));
    const phone = edit.getByRole('textbox', { name: 'Phone Number' });
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Telefonnummer hat kein gültiges Format.'));
    await expect(body().queryByRole('alert')).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Add Retailer under a sub division: the code is upper-cased as typed, saved, the modal closes. */
export const AddRetailer: Story = {
  args: { agentCode: 'SD0001' },
  play: async ({ args }) => {
    const dialog = await openDialog('Agent Details');
    await expect(await dialog.findByRole('button', { name: 'Add Sub Division' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Add Retailer' }));
    const add = await openDialog('Add Retailer');
    await expect(add.getByRole('textbox', { name: /^Parent Code/ })).toHaveValue('SD0001');
    await expect(add.getByRole('textbox', { name: /^Status/ })).toHaveValue('Active');
    const code = add.getByRole('textbox', { name: /^Agent Code/ });
    await userEvent.type(code, ' r00009');
    await expect(code).toHaveValue('R00009');
    await userEvent.type(add.getByRole('textbox', { name: /^Name/ }), 'Manly Wharf Kiosk');
    await userEvent.click(add.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await body().findByText('Agent R00009 has been added successfully.'),
    ).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** The body of the last agent the Add Sub Division story saved. */
let addedSubDivision: { agentDetail?: { level?: string; parentCode?: string; agentCode?: string } } = {};

/** Add Sub Division under a sub division by an MD user: saved as level SD under the chosen node. */
export const AddSubDivision: Story = {
  args: { agentCode: 'SD0001' },
  parameters: {
    msw: [
      agentHandler,
      ...listHandlers,
      http.post('*/api/v1/agent', async ({ request }) => {
        addedSubDivision = (await request.json()) as typeof addedSubDivision;
        return HttpResponse.json({ resultCode: 0, resultDescription: 'Agent SD0009 has been added successfully.' });
      }),
    ],
  },
  play: async ({ args }) => {
    const dialog = await openDialog('Agent Details');
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Sub Division' }));
    const add = await openDialog('Add Sub Division');
    await expect(add.getByRole('textbox', { name: /^Parent Code/ })).toHaveValue('SD0001');
    await userEvent.type(add.getByRole('textbox', { name: /^Agent Code/ }), 'sd0009');
    await userEvent.type(add.getByRole('textbox', { name: /^Name/ }), 'Parramatta Sub Division');
    await userEvent.click(add.getByRole('button', { name: 'Save Changes' }));
    await expect(await body().findByText('Agent SD0009 has been added successfully.')).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(addedSubDivision.agentDetail).toMatchObject({ agentCode: 'SD0009', level: 'SD', parentCode: 'SD0001' });
  },
};

/** Without SCP.TTI.ADMIN.USER_W nothing may be edited or added. */
export const WithoutEditPermission: Story = {
  args: { agentCode: 'SD0001', canEdit: false },
  play: async () => {
    const dialog = await openDialog('Agent Details');
    await expect(
      await dialog.findByText('You do not have permission to edit agent details.'),
    ).toBeVisible();
    await expect(await dialog.findByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Add Retailer' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Report' })).toBeEnabled();
  },
};

/** EditWithValidationError on a phone (390 x 844): the same checks, nothing wider than the screen. */
export const EditWithValidationErrorOnAPhone: Story = onAPhone(EditWithValidationError);
