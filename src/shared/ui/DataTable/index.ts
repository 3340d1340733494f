export { DataTable } from './DataTable';
export type { DataTableProps, DataTableColumn, DataTableChange, CardPart } from './types';
export { ColumnMenu } from './ColumnMenu';
export { TableHead, type TableHeadProps } from './TableHead';
export { TableRows, type TableRowsProps } from './TableRows';
export { Pagination, TableFooterRow, TableNotes, type PaginationProps, type TableNotesProps } from './TableFooter';
export {
  PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE, pageCount, pageWindow, showingRange, nextSort, ariaSort,
} from './paging';
export type { SortState, SortDirection } from './paging';
