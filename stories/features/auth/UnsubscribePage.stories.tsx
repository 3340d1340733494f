import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { UnsubscribePage } from '../../../src/features/auth/unsubscribe/UnsubscribePage';
import { PortalStoreFrame } from '../../app/portalStory';
import { onAPhone } from '../../../src/testing/storybook';

/** The token of the story's mailed link; the handler accepts only this one, as the server does a signed one. */
const TOKEN = '3.q9b1V2yq8m3zQ0rV4kG7lA';
const STOPPED = 'The scheduled report will no longer be sent.';
const BAD_LINK = 'This unsubscribe link is not valid. Sign in to the Merchant Portal to stop the scheduled report.';
const asked: string[] = [];

function Demo() {
  return (
    <PortalStoreFrame>
      <Routes>
        <Route path="/report-schedules/unsubscribe" element={<UnsubscribePage portalName="Merchant Portal" frontEndVersion="1.0.7" />} />
        <Route path="/auth/login" element={<main><h1>Sign-in page</h1></main>} />
      </Routes>
    </PortalStoreFrame>
  );
}

const unsubscribe = http.post('*/api/v1/report-schedule-unsubscribe', async ({ request }) => {
  const { token } = (await request.json()) as { token: string };
  asked.push(token);
  return token === TOKEN
    ? HttpResponse.json({ resultCode: 0, resultDescription: STOPPED })
    : HttpResponse.json({ resultCode: 1013, resultDescription: BAD_LINK }, { status: 400 });
});

const meta = {
  component: Demo,
  parameters: { router: { initialEntries: [`/report-schedules/unsubscribe?token=${encodeURIComponent(TOKEN)}`] }, msw: [unsubscribe] },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link asks first (a mail scanner opening it stops nothing); the button stops the schedule and says so. */
export const Stopped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Scheduled report emails' })).toBeVisible();
    const calls = asked.length;
    await expect(canvas.getByText(/Stop the scheduled report this link came with\?/)).toBeVisible();
    await expect(asked.length).toBe(calls);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop these emails' }));
    await expect(await canvas.findByText(STOPPED)).toBeVisible();
    await expect(asked.at(-1)).toBe(TOKEN);
    await expect(canvas.queryByRole('button', { name: 'Stop these emails' })).toBeNull();
  },
};

/** While the call runs the button is busy. */
export const Stopping: Story = {
  parameters: {
    screenshot: false,
    msw: [
      http.post('*/api/v1/report-schedule-unsubscribe', async () => {
        await delay('infinite');
        return HttpResponse.json({ resultCode: 0, resultDescription: STOPPED });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Stop these emails' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A link the server did not sign: its words, and the way to sign in. */
export const InvalidLink: Story = {
  parameters: { router: { initialEntries: ['/report-schedules/unsubscribe?token=3.forgedforgedforgedforged'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop these emails' }));
    await expect(await canvas.findByText(BAD_LINK)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /sign in/i }));
    await expect(await canvas.findByRole('heading', { name: 'Sign-in page' })).toBeVisible();
  },
};

/** A link cut short (no token): it says so and offers nothing to press. */
export const IncompleteLink: Story = {
  parameters: { router: { initialEntries: ['/report-schedules/unsubscribe'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This link is not complete. Open the whole link from the email.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Stop these emails' })).toBeNull();
  },
};

export const StoppedOnAPhone: Story = onAPhone(Stopped);
export const InvalidLinkOnAPhone: Story = onAPhone(InvalidLink);
