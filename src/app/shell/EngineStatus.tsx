// The aside's engine status (spec 1 sections 2.5 and 4): GET /api/status on load and every
// 300000 ms; a click refreshes it; red when the call fails or the engine is not ALIVE.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ENGINE_ALIVE, useGetEngineStatusQuery } from '../../features/shell-data';
import { commonMessages } from '../../shared/i18n';
import { shellMessages } from './messages';

export const ENGINE_STATUS_POLLING_MS = 300_000;

const Root = styled.button<{ $down: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  width: 100%;
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme, $down }) => ($down ? theme.color.dangerText : theme.color.text)};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Value = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export function EngineStatus() {
  const intl = useIntl();
  const { data, isError, isFetching, refetch } = useGetEngineStatusQuery(undefined, {
    pollingInterval: ENGINE_STATUS_POLLING_MS,
  });
  const down = isError || (data !== undefined && data !== ENGINE_ALIVE);
  const value = down ? shellMessages.engineDown : shellMessages.engineAlive;
  const loaded = data !== undefined || isError;
  return (
    <Root
      type="button"
      $down={down}
      data-status={down ? 'down' : 'alive'}
      aria-busy={isFetching}
      title={intl.formatMessage(shellMessages.engineRefresh)}
      onClick={() => void refetch()}
    >
      <Caption>{intl.formatMessage(shellMessages.engineStatus)}</Caption>
      <Value>{intl.formatMessage(loaded ? value : commonMessages.loading)}</Value>
    </Root>
  );
}
