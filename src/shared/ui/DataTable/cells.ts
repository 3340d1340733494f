// The table's header and body cells.
import styled, { css } from 'styled-components';
import { narrowScreen } from '../../theme/media';
import type { Align } from './types';

const alignCss = (align?: Align) => css`text-align: ${align ?? 'start'};`;

/** On a phone the columns sit closer, so that a few more fit before the table scrolls sideways. */
const cellPadding = css`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  ${narrowScreen} {
    padding-inline: ${({ theme }) => theme.space[2]};
  }
`;

export const Th = styled.th<{ $align?: Align; $width?: string }>`
  ${({ $align }) => alignCss($align)}
  ${({ $width }) => ($width ? css`width: ${$width};` : '')}
  ${cellPadding}
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  vertical-align: middle;
`;

export const Td = styled.td<{ $align?: Align }>`
  ${({ $align }) => alignCss($align)}
  ${cellPadding}
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  vertical-align: middle;
`;

export const StateCell = styled.td`
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const DetailCell = styled.td`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;
