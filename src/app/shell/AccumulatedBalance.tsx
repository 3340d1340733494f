// The top bar's accumulated balance: the owed balance with the highest balance, whole numbers
// without decimals, in its currency as the pages write it (the reader's locale: A$12,840 in
// English, 12.840 AU$ in German; never the API's bare symbol, whose "$" names no currency); hidden when the agent hides it, while loading and when a load failed. It is a
// disclosure button: its popup says what the figure is (what is owed to the provider: sales and
// payouts add to it, redemptions take from it; below zero, in red, the provider owes the agent)
// with every currency's balance, largest first, and, for a payout merchant, how the payout page's Available Payout Balance follows from it
// (spec 2: the balance plus the agent's payout voucher credit limit).
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { selectUser } from '../../features/auth';
import { balancesLargestFirst } from '../../shared/api/agent-reads';
import { shellMessages } from './messages';
import { Money, formatMoney } from '../../shared/ui/Money';
import { popupPanel } from '../../shared/ui/popupPanel';
import { narrowScreen } from '../../shared/theme';
import { useTopBarPopup } from './useTopBarPopup';
import { useAppSelector } from '../hooks';
import { useOwedBalances } from './useAgentInfo';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  line-height: 1.2;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const Caption = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Amount = styled(Money)`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Popup = styled.div`
  ${popupPanel}
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  right: 0;
  width: min(320px, calc(100vw - 32px));
  /* On a narrow screen the balance is near the start of the top bar's second row: the popup opens
     towards the right and stays on the screen (as the usage popup beside it). */
  ${narrowScreen} {
    right: auto;
    left: 0;
  }
  p {
    margin: 0;
  }
`;

const Balances = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  column-gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[2]} 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
  }
`;

const BalanceRow = styled.div`
  display: contents;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

function InfoIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 11v6M12 7h.01" />
    </svg>
  );
}

export function AccumulatedBalance() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const balances = balancesLargestFirst(useOwedBalances() ?? []);
  const balance = balances[0];
  const { open, setOpen, wrapper, popupId } = useTopBarPopup();
  if (!balance) return null;
  const caption = intl.formatMessage(shellMessages.accumulatedBalance);
  const payoutLimit = user?.agentDetail?.isEnablePayout === 'true' ? Number(user.agentDetail.payoutVoucherCreditLimit ?? 0) : null;
  const money = (value: number) => formatMoney(value, { locale: intl.locale, currency: balance.currencyCode });
  return (
    <Wrapper ref={wrapper}>
      <Toggle type="button" data-testid="accumulated-balance" aria-expanded={open} aria-controls={popupId} onClick={() => setOpen(!open)}>
        <Caption>
          {caption}
          <InfoIcon />
        </Caption>
        <Amount value={balance.balance} currency={balance.currencyCode} wholeWithoutDecimals />
      </Toggle>
      <Popup id={popupId} role="region" aria-label={caption} hidden={!open}>
        <Heading>{caption}</Heading>
        {balances.length > 1 ? (
          <Balances>
            {balances.map((each) => (
              <BalanceRow key={each.currencyCode}>
                <dt>{each.currencyCode}</dt>
                <dd>
                  <Money value={each.balance} currency={each.currencyCode} />
                </dd>
              </BalanceRow>
            ))}
          </Balances>
        ) : null}
        <p>{intl.formatMessage(shellMessages.accumulatedBalanceExplained)}</p>
        {payoutLimit !== null && Number.isFinite(payoutLimit) ? (
          <p>
            {intl.formatMessage(shellMessages.accumulatedBalancePayout, {
              balance: money(balance.balance),
              limit: money(payoutLimit),
              available: money(Math.round((balance.balance + payoutLimit) * 100) / 100),
            })}
          </p>
        ) : null}
      </Popup>
    </Wrapper>
  );
}
