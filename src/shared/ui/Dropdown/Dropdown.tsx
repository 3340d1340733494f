// A menu button (WAI-ARIA menu button pattern): the button has aria-haspopup="menu" and
// aria-expanded; Enter, Space or ArrowDown open the menu on the first item, ArrowUp on the
// last; ArrowUp/ArrowDown/Home/End move, Enter/Space choose, Escape closes and returns focus
// to the button, Tab or a click outside closes.
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';

export interface DropdownItem {
  id: string;
  label: ReactNode;
  onSelect?: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}

export interface DropdownProps {
  /** Content of the button. */
  label: ReactNode;
  /** Accessible name when the label is not text (e.g. an avatar). */
  ariaLabel?: string;
  items: DropdownItem[];
  align?: 'start' | 'end';
  variant?: 'secondary' | 'ghost';
  /** Nothing to offer now (e.g. no rows to export): the button cannot be pressed. */
  disabled?: boolean;
  /** Shown under the items while the menu is open (not a menu item): e.g. the progress of work
   * the menu started. */
  footer?: ReactNode;
}

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button<{ $variant: 'secondary' | 'ghost' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid
    ${({ theme, $variant }) => ($variant === 'ghost' ? 'transparent' : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $variant }) => ($variant === 'ghost' ? 'transparent' : theme.color.surface)};
  color: ${({ theme }) => theme.color.text};
  white-space: nowrap;
  cursor: pointer;
  &::after {
    content: '';
    width: 6px;
    height: 6px;
    margin-top: -3px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
  }
  &:hover:enabled {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Popup = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 4px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.z.dropdown};
  min-width: 180px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.elevation[2]};
`;

const Menu = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  list-style: none;
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Item = styled.li<{ $danger: boolean }>`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  color: ${({ theme, $danger }) => ($danger ? theme.color.dangerText : theme.color.text)};
  cursor: pointer;
  white-space: nowrap;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.color.surfaceSunken};
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: not-allowed;
  }
`;

export function Dropdown({
  label,
  ariaLabel,
  items,
  align = 'start',
  variant = 'secondary',
  disabled = false,
  footer,
}: DropdownProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const enabled = items.map((item, index) => (item.disabled ? -1 : index)).filter((i) => i >= 0);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const openAt = (index: number | undefined) => {
    if (index === undefined) return;
    setActive(index);
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const choose = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    close(true);
    item.onSelect?.();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(enabled[0]);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(enabled[enabled.length - 1]);
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const pos = enabled.indexOf(active);
    const move = (to: number | undefined) => {
      event.preventDefault();
      if (to !== undefined) setActive(to);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(enabled[(pos + 1) % enabled.length]);
      case 'ArrowUp':
        return move(enabled[(pos - 1 + enabled.length) % enabled.length]);
      case 'Home':
        return move(enabled[0]);
      case 'End':
        return move(enabled[enabled.length - 1]);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      case 'Enter':
      case ' ':
        event.preventDefault();
        return choose(active);
      default:
        return undefined;
    }
  };

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        $variant={variant}
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={ariaLabel}
        disabled={disabled}
        onClick={() => (open ? close(false) : openAt(enabled[0]))}
        onKeyDown={onButtonKey}
      >
        {label}
      </Trigger>
      {open ? (
        <Popup $align={align}>
          <Menu
            role="menu"
            id={`${id}-menu`}
            aria-labelledby={`${id}-button`}
            onKeyDown={onMenuKey}
          >
            {items.map((item, index) => (
              <Item
                key={item.id}
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                aria-disabled={item.disabled || undefined}
                $danger={item.tone === 'danger'}
                onClick={() => choose(index)}
                onMouseEnter={() => !item.disabled && setActive(index)}
              >
                {item.label}
              </Item>
            ))}
          </Menu>
          {footer ? <Footer>{footer}</Footer> : null}
        </Popup>
      ) : null}
    </Wrapper>
  );
}
