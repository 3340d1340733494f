export { Badge } from './Badge';
export type { BadgeProps, Tone } from './Badge';
