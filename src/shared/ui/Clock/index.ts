export { Clock } from './Clock';
export type { ClockProps } from './Clock';
export { formatUtcTime, msToNextSecond } from './formatUtcTime';
