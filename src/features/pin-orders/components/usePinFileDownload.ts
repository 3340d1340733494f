// The download of an order's PIN file, as the list and the details dialog offer it.
import { useIntl } from 'react-intl';
import { useDownload } from '../../../shared/api';
import { pinOrdersMessages } from '../messages';
import { pinOrderDownloads, type PinFileFormat } from '../api';

export function usePinFileDownload() {
  const intl = useIntl();
  const download = useDownload();
  return (orderRef: string, format: PinFileFormat) =>
    download({ title: intl.formatMessage(pinOrdersMessages.alertDownload), fallbackName: `${orderRef}.${format}`, call: pinOrderDownloads.pins(orderRef, format) });
}
