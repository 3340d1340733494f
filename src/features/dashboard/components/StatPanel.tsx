// One figure of a dashboard in its card: the chart once its data has come, a spinner while it
// loads, and the server's (or the network's) refusal when it failed, each under the figure's title.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApiResult } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { Banner } from '../../../shared/ui/Banner';
import { Spinner } from '../../../shared/ui/Spinner';

export const Panel = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.elevation[1]};
`;

export const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Waiting = styled.div<{ $height: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ $height }) => $height}px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface StatPanelProps {
  title: string;
  loading: boolean;
  /** The failed call's answer (resultDescription is worded for the reader). */
  error?: unknown;
  /** The chart's drawing height: kept while it loads, so that the cards after it do not move
   * when it comes (200 px by default). */
  reserve?: number;
  /** The chart; it names itself with the same title. */
  children: ReactNode;
}

export function StatPanel({ title, loading, error, reserve = 200, children }: StatPanelProps) {
  const intl = useIntl();
  if (!loading && !error) return <Panel aria-label={title}>{children}</Panel>;
  const failure = (error as Partial<ApiResult> | undefined)?.resultDescription;
  return (
    <Panel aria-label={title} aria-busy={loading || undefined}>
      <PanelTitle>{title}</PanelTitle>
      {loading ? (
        <Waiting $height={reserve}>
          <Spinner size="lg" label={intl.formatMessage(commonMessages.loading)} />
        </Waiting>
      ) : (
        <Banner tone="danger">{failure || intl.formatMessage(commonMessages.networkError)}</Banner>
      )}
    </Panel>
  );
}
