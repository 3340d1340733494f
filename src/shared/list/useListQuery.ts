// The list screens' query state (users now; PIN orders, credit limits, resources and reports
// next): page, page size, sort and filters, turned into the list call's arguments. The table
// reports paging and sort changes (DataTable onChange, which already keeps the reader near on a
// new size); a new filter starts again at page 1. Sort travels as the contract's orderBy and
// orderType ('ASC'/'DESC').
import { useCallback, useMemo, useState } from 'react';
import type { DataTableChange } from '../ui/DataTable';
import { DEFAULT_PAGE_SIZE, type SortState } from '../ui/DataTable';

export interface ListQueryState<Filters> {
  pageIndex: number;
  pageSize: number;
  sort: SortState | undefined;
  filters: Filters;
}

/** The contract's sort fields of a list request. */
export interface OrderArgs {
  orderBy?: string;
  orderType?: 'ASC' | 'DESC';
}

export function orderArgs(sort: SortState | undefined): OrderArgs {
  return sort ? { orderBy: sort.key, orderType: sort.direction === 'desc' ? 'DESC' : 'ASC' } : {};
}

export interface ListQueryOptions<Filters> {
  filters: Filters;
  sort?: SortState;
  pageSize?: number;
}

export function useListQuery<Filters>(options: ListQueryOptions<Filters>) {
  const [state, setState] = useState<ListQueryState<Filters>>({
    pageIndex: 1,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: options.sort,
    filters: options.filters,
  });
  const onChange = useCallback((change: DataTableChange) => {
    setState((current) => ({ ...current, pageIndex: change.pageIndex, pageSize: change.pageSize, sort: change.sort ?? current.sort }));
  }, []);
  const setFilters = useCallback((filters: Partial<Filters>) => {
    setState((current) => ({ ...current, pageIndex: 1, filters: { ...current.filters, ...filters } }));
  }, []);
  /** The paging and sort part of the call's arguments. */
  const pageArgs = useMemo(
    () => ({ pageIndex: state.pageIndex, pageSize: state.pageSize, ...orderArgs(state.sort) }),
    [state.pageIndex, state.pageSize, state.sort],
  );
  return {
    state,
    pageArgs,
    setFilters,
    /** What DataTable takes to page and sort. */
    table: { pageIndex: state.pageIndex, pageSize: state.pageSize, sort: state.sort, onChange },
  };
}
