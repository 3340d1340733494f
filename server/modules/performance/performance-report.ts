// The performance report's shape: its eight measures and the answer (a year of them per
// currency), which the service computes and the workbook writes.
import type { components } from '../../../openapi/generated/portal';

export const MEASURES = [
  'vouchersRedeemed', 'grossValue', 'netMerchantValue', 'grossFlexMargin', 'grossFlexPercentage', 'cogs', 'netFlexMargin', 'netFlexPercentage',
] as const;
export type Measure = (typeof MEASURES)[number];

export interface Performance {
  year: number;
  agentCode: string;
  data: components['schemas']['PerformanceReport'][];
}
