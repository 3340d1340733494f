// A button that reads as a link: a row's code or login that opens its details in a list.
import styled from 'styled-components';

export const LinkButton = styled.button.attrs({ type: 'button' })`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.color.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
