// Which tone a status of the API is shown in. Unknown statuses are neutral.
import type { Tone } from '../Badge';

const tones: Record<string, Tone> = {
  SUCCESS: 'success',
  SUCCESSFUL: 'success',
  ACTIVE: 'success',
  COMPLETED: 'success',
  APPROVED: 'success',
  REDEEMED: 'success',
  ALIVE: 'success',
  FAILED: 'danger',
  FAILURE: 'danger',
  INACTIVE: 'danger',
  REJECTED: 'danger',
  CANCELLED: 'danger',
  EXPIRED: 'danger',
  ERROR: 'danger',
  PENDING: 'warning',
  PROCESSING: 'warning',
  IN_PROGRESS: 'warning',
  NEW: 'warning',
  REVERSED: 'info',
  REFUNDED: 'info',
};

export function statusTone(status: string | null | undefined): Tone {
  if (!status) return 'neutral';
  return (
    tones[
      status
        .trim()
        .toUpperCase()
        .replace(/[\s-]+/g, '_')
    ] ?? 'neutral'
  );
}
