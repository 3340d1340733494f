export { BarChart } from './BarChart';
export type { BarChartProps } from './BarChart';
export type { BarDatum } from './barData';
export { formatDayMonthYear } from './barData';
export { useContainerWidth } from './ChartFrame';
