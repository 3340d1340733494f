// The shell's data in the top bar and aside: credit-limit usage by threshold, the Warning
// popup, the accumulated balance shown or hidden, the engine status alive or failing.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Aside } from '../../src/app/shell/Aside';
import { CreditLimitWarning } from '../../src/app/shell/CreditLimitWarning';
import { TopBar } from '../../src/app/shell/TopBar';
import type { User } from '../../src/features/auth';
import { PortalStoreFrame, adminUser, payoutUser, signedIn } from './portalStory';
import { onAPhone } from '../../src/testing/storybook';
import { agentInfoAnswer, engineStatusFails, owedBalancesAnswer } from './shellData';

function Demo({ user = adminUser }: { user?: User }) {
  return (
    <PortalStoreFrame auth={signedIn(user)}>
      <TopBar />
      <Aside />
      <CreditLimitWarning />
    </PortalStoreFrame>
  );
}

const balances = owedBalancesAnswer([
  { balance: 1200.5, currencyCode: 'MYR', symbol: 'RM' },
  { balance: 12840, currencyCode: 'AUD', symbol: '$' },
]);

const meta = {
  component: Demo,
  // The top bar's UTC clock ticks: no screenshot baseline.
  parameters: { screenshot: false, msw: [agentInfoAnswer({ limits: [['AUD', 200, 1000]] }), balances.handler] },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the usage popup and returns its bars (name and tone), top first. */
async function openUsage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Credit limit usage' }));
  const popup = canvas.getByRole('region', { name: 'Credit limit usage' });
  await expect(popup).toBeVisible();
  return within(popup)
    .getAllByRole('progressbar')
    .map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuetext'), bar.dataset.tone]);
}

/** Usage at or under 50% is green. */
export const UsageUnderHalf: Story = {
  play: async ({ canvasElement }) => {
    await expect(await openUsage(canvasElement)).toEqual([['AUD', '20%', 'success']]);
  },
};

/** Above 50% is amber; the list is sorted by usage, highest first. */
export const UsageOverHalf: Story = {
  parameters: { msw: [agentInfoAnswer({ limits: [['AUD', 200, 1000], ['PIN10', 600, 1000]] })] },
  play: async ({ canvasElement }) => {
    await expect(await openUsage(canvasElement)).toEqual([
      ['PIN10', '60%', 'warning'],
      ['AUD', '20%', 'success'],
    ]);
  },
};

/** Above 80% is red; a limit of 0 (non-finite usage) counts as 0%. */
export const UsageOverEighty: Story = {
  parameters: { msw: [agentInfoAnswer({ limits: [['ZERO', 5, 0], ['PIN20', 900, 1000], ['AUD', 600, 1000]] })] },
  play: async ({ canvasElement }) => {
    await expect(await openUsage(canvasElement)).toEqual([
      ['PIN20', '90%', 'danger'],
      ['AUD', '60%', 'warning'],
      ['ZERO', '0%', 'success'],
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).getByRole('region', { hidden: true })).not.toBeVisible();
  },
};

/** The popup is closed until the gauge is pressed, and closes again on the gauge, on Escape (focus
 * back on the gauge) and on a click outside: what a user sees, not only the hidden attribute. */
export const UsagePopupOpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gauge = await canvas.findByRole('button', { name: 'Credit limit usage' });
    const popup = canvasElement.ownerDocument.getElementById(gauge.getAttribute('aria-controls') ?? '')!;
    const shown = () => getComputedStyle(popup).display !== 'none';
    await expect(shown()).toBe(false);
    await expect(gauge).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(gauge);
    await expect(shown()).toBe(true);
    await expect(gauge).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(gauge);
    await expect(shown()).toBe(false);
    await userEvent.click(gauge);
    await userEvent.keyboard('{Escape}');
    await expect(shown()).toBe(false);
    await expect(gauge).toHaveFocus();
    await userEvent.click(gauge);
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(shown()).toBe(false);
  },
};

