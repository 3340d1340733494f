// A list the server answers whole (credit limit templates, an agent's limit history) paged and
// sorted in the browser with the same list kit: useListQuery's state in, the page's rows and the
// total out. Text sorts as the reader's language does (numbers within it by value), numbers by
// value; equal rows keep the server's order.
import { clampPage, pageCount, type SortState } from '../ui/DataTable/paging';

export interface LocalPageState {
  pageIndex: number;
  pageSize: number;
  sort: SortState | undefined;
}

export interface LocalPage<Row> {
  rows: Row[];
  totalRecords: number;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** `valueOf` gives a row's value for a sort key (a column's key). */
export function localPage<Row>(
  rows: readonly Row[],
  state: LocalPageState,
  valueOf: (row: Row, key: string) => string | number,
): LocalPage<Row> {
  const { sort } = state;
  const sorted = sort
    ? [...rows].sort((a, b) => {
        const x = valueOf(a, sort.key);
        const y = valueOf(b, sort.key);
        const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
        return sort.direction === 'desc' ? -order : order;
      })
    : [...rows];
  const page = clampPage(state.pageIndex, pageCount(sorted.length, state.pageSize));
  const start = (page - 1) * state.pageSize;
  return { rows: sorted.slice(start, start + state.pageSize), totalRecords: sorted.length };
}
