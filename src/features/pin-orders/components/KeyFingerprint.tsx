// An OpenPGP key's fingerprint as key tools show it: blocks of four characters in a fixed-width
// font, wrapping between blocks on a narrow screen.
import styled from 'styled-components';
import { groupedFingerprint } from '../forms/pgpKeyForm';

const Blocks = styled.span`
  font-family: ${({ theme }) => theme.font.family.mono};
`;

export function KeyFingerprint({ fingerprint }: { fingerprint: string }) {
  return <Blocks>{groupedFingerprint(fingerprint)}</Blocks>;
}
