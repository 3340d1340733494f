// The table's head: a header cell per visible column, the sortable ones as buttons that ask for
// the next sort (aria-sort tells the current one); the detail and row-number columns first.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../i18n/messages/common';
import { VisuallyHidden } from '../VisuallyHidden';
import { Th } from './cells';
import { tableMessages } from './messages';
import { ariaSort, type SortState } from './paging';
import type { DataTableColumn } from './types';

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

export interface TableHeadProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort: SortState | undefined;
  onSort: (key: string) => void;
  expandable: boolean;
  rowNumbers: boolean;
  /** The phone cards' Details column (shown on a narrow screen only, cards.ts). */
  cardToggle?: boolean;
}

export function TableHead<Row>({ columns, sort, onSort, expandable, rowNumbers, cardToggle = false }: TableHeadProps<Row>) {
  const intl = useIntl();
  return (
    <thead>
      <tr>
        {expandable ? (
          <Th scope="col" $width="48px" data-card={cardToggle ? 'none' : undefined}>
            <VisuallyHidden>{intl.formatMessage(tableMessages.details)}</VisuallyHidden>
          </Th>
        ) : null}
        {rowNumbers ? <Th scope="col" $width="64px">{intl.formatMessage(commonMessages.rowNumber)}</Th> : null}
        {columns.map((c) => {
          const state = ariaSort(sort, c.key);
          return (
            <Th key={c.key} scope="col" $align={c.align} $width={c.width} aria-sort={c.sortable ? state : undefined}>
              {c.sortable ? (
                <SortButton type="button" onClick={() => onSort(c.key)}>
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
        {cardToggle ? (
          <Th scope="col" data-card="toggle">
            <VisuallyHidden>{intl.formatMessage(tableMessages.details)}</VisuallyHidden>
          </Th>
        ) : null}
      </tr>
    </thead>
  );
}
