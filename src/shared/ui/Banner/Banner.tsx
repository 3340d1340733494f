// An inline message in the page flow (e.g. the red verification-failure banner), optionally
// dismissible.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { MessageDismiss, MessageFrame, MessageText, MessageTitle, type MessageTone } from '../MessageFrame';

export type BannerTone = MessageTone;

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** When given, a dismiss button is shown. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

const tones = {
  success: css`
    background: ${({ theme }) => theme.color.successSurface};
    border-color: ${({ theme }) => theme.color.success};
  `,
  danger: css`
    background: ${({ theme }) => theme.color.dangerSurface};
    border-color: ${({ theme }) => theme.color.danger};
  `,
  warning: css`
    background: ${({ theme }) => theme.color.warningSurface};
    border-color: ${({ theme }) => theme.color.warning};
  `,
  info: css`
    background: ${({ theme }) => theme.color.infoSurface};
    border-color: ${({ theme }) => theme.color.info};
  `,
};

const Root = styled(MessageFrame)<{ $tone: BannerTone }>`
  border: 1px solid;
  border-left-width: 4px;
  ${({ $tone }) => tones[$tone]}
`;

const Title = styled(MessageTitle)`
  margin: 0 0 ${({ theme }) => theme.space[1]};
`;

const Dismiss = styled(MessageDismiss)`
  color: ${({ theme }) => theme.color.text};
`;

export function Banner({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
}: BannerProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <Root $tone={tone} role={urgent ? 'alert' : 'status'} data-tone={tone} className={className}>
      <MessageText>
        {title ? <Title $tone={tone}>{title}</Title> : null}
        {children}
      </MessageText>
      {onDismiss ? <Dismiss label={dismissLabel} onClick={onDismiss} /> : null}
    </Root>
  );
}
