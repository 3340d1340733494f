// A small rotating ring. With a label it is announced (role status); without one it is
// decorative (e.g. inside a busy button, which itself says aria-busy).
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

export type SpinnerSize = 'sm' | 'md' | 'lg';
const sizes: Record<SpinnerSize, string> = { sm: '14px', md: '20px', lg: '40px' };

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border-radius: 50%;
  border: ${({ $size }) => ($size === 'lg' ? '4px' : '2px')} solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Accessible text, e.g. 'Loading'. Omit when the surrounding control already says it is busy. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  if (!label) return <Ring $size={size} aria-hidden="true" className={className} data-spinner="" />;
  return (
    <span role="status" className={className}>
      <Ring $size={size} aria-hidden="true" data-spinner="" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
