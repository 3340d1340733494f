import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ContactSupportPage } from '../../../src/features/auth/screens';
import { AlertProvider } from '../../../src/shared/ui/Alert';
import { PortalStoreFrame } from '../../app/portalStory';
import { onAPhone } from '../../../src/testing/storybook';

function Demo() {
  return (
    <PortalStoreFrame>
      <AlertProvider>
        <ContactSupportPage portalName="Merchant Portal" frontEndVersion="1.0.7" />
      </AlertProvider>
    </PortalStoreFrame>
  );
}

const REFUSED_ATTACHMENT = 'invoice.pdf has failed to upload. This file type is not accepted for security reasons.';

const meta = {
  component: Demo,
  parameters: { router: { initialEntries: ['/auth/contact-support'] } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const file = (name: string, bytes = 2048, type = 'application/octet-stream') =>
  new File([new Uint8Array(bytes)], name, { type });

/** Picks files in the browse dialog, showing all files (not only the accepted types). */
async function attach(canvasElement: HTMLElement, files: File[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.setup({ applyAccept: false }).upload(input, files);
}

/** The top-right alert (outside the story root) showing `text`. */
async function alertWith(text: string): Promise<HTMLElement> {
  const message = await within(document.body).findByText(text, {}, { timeout: 5000 });
  await expect(message).toBeVisible();
  return message.closest<HTMLElement>('[data-alert-id]')!;
}

async function fillMessage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'owner@r00001.example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Cannot sign in');
  await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'My account is locked after a password change.');
}

/** The form as a merchant first sees it. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Contact Support' })).toBeVisible();
    for (const name of [/Email address/, /Subject/, /Message/, /Transaction ID \(optional\)/]) {
      await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toBeVisible();
    await expect(canvas.getByText('Total 0 Bytes of 25 MB')).toBeVisible();
  },
};

/** Email, subject and message are required; the email must be well formed. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Subject is required')).toBeVisible();
    await expect(canvas.getByText('Message is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'not-an-email');
    await userEvent.tab();
    await expect(await canvas.findByText('Wrong email format')).toBeVisible();
  },
};

/** Accepted files can be removed one by one; an executable is refused at once, naming the file. */
export const BadAttachment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await attach(canvasElement, [file('statement.pdf', 1536, 'application/pdf'), file('photo.png', 4096, 'image/png')]);
    const list = canvas.getByRole('list', { name: 'Attached files' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove statement.pdf' }));
    await expect(within(list).queryByText('statement.pdf')).toBeNull();
    await attach(canvasElement, [file('tool.exe'), file('photo.png', 4096, 'image/png')]);
    await expect(
      await canvas.findByText('tool.exe has failed to upload. This file type is not accepted for security reasons.'),
    ).toBeVisible();
    // The refused file is left out and the duplicate name is skipped.
    await expect(within(list).queryByText('tool.exe')).toBeNull();
    await expect(within(list).getAllByText('photo.png')).toHaveLength(1);
  },
};

/** A sent message: every part goes as multipart, a success alert shows and the form is cleared. */
export const Sent: Story = {
  parameters: {
    screenshot: 'viewport',
    msw: [
      http.post('*/api/auth/contact-support', async ({ request }) => {
        const form = await request.formData();
        const files = form.getAll('files').map((f) => (f as File).name);
        const ok =
          form.get('email') === 'owner@r00001.example.com' &&
          form.get('subject') === 'Cannot sign in' &&
          form.get('transId') === 'TX-1001' &&
          files.join() === 'photo.png';
        return ok
          ? HttpResponse.json({ resultCode: 0, resultDescription: 'Your message has been sent to support.' })
          : HttpResponse.json({ resultCode: 1001, resultDescription: 'body: unexpected message' }, { status: 400 });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillMessage(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Transaction ID/ }), 'TX-1001');
    await attach(canvasElement, [file('photo.png', 4096, 'image/png')]);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const toast = await alertWith('Your message has been sent to our support team.');
    await expect(toast).toHaveAttribute('data-tone', 'success');
    await expect(toast).toHaveTextContent('Contact Support');
    await expect(canvas.getByRole('textbox', { name: /Email address/ })).toHaveValue('');
    await expect(canvas.queryByRole('list', { name: 'Attached files' })).toBeNull();
  },
};

/** The server refuses an attachment by its content: a danger alert names it; the form keeps the message. */
export const Failure: Story = {
  parameters: {
    screenshot: 'viewport',
    msw: [
      http.post('*/api/auth/contact-support', () =>
        HttpResponse.json({ resultCode: 1001, resultDescription: `files: ${REFUSED_ATTACHMENT}` }, { status: 400 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillMessage(canvasElement);
    await attach(canvasElement, [file('invoice.pdf', 1536, 'application/pdf')]);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const toast = await alertWith(`files: ${REFUSED_ATTACHMENT}`);
    await expect(toast).toHaveAttribute('data-tone', 'danger');
    await expect(toast).toHaveTextContent('Contact Support');
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('Cannot sign in');
  },
};

/** ValidationErrors on a phone (390 x 844): the same checks, nothing wider than the screen. */
export const ValidationErrorsOnAPhone: Story = onAPhone(ValidationErrors);
