// The table's header and body cells.
import styled, { css } from 'styled-components';
import type { Align } from './types';

const alignCss = (align?: Align) => css`text-align: ${align ?? 'start'};`;

export const Th = styled.th<{ $align?: Align; $width?: string }>`
  ${({ $align }) => alignCss($align)}
  ${({ $width }) => ($width ? css`width: ${$width};` : '')}
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  vertical-align: middle;
`;

export const Td = styled.td<{ $align?: Align }>`
  ${({ $align }) => alignCss($align)}
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
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
