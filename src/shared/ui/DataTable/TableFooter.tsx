// The table's footer: the notes ('Showing x to y of N entries', the report limit, the export
// limit) and the pagination (rows per page, first, previous, a window of numbered pages, next,
// last). Both are parts a screen may also place on its own.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../i18n/messages/common';
import { Button } from '../Button';
import { controlStyles, withValues } from '../FormField';
import { IconButton } from '../IconButton';
import { tableMessages } from './messages';
import { DEFAULT_PAGE_WINDOW, PAGE_SIZE_OPTIONS, pageAfterSizeChange, pageWindow, showingRange } from './paging';

/** The footer of the whole table: its notes beside its pagination. */
export const TableFooterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const PagerRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SizeLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const SizeSelect = styled.select`
  ${controlStyles}
  width: auto;
  min-height: 30px;
  padding-block: 2px;
`;

export interface TableNotesProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  totalRecords: number;
  limit?: { max: number; total: number };
  exportLimit?: number;
}

export function TableNotes({ page, pageSize, totalRecords, limit, exportLimit }: TableNotesProps) {
  const intl = useIntl();
  const range = showingRange(page, pageSize, totalRecords);
  return (
    <Notes>
      <div role="status">{intl.formatMessage(withValues(commonMessages.showingEntries), { from: range.from, to: range.to, total: range.total })}</div>
      {limit ? <div>{intl.formatMessage(withValues(commonMessages.limitUpTo), { max: limit.max, total: limit.total })}</div> : null}
      {exportLimit !== undefined ? <div>{intl.formatMessage(withValues(commonMessages.exportAvailable), { n: exportLimit })}</div> : null}
    </Notes>
  );
}

export interface PaginationProps {
  /** 1-based, within 1..pages. */
  page: number;
  pages: number;
  pageSize: number;
  loading?: boolean;
  pageSizeOptions?: readonly number[];
  pageWindowSize?: number;
  onPage: (page: number) => void;
  /** A new size, with the page that keeps the reader near. */
  onPageSize: (pageSize: number, page: number) => void;
  /** The id of what names the table (its caption): the pages are named after it too, so two
   * tables on a screen (a list behind a dialog's table) have distinct navigation landmarks. */
  tableNameId?: string;
}

export function Pagination({
  page, pages, pageSize, loading = false, pageSizeOptions = PAGE_SIZE_OPTIONS, pageWindowSize = DEFAULT_PAGE_WINDOW, onPage, onPageSize,
  tableNameId,
}: PaginationProps) {
  const intl = useIntl();
  const navId = useId();
  const pageButton = (target: number, icon: string, name: string, disabled: boolean) => (
    <li>
      <IconButton size="sm" label={name} icon={icon} disabled={disabled} onClick={() => onPage(target)} />
    </li>
  );
  return (
    <PagerRow>
      <SizeLabel>
        {intl.formatMessage(commonMessages.rowsPerPage)}
        <SizeSelect
          value={pageSize}
          onChange={(e) => {
            const size = Number(e.target.value);
            onPageSize(size, pageAfterSizeChange(page, pageSize, size));
          }}
        >
          {pageSizeOptions.map((n) => <option key={n} value={n}>{n}</option>)}
        </SizeSelect>
      </SizeLabel>
      <nav id={navId} aria-label={intl.formatMessage(tableMessages.pagination)} aria-labelledby={tableNameId ? `${navId} ${tableNameId}` : undefined}>
        <Pages>
          {pageButton(1, '«', intl.formatMessage(commonMessages.firstPage), page <= 1 || loading)}
          {pageButton(page - 1, '‹', intl.formatMessage(commonMessages.previousPage), page <= 1 || loading)}
          {pageWindow(page, pages, pageWindowSize).map((n) => (
            <li key={n}>
              <Button
                variant={n === page ? 'primary' : 'ghost'}
                size="sm"
                aria-current={n === page ? 'page' : undefined}
                aria-label={intl.formatMessage(withValues(commonMessages.pageNumber), { page: n })}
                disabled={loading && n !== page}
                onClick={() => onPage(n)}
              >
                {n}
              </Button>
            </li>
          ))}
          {pageButton(page + 1, '›', intl.formatMessage(commonMessages.nextPage), page >= pages || loading)}
          {pageButton(pages, '»', intl.formatMessage(commonMessages.lastPage), page >= pages || loading)}
        </Pages>
      </nav>
    </PagerRow>
  );
}

