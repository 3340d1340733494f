// An inline message in the page flow (e.g. the red verification-failure banner), optionally
// dismissible.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type BannerTone = 'success' | 'danger' | 'warning' | 'info';

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
const titleTones = {
  success: css`
    color: ${({ theme }) => theme.color.successText};
  `,
  danger: css`
    color: ${({ theme }) => theme.color.dangerText};
  `,
  warning: css`
    color: ${({ theme }) => theme.color.warningText};
  `,
  info: css`
    color: ${({ theme }) => theme.color.infoText};
  `,
};

const Root = styled.div<{ $tone: BannerTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  ${({ $tone }) => tones[$tone]}
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p<{ $tone: BannerTone }>`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  ${({ $tone }) => titleTones[$tone]}
`;

const Dismiss = styled.button`
  flex: none;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
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
      <Content>
        {title ? <Title $tone={tone}>{title}</Title> : null}
        {children}
      </Content>
      {onDismiss ? (
        <Dismiss type="button" aria-label={dismissLabel} title={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </Dismiss>
      ) : null}
    </Root>
  );
}
