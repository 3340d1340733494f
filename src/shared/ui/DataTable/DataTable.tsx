// The list table of every screen: server-side sort and paging (the parent loads the page and
// passes it in), a window of page buttons, page sizes 10/25/50/100, the 'Showing x to y of N
// entries' footer with the optional limit and export notes, column visibility toggles,
// expandable rows, an optional row-number column, and the empty and loading states.
import { Fragment, useEffect, useId, useRef, useState, type Key, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import styled, { css } from 'styled-components';
import { commonMessages } from '../../i18n/messages/common';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Spinner } from '../Spinner';
import { controlStyles, withValues } from '../FormField';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  DEFAULT_PAGE_WINDOW, PAGE_SIZE_OPTIONS, ariaSort, clampPage, nextSort, pageAfterSizeChange, pageCount, pageWindow,
  rowNumber, showingRange, type SortState,
} from './paging';

const messages = defineMessages<{
  pagination: NoMessageValues;
  details: NoMessageValues;
}>({
  pagination: { id: 'TABLE.PAGINATION', defaultMessage: 'Pagination' },
  details: { id: 'TABLE.DETAILS_COLUMN', defaultMessage: 'Details' },
});

export interface DataTableColumn<Row> {
  /** The field the server sorts by, and the cell value when there is no render. */
  key: string;
  header: ReactNode;
  sortable?: boolean;
  render?: (row: Row, rowIndex: number) => ReactNode;
  /** Listed in the column menu, so the reader can hide it. */
  hideable?: boolean;
  /** Hidden at first (still listed in the column menu when hideable). */
  hidden?: boolean;
  align?: 'start' | 'center' | 'end';
  /** A CSS width, e.g. '120px' or '20%'. */
  width?: string;
}

export interface DataTableChange {
  /** 1-based. */
  pageIndex: number;
  pageSize: number;
  sort?: SortState;
}

export interface DataTableProps<Row> {
  /** The table's accessible name (its caption). */
  label: string;
  /** Show the caption; by default it is only read by screen readers. */
  showCaption?: boolean;
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  /** A stable key per row; by default row.id, else the index. */
  rowKey?: (row: Row, index: number) => Key;
  totalRecords: number;
  /** 1-based. */
  pageIndex: number;
  pageSize: number;
  sort?: SortState;
  /** Paging, page size or sort changed: load that page. A new sort or size keeps the reader near. */
  onChange: (change: DataTableChange) => void;
  loading?: boolean;
  pageSizeOptions?: readonly number[];
  /** How many numbered page buttons at most. */
  pageWindowSize?: number;
  /** A first 'No.' column counting across pages. */
  rowNumbers?: boolean;
  /** Content of a row's detail line; rows get a show/hide details button. */
  renderExpanded?: (row: Row) => ReactNode;
  /** 'limit up to {max} of {total} records' (reports cap what they page through). */
  limit?: { max: number; total: number };
  /** 'Export available up to {n} records'. */
  exportLimit?: number;
  /** Replaces 'No records found'. */
  emptyMessage?: ReactNode;
  /** Controlled hidden columns (keys); leave out to let the table keep them. */
  hiddenColumns?: readonly string[];
  onHiddenColumnsChange?: (keys: string[]) => void;
  /** Extra controls at the top, before the column menu (search, export). */
  toolbar?: ReactNode;
  className?: string;
}

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

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.md};

  &[aria-busy='true'] tbody { color: ${({ theme }) => theme.color.textMuted}; }
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

const alignCss = (align?: 'start' | 'center' | 'end') => css`text-align: ${align ?? 'start'};`;

const Th = styled.th<{ $align?: 'start' | 'center' | 'end'; $width?: string }>`
  ${({ $align }) => alignCss($align)}
  ${({ $width }) => ($width ? css`width: ${$width};` : '')}
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  vertical-align: middle;
`;

const Td = styled.td<{ $align?: 'start' | 'center' | 'end' }>`
  ${({ $align }) => alignCss($align)}
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  vertical-align: middle;
`;

const StateCell = styled.td`
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const DetailCell = styled.td`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: inherit;
  color: inherit;
  cursor: pointer;
  text-align: inherit;

  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

const SortIcon = styled.span<{ $active: boolean }>`
  color: ${({ theme, $active }) => ($active ? theme.color.text : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Footer = styled.div`
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

const MenuWrap = styled.div`
  position: relative;
`;

const Menu = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 4px);
  z-index: ${({ theme }) => theme.z.dropdown};
  min-width: 200px;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.elevation[2]};
`;

const MenuFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const MenuOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  cursor: pointer;

  input { accent-color: ${({ theme }) => theme.color.primary}; width: 16px; height: 16px; margin: 0; }
`;

function Chevron({ open }: { open: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
    </svg>
  );
}

function defaultKey<Row>(row: Row, index: number): Key {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

function cellValue<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return String(value);
}

