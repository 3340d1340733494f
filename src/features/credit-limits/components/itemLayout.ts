// The layout both limit dialogs give their items: a list of at most 330 px that scrolls (spec 3
// section 2; focusable, so the keyboard scrolls it too), one bordered box per item with its heading, and the item's fields in a grid that
// takes four columns in a wide dialog and two on a phone.
import styled from 'styled-components';

export const ItemList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-height: 330px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
`;

export const ItemBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

export const ItemHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 28px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  > :last-child:not(:first-child) {
    margin-inline-start: auto;
  }
`;

export const ItemGrid = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  > * {
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
`;

export const SectionHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  > :last-child:not(:first-child) {
    margin-inline-start: auto;
  }
`;

export const Note = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
