// A small label with a tone (success, warning, danger, info, neutral, primary).
import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type Tone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
  /** Solid fill instead of the soft surface colour. */
  solid?: boolean;
}

const soft = {
  neutral: css`
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.text};
  `,
  primary: css`
    background: ${({ theme }) => theme.color.secondary};
    color: ${({ theme }) => theme.color.onSecondary};
  `,
  success: css`
    background: ${({ theme }) => theme.color.successSurface};
    color: ${({ theme }) => theme.color.successText};
  `,
  warning: css`
    background: ${({ theme }) => theme.color.warningSurface};
    color: ${({ theme }) => theme.color.warningText};
  `,
  danger: css`
    background: ${({ theme }) => theme.color.dangerSurface};
    color: ${({ theme }) => theme.color.dangerText};
  `,
  info: css`
    background: ${({ theme }) => theme.color.infoSurface};
    color: ${({ theme }) => theme.color.infoText};
  `,
};
const solidFill = {
  neutral: css`
    background: ${({ theme }) => theme.color.textMuted};
    color: ${({ theme }) => theme.color.surface};
  `,
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  `,
  success: css`
    background: ${({ theme }) => theme.color.success};
    color: ${({ theme }) => theme.color.onSuccess};
  `,
  warning: css`
    background: ${({ theme }) => theme.color.warning};
    color: ${({ theme }) => theme.color.onWarning};
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.onDanger};
  `,
  info: css`
    background: ${({ theme }) => theme.color.info};
    color: ${({ theme }) => theme.color.onInfo};
  `,
};

const Root = styled.span<{ $tone: Tone; $solid: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.4;
  white-space: nowrap;
  ${({ $tone, $solid }) => ($solid ? solidFill[$tone] : soft[$tone])}
`;

export function Badge({ tone = 'neutral', solid = false, ...rest }: BadgeProps) {
  return <Root $tone={tone} $solid={solid} data-tone={tone} {...rest} />;
}
