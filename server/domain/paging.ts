// Paging of the list screens (users, PIN orders, credit limits, documents, reports): 1-based
// pageIndex and a pageSize from the contract's options; the answer's total and page count.

export interface PageRequest {
  pageIndex: number;
  pageSize: number;
}

/** Rows to skip for a page. */
export const pageOffset = ({ pageIndex, pageSize }: PageRequest): number => (pageIndex - 1) * pageSize;

/** How many pages the total fills (0 for none). */
export const pageCount = (total: number, pageSize: number): number => Math.ceil(total / pageSize);
