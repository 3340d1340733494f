// An order's status as a chip in the merchant's words and its tone: ready green, waiting and
// processing amber, rejected and deleted red.
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { pinOrdersMessages } from '../messages';
import { Badge, type Tone } from '../../../shared/ui/Badge';
import type { PinOrder } from '../api';

const SHOWN: Record<PinOrder['status'], [MessageDescriptor, Tone]> = {
  WAITING_FOR_APPROVAL: [pinOrdersMessages.statusWaiting, 'warning'],
  PROCESSING: [pinOrdersMessages.statusProcessing, 'warning'],
  READY_FOR_DOWNLOAD: [pinOrdersMessages.statusReady, 'success'],
  REJECTED: [pinOrdersMessages.statusRejected, 'danger'],
  DELETED: [pinOrdersMessages.statusDeleted, 'danger'],
};

export function PinOrderStatus({ status }: { status: PinOrder['status'] }) {
  const intl = useIntl();
  const [words, tone] = SHOWN[status];
  return (
    <Badge tone={tone} data-status={status}>
      {intl.formatMessage(words)}
    </Badge>
  );
}
