// A usage bar (credit limits): fill width and tone by the usage percentage, a label with the
// percent, role progressbar.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { formatPercent, usagePercent, usageTone } from './usage';
import type { UsageTone } from './usage';

export interface UsageBarProps {
  /** current / limit; NaN or Infinity count as 0%. */
  ratio: number;
  /** What is measured, e.g. a product or currency code. */
  label: ReactNode;
  /** Accessible name when the label is not plain text. */
  ariaLabel?: string;
  className?: string;
}

const fills = {
  success: css`
    background: ${({ theme }) => theme.color.success};
  `,
  warning: css`
    background: ${({ theme }) => theme.color.warning};
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
  `,
};

const Root = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  align-items: center;
  min-width: 160px;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.text};
`;

const Percent = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Track = styled.div`
  grid-column: 1 / -1;
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $tone: UsageTone }>`
  height: 100%;
  ${({ $tone }) => fills[$tone]}
`;

export function UsageBar({ ratio, label, ariaLabel, className }: UsageBarProps) {
  const percent = usagePercent(ratio);
  const tone = usageTone(percent);
  const { locale } = useIntl();
  const text = formatPercent(percent, locale);
  const width = Math.min(100, Math.max(0, percent));
  return (
    <Root className={className} data-tone={tone}>
      <Label>{label}</Label>
      <Percent>{text}</Percent>
      <Track
        role="progressbar"
        aria-label={ariaLabel ?? (typeof label === 'string' ? label : undefined)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(width)}
        aria-valuetext={text}
        data-tone={tone}
      >
        <Fill $tone={tone} style={{ width: `${width}%` }} />
      </Track>
    </Root>
  );
}
