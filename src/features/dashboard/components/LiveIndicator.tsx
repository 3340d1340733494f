// Whether a dashboard is live (spec 2: reconnect after 5 s): a dot and a few words, read out when
// they change.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { dashboardMessages } from '../messages';
import type { LiveStatus } from '../../../shared/live/live-channel';

const Indicator = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Dot = styled.span<{ $status: LiveStatus }>`
  width: 10px;
  height: 10px;
  flex: none;
  border-radius: 50%;
  background: ${({ theme, $status }) =>
    $status === 'live' ? theme.color.success : $status === 'stopped' ? theme.color.danger : theme.color.warning};
`;

const WORDS = {
  opening: dashboardMessages.liveConnecting,
  live: dashboardMessages.liveConnected,
  connecting: dashboardMessages.liveDisconnected,
  stopped: dashboardMessages.liveStopped,
} as const;

export function LiveIndicator({ status }: { status: LiveStatus }) {
  const intl = useIntl();
  return (
    <Indicator role="status" data-live={status}>
      <Dot $status={status} aria-hidden="true" />
      {intl.formatMessage(WORDS[status])}
    </Indicator>
  );
}
