export { Countdown, secondsLeft } from './Countdown';
export type { CountdownProps } from './Countdown';
