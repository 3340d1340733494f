export { PieChart } from './PieChart';
export type { PieChartProps } from './PieChart';
export type { PieDatum } from './slices';
