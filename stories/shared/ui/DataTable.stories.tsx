import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, type DataTableChange, type DataTableColumn, type SortState } from '../../../src/shared/ui/DataTable';
import { sortRows, transactionRows, type TransactionRowFixture } from '../../../src/testing/fixtures/tableRows';

const columns: DataTableColumn<TransactionRowFixture>[] = [
  { key: 'refId', header: 'Ref ID', sortable: true, card: 'title' },
  { key: 'date', header: 'Date', sortable: true },
  { key: 'product', header: 'Product', sortable: true, hideable: true, card: 'figure' },
  { key: 'terminalCode', header: 'Terminal', hideable: true, hidden: true },
  { key: 'status', header: 'Status', hideable: true, card: 'status' },
  {
    key: 'value',
    header: 'Value',
    sortable: true,
    align: 'end',
    card: 'figure',
    render: (r) => `${r.currencyCode} ${r.value.toFixed(2)}`,
  },
];

interface DemoProps {
  onChange: (change: DataTableChange) => void;
  rows?: TransactionRowFixture[];
  loading?: boolean;
  rowNumbers?: boolean;
  expandable?: boolean;
  limit?: { max: number; total: number };
  exportLimit?: number;
  initialSort?: SortState;
  cardsOnPhone?: boolean;
}

/** Plays the server: sorts and pages the fixture rows on each change, and reports it through onChange. */
function Demo({ onChange, rows = transactionRows, loading, rowNumbers, expandable, limit, exportLimit, initialSort, cardsOnPhone }: DemoProps) {
  const [state, setState] = useState<DataTableChange>({
    pageIndex: 1,
    pageSize: 10,
    sort: initialSort ?? { key: 'date', direction: 'desc' },
  });
  const sorted = sortRows(rows, state.sort?.key, state.sort?.direction);
  const page = sorted.slice((state.pageIndex - 1) * state.pageSize, state.pageIndex * state.pageSize);
  return (
    <DataTable<TransactionRowFixture>
      label="Transactions"
      showCaption
      rows={loading ? [] : page}
      columns={columns}
      totalRecords={loading ? 0 : rows.length}
      pageIndex={state.pageIndex}
      pageSize={state.pageSize}
      sort={state.sort}
      loading={loading}
      rowNumbers={rowNumbers}
      cardsOnPhone={cardsOnPhone}
      limit={limit}
      exportLimit={exportLimit}
      renderExpanded={
        expandable
          ? (r) => (
              <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
                <dt>Transaction</dt>
                <dd style={{ margin: 0 }}>{r.id}</dd>
                <dt>Terminal</dt>
                <dd style={{ margin: 0 }}>{r.terminalCode}</dd>
              </dl>
            )
          : undefined
      }
      onChange={(change) => {
        onChange(change);
        setState(change);
      }}
    />
  );
}

const meta = {
  component: Demo,
  args: { onChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paging and sorting: page 2 asks for pageIndex 2 and shows the next rows; a header click flips the sort. */
export const Loaded: Story = {
  tags: ['smoke'],
  args: { rowNumbers: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 1 to 10 of 35 entries')).toBeVisible();
    const firstRef = () => within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[1]!.textContent;
    const before = firstRef();

    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 10, sort: { key: 'date', direction: 'desc' } });
    await expect(canvas.getByText('Showing 11 to 20 of 35 entries')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(firstRef()).not.toBe(before);
    await expect(within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent('11');

    const dateHeader = canvas.getByRole('columnheader', { name: /Date/ });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(dateHeader).getByRole('button'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10, sort: { key: 'date', direction: 'asc' } });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(dateHeader).getByRole('button'));
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('Showing 31 to 35 of 35 entries')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '25');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 25, pageIndex: 2 }));
    await expect(canvas.getByText('Showing 26 to 35 of 35 entries')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No records found')).toBeVisible();
    await expect(canvas.getByText('Showing 0 to 0 of 0 entries')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Please wait...')).toBeVisible();
  },
};

/** The column menu: Terminal starts hidden; unticking Product hides it, ticking Terminal shows it. */
export const WithHiddenColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Terminal' })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'Columns' });
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Product' }));
    await expect(canvas.queryByRole('columnheader', { name: /Product/ })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Terminal' }));
    await expect(canvas.getByRole('columnheader', { name: 'Terminal' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    await expect(menuButton).toHaveFocus();
  },
};

export const ExpandedRow: Story = {
  args: { expandable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getAllByRole('button', { name: 'Show details' })[0]!;
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const open = canvas.getByRole('button', { name: 'Hide details' });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Transaction')).toBeVisible();
    await expect(document.getElementById(open.getAttribute('aria-controls') ?? '')).not.toBeNull();
  },
};

/** Reports: the server caps what can be paged and exported. */
export const WithLimitNotes: Story = {
  args: { limit: { max: 1000, total: 25000 }, exportLimit: 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^limit up to 1,?000 of 25,?000 records$/)).toBeVisible();
    await expect(canvas.getByText(/^Export available up to 1,?000 records$/)).toBeVisible();
  },
};

/**
 * On a phone each row is a card: its title (the reference) and status on the first line, the key
 * figures (product, value) under them, the row number left out, the date behind the card's Details
 * button (aria-expanded), which also opens the detail line.
 */
export const CardsOnAPhone: Story = {
  args: { cardsOnPhone: true, rowNumbers: true, expandable: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvasElement.querySelector('tbody tr')! as HTMLElement;
    // The chevron and the row number, then the columns (Terminal is hidden), then the Details button.
    const [chevron, number, title, date, product, status, value] = [...first.querySelectorAll('td')];
    await expect(chevron).not.toBeVisible();
    await expect(number).not.toBeVisible();
    // Title and status share the card's first line, above the figures.
    const titleBox = title!.getBoundingClientRect();
    const statusBox = status!.getBoundingClientRect();
    await expect(Math.abs(titleBox.top - statusBox.top)).toBeLessThan(titleBox.height);
    await expect(statusBox.left).toBeGreaterThan(titleBox.left);
    await expect(product!.getBoundingClientRect().top).toBeGreaterThanOrEqual(titleBox.bottom - 1);
    await expect(value).toBeVisible();
    await expect(date).not.toBeVisible();
    const details = within(first).getByRole('button', { name: 'Show details' });
    await expect(details).toBeVisible();
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(details);
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(date).toBeVisible();
    await expect(canvas.getByText('Transaction')).toBeVisible();
  },
};
