// The button of the design system: variants primary/secondary/danger/ghost/link, sizes
// sm/md/lg, a busy state (spinner, aria-busy, no second click) and disabled. A busy button is
// disabled, which takes the focus from it; a button pressed to start the work gets the focus back
// when the work ends (unless the person has moved it elsewhere), so the keyboard does not start
// again from the top of the page.
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks while a request runs. */
  busy?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  fullWidth?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.primaryHover};
      border-color: ${({ theme }) => theme.color.primaryHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.primaryActive};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.secondary};
    color: ${({ theme }) => theme.color.onSecondary};
    border-color: ${({ theme }) => theme.color.secondary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.secondaryHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.secondaryActive};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.onDanger};
    border-color: ${({ theme }) => theme.color.danger};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.link};
    border-color: ${({ theme }) => theme.color.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.surfaceSunken};
    }
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.color.link};
    border-color: transparent;
    padding-left: 0;
    padding-right: 0;
    text-decoration: underline;
    &:hover:not(:disabled) {
      text-decoration-thickness: 2px;
    }
  `,
};

const sizes = {
  sm: css`
    min-height: 28px;
    padding: 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  md: css`
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.font.size.md};
  `,
  lg: css`
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.font.size.lg};
  `,
};

const Root = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.2;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    busy = false,
    icon,
    fullWidth = false,
    disabled,
    children,
    type = 'button',
    onClick,
    ...rest
  },
  ref,
) {
  const own = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => own.current!, []);
  const pressed = useRef(false);
  useEffect(() => {
    if (busy || !pressed.current) return;
    pressed.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body) own.current?.focus({ preventScroll: true });
  }, [busy]);
  return (
    <Root
      ref={own}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={
        busy
          ? undefined
          : (event) => {
              pressed.current = true;
              onClick?.(event);
            }
      }
      {...rest}
    >
      {busy ? <Spinner size="sm" /> : icon}
      {children}
    </Root>
  );
});