/** The column menu: a disclosure button and a list of checkboxes, closed by Escape or a click outside. */
function ColumnMenu<Row>({
  columns, hidden, onToggle,
}: { columns: readonly DataTableColumn<Row>[]; hidden: ReadonlySet<string>; onToggle: (key: string) => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  return (
    <MenuWrap
      ref={wrap}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <Button ref={button} variant="ghost" size="sm" aria-expanded={open} aria-controls={`${id}-menu`} onClick={() => setOpen((o) => !o)}>
        {intl.formatMessage(commonMessages.columns)}
        <Chevron open={open} />
      </Button>
      {open ? (
        <Menu id={`${id}-menu`}>
          <MenuFieldset>
            <VisuallyHidden as="legend">{intl.formatMessage(commonMessages.columns)}</VisuallyHidden>
            {columns.filter((c) => c.hideable).map((c) => (
              <MenuOption key={c.key}>
                <input type="checkbox" checked={!hidden.has(c.key)} onChange={() => onToggle(c.key)} />
                {c.header}
              </MenuOption>
            ))}
          </MenuFieldset>
        </Menu>
      ) : null}
    </MenuWrap>
  );
}

export function DataTable<Row>({
  label, showCaption = false, rows, columns, rowKey = defaultKey, totalRecords, pageIndex, pageSize, sort, onChange,
  loading = false, pageSizeOptions = PAGE_SIZE_OPTIONS, pageWindowSize = DEFAULT_PAGE_WINDOW, rowNumbers = false,
  renderExpanded, limit, exportLimit, emptyMessage, hiddenColumns, onHiddenColumnsChange, toolbar, className,
}: DataTableProps<Row>) {
  const intl = useIntl();
  const id = useId();
  const [ownHidden, setOwnHidden] = useState<string[]>(() => columns.filter((c) => c.hidden).map((c) => c.key));
  const hidden = new Set(hiddenColumns ?? ownHidden);
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());

  const pages = pageCount(totalRecords, pageSize);
  const page = clampPage(pageIndex, pages);
  const range = showingRange(page, pageSize, totalRecords);
  const visible = columns.filter((c) => !hidden.has(c.key));
  const colSpan = visible.length + (rowNumbers ? 1 : 0) + (renderExpanded ? 1 : 0);
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

  const toggleRow = (key: Key) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  const pageButton = (target: number, icon: string, name: string, disabled: boolean) => (
    <li>
      <IconButton size="sm" label={name} icon={icon} disabled={disabled} onClick={() => goTo(target)} />
    </li>
  );

  const body = () => {
    if (loading) {
      return (
        <tr>
          <StateCell colSpan={colSpan}>
            <Spinner size="sm" /> {intl.formatMessage(commonMessages.pleaseWait)}
          </StateCell>
        </tr>
      );
    }
    if (rows.length === 0) {
      return (
        <tr>
          <StateCell colSpan={colSpan}>{emptyMessage ?? intl.formatMessage(commonMessages.noRecordsFound)}</StateCell>
        </tr>
      );
    }
    return rows.map((row, index) => {
      const key = rowKey(row, index);
      const open = expanded.has(key);
      const detailId = `${id}-detail-${String(key)}`;
      return (
        <Fragment key={key}>
          <tr>
            {renderExpanded ? (
              <Td>
                <IconButton
                  size="sm"
                  label={intl.formatMessage(open ? commonMessages.collapseRow : commonMessages.expandRow)}
                  icon={<Chevron open={open} />}
                  aria-expanded={open}
                  aria-controls={open ? detailId : undefined}
                  onClick={() => toggleRow(key)}
                />
              </Td>
            ) : null}
            {rowNumbers ? <Td>{rowNumber(page, pageSize, index)}</Td> : null}
            {visible.map((c) => (
              <Td key={c.key} $align={c.align}>
                {c.render ? c.render(row, index) : cellValue(row, c.key)}
              </Td>
            ))}
          </tr>
          {renderExpanded && open ? (
            <tr id={detailId}>
              <DetailCell colSpan={colSpan}>{renderExpanded(row)}</DetailCell>
            </tr>
          ) : null}
        </Fragment>
      );
    });
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
        <Table aria-busy={loading || undefined}>
          <Caption id={`${id}-caption`} $visible={showCaption}>{label}</Caption>
          <thead>
            <tr>
              {renderExpanded ? (
                <Th scope="col" $width="48px">
                  <VisuallyHidden>{intl.formatMessage(messages.details)}</VisuallyHidden>
                </Th>
              ) : null}
              {rowNumbers ? <Th scope="col" $width="64px">{intl.formatMessage(commonMessages.rowNumber)}</Th> : null}
              {visible.map((c) => {
                const state = ariaSort(sort, c.key);
                return (
                  <Th key={c.key} scope="col" $align={c.align} $width={c.width} aria-sort={c.sortable ? state : undefined}>
                    {c.sortable ? (
                      <SortButton
                        type="button"
                        onClick={() => onChange({ pageIndex: 1, pageSize, sort: nextSort(sort, c.key) })}
                      >
                        {c.header}
                        <SortIcon aria-hidden="true" $active={state !== 'none'}>
                          {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '▲▼'}
                        </SortIcon>
                      </SortButton>
                    ) : (
                      c.header
                    )}
                  </Th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body()}</tbody>
        </Table>
      </Scroll>
      <Footer>
        <Notes>
          <div role="status">{intl.formatMessage(withValues(commonMessages.showingEntries), { from: range.from, to: range.to, total: range.total })}</div>
          {limit ? <div>{intl.formatMessage(withValues(commonMessages.limitUpTo), { max: limit.max, total: limit.total })}</div> : null}
          {exportLimit !== undefined ? <div>{intl.formatMessage(withValues(commonMessages.exportAvailable), { n: exportLimit })}</div> : null}
        </Notes>
        <PagerRow>
          <SizeLabel>
            {intl.formatMessage(commonMessages.rowsPerPage)}
            <SizeSelect
              value={pageSize}
              onChange={(e) => {
                const size = Number(e.target.value);
                onChange({ pageIndex: pageAfterSizeChange(page, pageSize, size), pageSize: size, sort });
              }}
            >
              {pageSizeOptions.map((n) => <option key={n} value={n}>{n}</option>)}
            </SizeSelect>
          </SizeLabel>
          <nav aria-label={intl.formatMessage(messages.pagination)}>
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
                    onClick={() => goTo(n)}
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
      </Footer>
    </Root>
  );
}
