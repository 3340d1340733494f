// Content for screen readers only: out of sight and out of the layout, still in the
// accessibility tree. A span; render it as another element with `as` (e.g. as="div" around a
// table, as="legend").
import styled from 'styled-components';

export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
