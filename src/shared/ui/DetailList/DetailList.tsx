// A voucher's or a receipt's details as a list of label and value pairs, on screen and on paper.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

const Pair = styled.div`
  display: contents;
`;

export function VoucherDetails({ items }: { items: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <List>
      {items.map(([label, value]) => (
        <Pair key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Pair>
      ))}
    </List>
  );
}
