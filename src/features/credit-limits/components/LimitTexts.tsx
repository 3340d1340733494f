// What a limit item limits, in words: its target type and limit type ('Currency · Value'), and
// its template when the item is an agent's copy.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { creditLimitsMessages as m } from '../messages';
import type { LimitTargetType, LimitType } from '../api';

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

export function LimitTexts({ item }: { item: { targetType: LimitTargetType; limitType: LimitType; templateCode?: string } }) {
  const intl = useIntl();
  const words = [
    intl.formatMessage(item.targetType === 'CURRENCY' ? m.targetCurrency : m.targetProduct),
    intl.formatMessage(item.limitType === 'VALUE' ? m.limitTypeValue : m.limitTypeCount),
    ...(item.templateCode ? [item.templateCode] : []),
  ];
  return <Muted>{words.join(' · ')}</Muted>;
}
