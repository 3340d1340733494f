// The look of a small popup panel under its button (the top bar's usage popup, the credit limits'
// agent usage): raised surface, border, shadow, content in a grid; the hidden attribute hides it.
import { css } from 'styled-components';

export const popupPanel = css`
  z-index: ${({ theme }) => theme.z.dropdown};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.elevation[2]};

  /* display: grid above would otherwise beat the hidden attribute and leave the popup open. */
  &[hidden] {
    display: none;
  }
`;
