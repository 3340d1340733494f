import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ContactUsScreen } from '../../../src/features/documents/screens';
import { AlertProvider } from '../../../src/shared/ui/Alert';
import { contractGet } from '../../../src/testing/msw/handlers';
import { onAPhone } from '../../../src/testing/storybook';
import { PortalStoreFrame, adminUser, signedIn } from '../../app/portalStory';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;
const contactText = http.post('*/api/v1/get-documents', () =>
  HttpResponse.json({
    ...ok,
    totalRecord: 1,
    data: [{ id: 31, contentType: 'HTML', active: 'T', content: '<p>Support desk: +61 2 9000 1000, 08:00-20:00 AEST.</p><p onclick="alert(1)">Email support@demo.example<script>alert(1)</script></p>' }],
  }),
);
const settingsWith = (supportDeskUrl: string | null) =>
  contractGet('/api/v1/settings', { ...ok, transactionSearchRangeInMonths: 6, exportLimit: 1000, transactionExportViaEmailRangeInMonths: 3, supportDeskUrl });
const sent: FormData[] = [];
const contactUs = http.post('*/api/v1/contact-us', async ({ request }) => {
  sent.push(await request.formData());
  return HttpResponse.json({ ...ok, resultDescription: 'Your message has been sent to support.' });
});

/** The signed-in user's email address, as the app passes it from the profile. */
function Demo({ email = 'admin@md0001.example.com' }: { email?: string | null }) {
  return (
    <PortalStoreFrame auth={signedIn(adminUser)}>
      <AlertProvider>
        <ContactUsScreen email={email} />
      </AlertProvider>
    </PortalStoreFrame>
  );
}

const meta = {
  component: Demo,
  parameters: { msw: [settingsWith('https://support.demo.example/desk'), contactText, contactUs] },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const file = (name: string, bytes = 2048, type = 'application/octet-stream') => new File([new Uint8Array(bytes)], name, { type });

/** The form, the desk in a new tab, and the contact text published for the agent (scripts and handlers removed). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Support desk: +61 2 9000 1000, 08:00-20:00 AEST.')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onclick]')).toBeNull();
    const desk = await canvas.findByRole('link', { name: 'Customer Support Desk' });
    await expect(desk).toHaveAttribute('target', '_blank');
    await expect(desk).toHaveAttribute('href', 'https://support.demo.example/desk');
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveAttribute('rows', '10');
  },
};

/**
 * The signed-in user's email is filled in; a message with an attachment goes as multipart; the
 * form is emptied (the email kept) and the merchant thanked in a banner above the form, which
 * covers none of the page (the desk and its text stay in view).
 */
export const Sent: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Email address/ })).toHaveValue('admin@md0001.example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Refund not showing');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'The refund of 100000231 is not in the report yet.');
    await userEvent.setup({ applyAccept: false }).upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, [file('receipt.pdf', 1536, 'application/pdf')]);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const thanks = await canvas.findByText('Thank you. Your message has been sent to our support team.');
    await expect(thanks).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Contact Us' })).toContainElement(thanks);
    // Nothing of the page lies under it: no toast over the support desk's text.
    const box = thanks.getBoundingClientRect();
    for (const text of [await canvas.findByText('Support desk: +61 2 9000 1000, 08:00-20:00 AEST.'), canvas.getByRole('link', { name: 'Customer Support Desk' })]) {
      const other = text.getBoundingClientRect();
      const overlaps = box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
      await expect(overlaps).toBe(false);
    }
    const form = sent.at(-1)!;
    await expect(form.get('email')).toBe('admin@md0001.example.com');
    await expect(form.get('subject')).toBe('Refund not showing');
    await expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['receipt.pdf']);
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Email address/ })).toHaveValue('admin@md0001.example.com');
  },
};

/** A user whose profile has no email address types one. */
export const WithoutOwnEmail: Story = {
  args: { email: null },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: /Email address/ })).toHaveValue('');
  },
};

/** An executable is refused at once, naming the file; nothing is sent. */
export const BadAttachment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.setup({ applyAccept: false }).upload(await waitInput(canvasElement), [file('tool.exe')]);
    await expect(await canvas.findByText('tool.exe has failed to upload. This file type is not accepted for security reasons.')).toBeVisible();
  },
};

/** The server refuses the message: its words under 'Your message could not be sent.'. */
export const Refused: Story = {
  parameters: {
    screenshot: 'viewport',
    msw: [settingsWith(null), contactText, http.post('*/api/v1/contact-us', () => HttpResponse.json({ resultCode: 1001, resultDescription: 'receipt.scr is not accepted.' }, { status: 400 }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Email address/ })).toHaveValue('admin@md0001.example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Printer');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Blank receipts.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await within(document.body).findByText('Your message could not be sent.')).toBeVisible();
    await expect(within(document.body).getByText('receipt.scr is not accepted.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('Printer');
  },
};

/** A deployment without a service desk: no button. */
export const WithoutDesk: Story = {
  parameters: { screenshot: false, msw: [settingsWith(null), contactText, contactUs] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: /Subject/ });
    await expect(within(canvasElement).queryByRole('link', { name: 'Customer Support Desk' })).toBeNull();
  },
};

async function waitInput(canvasElement: HTMLElement): Promise<HTMLInputElement> {
  await within(canvasElement).findByRole('textbox', { name: /Subject/ });
  return canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
}

export const EmptyOnAPhone: Story = onAPhone(Empty);
export const SentOnAPhone: Story = onAPhone(Sent);
