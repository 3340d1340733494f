import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CompanyDetailsScreen } from '../../../src/features/company/screens';
import {
  CompanyFrame,
  agentHandler,
  listHandlers,
  noticesHandler,
  sampleNotices,
  structureHandler,
} from './companyStory';
import { EVERY_MERCHANT_ACL } from '../../app/portalStory';
import { contractGet } from '../../../src/testing/msw/handlers';

function Demo({ acls }: { acls: string[] }) {
  return (
    <CompanyFrame>
      <CompanyDetailsScreen acls={acls} />
    </CompanyFrame>
  );
}

const meta = {
  component: Demo,
  args: { acls: EVERY_MERCHANT_ACL },
  parameters: {
    screenshot: false,
    msw: [structureHandler, noticesHandler(sampleNotices), agentHandler, ...listHandlers],
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The tree with notices (the script of an HTML notice is removed): the user's agent and the level
 * below show, deeper branches are closed; open one, zoom, and open a retailer, whose codes read
 * as words.
 */
export const Loaded: Story = {
  tags: ['smoke'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show the 2 agents below Sydney Sub Division' }));
    const retailer = await canvas.findByRole('button', { name: 'Circular Quay News, Active' });
    // The notices arrive on their own call, possibly after the tree.
    await expect(await canvas.findByText('Friday')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Download' })).toBeVisible();
    const percent = canvas.getByLabelText('Zoom level');
    const before = percent.textContent;
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(percent.textContent).not.toBe(before));
    await userEvent.click(retailer);
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Agent Details' }),
    );
    await expect(await dialog.findByDisplayValue('Circular Quay News')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Status' })).toHaveValue('Active');
    await expect(dialog.getByRole('textbox', { name: 'Level' })).toHaveValue('Retailer');
  },
};

/** Provider staff open a user of an agent from its dialog: a window signed in as that user; a
 * login the agent has not is refused under the field in the server's words. */
export const ImpersonateFromAgentDialog: Story = {
  args: { acls: [...EVERY_MERCHANT_ACL, 'SCP.SUPPORT.IMPERSONATE'] },
  parameters: {
    msw: [
      http.post('*/api/v1/impersonation-token', async ({ request }) => {
        const body = (await request.json()) as { merchantId: string; username: string };
        if (body.username !== 'cashier') return HttpResponse.json({ resultCode: 1004, resultDescription: 'No such user of this merchant.' }, { status: 400 });
        return HttpResponse.json({ resultCode: 0, resultDescription: 'Success', token: `token-for-${body.merchantId}`, expiresInSeconds: 60 });
      }),
      structureHandler, noticesHandler(sampleNotices), agentHandler, ...listHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opened: string[] = [];
    const open = window.open;
    window.open = ((url?: string | URL) => (opened.push(String(url)), null)) as typeof window.open;
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Show the 2 agents below Sydney Sub Division' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Circular Quay News, Active' }));
      const dialog = within(await within(document.body).findByRole('dialog', { name: 'Agent Details' }));
      const username = await dialog.findByLabelText(/^Username/);
      await userEvent.type(username, 'nobody');
      await userEvent.click(dialog.getByRole('button', { name: 'Open as this user' }));
      await expect(await dialog.findByText('No such user of this merchant.')).toBeVisible();
      await userEvent.clear(username);
      await userEvent.type(username, 'cashier');
      await userEvent.click(dialog.getByRole('button', { name: 'Open as this user' }));
      await waitFor(() => expect(opened).toEqual([expect.stringMatching(/^\/auth\/impersonate-login\?token=token-for-[A-Z0-9]+$/)]));
    } finally {
      window.open = open;
    }
  },
};

/** The search opens the closed branch on the way to an agent and marks it; the node opens it. */
export const FindAnAgent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Find an agent by code or name' }), 'manly{Enter}');
    const found = await canvas.findByRole('button', { name: 'Manly Kiosk, Inactive' });
    await expect(found).toHaveAttribute('data-found', 'true');
    await userEvent.click(found);
    await expect(await within(document.body).findByRole('dialog', { name: 'Agent Details' })).toBeVisible();
  },
};

/** Statuses read in the reader's language. */
export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Harbour Master Distribution, Aktiv' })).toBeVisible();
  },
};

