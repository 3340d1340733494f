export { RadialGauge } from './RadialGauge';
export type { RadialGaugeProps, GaugeTone } from './RadialGauge';
export { successRate, clampPercent } from './gauge';
