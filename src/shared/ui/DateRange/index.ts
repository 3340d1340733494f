export { DateRange } from './DateRange';
export type { DateRangeProps } from './DateRange';
