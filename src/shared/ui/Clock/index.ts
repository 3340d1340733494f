export { Clock } from './Clock';
export type { ClockProps } from './Clock';
export { msToNextSecond } from './clockTick';
