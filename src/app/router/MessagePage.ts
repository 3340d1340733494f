// A full page that centres one card: the 'not found' page and the screen error page.
import styled from 'styled-components';

export const MessagePage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.background};
  & > section {
    width: min(520px, 100%);
  }
`;
