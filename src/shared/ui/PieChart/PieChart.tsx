// Daily Currency (spec 2): a pie of values per label, with labels on the slices and a legend that
// also serves as the chart's text (label, value, share), responsive to the container width.
import { useId, type ReactNode } from 'react';
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ChartEmpty, Figure, Measure, Title, useChartColours, useContainerWidth } from '../BarChart/ChartFrame';
import { pieShares, type PieDatum, type PieShare } from './slices';

export interface PieChartProps {
  title: ReactNode;
  data: readonly PieDatum[];
  /** Height of the drawing; the width follows the container. */
  height?: number;
  /** How a value is written (e.g. with a currency); a grouped number by default. */
  formatValue?: (value: number, datum: PieDatum) => string;
  /** Replaces the empty message. */
  emptyMessage?: ReactNode;
  className?: string;
}

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const Legend = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const LegendItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Swatch = styled.span`
  width: 12px;
  height: 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  flex: none;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const SliceLabel = styled.text`
  fill: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export function PieChart({ title, data, height = 220, formatValue, emptyMessage, className }: PieChartProps) {
  const intl = useIntl();
  const id = useId();
  const colours = useChartColours();
  const [ref, width] = useContainerWidth<HTMLDivElement>({ deferred: true });
  const slices = pieShares(data);
  const format = formatValue ?? ((v: number) => intl.formatNumber(v, { maximumFractionDigits: 2 }));
  const size = Math.max(0, Math.min(width, height));
  // Room outside the pie for the slice labels.
  const radius = Math.max(0, size / 2 - 28);
  const colour = (i: number) => colours[i % colours.length] ?? colours[0];
  const percent = (s: PieShare) => intl.formatNumber(s.percent / 100, { style: 'percent', maximumFractionDigits: 1 });

  return (
    <Figure className={className} aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{title}</Title>
      {slices.length === 0 ? (
        <ChartEmpty height={height}>{emptyMessage}</ChartEmpty>
      ) : (
        <Layout>
          <Measure ref={ref} $height={height} style={{ flex: '1 1 220px', maxWidth: height + 120 }}>
            {width > 0 ? (
              // The legend next to it carries the same figures as text.
              <svg width={width} height={height} aria-hidden="true" focusable="false">
                <Group top={height / 2} left={width / 2}>
                  <Pie data={slices} pieValue={(d) => d.value} outerRadius={radius} innerRadius={0} padAngle={0.01}>
                    {(pie) =>
                      pie.arcs.map((arc, i) => {
                        const mid = (arc.startAngle + arc.endAngle) / 2;
                        const lx = Math.sin(mid) * (radius + 16);
                        const ly = -Math.cos(mid) * (radius + 16);
                        return (
                          <g key={arc.data.label} data-slice={arc.data.label}>
                            <path d={pie.path(arc) ?? ''} style={{ fill: colour(i) }} />
                            {arc.endAngle - arc.startAngle > 0.25 ? (
                              <SliceLabel x={lx} y={ly} textAnchor={lx >= 0 ? 'start' : 'end'} dominantBaseline="middle">
                                {arc.data.label}
                              </SliceLabel>
                            ) : null}
                          </g>
                        );
                      })
                    }
                  </Pie>
                </Group>
              </svg>
            ) : null}
          </Measure>
          <Legend>
            {slices.map((s, i) => (
              <LegendItem key={s.label}>
                <Swatch style={{ background: colour(i) }} aria-hidden="true" />
                <span>{s.label}</span>
                <span>{format(s.value, s)}</span>
                <Muted>({percent(s)})</Muted>
              </LegendItem>
            ))}
          </Legend>
        </Layout>
      )}
    </Figure>
  );
}
