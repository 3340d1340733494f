// What the dashboard charts share: a titled figure that measures its container's width (charts
// are responsive to it), an empty state, and the chart colours of the theme.
import { startTransition, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import styled, { useTheme, type DefaultTheme } from 'styled-components';

const messages = defineMessages<{ noData: NoMessageValues }>({
  noData: { id: 'CHART.NO_DATA', defaultMessage: 'No data to show' },
});

/**
 * The width of an element, following it as it resizes (0 until measured). By default measured
 * during React's commit (the browser lays the page out there and then), so the first paint has
 * it. `deferred`, for a figure of a fixed height that keeps its room while it has no width: the
 * width comes from the browser's own layout (a ResizeObserver reports it before the frame is
 * painted) and is applied as a transition, so that the figure renders in slices that leave the
 * main thread free between them, instead of a long task on a phone (the dashboard's charts).
 */
export function useContainerWidth<E extends HTMLElement>({ deferred = false } = {}): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const observing = typeof ResizeObserver !== 'undefined';
    if (!deferred || !observing) setWidth(Math.floor(el.getBoundingClientRect().width));
    if (!observing) return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (!entry) return;
      const measured = Math.floor(entry.contentRect.width);
      if (deferred) startTransition(() => setWidth(measured));
      else setWidth(measured);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [deferred]);
  return [ref, width];
}

/** The six chart colours of the theme, in order (CSS variables: use them in style, not attributes). */
export function chartColours(theme: DefaultTheme): string[] {
  const c = theme.color;
  return [c.chart1, c.chart2, c.chart3, c.chart4, c.chart5, c.chart6];
}

export function useChartColours(): string[] {
  return chartColours(useTheme());
}

export const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
`;

export const Title = styled.figcaption`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The measured box; `$height` keeps a deferred figure's room while it has no width yet. The
 * drawing is a block: an inline svg sits on a text line and adds the line's descent below it,
 * which made the box a few pixels taller once drawn and shifted what follows. */
export const Measure = styled.div<{ $height?: number }>`
  position: relative;
  width: 100%;
  min-width: 0;
  ${({ $height }) => ($height ? `min-height: ${$height}px;` : '')}
  & > svg {
    display: block;
  }
`;

const Empty = styled.div<{ $height: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ $height }) => $height}px;
  color: ${({ theme }) => theme.color.textMuted};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export function ChartEmpty({ height, children }: { height: number; children?: ReactNode }) {
  const intl = useIntl();
  return <Empty $height={height}>{children ?? intl.formatMessage(messages.noData)}</Empty>;
}
