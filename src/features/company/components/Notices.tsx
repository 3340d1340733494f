// The screen's notices (spec 1 section 2.6): the first on top, up to 3 below; HTML notices are
// sanitised before they are shown, FILE notices offer a Download button.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useDocumentDownload } from '../../../shared/api/document-download';
import { companyMessages } from '../messages';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import type { Notice } from '../types';

const Below = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const Stack = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

function NoticeItem({ notice }: { notice: Notice }) {
  const intl = useIntl();
  const download = useDocumentDownload();
  const [busy, setBusy] = useState(false);
  if (notice.contentType !== 'FILE') {
    return (
      <Card>
        <SafeHtml html={notice.content} />
      </Card>
    );
  }
  const onDownload = async () => {
    setBusy(true);
    await download(notice.id, notice.content);
    setBusy(false);
  };
  return (
    <Card title={notice.content}>
      <Button variant="secondary" size="sm" busy={busy} onClick={() => void onDownload()}>
        {intl.formatMessage(companyMessages.download)}
      </Button>
    </Card>
  );
}

export function Notices({ notices }: { notices: readonly Notice[] }) {
  const intl = useIntl();
  const [first, ...rest] = notices;
  if (!first) return null;
  return (
    <Stack aria-label={intl.formatMessage(companyMessages.noticesTitle)}>
      <NoticeItem notice={first} />
      {rest.length > 0 ? (
        <Below>
          {rest.slice(0, 3).map((notice) => (
            <NoticeItem key={notice.id} notice={notice} />
          ))}
        </Below>
      ) : null}
    </Stack>
  );
}
