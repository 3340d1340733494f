import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductRedeemScreen } from '../../../src/features/vouchers/screens';
import { onAPhone } from '../../../src/testing/storybook';
import { PortalStoreFrame, payoutUser, signedIn } from '../../app/portalStory';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;
const PIN = '7391028465019283';
const voucher = { pin: PIN, productName: 'Flex Voucher AUD 20', currencyCode: 'AUD', redeemableValue: 20 };
const receipt = {
  refId: '100000005701', productName: 'Flex Voucher AUD 20', productCode: 'AUD20', redeemedValue: 20, currencyCode: 'AUD', status: 'SUCCESS' as const,
  redeemedDate: '2026-11-24 10:02:00', merchantCode: 'M00001', merchantName: 'Redeem Cash Express', voucherSerial: '4000000005701',
};

const validates = http.post('*/api/v1/voucher/validate', async ({ request }) => {
  await delay(100);
  const { pin } = (await request.json()) as { pin: string };
  if (pin === PIN) return HttpResponse.json({ ...ok, ...voucher });
  return HttpResponse.json({ resultCode: 1004, resultDescription: 'This voucher PIN is not valid.' }, { status: 400 });
});
const redeems = http.post('*/api/v1/voucher/redeem', async () => {
  await delay(150);
  return HttpResponse.json({ ...ok, ...receipt });
});
const redeemedMeanwhile = http.post('*/api/v1/voucher/redeem', () =>
  HttpResponse.json({ resultCode: 1009, resultDescription: 'This voucher has already been redeemed.' }, { status: 400 }),
);

function Demo({ mayRedeem }: { mayRedeem: boolean }) {
  return (
    <PortalStoreFrame auth={signedIn(payoutUser)}>
      <ProductRedeemScreen mayRedeem={mayRedeem} />
    </PortalStoreFrame>
  );
}

const meta = { component: Demo, args: { mayRedeem: true }, parameters: { msw: [validates, redeems] } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const enter = async (canvasElement: HTMLElement, pin: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Voucher Pin/), pin);
  await userEvent.click(canvas.getByRole('button', { name: 'Validate' }));
};

/** Step 1: the PIN. */
export const EnterPin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Product Redeem' })).toBeVisible();
    await expect(canvas.getByText('Enter PIN')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByLabelText(/^Voucher Pin/)).toHaveFocus();
  },
};

/** Letters in the PIN: the spec's message, nothing asked. */
export const NotANumber: Story = {
  play: async ({ canvasElement }) => {
    await enter(canvasElement, '7391abc0284');
    await expect(await within(canvasElement).findByText('Voucher Pin must be a number')).toBeVisible();
  },
};

/** An unknown PIN: the server's words. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    await enter(canvasElement, '1234567890');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This voucher PIN is not valid.')).toBeVisible();
    await expect(canvas.getByText('Validate Voucher')).toBeVisible();
  },
};

/** A PIN pasted as printed, in groups with spaces or dashes, is the same PIN. */
export const PastedInGroups: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await enter(canvasElement, '7391 0284-6501 9283');
    await expect(await within(canvasElement).findByText('Flex Voucher AUD 20')).toBeVisible();
  },
};

/** A refusal goes as soon as the PIN is changed: no old error beside a new one. */
export const RefusalClearsOnTyping: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvasElement, '1234567890');
    await expect(await canvas.findByText('This voucher PIN is not valid.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Voucher Pin/), 'x');
    await expect(canvas.queryByText('This voucher PIN is not valid.')).toBeNull();
  },
};

/** Step 2: the voucher and the question, with the focus on it; Cancel goes back to an empty step 1. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvasElement, PIN);
    await expect(await canvas.findByText('Redeem this voucher for A$20.00? A redeemed voucher cannot be used again.')).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toContainElement(canvas.getByText('Flex Voucher AUD 20')));
    await expect(canvas.getByText('Confirm redemption')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('Flex Voucher AUD 20')).toBeVisible();
  },
};

export const CancelClears: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvasElement, PIN);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByLabelText(/^Voucher Pin/)).toHaveValue('');
  },
};

/** Step 3: the receipt; Print lays it out alone on paper; OK starts again. */
export const Receipt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvasElement, PIN);
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem' }));
    await expect(await canvas.findByText('The voucher has been redeemed.')).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toContainElement(canvas.getByText('100000005701')));
    await expect(canvas.getByText('100000005701')).toBeVisible();
    await expect(canvas.getByText('Redeem Cash Express (M00001)')).toBeVisible();
    await expect(canvas.getByText('4000000005701')).toBeVisible();
    await expect(canvas.getByText('2026-11-24 10:02:00 UTC')).toBeVisible();
    // The status is the transaction's chip in the reader's words (as in the reports), not the raw code.
    await expect(canvas.getByText('SUCCESS').closest('[data-status]')).toHaveAttribute('data-status', 'SUCCESS');
    let printed = '';
    const print = window.print;
    window.print = () => {
      printed = document.querySelector('[data-print-sheet]')?.textContent ?? '';
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Print receipt' }));
      await waitFor(() => expect(printed).toContain('100000005701'));
      await expect(printed).toContain('Redeem Cash Express');
    } finally {
      window.print = print;
    }
  },
};

export const ReceiptThenOk: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvasElement, PIN);
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'OK' }));
    await expect(await canvas.findByLabelText(/^Voucher Pin/)).toHaveValue('');
    await expect(canvas.getByText('Enter PIN')).toHaveAttribute('aria-current', 'step');
  },
};

/** Redeemed elsewhere between the check and the redemption: the server's words, Cancel stays. */
export const RedeemRefused: Story = {
  parameters: { msw: [validates, redeemedMeanwhile] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvasElement, PIN);
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem' }));
    await expect(await canvas.findByText('This voucher has already been redeemed.')).toBeVisible();
    await expect(canvas.getByText('Redeem Voucher')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Too many failed checks: validation is locked for a while, in the server's words. */
export const Locked: Story = {
  parameters: {
    msw: [
      http.post('*/api/v1/voucher/validate', () =>
        HttpResponse.json({ resultCode: 1429, resultDescription: 'Too many failed voucher checks. Please try again in 15 minutes.' }, { status: 400 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await enter(canvasElement, PIN);
    await expect(await within(canvasElement).findByText('Too many failed voucher checks. Please try again in 15 minutes.')).toBeVisible();
  },
};

/** A user who may only validate: Product Validate, no steps, the result of the check and OK. */
export const ValidateOnly: Story = {
  args: { mayRedeem: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Product Validate' })).toBeVisible();
    await enter(canvasElement, PIN);
    await expect(await canvas.findByText('This voucher is valid.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Redeem' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByLabelText(/^Voucher Pin/)).toHaveValue('');
  },
};

export const ConfirmOnAPhone: Story = onAPhone(Confirm);
export const ReceiptOnAPhone: Story = onAPhone(Receipt);
export const RefusedOnAPhone: Story = onAPhone(Refused);
