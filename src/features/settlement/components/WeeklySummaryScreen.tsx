// The Weekly Transaction Summary (spec 2, Settlement earnings): the agent's weekly earnings files
// (a week runs from Monday 00:00 UTC), searched by name, paged, sorted by date (oldest first by
// default); each row downloads its file, a refusal in an alert titled Download Settlement
// Earnings Report File.
import { useIntl } from 'react-intl';
import { useDownload, type ApiResult } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { settlementMessages } from '../messages';
import { ListSearch } from '../../../shared/list/ListSearch';
import { orderArgs, useListQuery } from '../../../shared/list/useListQuery';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { DataTable, type DataTableColumn } from '../../../shared/ui/DataTable';
import { useDownloadSettlementFileMutation, useListSettlementFilesQuery, type SettlementFile, type SettlementQuery } from '../api';

export function WeeklySummaryScreen() {
  const intl = useIntl();
  const text = intl.formatMessage;
  const list = useListQuery({ filters: { searchText: '' }, sort: { key: 'date', direction: 'asc' } });
  const query: SettlementQuery = {
    pageIndex: list.state.pageIndex,
    pageSize: list.state.pageSize as SettlementQuery['pageSize'],
    orderType: orderArgs(list.state.sort).orderType ?? 'ASC',
    ...(list.state.filters.searchText.trim() ? { searchText: list.state.filters.searchText.trim() } : {}),
  };
  const page = useListSettlementFilesQuery(query);
  const [downloadFile] = useDownloadSettlementFileMutation();
  const download = useDownload(downloadFile, text(settlementMessages.settlementDownloadError));
  const columns: DataTableColumn<SettlementFile>[] = [
    { key: 'fileName', header: text(settlementMessages.settlementFileName), card: 'title' },
    { key: 'date', header: text(settlementMessages.settlementDate), sortable: true, card: 'figure' },
    {
      key: 'action',
      header: text(settlementMessages.settlementAction),
      align: 'end',
      card: 'actions',
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={text(settlementMessages.settlementDownloadFile, { fileName: row.fileName })}
          onClick={() => void download(row.fileName)}
        >
          {text(settlementMessages.settlementDownload)}
        </Button>
      ),
    },
  ];
  const error = page.error as ApiResult | undefined;
  return (
    <Card title={text(settlementMessages.settlementTitle)} region={false}>
      <p>{text(settlementMessages.settlementWeekNote)}</p>
      {error ? <Banner tone="danger">{error.resultDescription}</Banner> : null}
      <DataTable<SettlementFile>
        cardsOnPhone
        label={text(settlementMessages.settlementTitle)}
        rows={page.data?.files ?? []}
        rowKey={(row) => row.fileName}
        columns={columns}
        totalRecords={page.data?.totalRecord ?? 0}
        loading={page.isFetching}
        emptyMessage={text(commonMessages.noRecordsFound)}
        toolbar={<ListSearch label={text(commonMessages.search)} value={list.state.filters.searchText} onSearch={(searchText) => list.setFilters({ searchText })} />}
        {...list.table}
      />
    </Card>
  );
}
