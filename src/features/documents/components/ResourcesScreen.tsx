// Resources (spec 3): the files published for the user's agent, numbered across pages, ten a page
// (10, 25, 50 or 100), each with its description and the date it was published (two files of one
// name can be told apart), downloaded by its name; a refusal in an alert titled Download Document File.
import { useIntl } from 'react-intl';
import type { ApiResult } from '../../../shared/api';
import { useDocumentDownload } from '../../../shared/api/document-download';
import { commonMessages } from '../../../shared/i18n';
import { documentsMessages } from '../messages';
import { useListQuery } from '../../../shared/list/useListQuery';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { DataTable, type DataTableColumn } from '../../../shared/ui/DataTable';
import { Timestamp } from '../../../shared/ui/Timestamp';
import { useListPageDocumentsQuery, type PortalDocument } from '../api';

export function ResourcesScreen() {
  const intl = useIntl();
  const text = intl.formatMessage;
  const list = useListQuery({ filters: {} });
  const page = useListPageDocumentsQuery({ page: 'resources', pageIndex: list.state.pageIndex, pageSize: list.state.pageSize });
  const download = useDocumentDownload();
  const columns: DataTableColumn<PortalDocument>[] = [
    { key: 'content', header: text(documentsMessages.resourceFileName), card: 'title' },
    { key: 'description', header: text(documentsMessages.description), render: (row) => row.description ?? '' },
    { key: 'createdDate', header: text(documentsMessages.resourcePublished), card: 'figure', render: (row) => (row.createdDate ? <Timestamp value={row.createdDate} /> : '') },
    {
      key: 'action',
      header: text(documentsMessages.resourceAction),
      align: 'end',
      card: 'actions',
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={text(documentsMessages.resourceDownload, { fileName: row.content })}
          onClick={() => void download(row.id, row.content)}
        >
          {text(commonMessages.download)}
        </Button>
      ),
    },
  ];
  const error = page.error as ApiResult | undefined;
  return (
    <Card title={text(documentsMessages.resourcesTitle)} region={false}>
      {error ? <Banner tone="danger">{error.resultDescription}</Banner> : null}
      <DataTable<PortalDocument>
        cardsOnPhone
        label={text(documentsMessages.resourcesTitle)}
        rows={page.data?.documents ?? []}
        rowKey={(row) => row.id}
        columns={columns}
        rowNumbers
        totalRecords={page.data?.totalRecord ?? 0}
        loading={page.isFetching}
        {...list.table}
      />
    </Card>
  );
}
