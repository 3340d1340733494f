export { DataTable } from './DataTable';
export type { DataTableProps, DataTableColumn, DataTableChange } from './DataTable';
export {
  PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE, pageCount, pageWindow, showingRange, nextSort, ariaSort,
} from './paging';
export type { SortState, SortDirection } from './paging';
