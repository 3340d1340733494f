// A server time in the page: a <time> element (machine-readable ISO in UTC) showing the date and
// the time with 'UTC' (formatTimestamp.ts), each part kept whole: on a narrow screen the time goes
// under the date before a table has to scroll sideways.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatUtcTimeOfDay, timestampParts } from './formatTimestamp';

const Time = styled.time`
  span {
    white-space: nowrap;
  }
`;

export interface TimestampProps {
  /** The API's UTC 'yyyy-MM-dd HH:mm:ss'. */
  value: string | null | undefined;
  className?: string;
}

export function Timestamp({ value, className }: TimestampProps) {
  const intl = useIntl();
  if (!value) return null;
  const parts = timestampParts(value);
  if (!parts) return <span className={className}>{value}</span>;
  return (
    <Time dateTime={parts.iso} className={className} data-timestamp="">
      <span>{parts.date}</span> <span>{formatUtcTimeOfDay(intl, parts.time)}</span>
    </Time>
  );
}
