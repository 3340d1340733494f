// Pin Orders (spec 3; SCP.EVDS.PIN.BATCH.FILE.LIST_R, which the page gate checks): the orders of
// the user's agent and below, searched by text and requested dates, sorted (orderRef descending at
// first) and paged 10 at a time on the list kit. A row's reference opens its details (downloads,
// the custody trail, and the provider staff's approval); a ready order offers its PIN files; an
// order waiting for approval offers Delete (REQUEST_C and REQUEST_D). New Order needs REQUEST_C.
// Under the orders, the card of the agent's PIN file encryption key (provider staff with KEY_W
// look up, set, replace and remove keys there).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApiResult } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { pinOrdersMessages } from '../messages';
import { useListQuery } from '../../../shared/list/useListQuery';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { DataTable, type DataTableColumn } from '../../../shared/ui/DataTable';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { Money } from '../../../shared/ui/Money';
import { Timestamp } from '../../../shared/ui/Timestamp';
import { useListPinOrdersQuery, type PinOrder, type PinOrderListQuery } from '../api';
import { filterArgs, NO_FILTERS, type PinOrderFilters as Filters } from '../forms/pinOrderForm';
import { DeletePinOrderDialog } from './DeletePinOrderDialog';
import { NewPinOrderDialog } from './NewPinOrderDialog';
import { PinFileKeyCard } from './PinFileKeyCard';
import { NoDownloadNotice } from './NoDownloadNotice';
import { PinOrderDetailsDialog } from './PinOrderDetailsDialog';
import { usePinFileDownload } from './usePinFileDownload';
import { PinOrderFilters } from './PinOrderFilters';
import { PinOrderStatus } from './PinOrderStatus';

export const PIN_ORDER_ACL = {
  create: 'SCP.EVDS.PIN.BATCH.FILE.REQUEST_C',
  delete: 'SCP.EVDS.PIN.BATCH.FILE.REQUEST_D',
  approve: 'SCP.EVDS.PIN.BATCH.FILE.APPROVE_W',
  key: 'SCP.EVDS.PIN.BATCH.KEY_W',
  download: 'SCP.EVDS.PIN.BATCH.FILE.DOWNLOAD_R',
} as const;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const RowActions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const filterArgsEqual = (a: Filters, b: Filters) => JSON.stringify(filterArgs(a)) === JSON.stringify(filterArgs(b));

type Dialog = { kind: 'new' } | { kind: 'details'; orderRef: string } | { kind: 'delete'; orderRef: string };

export interface PinOrdersScreenProps {
  acls: readonly string[];
  /** The signed-in user's agent, which new orders are for ('MD0001 - Southern Cross Distribution'). */
  agent: string;
}

export function PinOrdersScreen({ acls, agent }: PinOrdersScreenProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const list = useListQuery<Filters>({ filters: NO_FILTERS, sort: { key: 'orderRef', direction: 'desc' } });
  const query: PinOrderListQuery = {
    pageIndex: list.state.pageIndex,
    pageSize: list.state.pageSize as PinOrderListQuery['pageSize'],
    orderBy: (list.pageArgs.orderBy ?? 'orderRef') as PinOrderListQuery['orderBy'],
    orderType: list.pageArgs.orderType ?? 'DESC',
    ...filterArgs(list.state.filters),
  };
  const page = useListPinOrdersQuery(query);
  const downloadPins = usePinFileDownload();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const canCreate = acls.includes(PIN_ORDER_ACL.create);
  const canDelete = canCreate && acls.includes(PIN_ORDER_ACL.delete);
  const canDownload = acls.includes(PIN_ORDER_ACL.download);
  const close = () => setDialog(null);
  // Search with the same filters asks again (an order's status moves on in the background).
  const search = (filters: Filters) => {
    if (filterArgsEqual(filters, list.state.filters)) void page.refetch();
    else list.setFilters(filters);
  };

  const actions = (row: PinOrder) => (
    <RowActions>
      {row.downloadFormats.map((format) => (
        <Button key={format} size="sm" variant="secondary" aria-label={text(pinOrdersMessages.downloadRow, { format: format.toUpperCase(), orderRef: row.orderRef })} onClick={() => void downloadPins(row.orderRef, format)}>
          {format.toUpperCase()}
        </Button>
      ))}
      <NoDownloadNotice order={row} canDownload={canDownload} variant="short" />
      {canDelete && row.status === 'WAITING_FOR_APPROVAL' ? (
        <Button size="sm" variant="secondary" aria-label={text(pinOrdersMessages.deleteRow, { orderRef: row.orderRef })} onClick={() => setDialog({ kind: 'delete', orderRef: row.orderRef })}>
          {text(commonMessages.delete)}
        </Button>
      ) : null}
    </RowActions>
  );
  const columns: DataTableColumn<PinOrder>[] = [
    {
      key: 'orderRef',
      header: text(pinOrdersMessages.orderRef),
      card: 'title',
      sortable: true,
      render: (row) => <LinkButton onClick={() => setDialog({ kind: 'details', orderRef: row.orderRef })}>{row.orderRef}</LinkButton>,
    },
    { key: 'date', header: text(pinOrdersMessages.date), sortable: true, render: (row) => <Timestamp value={row.date} /> },
    { key: 'status', header: text(pinOrdersMessages.status), sortable: true, card: 'status', render: (row) => <PinOrderStatus status={row.status} /> },
    { key: 'product', header: text(pinOrdersMessages.product), sortable: true, card: 'figure' },
    { key: 'qty', header: text(pinOrdersMessages.quantity), sortable: true, align: 'end' },
    { key: 'value', header: text(pinOrdersMessages.value), sortable: true, align: 'end', card: 'figure', render: (row) => <Money value={row.value} currency={row.currency} /> },
    { key: 'user', header: text(pinOrdersMessages.user), sortable: true, hideable: true },
    { key: 'fileName', header: text(pinOrdersMessages.fileName), sortable: true, hideable: true, render: (row) => row.fileName ?? '' },
    { key: 'actions', header: text(commonMessages.actions), align: 'end', card: 'actions', render: actions },
  ];
  const error = page.error as ApiResult | undefined;

  return (
    <Stack>
      <Card
        title={text(pinOrdersMessages.title)}
        region={false}
        toolbar={canCreate ? <Button onClick={() => setDialog({ kind: 'new' })}>{text(pinOrdersMessages.newOrder)}</Button> : null}
      >
        <PinOrderFilters values={list.state.filters} onSearch={search} />
        {error ? <Banner tone="danger">{error.resultDescription}</Banner> : null}
        <DataTable<PinOrder>
          cardsOnPhone
          label={text(pinOrdersMessages.title)}
          rows={page.data?.orders ?? []}
          rowKey={(row) => row.orderRef}
          columns={columns}
          totalRecords={page.data?.totalRecord ?? 0}
          loading={page.isFetching}
          {...list.table}
        />
        {dialog?.kind === 'new' ? <NewPinOrderDialog agent={agent} onClose={close} /> : null}
        {dialog?.kind === 'details' ? (
          <PinOrderDetailsDialog orderRef={dialog.orderRef} canApprove={acls.includes(PIN_ORDER_ACL.approve)} canDownload={canDownload} onClose={close} />
        ) : null}
        {dialog?.kind === 'delete' ? <DeletePinOrderDialog orderRef={dialog.orderRef} onClose={close} /> : null}
      </Card>
      <PinFileKeyCard canChange={acls.includes(PIN_ORDER_ACL.key)} />
    </Stack>
  );
}
