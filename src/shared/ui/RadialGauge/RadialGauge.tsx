// Weekly Success Rate (spec 2): a ring filled to a percentage 0-100 with the figure in the middle,
// exposed as a meter so its value is read without sight. Sized to the container width.
import { useId, type ReactNode } from 'react';
import { Group } from '@visx/group';
import { Arc } from '@visx/shape';
import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { ChartEmpty, Figure, Measure, Title, useContainerWidth } from '../BarChart/ChartFrame';
import { clampPercent, formatPercent, gaugeEndAngle } from './gauge';

export type GaugeTone = 'primary' | 'success' | 'warning' | 'danger' | 'chart';

export interface RadialGaugeProps {
  title: ReactNode;
  /** Percent 0-100; null or undefined shows the empty state. Out-of-range values are clamped. */
  value: number | null | undefined;
  /** Largest diameter; the gauge shrinks with a narrower container. */
  size?: number;
  tone?: GaugeTone;
  /** A line under the figure, e.g. '45 of 50 transactions'. */
  caption?: ReactNode;
  emptyMessage?: ReactNode;
  className?: string;
}

const Wrap = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Centre = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;

const Caption = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

export function RadialGauge({ title, value, size = 200, tone = 'chart', caption, emptyMessage, className }: RadialGaugeProps) {
  const id = useId();
  const theme = useTheme();
  const [ref, width] = useContainerWidth<HTMLDivElement>({ deferred: true });
  const diameter = Math.max(0, Math.min(size, width));
  const outer = diameter / 2;
  const thickness = Math.max(8, diameter * 0.12);
  const fill = {
    primary: theme.color.primary,
    success: theme.color.success,
    warning: theme.color.warning,
    danger: theme.color.danger,
    chart: theme.color.chart2,
  }[tone];
  const empty = value === null || value === undefined || !Number.isFinite(value);
  const percent = empty ? 0 : clampPercent(value);
  const { locale } = useIntl();
  const text = formatPercent(percent, locale);

  return (
    <Figure className={className} aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{title}</Title>
      {empty ? (
        <ChartEmpty height={size}>{emptyMessage}</ChartEmpty>
      ) : (
        <Measure ref={ref} $height={size}>
          <Wrap>
            <div
              role="meter"
              aria-labelledby={`${id}-title`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(percent * 10) / 10}
              aria-valuetext={text}
              style={{ position: 'relative', width: diameter, height: diameter }}
            >
              {diameter > 0 ? (
                <svg width={diameter} height={diameter} aria-hidden="true" focusable="false">
                  <Group top={outer} left={outer}>
                    <Arc
                      innerRadius={outer - thickness}
                      outerRadius={outer}
                      startAngle={0}
                      endAngle={2 * Math.PI}
                      style={{ fill: theme.color.surfaceSunken }}
                    />
                    {percent > 0 ? (
                      <Arc
                        innerRadius={outer - thickness}
                        outerRadius={outer}
                        startAngle={0}
                        endAngle={gaugeEndAngle(percent)}
                        cornerRadius={percent < 100 ? thickness / 2 : 0}
                        style={{ fill }}
                      />
                    ) : null}
                  </Group>
                </svg>
              ) : null}
              <Centre aria-hidden="true">{text}</Centre>
            </div>
            {caption ? <Caption>{caption}</Caption> : null}
          </Wrap>
        </Measure>
      )}
    </Figure>
  );
}
