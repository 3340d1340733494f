// A square button that shows only an icon; its accessible name (`label`) is required.
import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** The accessible name (aria-label) and tooltip. Required: the button has no text. */
  label: string;
  icon: ReactNode;
  size?: 'sm' | 'md';
  /** Draw the primary fill instead of a quiet button. */
  tone?: 'quiet' | 'primary';
}

const Root = styled.button<{ $size: 'sm' | 'md'; $tone: 'quiet' | 'primary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => ($size === 'sm' ? '28px' : '36px')};
  height: ${({ $size }) => ($size === 'sm' ? '28px' : '36px')};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.color.primary : 'transparent')};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.color.onPrimary : theme.color.text)};
  cursor: pointer;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  &:hover:not(:disabled) {
    background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.color.primaryHover : theme.color.surfaceSunken)};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  svg {
    width: 1em;
    height: 1em;
  }
`;

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, size = 'md', tone = 'quiet', type = 'button', title, ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      $size={size}
      $tone={tone}
      {...rest}
    >
      <span aria-hidden="true">{icon}</span>
    </Root>
  );
});
