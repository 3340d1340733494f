// The shell's first Tab stop: 'Skip to content', out of sight until it has focus. It moves focus
// to the page's title at the top of the main landmark, past the menu and the top bar.
import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { shellMessages } from './messages';
import { MAIN_CONTENT_ID } from './mainContent';
import { focusPageHeading } from './SubHeader';

const Link = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  inset-inline-start: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.z.toast};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.link};
  box-shadow: ${({ theme }) => theme.elevation[2]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  /* Out of sight (still in the tab order) until focused. */
  &:not(:focus) {
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // The title takes focus (tabIndex -1); without one, the main landmark's anchor is followed.
    if (focusPageHeading()) event.preventDefault();
  };
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      <FormattedMessage {...shellMessages.skipToContent} />
    </Link>
  );
}
