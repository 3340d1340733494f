// The table's column, change and props types.
import type { Key, ReactNode } from 'react';
import type { SortState } from './paging';

export type Align = 'start' | 'center' | 'end';

/** The part of a row's phone card a column is (cards.ts): the title (the item's name or reference)
 * and the status on top, the key figures next, the details behind the card's Details button, the
 * actions at the bottom. */
export type CardPart = 'title' | 'status' | 'figure' | 'detail' | 'actions';

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
  align?: Align;
  /** A CSS width, e.g. '120px' or '20%'. */
  width?: string;
  /** Its part of the row's card on a phone (cardsOnPhone); a detail when left out, and the first
   * column is the title when no column is. */
  card?: CardPart;
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
  /** The footer with the record count and the pages; leave it out for a fixed short list
   * (the dashboards' last ten). Default true. */
  footer?: boolean;
  /** Extra controls at the top, before the column menu (search, export). */
  toolbar?: ReactNode;
  /** On a phone each row is a card (cards.ts): title and status on top, the key figures next, the
   * details behind a Details button, the actions at hand; the columns say which part they are. */
  cardsOnPhone?: boolean;
  className?: string;
}
