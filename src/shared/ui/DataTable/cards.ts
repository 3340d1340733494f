// The phone card of a list row (DataTable's cardsOnPhone): what a merchant scans first. Each
// column says which part of the card it is (`card` on the column): the title (the item's name or
// reference) and the status on the card's first line, the key figures (value, usage) under them
// with their column's name, the details hidden until the card's Details button opens them, and the
// actions at the bottom beside that button. Laid out by CSS on a narrow screen only; a wide screen
// shows the table as it is.
import { css } from 'styled-components';
import { narrowScreen } from '../../theme/media';
import type { CardPart, DataTableColumn } from './types';

/** What a cell is on the card: a column's part, or `none` (the row number and the desktop chevron,
 * which a card does without), or `toggle` (the card's Details button). */
export type CardCell = CardPart | 'none' | 'toggle';

/** Each visible column's part: as it declares, else a detail; the first column is the title when none is. */
export function cardParts<Row>(columns: readonly DataTableColumn<Row>[]): Map<string, CardPart> {
  const parts = new Map(columns.map((c) => [c.key, c.card ?? 'detail']));
  const first = columns[0];
  if (first && ![...parts.values()].includes('title')) parts.set(first.key, 'title');
  return parts;
}

/** Whether a row's card has anything behind its Details button. */
export const hasHiddenParts = (parts: ReadonlyMap<string, CardPart>, expandable: boolean) =>
  expandable || [...parts.values()].includes('detail');

const cell = (part: CardCell) => `[data-card='${part}']`;

/** The table's rules for cards: the Details column shows on a narrow screen only. */
export const cardCss = css`
  th${cell('toggle')}, td${cell('toggle')} {
    display: none;
  }

  ${narrowScreen} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      clip-path: inset(50%);
      white-space: nowrap;
    }
    th${cell('toggle')} {
      display: table-cell;
    }
    tbody tr[data-card-row] {
      display: grid;
      /* The Details button | the rest of the line | the status. */
      grid-template-columns: auto minmax(0, 1fr) auto;
      align-items: center;
      column-gap: ${({ theme }) => theme.space[3]};
      row-gap: ${({ theme }) => theme.space[1]};
      padding: ${({ theme }) => theme.space[3]};
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    tbody tr[data-card-row] > td {
      display: block;
      grid-column: 1 / -1;
      padding: 0;
      border-bottom: none;
      text-align: start;
      overflow-wrap: break-word;
    }
    tbody tr[data-card-row] > td${cell('title')} {
      grid-column: 1 / 3;
      order: 1;
      font-weight: ${({ theme }) => theme.font.weight.bold};
      font-size: ${({ theme }) => theme.font.size.lg};
    }
    tbody tr[data-card-row] > td${cell('status')} {
      grid-column: 3;
      order: 2;
      justify-self: end;
    }
    tbody
      tr[data-card-row]
      > td${cell('figure')},
      tbody
      tr[data-card-row][data-open='true']
      > td${cell('detail')} {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: ${({ theme }) => theme.space[3]};
      text-align: end;
      order: 3;
    }
    /* A figure's or detail's value takes the room its name leaves, wrapping rather than overflowing. */
    tbody tr[data-card-row] > td > span {
      min-width: 0;
    }
    tbody tr[data-card-row] > td${cell('detail')} {
      display: none;
      order: 4;
      color: ${({ theme }) => theme.color.text};
    }
    tbody
      tr[data-card-row]
      > td${cell('figure')}::before,
      tbody
      tr[data-card-row]
      > td${cell('detail')}::before {
      content: attr(data-label);
      text-align: start;
      color: ${({ theme }) => theme.color.textMuted};
      font-weight: ${({ theme }) => theme.font.weight.medium};
    }
    /* The Details button, then the actions on the rest of its line. */
    tbody tr[data-card-row] > td${cell('toggle')} {
      display: block;
      grid-column: 1;
      order: 5;
      padding-top: ${({ theme }) => theme.space[1]};
    }
    tbody tr[data-card-row] > td${cell('actions')} {
      grid-column: 2 / 4;
      order: 6;
      justify-self: end;
      padding-top: ${({ theme }) => theme.space[1]};
    }
    tbody tr[data-card-row] > td${cell('none')} {
      display: none;
    }
  }
`;
