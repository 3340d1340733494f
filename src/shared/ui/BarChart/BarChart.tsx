// Weekly Transaction Count (spec 2): one bar per day (7 for the week), a tooltip with the date as
// DD/MM/yyyy and the count on hover or with the arrow keys, and a data table for screen readers.
import { useId, useState, type ReactNode } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import styled from 'styled-components';
import { ChartEmpty, Figure, Measure, Title, useChartColours, useContainerWidth } from './ChartFrame';
import { VisuallyHidden } from '../VisuallyHidden';
import { axisTicks, formatDayMonthYear, niceMax, type BarDatum } from './barData';
import { dateTimeFormat } from '../../i18n/intlFormats';
import { fromUtcStamp } from '../../../../shared/periods';

const messages = defineMessages<{
  date: NoMessageValues;
  count: NoMessageValues;
  keyboardHint: NoMessageValues;
}>({
  date: { id: 'CHART.DATE', defaultMessage: 'Date' },
  count: { id: 'CHART.COUNT', defaultMessage: 'Count' },
  keyboardHint: { id: 'CHART.KEYBOARD_HINT', defaultMessage: 'Use the left and right arrow keys to read each bar.' },
});

export interface BarChartProps {
  title: ReactNode;
  /** One entry per bar, in order (the dashboard sends 7 days, oldest first). */
  data: readonly BarDatum[];
  height?: number;
  /** Label under each bar; the weekday of the date by default. */
  formatTick?: (datum: BarDatum) => string;
  /** The count as written in the tooltip and table. */
  formatCount?: (count: number) => string;
  emptyMessage?: ReactNode;
  className?: string;
}

const Plot = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radius.md};

  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

const Tip = styled.div`
  position: absolute;
  transform: translate(-50%, -100%);
  pointer-events: none;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.elevation[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  z-index: 1;
`;

const AxisText = styled.text`
  fill: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const GridLine = styled.line`
  stroke: ${({ theme }) => theme.color.border};
  stroke-dasharray: 2 3;
`;

const MARGIN = { top: 16, right: 8, bottom: 28, left: 36 };

function weekday(datum: BarDatum, locale: string): string {
  const day = fromUtcStamp(datum.date.slice(0, 10));
  if (Number.isNaN(day.getTime())) return datum.date;
  return dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(day);
}

export function BarChart({ title, data, height = 240, formatTick, formatCount, emptyMessage, className }: BarChartProps) {
  const intl = useIntl();
  const id = useId();
  const [colour] = useChartColours();
  const [ref, width] = useContainerWidth<HTMLDivElement>({ deferred: true });
  const [active, setActive] = useState<number | null>(null);
  const count = formatCount ?? ((n: number) => intl.formatNumber(n));
  const tick = formatTick ?? ((d: BarDatum) => weekday(d, intl.locale));

  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerH = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const max = niceMax(data.map((d) => d.count));
  const x = scaleBand<number>({ domain: data.map((_, i) => i), range: [0, innerW], padding: 0.3 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerH, 0] });
  const activeDatum = active !== null ? data[active] : undefined;

  return (
    <Figure className={className} aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{title}</Title>
      {data.length === 0 ? (
        <ChartEmpty height={height}>{emptyMessage}</ChartEmpty>
      ) : (
        <Measure ref={ref} $height={height}>
          <Plot
            role="group"
            tabIndex={0}
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-hint`}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') {
                e.preventDefault();
                setActive((a) => (a === null ? 0 : Math.min(data.length - 1, a + 1)));
              } else if (e.key === 'ArrowLeft') {
                e.preventDefault();
                setActive((a) => (a === null ? data.length - 1 : Math.max(0, a - 1)));
              } else if (e.key === 'Escape') {
                setActive(null);
              }
            }}
            onBlur={() => setActive(null)}
            onMouseLeave={() => setActive(null)}
          >
            <VisuallyHidden as="div" id={`${id}-hint`}>{intl.formatMessage(messages.keyboardHint)}</VisuallyHidden>
            {width > 0 ? (
              <svg width={width} height={height} aria-hidden="true" focusable="false">
                <Group left={MARGIN.left} top={MARGIN.top}>
                  {axisTicks(max).map((t) => (
                    <g key={t}>
                      <GridLine x1={0} x2={innerW} y1={y(t)} y2={y(t)} />
                      <AxisText x={-6} y={y(t)} textAnchor="end" dominantBaseline="middle">{count(t)}</AxisText>
                    </g>
                  ))}
                  {data.map((d, i) => {
                    const bx = x(i) ?? 0;
                    const by = y(Math.max(0, d.count));
                    return (
                      <g key={`${d.date}-${i}`}>
                        <Bar
                          data-index={i}
                          x={bx}
                          y={by}
                          width={x.bandwidth()}
                          height={Math.max(0, innerH - by)}
                          rx={3}
                          style={{ fill: colour, opacity: active === null || active === i ? 1 : 0.55 }}
                          onMouseEnter={() => setActive(i)}
                        />
                        {/* A full-height hover target, so short bars are easy to point at. */}
                        <rect x={bx} y={0} width={x.bandwidth()} height={innerH} fill="transparent" data-hover-index={i} onMouseEnter={() => setActive(i)} />
                        <AxisText x={bx + x.bandwidth() / 2} y={innerH + 18} textAnchor="middle">{tick(d)}</AxisText>
                      </g>
                    );
                  })}
                </Group>
              </svg>
            ) : null}
            {activeDatum && active !== null ? (
              <Tip
                role="status"
                style={{
                  left: MARGIN.left + (x(active) ?? 0) + x.bandwidth() / 2,
                  top: MARGIN.top + y(Math.max(0, activeDatum.count)) - 6,
                }}
              >
                <strong>{formatDayMonthYear(activeDatum.date)}</strong>: {count(activeDatum.count)}
              </Tip>
            ) : null}
          </Plot>
          <VisuallyHidden as="div">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(messages.date)}</th>
                  <th scope="col">{intl.formatMessage(messages.count)}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((d, i) => (
                  <tr key={`${d.date}-${i}`}>
                    <td>{formatDayMonthYear(d.date)}</td>
                    <td>{count(d.count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </Measure>
      )}
    </Figure>
  );
}
