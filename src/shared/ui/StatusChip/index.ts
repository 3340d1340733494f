export { StatusChip } from './StatusChip';
export type { StatusChipProps } from './StatusChip';
export { statusTone } from './statusTone';
