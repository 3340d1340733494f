// The table's body: the loading and empty states as one full-width row, else a row per item
// (cells rendered by the column or read from the row), with an optional row number and, when
// rows expand, a show/hide details button and the detail line. As cards (cards.ts) each cell says
// its part of the card, and a row with details gets the card's Details button, which opens the
// details and the detail line together.
import { Fragment, useId, useState, type Key, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../i18n/messages/common';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { cardParts, hasHiddenParts } from './cards';
import { Spinner } from '../Spinner';
import { DetailCell, StateCell, Td } from './cells';
import { Chevron } from './Chevron';
import { rowNumber } from './paging';
import type { DataTableColumn } from './types';

export function defaultRowKey<Row>(row: Row, index: number): Key {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

function cellValue<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  return String(value);
}

export interface TableRowsProps<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row, index: number) => Key;
  loading: boolean;
  emptyMessage?: ReactNode;
  /** 1-based page and its size, for the row numbers. */
  page: number;
  pageSize: number;
  rowNumbers: boolean;
  renderExpanded?: (row: Row) => ReactNode;
  /** Rows are laid out as cards on a phone (cards.ts). */
  cards?: boolean;
}

export function TableRows<Row>({ rows, columns, rowKey, loading, emptyMessage, page, pageSize, rowNumbers, renderExpanded, cards = false }: TableRowsProps<Row>) {
  const intl = useIntl();
  const id = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());
  const parts = cardParts(columns);
  const cardToggle = cards && hasHiddenParts(parts, Boolean(renderExpanded));
  const colSpan = columns.length + (rowNumbers ? 1 : 0) + (renderExpanded ? 1 : 0) + (cardToggle ? 1 : 0);
  const toggleRow = (key: Key) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };
  if (loading) {
    return (
      <tbody>
        <tr>
          <StateCell colSpan={colSpan}>
            <Spinner size="sm" /> {intl.formatMessage(commonMessages.pleaseWait)}
          </StateCell>
        </tr>
      </tbody>
    );
  }
  if (rows.length === 0) {
    return (
      <tbody>
        <tr>
          <StateCell colSpan={colSpan}>{emptyMessage ?? intl.formatMessage(commonMessages.noRecordsFound)}</StateCell>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody>
      {rows.map((row, index) => {
        const key = rowKey(row, index);
        const open = expanded.has(key);
        const detailId = `${id}-detail-${String(key)}`;
        const rowId = `${id}-row-${String(key)}`;
        const toggleLabel = intl.formatMessage(open ? commonMessages.collapseRow : commonMessages.expandRow);
        return (
          <Fragment key={key}>
            <tr id={cards ? rowId : undefined} data-card-row={cards ? '' : undefined} data-open={cards ? String(open) : undefined}>
              {renderExpanded ? (
                <Td data-card={cards ? 'none' : undefined}>
                  <IconButton
                    size="sm"
                    label={toggleLabel}
                    icon={<Chevron open={open} />}
                    aria-expanded={open}
                    aria-controls={open ? detailId : undefined}
                    onClick={() => toggleRow(key)}
                  />
                </Td>
              ) : null}
              {rowNumbers ? <Td data-card={cards ? 'none' : undefined}>{rowNumber(page, pageSize, index)}</Td> : null}
              {columns.map((c) => {
                const value = c.render ? c.render(row, index) : cellValue(row, c.key);
                const part = parts.get(c.key);
                const labelled = cards && (part === 'figure' || part === 'detail');
                // A card's figure and detail show their column's name (data-label, drawn by CSS:
                // not part of the cell's text, which the table's header names for assistive
                // technology already).
                return (
                  <Td key={c.key} $align={c.align} data-card={cards ? part : undefined} data-label={labelled && typeof c.header === 'string' ? c.header : undefined}>
                    {labelled ? <span>{value}</span> : value}
                  </Td>
                );
              })}
              {cardToggle ? (
                <Td data-card="toggle">
                  <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={rowId} onClick={() => toggleRow(key)}>
                    {toggleLabel} <Chevron open={open} />
                  </Button>
                </Td>
              ) : null}
            </tr>
            {renderExpanded && open ? (
              <tr id={detailId}>
                <DetailCell colSpan={colSpan}>{renderExpanded(row)}</DetailCell>
              </tr>
            ) : null}
          </Fragment>
        );
      })}
    </tbody>
  );
}
