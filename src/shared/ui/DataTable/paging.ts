// Paging and sorting arithmetic of DataTable, kept pure so it is unit-tested without a browser.

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

/** Page sizes offered by every table (spec 2 section 9, spec 3 section 9). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** How many numbered page buttons the window shows at most. */
export const DEFAULT_PAGE_WINDOW = 5;

/** Number of pages for a total; an empty table still has one (empty) page. */
export function pageCount(totalRecords: number, pageSize: number): number {
  if (!Number.isFinite(totalRecords) || totalRecords <= 0 || pageSize <= 0) return 1;
  return Math.ceil(totalRecords / pageSize);
}

/** Keeps a 1-based page index inside 1..pageCount. */
export function clampPage(pageIndex: number, totalPages: number): number {
  if (!Number.isFinite(pageIndex)) return 1;
  return Math.min(Math.max(1, Math.trunc(pageIndex)), Math.max(1, totalPages));
}

/**
 * The numbered page buttons around the current page: at most `size` consecutive pages,
 * the current one centred where possible and the window shifted at either end.
 */
export function pageWindow(pageIndex: number, totalPages: number, size: number = DEFAULT_PAGE_WINDOW): number[] {
  const pages = Math.max(1, totalPages);
  const width = Math.max(1, Math.min(size, pages));
  const current = clampPage(pageIndex, pages);
  let start = current - Math.floor((width - 1) / 2);
  start = Math.max(1, Math.min(start, pages - width + 1));
  return Array.from({ length: width }, (_, i) => start + i);
}

export interface ShowingRange {
  from: number;
  to: number;
  total: number;
}

/** 'Showing {from} to {to} of {total} entries': 0 to 0 of 0 when empty. */
export function showingRange(pageIndex: number, pageSize: number, totalRecords: number): ShowingRange {
  const total = Number.isFinite(totalRecords) && totalRecords > 0 ? Math.trunc(totalRecords) : 0;
  if (total === 0 || pageSize <= 0) return { from: 0, to: 0, total };
  const page = clampPage(pageIndex, pageCount(total, pageSize));
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(page * pageSize, total), total };
}

/** Clicking a header: the same column flips direction, another column starts ascending. */
export function nextSort(current: SortState | undefined, key: string): SortState {
  if (current && current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'asc' };
}

/** The aria-sort value of a column header. */
export function ariaSort(sort: SortState | undefined, key: string): 'ascending' | 'descending' | 'none' {
  if (!sort || sort.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** Row number shown in the optional 'No.' column, continuing across pages. */
export function rowNumber(pageIndex: number, pageSize: number, rowIndex: number): number {
  return (Math.max(1, pageIndex) - 1) * pageSize + rowIndex + 1;
}

/**
 * The page to show after the page size changes: the page that holds the first record
 * currently shown, so the reader does not lose their place.
 */
export function pageAfterSizeChange(pageIndex: number, oldSize: number, newSize: number): number {
  const firstRecord = (Math.max(1, pageIndex) - 1) * oldSize;
  return Math.floor(firstRecord / newSize) + 1;
}
