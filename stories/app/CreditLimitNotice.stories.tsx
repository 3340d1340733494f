// The top bar's credit-limit usage popup with the warning thresholds each limit reached this
// period (#37): the notice names them per limit, worded as a list; without any, no notice.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { CreditLimitUsage } from '../../src/app/shell/CreditLimitUsage';
import { narrowScreen } from '../../src/shared/theme';
import { onAPhone } from '../../src/testing/storybook';
import { PortalStoreFrame, adminUser, signedIn } from './portalStory';
import { agentInfoAnswer } from './shellData';

/** Where the top bar puts the gauge: at the right end on a wide screen, first in the tools'
 * row on a narrow one. */
const Place = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: flex-end;
  min-height: 420px;
  ${narrowScreen} {
    justify-content: flex-start;
  }
`;

function Demo() {
  return (
    <PortalStoreFrame auth={signedIn(adminUser)}>
      <Place>
        <CreditLimitUsage />
      </Place>
    </PortalStoreFrame>
  );
}

const meta = {
  component: Demo,
  parameters: {
    screenshot: 'viewport',
    msw: [agentInfoAnswer({ limits: [['AUD', 850, 1000, [80]], ['PIN10', 100, 100, [80, 100]], ['NZD', 200, 1000]] })],
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openPopup(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Credit limit usage' }));
  const popup = canvas.getByRole('region', { name: 'Credit limit usage' });
  await expect(popup).toBeVisible();
  return within(popup);
}

/** Two limits past thresholds: the notice lists each with the thresholds reached, most used first. */
export const ThresholdsReached: Story = {
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await expect(popup.getByText('Warning thresholds reached this period')).toBeVisible();
    await expect(popup.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'PIN10: 80% and 100% of the limit used',
      'AUD: 80% of the limit used',
    ]);
    await expect(popup.getByText(/The agent's administrators were emailed once for each/)).toBeVisible();
  },
};

export const ThresholdsReachedOnAPhone: Story = onAPhone(ThresholdsReached);

/** No threshold reached (or a new period began): the bars only. */
export const NoThresholdReached: Story = {
  parameters: { msw: [agentInfoAnswer({ limits: [['AUD', 850, 1000], ['NZD', 200, 1000]] })] },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await expect(popup.getAllByRole('progressbar')).toHaveLength(2);
    await expect(popup.queryByText('Warning thresholds reached this period')).toBeNull();
  },
};
