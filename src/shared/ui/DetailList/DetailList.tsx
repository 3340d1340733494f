// Details as a list of label and value pairs (a voucher, a receipt, a PIN order), on screen and on
// paper; on a phone too, the value beside its label wrapping where it must.
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

export function DetailList({ items }: { items: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
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
