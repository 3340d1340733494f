export { Timestamp } from './Timestamp';
export type { TimestampProps } from './Timestamp';
export { formatTimestamp, formatUtcTimeOfDay, timestampParts } from './formatTimestamp';
