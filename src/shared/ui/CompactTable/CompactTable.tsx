// A small table inside a dialog or card (an order's items, a download trail): full width, ruled
// rows, cells that wrap rather than push the dialog wider; headers wrap between words only. Lists that page and sort use DataTable.
import styled from 'styled-components';

export const CompactTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
  th {
    overflow-wrap: normal;
    hyphens: auto;
  }
`;
