// The progress of the user's reports by email, under the Operations menu's items: each request's
// file type and address, and where it is (waiting, building n of m rows with a bar, sent, or not
// sent with the reason), and the download of a report too large to mail (its file is kept for 7
// days). The list is asked again every 2 s while one is still on its way.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useDownload } from '../../../shared/api';
import { reportsMessages } from '../messages';
import { Button } from '../../../shared/ui/Button';
import { useDownloadReportEmailExportMutation, useListReportEmailExportsQuery, type ReportEmailExport } from '../api';

const POLL_MS = 2000;
/** The latest few are enough for a menu. */
const SHOWN = 3;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 240px;
  max-width: min(320px, 80vw);
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Heading = styled.div`
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Where = styled.div<{ $failed: boolean }>`
  color: ${({ theme, $failed }) => ($failed ? theme.color.dangerText : theme.color.textMuted)};
  overflow-wrap: anywhere;
`;

const Bar = styled.progress`
  width: 100%;
  height: 6px;
  accent-color: ${({ theme }) => theme.color.primary};
`;

const onItsWay = (item: ReportEmailExport) => item.status === 'QUEUED' || item.status === 'BUILDING';

/** The user's reports by email, polled while one is on its way; whether one is. */
export function useEmailExports() {
  const list = useListReportEmailExportsQuery();
  const busy = (list.data ?? []).some(onItsWay);
  useListReportEmailExportsQuery(undefined, { pollingInterval: busy ? POLL_MS : 0, skip: !busy });
  return { items: list.data ?? [], busy };
}

/** Downloads the kept file of a report by email (the mail's link leads here too). */
export function useEmailExportDownload() {
  const intl = useIntl();
  const [downloadFile] = useDownloadReportEmailExportMutation();
  return useDownload(downloadFile, intl.formatMessage(reportsMessages.exportError));
}

export function EmailExports({ items }: { items: readonly ReportEmailExport[] }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const download = useEmailExportDownload();
  if (items.length === 0) return null;
  const where = (item: ReportEmailExport) => {
    switch (item.status) {
      case 'QUEUED':
        return text(reportsMessages.emailQueued);
      case 'BUILDING':
        return text(reportsMessages.emailBuilding, { done: intl.formatNumber(item.rowsDone), total: intl.formatNumber(item.rowsTotal ?? 0) });
      case 'SENT':
        return text(reportsMessages.emailSentStatus);
      default:
        return text(reportsMessages.emailFailed, { reason: item.failure ?? '' });
    }
  };
  return (
    <section aria-label={text(reportsMessages.emailExports)} aria-live="polite">
      <Heading>{text(reportsMessages.emailExports)}</Heading>
      <List>
        {items.slice(0, SHOWN).map((item) => (
          <li key={item.id}>
            <div>{text(reportsMessages.emailExportOf, { fileType: item.fileType, email: item.email })}</div>
            <Where $failed={item.status === 'FAILED'}>{where(item)}</Where>
            {item.status === 'BUILDING' ? <Bar value={item.rowsDone} max={Math.max(item.rowsTotal ?? 0, 1)} aria-label={where(item)} /> : null}
            {item.download ? (
              <Button size="sm" variant="link" onClick={() => void download(item.id)}>
                {text(reportsMessages.emailDownload)}
              </Button>
            ) : null}
          </li>
        ))}
      </List>
    </section>
  );
}
