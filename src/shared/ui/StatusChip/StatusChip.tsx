// A status of the API (SUCCESS, PENDING, REVERSED...) as a coloured chip, tone by statusTone().
import type { ReactNode } from 'react';
import { Badge } from '../Badge';
import { statusTone } from './statusTone';

export interface StatusChipProps {
  status: string;
  /** Text to show instead of the raw status (e.g. a translation). */
  children?: ReactNode;
  className?: string;
}

export function StatusChip({ status, children, className }: StatusChipProps) {
  return (
    <Badge tone={statusTone(status)} className={className} data-status={status}>
      {children ?? status}
    </Badge>
  );
}
