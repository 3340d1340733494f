// The top bar's accumulated balance: the owed balance with the highest balance, whole numbers
// without decimals; hidden when the agent hides it, while loading and when a load failed.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { highestBalance } from '../../shared/api/agent-reads';
import { shellMessages } from '../../shared/i18n';
import { Money } from '../../shared/ui/Money';
import { useOwedBalances } from './useAgentInfo';

const Root = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  line-height: 1.2;
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Amount = styled(Money)`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export function AccumulatedBalance() {
  const intl = useIntl();
  const balance = highestBalance(useOwedBalances() ?? []);
  if (!balance) return null;
  return (
    <Root data-testid="accumulated-balance">
      <Caption>{intl.formatMessage(shellMessages.accumulatedBalance)}</Caption>
      <Amount value={balance.balance} symbol={balance.symbol} currency={balance.currencyCode} wholeWithoutDecimals />
    </Root>
  );
}
