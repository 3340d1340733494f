export { UsageBar } from './UsageBar';
export type { UsageBarProps } from './UsageBar';
export {
  USAGE_DANGER_ABOVE,
  USAGE_WARNING_ABOVE,
  formatPercent,
  usagePercent,
  usageRatio,
  usageTone,
} from './usage';
export type { UsageTone } from './usage';
