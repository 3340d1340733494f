// A modal dialog: role dialog, aria-modal, labelled by its title; focus moves in on open, is
// trapped inside (Tab / Shift+Tab cycle), and returns to the opener on close. Escape, the
// backdrop and the close button close it, except in `locked` mode (a request is running):
// then nothing closes it and the close button is disabled.
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { narrowScreen } from '../../theme/media';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** While true the dialog cannot be closed (no Escape, no backdrop, close button disabled). */
  locked?: boolean;
  /** Close on a backdrop click (default true; never while locked). */
  closeOnBackdrop?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Element to focus on open; default the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  /** Optional description element id is wired automatically when set. */
  description?: ReactNode;
}

const widths = { sm: '400px', md: '560px', lg: '800px' };

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.overlay};
  ${narrowScreen} {
    padding: 0;
  }
`;

/** The panel never outgrows the window: its body scrolls, title and buttons stay in view. On a
 * narrow screen it fills the screen. */
const Panel = styled.div<{ $size: 'sm' | 'md' | 'lg' }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space[7]});
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.elevation[3]};
  &:focus {
    outline: none;
  }
  ${narrowScreen} {
    max-width: none;
    height: 100dvh;
    max-height: none;
    border-radius: 0;
  }
`;

const Header = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]};
  ${narrowScreen} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Footer = styled.div`
  flex: none;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  );
}

export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  locked = false,
  closeOnBackdrop = true,
  size = 'md',
  initialFocusRef,
  closeLabel = 'Close',
  description,
}: ModalProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const lockedRef = useRef(locked);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    lockedRef.current = locked;
    onCloseRef.current = onClose;
  });

  // Focus in on open, back to the opener on close.
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (panel) {
      const target =
        initialFocusRef?.current ??
        focusableIn(panel).find((el) => !el.hasAttribute('data-modal-close')) ??
        panel;
      target.focus();
    }
    return () => {
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open, initialFocusRef]);

  // Escape anywhere while open (the dialog may have lost focus to the body on a click).
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      if (!lockedRef.current) onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const trap = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      panelRef.current.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    } else if (!panelRef.current.contains(active)) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      data-modal-backdrop=""
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && closeOnBackdrop && !locked) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        $size={size}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        aria-busy={locked || undefined}
        tabIndex={-1}
        onKeyDown={trap}
      >
        <Header>
          <Title id={`${id}-title`}>{title}</Title>
          <Close
            type="button"
            data-modal-close=""
            aria-label={closeLabel}
            title={closeLabel}
            disabled={locked}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </Close>
        </Header>
        <Body>
          {description ? <p id={`${id}-description`}>{description}</p> : null}
          {children}
        </Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

/** The same component under the name of its role. */
export const Dialog = Modal;
