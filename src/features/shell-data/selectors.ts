// Pure rules of the shell's data (spec 1 section 9): limit usage sorted by usage descending
// (non-finite counts as 0%) and the limits above the alert percentage.
import { usagePercent, usageRatio } from '../../shared/ui/UsageBar';
import type { LimitUsage } from './types';

export interface LimitUsageView {
  code: string;
  /** current / limit, possibly non-finite (UsageBar treats that as 0%). */
  ratio: number;
  percent: number;
  /** Warning thresholds reached this period, ascending (empty when none). */
  crossed: number[];
}

export function limitUsageViews(items: readonly LimitUsage[]): LimitUsageView[] {
  return items
    .map((item) => {
      const ratio = usageRatio(item.currentValue, item.limitValue);
      return { code: item.targetCode, ratio, percent: usagePercent(ratio), crossed: item.crossedThresholds ?? [] };
    })
    .sort((a, b) => b.percent - a.percent);
}

/** The product codes whose usage exceeds the alert percentage, highest usage first. */
export function codesOverAlert(items: readonly LimitUsage[], alertPercent: number): string[] {
  if (!Number.isFinite(alertPercent)) return [];
  return limitUsageViews(items)
    .filter((view) => view.percent > alertPercent)
    .map((view) => view.code);
}
