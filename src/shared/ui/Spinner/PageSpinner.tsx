// A page's spinner while what its first view needs is on the way (the shell's page chunk, a
// screen's first answer). It holds the window's height, so that the footer stays below the fold
// until the page is in (it showed at the bottom of the window and then jumped down as the page
// came: a layout shift on every first visit on a phone).
import styled from 'styled-components';
import { Spinner } from './Spinner';

const Holder = styled.div`
  min-height: 100vh;
`;

export function PageSpinner({ label }: { label: string }) {
  return (
    <Holder>
      <Spinner label={label} />
    </Holder>
  );
}
