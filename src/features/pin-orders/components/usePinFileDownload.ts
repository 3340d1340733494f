// The download of an order's PIN file, as the list and the details dialog offer it.
import { useIntl } from 'react-intl';
import { useDownload } from '../../../shared/api';
import { pinOrdersMessages } from '../messages';
import { useDownloadPinFileMutation, type PinFileFormat } from '../api';

export function usePinFileDownload() {
  const intl = useIntl();
  const [downloadPinFile] = useDownloadPinFileMutation();
  const download = useDownload(downloadPinFile, intl.formatMessage(pinOrdersMessages.alertDownload));
  return (orderRef: string, format: PinFileFormat) => download({ orderRef, type: format });
}
