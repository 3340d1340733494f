// Resource Management (spec 3; SCP.FLEX.ACCOUNT.MANAGER_R, which the page gate checks): the portal's
// documents filtered by search text, document type, location and status, sorted (id descending
// at first) and paged on the list kit; a row opens its Document Detail, New Document opens an
// empty one. Changes need the provider staff's SCP.PORTAL.DOCUMENTS_W.
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { ApiResult } from '../../../shared/api';
import { documentsMessages } from '../messages';
import { ListSearch } from '../../../shared/list/ListSearch';
import { useListQuery } from '../../../shared/list/useListQuery';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { compactControl } from '../../../shared/ui/compactControl';
import { DataTable, type DataTableColumn } from '../../../shared/ui/DataTable';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { useListManagedDocumentsQuery, type ManagedDocument, type ManagedDocumentQuery } from '../api';
import { CONTENT_TYPES, DOCUMENT_TYPES, LOCATIONS, type DocumentLocation, type DocumentType } from '../forms/documentForm';
import { DocumentDialog } from './DocumentDialog';

export const DOCUMENTS_WRITE_ACL = 'SCP.PORTAL.DOCUMENTS_W';

interface Filters {
  searchText: string;
  documentType: DocumentType;
  location: DocumentLocation;
  active: '' | 'T' | 'F';
}

const FilterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  select {
    ${compactControl}
  }
`;

/** One of the list's filters: a labelled select outside a form. */
function FilterSelect({ label, value, onChange, options }: { label: string; value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[] }) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ResourceManagementScreen({ acls }: { acls: readonly string[] }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const list = useListQuery<Filters>({ filters: { searchText: '', documentType: 'UNSET', location: 'UNSET', active: '' }, sort: { key: 'id', direction: 'desc' } });
  const { filters } = list.state;
  const query: ManagedDocumentQuery = {
    pageIndex: list.state.pageIndex,
    pageSize: list.state.pageSize as ManagedDocumentQuery['pageSize'],
    orderBy: (list.pageArgs.orderBy ?? 'id') as ManagedDocumentQuery['orderBy'],
    orderType: list.pageArgs.orderType ?? 'DESC',
    documentType: filters.documentType,
    location: filters.location,
    ...(filters.searchText.trim() ? { searchText: filters.searchText.trim() } : {}),
    ...(filters.active ? { active: filters.active } : {}),
  };
  const page = useListManagedDocumentsQuery(query);
  const [dialog, setDialog] = useState<{ document?: ManagedDocument } | null>(null);
  const canWrite = acls.includes(DOCUMENTS_WRITE_ACL);
  const wordOf = (list: readonly { value: string; label: MessageDescriptor }[], value: string | undefined) => {
    const found = list.find((o) => o.value === value);
    return found ? text(found.label) : (value ?? '');
  };
  const columns: DataTableColumn<ManagedDocument>[] = [
    { key: 'id', header: text(documentsMessages.id), sortable: true },
    {
      key: 'code',
      header: text(documentsMessages.code),
      sortable: true,
      card: 'title',
      render: (row) => <LinkButton onClick={() => setDialog({ document: row })}>{row.code}</LinkButton>,
    },
    { key: 'description', header: text(documentsMessages.description), sortable: true, hideable: true },
    { key: 'documentType', header: text(documentsMessages.documentType), sortable: true, card: 'figure', render: (row) => wordOf(DOCUMENT_TYPES, row.documentType) },
    { key: 'contentType', header: text(documentsMessages.contentType), sortable: true, hideable: true, render: (row) => wordOf(CONTENT_TYPES, row.contentType) },
    { key: 'location', header: text(documentsMessages.location), sortable: true, render: (row) => wordOf(LOCATIONS, row.location?.url) },
    {
      key: 'active',
      header: text(documentsMessages.status),
      sortable: true,
      card: 'status',
      render: (row) => (
        <StatusChip status={row.active === 'T' ? 'ACTIVE' : 'INACTIVE'}>{text(row.active === 'T' ? documentsMessages.statusActive : documentsMessages.statusInactive)}</StatusChip>
      ),
    },
  ];
  const choose = <K extends keyof Filters>(key: K) => (value: string) => list.setFilters({ [key]: value } as Partial<Filters>);
  const options = (choices: readonly { value: string; label: MessageDescriptor }[]) => choices.map((o) => ({ value: o.value, label: text(o.label) }));
  const error = page.error as ApiResult | undefined;

  return (
    <Card
      title={text(documentsMessages.managementTitle)}
      // The table carries the title as its name.
      region={false}
      toolbar={canWrite ? <Button onClick={() => setDialog({})}>{text(documentsMessages.newDocument)}</Button> : null}
    >
      {error ? <Banner tone="danger">{error.resultDescription}</Banner> : null}
      <DataTable<ManagedDocument>
        cardsOnPhone
        label={text(documentsMessages.managementTitle)}
        rows={page.data?.documents ?? []}
        rowKey={(row) => row.id}
        columns={columns}
        totalRecords={page.data?.totalRecord ?? 0}
        loading={page.isFetching}
        toolbar={
          <FilterRow>
            <ListSearch label={text(documentsMessages.searchText)} value={filters.searchText} onSearch={(searchText) => list.setFilters({ searchText })} />
            <FilterSelect label={text(documentsMessages.documentType)} value={filters.documentType} onChange={choose('documentType')} options={options(DOCUMENT_TYPES)} />
            <FilterSelect label={text(documentsMessages.location)} value={filters.location} onChange={choose('location')} options={options(LOCATIONS)} />
            <FilterSelect
              label={text(documentsMessages.status)}
              value={filters.active}
              onChange={choose('active')}
              options={options([
                { value: '', label: documentsMessages.statusAll },
                { value: 'T', label: documentsMessages.statusActive },
                { value: 'F', label: documentsMessages.statusInactive },
              ])}
            />
          </FilterRow>
        }
        {...list.table}
      />
      {dialog ? <DocumentDialog document={dialog.document} canWrite={canWrite} onClose={() => setDialog(null)} /> : null}
    </Card>
  );
}
