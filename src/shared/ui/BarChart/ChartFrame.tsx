// What the dashboard charts share: a titled figure that measures its container's width (charts
// are responsive to it), an empty state, and the chart colours of the theme.
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import styled, { useTheme, type DefaultTheme } from 'styled-components';

const messages = defineMessages<{ noData: NoMessageValues }>({
  noData: { id: 'CHART.NO_DATA', defaultMessage: 'No data to show' },
});

/** The width of an element, following it as it resizes (0 until measured). */
export function useContainerWidth<E extends HTMLElement>(): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    setWidth(Math.floor(el.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
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

export const Measure = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
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
