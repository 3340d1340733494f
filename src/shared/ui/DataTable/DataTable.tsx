// The list table of every screen: server-side sort and paging (the parent loads the page and
// passes it in), a window of page buttons, page sizes 10/25/50/100, the 'Showing x to y of N
// entries' footer with the optional limit and export notes, column visibility toggles,
// expandable rows, an optional row-number column, and the empty and loading states. Built from
// parts a screen may also use on their own: ColumnMenu, TableHead, TableRows, TableNotes and
// Pagination (with TableFooterRow), like Primer's DataTable.
import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { cardCss, cardParts, hasHiddenParts } from './cards';
import { ColumnMenu } from './ColumnMenu';
import { clampPage, nextSort, pageCount, PAGE_SIZE_OPTIONS, DEFAULT_PAGE_WINDOW } from './paging';
import { Pagination, TableFooterRow, TableNotes } from './TableFooter';
import { TableHead } from './TableHead';
import { TableRows, defaultRowKey } from './TableRows';
import type { DataTableProps } from './types';

export type { DataTableColumn, DataTableChange, DataTableProps } from './types';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Table = styled.table<{ $cards: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.md};

  &[aria-busy='true'] tbody { color: ${({ theme }) => theme.color.textMuted}; }

  /* Cards on a phone (cards.ts). */
  ${({ $cards }) => $cards && cardCss}
`;

const Caption = styled.caption<{ $visible: boolean }>`
  text-align: start;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  padding: ${({ theme }) => theme.space[3]};
  ${({ $visible }) => !$visible && css`
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
    clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
  `}
`;

export function DataTable<Row>({
  label, showCaption = false, rows, columns, rowKey = defaultRowKey, totalRecords, pageIndex, pageSize, sort, onChange,
  loading = false, pageSizeOptions = PAGE_SIZE_OPTIONS, pageWindowSize = DEFAULT_PAGE_WINDOW, rowNumbers = false,
  renderExpanded, limit, exportLimit, emptyMessage, hiddenColumns, onHiddenColumnsChange, footer = true, toolbar,
  className, cardsOnPhone = false,
}: DataTableProps<Row>) {
  const id = useId();
  const [ownHidden, setOwnHidden] = useState<string[]>(() => columns.filter((c) => c.hidden).map((c) => c.key));
  const hidden = new Set(hiddenColumns ?? ownHidden);
  const pages = pageCount(totalRecords, pageSize);
  const page = clampPage(pageIndex, pages);
  const visible = columns.filter((c) => !hidden.has(c.key));
  const hasHideable = columns.some((c) => c.hideable);

  const toggleColumn = (key: string) => {
    const next = hidden.has(key) ? [...hidden].filter((k) => k !== key) : [...hidden, key];
    if (hiddenColumns === undefined) setOwnHidden(next);
    onHiddenColumnsChange?.(next);
  };
  const goTo = (target: number) => {
    const next = clampPage(target, pages);
    if (next !== page) onChange({ pageIndex: next, pageSize, sort });
  };

  return (
    <Root className={className}>
      {toolbar || hasHideable ? (
        <Toolbar>
          {toolbar}
          {hasHideable ? <ColumnMenu columns={columns} hidden={hidden} onToggle={toggleColumn} /> : null}
        </Toolbar>
      ) : null}
      <Scroll role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <Table aria-busy={loading || undefined} $cards={cardsOnPhone}>
          <Caption id={`${id}-caption`} $visible={showCaption}>{label}</Caption>
          <TableHead
            columns={visible}
            sort={sort}
            onSort={(key) => onChange({ pageIndex: 1, pageSize, sort: nextSort(sort, key) })}
            expandable={Boolean(renderExpanded)}
            rowNumbers={rowNumbers}
            cardToggle={cardsOnPhone && hasHiddenParts(cardParts(visible), Boolean(renderExpanded))}
          />
          <TableRows
            rows={rows}
            columns={visible}
            rowKey={rowKey}
            loading={loading}
            emptyMessage={emptyMessage}
            page={page}
            pageSize={pageSize}
            rowNumbers={rowNumbers}
            renderExpanded={renderExpanded}
            cards={cardsOnPhone}
          />
        </Table>
      </Scroll>
      {footer ? (
        <TableFooterRow>
          <TableNotes page={page} pageSize={pageSize} totalRecords={totalRecords} limit={limit} exportLimit={exportLimit} />
          <Pagination
            page={page}
            pages={pages}
            pageSize={pageSize}
            loading={loading}
            pageSizeOptions={pageSizeOptions}
            pageWindowSize={pageWindowSize}
            onPage={goTo}
            onPageSize={(size, target) => onChange({ pageIndex: target, pageSize: size, sort })}
            tableNameId={`${id}-caption`}
          />
        </TableFooterRow>
      ) : null}
    </Root>
  );
}
