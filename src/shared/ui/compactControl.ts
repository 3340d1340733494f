// The look of a small inline control outside a form (a toolbar's search box, the sign-in page's
// language choice): 32 px high, the strong border, the surface colour.
import { css } from 'styled-components';

export const compactControl = css`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;