/** Usage above limitAlertPercent raises the Warning popup naming each product code. */
export const CreditLimitWarningPopup: Story = {
  parameters: {
    msw: [agentInfoAnswer({ alertPercent: 80, limits: [['PIN10', 850, 1000], ['PIN20', 900, 1000], ['AUD', 100, 1000]] })],
  },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Warning' });
    const texts = within(dialog).getAllByText(/^The product credit limit of/).map((p) => p.textContent);
    await expect(texts).toEqual([
      'The product credit limit of PIN20 exceeds the configured limit of 80%.',
      'The product credit limit of PIN10 exceeds the configured limit of 80%.',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The highest owed balance shows, whole numbers without decimals, in its currency as the pages
 * write it (A$, not a bare "$" that could be any dollar). */
export const BalanceShown: Story = {
  play: async ({ canvasElement }) => {
    const balance = await within(canvasElement).findByTestId('accumulated-balance');
    await expect(balance).toHaveTextContent('Accumulated balance');
    await expect(balance).toHaveTextContent(/A\$12,840$/);
    await expect(balance).not.toHaveTextContent('12,840.00');
  },
};

/** In German the currency follows the number as on the pages (12.840 AU$), never "$" before it. */
export const BalanceInGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const balance = await within(canvasElement).findByTestId('accumulated-balance');
    await expect(balance).toHaveTextContent(/12\.840\sAU\$$/);
  },
};

/** The balance is a button: it says what the figure is, and Escape closes it (focus back on it). */
export const BalanceExplained: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const balance = await canvas.findByRole('button', { name: /^Accumulated balance/ });
    await expect(balance).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(balance);
    const popup = canvas.getByRole('region', { name: 'Accumulated balance' });
    await expect(popup).toBeVisible();
    await expect(popup).toHaveTextContent('What is owed to the provider');
    // Every currency, largest first, each in its own currency.
    const byCurrency = within(popup);
    await expect(byCurrency.getAllByRole('term').map((term) => term.textContent)).toEqual(['AUD', 'MYR']);
    await expect(byCurrency.getAllByRole('definition').map((value) => value.textContent)).toEqual(['A$12,840.00', 'MYR\u00a01,200.50']);
    // Not a payout merchant: no payout line.
    await expect(popup).not.toHaveTextContent('Available Payout Balance');
    await userEvent.keyboard('{Escape}');
    await expect(popup).not.toBeVisible();
    await expect(balance).toHaveFocus();
  },
};

/** On a phone the popup opens towards the right and stays on the screen. */
export const BalanceExplainedOnAPhone: Story = onAPhone({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Accumulated balance/ }));
    const popup = canvas.getByRole('region', { name: 'Accumulated balance' }).getBoundingClientRect();
    await expect(popup.left).toBeGreaterThanOrEqual(0);
    await expect(popup.right).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** A payout merchant's balance below zero, in red: the popup shows how the payout page's Available Payout Balance follows from it. */
export const PayoutBalanceExplained: Story = {
  args: { user: { ...payoutUser, agentDetail: { ...payoutUser.agentDetail!, payoutVoucherCreditLimit: 50000 } } },
  parameters: { msw: [agentInfoAnswer({ limits: [['GBP', 200, 1000]] }), owedBalancesAnswer([{ balance: -860, currencyCode: 'GBP', symbol: '£' }]).handler] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const balance = await canvas.findByRole('button', { name: /^Accumulated balance/ });
    await expect(balance).toHaveTextContent('-£860');
    await userEvent.click(balance);
    await expect(canvas.getByRole('region', { name: 'Accumulated balance' })).toHaveTextContent(
      'Available Payout Balance = this balance -£860.00 + your payout credit limit £50,000.00 = £49,140.00.',
    );
  },
};

const hiddenBalances = owedBalancesAnswer([{ balance: 99, currencyCode: 'AUD', symbol: '$' }]);

/** hideAccumulatedBalance: no balance, and the balances are never asked for. */
export const BalanceHidden: Story = {
  parameters: { msw: [agentInfoAnswer({ hideBalance: true, limits: [['AUD', 200, 1000]] }), hiddenBalances.handler] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Credit limit usage' });
    await expect(canvas.queryByTestId('accumulated-balance')).toBeNull();
    await expect(hiddenBalances.asked.count).toBe(0);
  },
};

const engineButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: /^Engine status/ });

/** The engine answers ALIVE: Online. */
export const EngineStatusOnline: Story = {
  play: async ({ canvasElement }) => {
    const button = await engineButton(canvasElement);
    await waitFor(() => expect(button).toHaveTextContent('Online'));
    await expect(button.dataset.status).toBe('alive');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Online'));
  },
};

/** The status call fails: Unavailable, in red; agent info failing shows nothing in the top bar. */
export const EngineStatusFailed: Story = {
  parameters: { msw: [engineStatusFails] },
  play: async ({ canvasElement }) => {
    const button = await engineButton(canvasElement);
    await waitFor(() => expect(button).toHaveTextContent('Unavailable'));
    await expect(button.dataset.status).toBe('down');
    await expect(within(canvasElement).queryByRole('button', { name: 'Credit limit usage' })).toBeNull();
    await expect(within(canvasElement).queryByTestId('accumulated-balance')).toBeNull();
  },
};
