// Settlement earnings: the Weekly Transaction Summary (spec 2) and the download of its files.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../../shared/i18n/typedMessages';

const messages = defineMessages({
  // Settlement earnings (weekly summary)
  settlementTitle: { id: 'SETTLEMENT.TITLE', defaultMessage: 'Weekly Transaction Summary' },
  settlementFileName: { id: 'SETTLEMENT.COLUMN.FILE_NAME', defaultMessage: 'File Name' },
  settlementDate: { id: 'SETTLEMENT.COLUMN.DATE', defaultMessage: 'Date' },
  settlementAction: { id: 'SETTLEMENT.COLUMN.ACTION', defaultMessage: 'Action' },
  settlementDownload: { id: 'SETTLEMENT.DOWNLOAD', defaultMessage: 'Download' },
  settlementDownloadError: {
    id: 'SETTLEMENT.ALERT.DOWNLOAD_ERROR',
    defaultMessage: 'Download Settlement Earnings Report File',
  },
  settlementDownloadFile: { id: 'SETTLEMENT.DOWNLOAD_FILE', defaultMessage: 'Download {fileName}' },
  settlementWeekNote: {
    id: 'SETTLEMENT.WEEK_NOTE',
    defaultMessage: 'Weekly balances start on Monday (UTC).',
  },
});

type Values = {
  settlementDownloadFile: { fileName: string };
};

export const settlementMessages = messages as WithValues<typeof messages, Values>;