/** On a phone: the tree at a readable scale inside its card, a node opens the full-screen modal. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Zoom level')).toHaveTextContent(/^(80|90|100)%$/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sydney Sub Division, Active' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Agent Details' });
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(await within(dialog).findByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/** While the structure loads a spinner shows. */
export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/api/v1/company-structure', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      noticesHandler([]),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** No notices: only the tree. */
export const EmptyNotices: Story = {
  parameters: { msw: [structureHandler, noticesHandler([])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Harbour Master Distribution, Active' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download' })).toBeNull();
  },
};

/** A refused structure shows the server's text. */
export const LoadError: Story = {
  parameters: {
    msw: [
      http.get('*/api/v1/company-structure', () =>
        HttpResponse.json(
          { resultCode: 1500, resultDescription: 'Unexpected server error' },
          { status: 500 },
        ),
      ),
      noticesHandler([]),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Unexpected server error')).toBeVisible();
  },
};

/** A refused download shows the danger alert titled Download Document File. */
export const DownloadRefused: Story = {
  parameters: {
    msw: [
      structureHandler,
      noticesHandler(sampleNotices),
      http.get('*/api/v1/download-document', () =>
        HttpResponse.json(
          { resultCode: 1004, resultDescription: 'The document was not found.' },
          { status: 400 },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download' }));
    const body = within(document.body);
    await expect(await body.findByText('Download Document File')).toBeVisible();
    await expect(body.getByText('The document was not found.')).toBeVisible();
  },
};

/** Each agent's highest limit usage (the tree's usage map): R00001 at 85%, SD0001 at 58%. */
const usageMapHandler = contractGet('/api/v1/limit-usage-map', {
  resultCode: 0,
  resultDescription: 'Success',
  data: [
    { agentCode: 'R00001', highestUsagePercent: 85.01 },
    { agentCode: 'SD0001', highestUsagePercent: 58 },
    { agentCode: 'R00002', highestUsagePercent: 12.5 },
  ],
});

/**
 * The usage map: 'Limit usage' colours each agent with limits by its most used limit (over 80%
 * danger, over 50% warning), says it with the name, and shows the legend; off again, the tree is
 * as before.
 */
export const LimitUsageMap: Story = {
  parameters: { msw: [structureHandler, noticesHandler([]), agentHandler, ...listHandlers, usageMapHandler] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sydney Sub Division, Active' })).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Limit usage' }));
    const sub = await canvas.findByRole('button', { name: 'Sydney Sub Division, Active, 58% used' });
    await expect(sub).toHaveAttribute('data-mark', 'warning');
    await expect(canvas.getByRole('button', { name: 'Harbour Master Distribution, Active' })).not.toHaveAttribute('data-mark');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the 2 agents below Sydney Sub Division' }));
    await expect(await canvas.findByRole('button', { name: 'Circular Quay News, Active, 85% used' })).toHaveAttribute('data-mark', 'danger');
    await expect(canvas.getByRole('button', { name: 'Manly Kiosk, Inactive, 13% used' })).toHaveAttribute('data-mark', 'success');
    const legend = within(canvas.getByRole('group', { name: 'Highest limit usage of each agent' }));
    for (const entry of ['Up to 50%', 'Over 50%', 'Over 80%', 'No limits']) await expect(legend.getByText(entry)).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Limit usage' }));
    await expect(await canvas.findByRole('button', { name: 'Circular Quay News, Active' })).not.toHaveAttribute('data-mark');
    await expect(canvas.queryByRole('group', { name: 'Highest limit usage of each agent' })).toBeNull();
  },
};

/** The usage map on a phone: the switch under the title, the legend wraps above the tree. */
export const LimitUsageMapOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { screenshot: 'viewport', msw: [structureHandler, noticesHandler([]), agentHandler, ...listHandlers, usageMapHandler] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Limit usage' }));
    await expect(await canvas.findByRole('button', { name: 'Sydney Sub Division, Active, 58% used' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Highest limit usage of each agent' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Without the credit limits ACL the switch is not offered. */
export const NoLimitUsageWithoutAcl: Story = {
  args: { acls: EVERY_MERCHANT_ACL.filter((acl) => acl !== 'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_R') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Harbour Master Distribution, Active' })).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: 'Limit usage' })).toBeNull();
  },
};
